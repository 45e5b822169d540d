import CollectionGeometry
import Foundation
import Testing
@testable import ViewSystem

/// Remembers what a tab bar controller asks and tells.
@MainActor
private final class TabsDelegate: TabBarControllerDelegate {
    var refused: ViewController?
    var log: [String] = []
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
        log.append("should \(viewController.title ?? "")")
        return viewController !== refused
    }
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
        log.append("did \(viewController.title ?? "")")
    }
}

@Suite("TabBarController: tabs chosen by a bar at the bottom, appearance calls, the delegate and bad input (F39)")
@MainActor
struct TabBarControllerTests {
    func shown(_ tabs: TabBarController, size: CGSize = CGSize(width: 390, height: 844)) -> (Window, ManualFrameClock) {
        let clock = ManualFrameClock()
        let window = Window(frame: CGRect(origin: .zero, size: size), clock: clock, renderer: RecordingRenderer(), timeSource: ManualTimeSource())
        window.rootViewController = tabs
        clock.advanceFrames(1)
        return (window, clock)
    }

    func controller(_ name: String) -> LoggingViewController {
        let controller = LoggingViewController(name)
        controller.title = name
        return controller
    }

    /// Taps the tab at `index` through the bar's buttons, as a finger does.
    func tapTab(_ index: Int, in tabs: TabBarController, window: Window, clock: ManualFrameClock) throws {
        let buttons = tabs.tabBar.subviews.compactMap { $0 as? TabBarButtonView }
        let button = try #require(buttons.indices.contains(index) ? buttons[index] : nil)
        let center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: nil)
        _ = window.send(PointerEvent(.down, at: center))
        _ = window.send(PointerEvent(.up, at: center))
        clock.advanceFrames(2)
    }

    @Test("when three view controllers are tabs, then the first is shown above a 49-point bar, the items carry their titles, and a tap shows another with the appearance calls")
    func tabs() throws {
        let tabs = TabBarController()
        let first = controller("Library"), second = controller("For You"), third = controller("Search")
        third.tabBarItem = TabBarItem(tabBarSystemItem: .search, tag: 3)
        tabs.viewControllers = [first, second, third]
        let (window, clock) = shown(tabs)
        #expect(tabs.selectedIndex == 0 && tabs.selectedViewController === first && first.parent === tabs && first.tabBarController === tabs)
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 795, width: 390, height: 49) && first.view.frame == CGRect(x: 0, y: 0, width: 390, height: 795))
        #expect(tabs.tabBar.items?.map(\.title) == ["Library", "For You", "Search"] && tabs.tabBar.selectedItem === first.tabBarItem)
        let buttons = tabs.tabBar.subviews.compactMap { $0 as? TabBarButtonView }
        #expect(buttons.map(\.frame.width) == [130, 130, 130] && buttons[0].accessibilityTraits.contains(.selected))
        #expect(buttons[1].accessibilityLabel == "For You" && buttons[1].accessibilityValue == "2 of 3")
        first.log.removeAll()
        try tapTab(1, in: tabs, window: window, clock: clock)
        #expect(tabs.selectedIndex == 1 && second.view.window === window && first.viewIfLoaded?.window == nil)
        #expect(first.log.prefix(2) == ["Library.viewWillDisappear", "Library.viewDidDisappear"])
        #expect(second.log.contains("For You.viewDidAppear") && buttons[1].accessibilityTraits.contains(.selected))
    }

    @Test("when the delegate refuses a tab, then a tap on it changes nothing; a tap on the selected tab pops its navigation controller to the root")
    func delegateAndPopToRoot() throws {
        let tabs = TabBarController()
        let delegate = TabsDelegate()
        tabs.delegate = delegate
        let home = NavigationController(rootViewController: controller("Home"))
        home.title = "Home"
        let settings = controller("Settings")
        tabs.viewControllers = [home, settings]
        let (window, clock) = shown(tabs)
        delegate.refused = settings
        try tapTab(1, in: tabs, window: window, clock: clock)
        #expect(tabs.selectedIndex == 0 && delegate.log == ["should Settings"])
        home.pushViewController(controller("Detail"), animated: false)
        try tapTab(0, in: tabs, window: window, clock: clock)
        #expect(home.viewControllers.count == 1 && delegate.log.suffix(2) == ["should Home", "did Home"])
    }

    @Test("when tabs are replaced, the selection stays on a view controller still there; badges and the title follow the items")
    func replaceAndBadges() throws {
        let tabs = TabBarController()
        let a = controller("A"), b = controller("B"), c = controller("C")
        tabs.viewControllers = [a, b]
        let (_, clock) = shown(tabs)
        tabs.selectedViewController = b
        tabs.setViewControllers([c, b], animated: false)
        #expect(tabs.selectedIndex == 1 && a.parent == nil && c.parent === tabs)
        b.tabBarItem.badgeValue = "3"
        b.title = "Bee"
        clock.advanceFrames(1)
        let button = try #require(tabs.tabBar.subviews.compactMap { $0 as? TabBarButtonView }.last)
        #expect(button.accessibilityLabel == "Bee, 3")
    }

    @Test("when there are no tabs, an index past them, a view controller not among them, or one listed twice, then each is reported and the tab bar controller keeps a sensible state")
    func badInput() throws {
        let tabs = TabBarController()
        let (window, _) = shown(tabs)
        var messages: [String] = []
        window.layoutDiagnosticHandler = { messages.append($0.message) }
        #expect(tabs.selectedIndex == TabBarController.noSelection && tabs.selectedViewController == nil && tabs.viewControllers == nil)
        #expect(tabs.tabBar.items == nil && tabs.tabBar.frame.height == 49)
        let a = controller("A")
        tabs.viewControllers = [a, a, tabs]
        tabs.selectedIndex = 5
        tabs.selectedViewController = controller("Elsewhere")
        #expect(tabs.viewControllers?.count == 1 && tabs.selectedIndex == 0 && a.view.window === window)
        #expect(messages == [
            "A view controller can be one tab only: LoggingViewController was listed again and left out.",
            "A tab bar controller cannot be one of its own tabs: it was left out.",
            "selectedIndex 5 is not the index of one of the 1 tabs: the selection stays.",
            "Only a view controller in the tab bar controller's list of view controllers can be selected.",
        ])
        tabs.viewControllers = nil
        #expect(tabs.selectedIndex == TabBarController.noSelection && a.parent == nil && a.viewIfLoaded?.window == nil)
    }

    /// The horizontal centres of the bar's buttons, leading first.
    func centres(_ tabs: TabBarController) -> [CGFloat] {
        tabs.tabBar.subviews.compactMap { $0 as? TabBarButtonView }.map(\.frame.midX)
    }

    @Test("when the bar is on a phone, then its items share the whole width; on a regular width they are centred, itemWidth wide and itemSpacing apart; itemPositioning forces either")
    func itemPositioning() throws {
        let tabs = TabBarController()
        tabs.viewControllers = [controller("A"), controller("B")]
        let (window, clock) = shown(tabs)
        #expect(centres(tabs) == [97.5, 292.5], "a compact width is filled, as on an iPhone")
        window.frame = CGRect(x: 0, y: 0, width: 1024, height: 768)
        clock.advanceFrames(1)
        #expect(centres(tabs) == [437, 587], "a regular width centres items of at most 150 points")
        tabs.tabBar.itemWidth = 100
        tabs.tabBar.itemSpacing = 20
        clock.advanceFrames(1)
        #expect(centres(tabs) == [452, 572])
        tabs.tabBar.itemPositioning = .fill
        clock.advanceFrames(1)
        #expect(centres(tabs) == [256, 768])
        window.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        tabs.tabBar.itemPositioning = .centered
        clock.advanceFrames(1)
        #expect(centres(tabs) == [135, 255])
    }

    @Test("when an item width or spacing is NaN, infinite or negative, then it is reported and the system's is used")
    func badItemMetrics() throws {
        let tabs = TabBarController()
        tabs.viewControllers = [controller("A"), controller("B")]
        let (window, _) = shown(tabs)
        var messages: [String] = []
        window.layoutDiagnosticHandler = { messages.append($0.message) }
        tabs.tabBar.itemWidth = -3
        tabs.tabBar.itemSpacing = .nan
        tabs.tabBar.itemWidth = .infinity
        #expect(tabs.tabBar.itemWidth == 0 && tabs.tabBar.itemSpacing == 0)
        #expect(messages == [
            "TabBar.itemWidth must be a finite length of 0 or more, got -3.0: the system's is used.",
            "TabBar.itemSpacing must be a finite length of 0 or more, got nan: the system's is used.",
            "TabBar.itemWidth must be a finite length of 0 or more, got inf: the system's is used.",
        ])
    }
}
