import CollectionGeometry
import Foundation
import Testing
@testable import ViewSystem

@Suite("A navigation bar's items: its own stack when on its own, its controller's when managed (F35)")
@MainActor
struct NavigationBarItemsTests {
    final class Delegate: NavigationBarDelegate {
        var log: [String] = []
        var allowsPop = true
        func navigationBar(_ navigationBar: NavigationBar, shouldPush item: NavigationItem) -> Bool { log.append("shouldPush \(item.title ?? "")"); return true }
        func navigationBar(_ navigationBar: NavigationBar, didPush item: NavigationItem) { log.append("didPush \(item.title ?? "")") }
        func navigationBar(_ navigationBar: NavigationBar, shouldPop item: NavigationItem) -> Bool { log.append("shouldPop \(item.title ?? "")"); return allowsPop }
        func navigationBar(_ navigationBar: NavigationBar, didPop item: NavigationItem) { log.append("didPop \(item.title ?? "")") }
    }

    func windowed(_ bar: NavigationBar) -> Window {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), clock: ManualFrameClock(), renderer: RecordingRenderer(), timeSource: ManualTimeSource())
        bar.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        window.addSubview(bar)
        return window
    }

    func shownTitles(_ bar: NavigationBar) -> [String] {
        bar.layoutIfNeeded()
        return bar.subviews.compactMap { $0 as? Label }.compactMap(\.text)
    }

    @Test("when items are pushed and popped on a bar on its own, then it shows the top one with a back button and asks its delegate")
    func ownStack() throws {
        let bar = NavigationBar(frame: .zero)
        let window = windowed(bar)
        defer { withExtendedLifetime(window) {} }
        let delegate = Delegate()
        bar.delegate = delegate
        let inbox = NavigationItem(title: "Inbox"), message = NavigationItem(title: "Message")
        bar.pushItem(inbox, animated: false)
        bar.pushItem(message, animated: true)
        #expect(bar.items?.map(\.title) == ["Inbox", "Message"] && bar.topItem === message && bar.backItem === inbox)
        #expect(shownTitles(bar) == ["Message"])
        #expect(delegate.log == ["shouldPush Inbox", "didPush Inbox", "shouldPush Message", "didPush Message"])
        let back = try #require(bar.buttonViews.first as? BarButtonView)
        back.tap()
        #expect(bar.topItem === inbox && bar.backItem == nil && delegate.log.suffix(2) == ["shouldPop Message", "didPop Message"])
        delegate.allowsPop = false
        #expect(bar.popItem(animated: false) == nil && bar.topItem === inbox, "the delegate kept it")
        bar.setItems([message, inbox, message], animated: false)
        #expect(bar.items?.count == 2 && bar.topItem === inbox, "an item listed twice is kept once")
        bar.items = nil
        #expect(bar.items?.isEmpty == true && bar.topItem == nil)
    }

    @Test("when an item already on the bar is pushed, then it is reported and nothing changes")
    func pushingTwice() {
        let bar = NavigationBar(frame: .zero)
        let window = windowed(bar)
        defer { withExtendedLifetime(window) {} }
        var messages: [String] = []
        window.layoutDiagnosticHandler = { messages.append($0.message) }
        let item = NavigationItem(title: "Inbox")
        bar.pushItem(item, animated: false)
        bar.pushItem(item, animated: false)
        #expect(bar.items?.count == 1)
        #expect(messages == ["Cannot push a navigation item that is already on the navigation bar: Inbox was not pushed."])
        #expect(NavigationBar(frame: .zero).popItem(animated: false) == nil, "nothing to pop")
    }

    @Test("when a navigation controller's bar is asked to change its items, then UIKit's words are reported and its stack stays")
    func managedBarRefuses() {
        let root = ViewController(), detail = ViewController()
        root.title = "Root"
        detail.title = "Detail"
        let clock = ManualFrameClock()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), clock: clock, renderer: RecordingRenderer(), timeSource: ManualTimeSource())
        let navigation = NavigationController(rootViewController: root)
        window.rootViewController = navigation
        navigation.pushViewController(detail, animated: false)
        clock.advanceFrames(1)
        var messages: [String] = []
        window.layoutDiagnosticHandler = { messages.append($0.message) }
        let bar = navigation.navigationBar
        #expect(bar.items?.count == 2 && bar.items?.last === detail.navigationItem && bar.backItem === root.navigationItem)
        bar.pushItem(NavigationItem(title: "Stray"), animated: false)
        #expect(bar.popItem(animated: false) == nil)
        bar.setItems([], animated: false)
        #expect(messages == ["Cannot call pushNavigationItem:animated: directly on a UINavigationBar managed by a controller.",
                             "Cannot call popNavigationItemAnimated: directly on a UINavigationBar managed by a controller.",
                             "Cannot call setItems:animated: directly on a UINavigationBar managed by a controller."])
        #expect(navigation.viewControllers.count == 2 && bar.topItem === detail.navigationItem)
    }
}
