import CollectionGeometry
import Foundation
import OpenCollectionViewTesting
import Testing
import ViewSystem
@testable import Gallery

@Suite("Trails: a whole app in the gallery — app and scene delegates, split view, tabs, alert and sheet (F39)")
@MainActor
struct TrailsScreenTests {
    @Test("when the app's scene connects on a wide page, then its root is a split view with the sidebar beside the trails; narrowed, it collapses to its tab bar, and widened it comes back")
    func splitCollapsesToTabs() throws {
        let screen = TrailsScreen(size: CGSize(width: 1280, height: 800))
        let host = TestHost(size: CGSize(width: 1280, height: 800))
        let split = try #require(screen.viewController as? SplitViewController)
        host.show(split)
        _ = try host.settle()
        #expect(!split.isCollapsed)
        try host.activate(try host.element(label: "Favorites", traits: []))
        _ = try host.settle()
        #expect(try host.element(label: "Dune Walk, Forest, 5 kilometres, favorite").accessibilityLabel != nil)
        #expect(throws: TestingFailure.self) { try host.element(label: "Cliff Path, Coast, 3 kilometres") }
        host.resize(to: CGSize(width: 390, height: 844))
        _ = try host.settle()
        #expect(split.isCollapsed)
        #expect(throws: TestingFailure.self) { try host.element(label: "Coast") }
        _ = try host.element(label: "Cliff Path, Coast, 3 kilometres")
        host.resize(to: CGSize(width: 1280, height: 800))
        _ = try host.settle()
        #expect(!split.isCollapsed)
        _ = try host.element(label: "Coast")
    }

    @Test("when a trail's Remove is confirmed in its alert, then the trail leaves the grid and the page is told; Cancel keeps it")
    func removeAsksFirst() throws {
        let screen = TrailsScreen(size: CGSize(width: 390, height: 844))
        let host = TestHost(size: CGSize(width: 390, height: 844))
        host.show(try #require(screen.viewController))
        _ = try host.settle()
        try host.activate(try host.element(label: "Cliff Path, Coast, 3 kilometres"))
        _ = try host.settle()
        try host.activate(try host.element(label: "Remove Trail", traits: .button))
        _ = try host.settle()
        try host.activate(try host.element(label: "Cancel", traits: .button))
        _ = try host.settle()
        #expect(screen.takeNotices().isEmpty)
        try host.activate(try host.element(label: "Remove Trail", traits: .button))
        _ = try host.settle()
        try host.activate(try host.element(label: "Remove", traits: .button))
        _ = try host.settle()
        #expect(screen.takeNotices() == ["Removed Cliff Path"])
        #expect(throws: TestingFailure.self) { try host.element(label: "Cliff Path, Coast, 3 kilometres") }
    }
}
