import OpenCollectionViewTesting
import Testing
import UIKit
@testable import HelloApp

@Suite("HelloApp: the app launches into a scene of two tabs, a chosen greeting is said in an alert, + adds one")
@MainActor
struct HelloAppTests {
    /// The app launched in a host, and its first tab's list.
    func launched() throws -> (TestHost, GreetingsViewController) {
        let host = TestHost(launching: AppDelegate())
        let tabs = try #require(host.window.rootViewController as? UITabBarController)
        let navigation = try #require(tabs.selectedViewController as? UINavigationController)
        let greetings = try #require(navigation.topViewController as? GreetingsViewController)
        return (host, greetings)
    }

    @Test("when a greeting is tapped, then an alert says it, and OK dismisses it")
    func chooseAGreeting() throws {
        let (host, greetings) = try launched()
        try host.tapItem(at: IndexPath(item: 1, section: 0), in: greetings.collectionView)
        try host.settle()
        let alert = try #require(greetings.presentedViewController as? UIAlertController)
        #expect(alert.title == "Bonjour")
        try host.tap(try host.element(label: "OK", traits: .button))
        try host.settle()
        #expect(greetings.presentedViewController == nil)
    }

    @Test("when + is tapped, then a medium sheet rises with a grabber; a greeting typed and Done put it at the end of the list")
    func addAGreeting() throws {
        let (host, greetings) = try launched()
        try host.tap(try host.element(label: "Add", traits: .button))
        try host.settle()
        let sheet = try #require(greetings.presentedViewController as? UINavigationController)
        let compose = try #require(sheet.topViewController as? ComposeViewController)
        #expect(sheet.view.bounds.height == (host.window.bounds.height - 10) / 2, "the medium detent")
        try host.type("Salut", into: compose.field)
        try host.tap(try host.element(label: "Done", traits: .button))
        try host.settle()
        #expect(greetings.greetings.last == "Salut" && greetings.presentedViewController == nil)
    }

    @Test("when the About tab is tapped, then its screen shows what the app is")
    func aboutTab() throws {
        let host = TestHost(launching: AppDelegate())
        let tabs = try #require(host.window.rootViewController as? UITabBarController)
        try host.tap(try host.element(label: "About", traits: .button))
        let about = try #require((tabs.selectedViewController as? UINavigationController)?.topViewController as? AboutViewController)
        #expect(about.label.window === host.window)
    }

    @Test("when a search is typed in the navigation bar, then the list shows the greetings that match; Cancel shows them all")
    func search() throws {
        let (host, greetings) = try launched()
        let searchBar = try #require(greetings.navigationItem.searchController?.searchBar)
        try host.type("ol", into: searchBar)
        try host.settle()
        #expect(greetings.collectionView.numberOfItems(inSection: 0) == 2)
        try host.tap(try host.element(label: "Cancel", traits: .button))
        try host.settle()
        #expect(greetings.collectionView.numberOfItems(inSection: 0) == greetings.greetings.count)
    }
}
