import CollectionGeometry
import Foundation
import Testing
@testable import ViewSystem

@Suite("Toolbars: a bar of items along the bottom, shown by a navigation controller for its top view controller, and tab bars hidden for pushed screens")
@MainActor
struct NavigationControllerToolbarTests {
    func shown(_ root: ViewController, in container: ((NavigationController) -> ViewController)? = nil) -> (Window, NavigationController, ManualFrameClock) {
        let clock = ManualFrameClock()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844), clock: clock, renderer: RecordingRenderer(), timeSource: ManualTimeSource())
        window.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let navigation = NavigationController(rootViewController: root)
        window.rootViewController = container?(navigation) ?? navigation
        clock.advanceFrames(1)
        return (window, navigation, clock)
    }

    /// The frames of `toolbar`'s buttons, by their accessibility labels, in window coordinates.
    func buttons(of toolbar: Toolbar) -> [String: CGRect] {
        var frames: [String: CGRect] = [:]
        for case let button as BarButtonView in toolbar.subviews {
            frames[button.accessibilityLabel ?? "?"] = button.frame
        }
        return frames
    }

    @Test("when a toolbar has items with a flexible space between, then the first hugs the leading edge and the last the trailing edge; a fixed space keeps its width")
    func flexibleAndFixedSpaces() {
        let toolbar = Toolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let trash = BarButtonItem(systemItem: .trash), compose = BarButtonItem(systemItem: .compose)
        let reply = BarButtonItem(systemItem: .reply)
        toolbar.items = [trash, .flexibleSpace(), reply, .fixedSpace(20), compose]
        toolbar.layoutIfNeeded()
        let frames = buttons(of: toolbar)
        #expect(frames.count == 3, "spaces are laid out, not drawn")
        #expect(frames["Delete"]?.minX == Toolbar.edgeInset)
        #expect(frames["Compose"]?.maxX == 390 - Toolbar.edgeInset)
        #expect(frames["Compose"].map { $0.minX - 20 } == frames["Reply"]?.maxX)
        #expect(frames.values.allSatisfy { $0.height == Toolbar.barHeight && $0.width >= 44 })
    }

    @Test("when the layout is right to left, then the items run from the right edge; with two flexible spaces a lone item is centred")
    func rightToLeftAndCentred() {
        let toolbar = Toolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        toolbar.overrideTraitCollection = TraitCollection(layoutDirection: .rightToLeft)
        let trash = BarButtonItem(systemItem: .trash), add = BarButtonItem(systemItem: .add)
        toolbar.setItems([trash, .flexibleSpace(), add], animated: false)
        toolbar.layoutIfNeeded()
        #expect(buttons(of: toolbar)["Delete"]?.maxX == 390 - Toolbar.edgeInset)
        #expect(buttons(of: toolbar)["Add"]?.minX == Toolbar.edgeInset)
        toolbar.overrideTraitCollection = nil
        toolbar.items = [.flexibleSpace(), BarButtonItem(title: "Updated Just Now"), .flexibleSpace()]
        toolbar.layoutIfNeeded()
        let label = try? #require(toolbar.subviews.compactMap { $0 as? BarButtonView }.first)
        #expect(label.map { abs($0.frame.midX - 195) <= 1 } == true)
    }

    @Test("when a space or an item is given a NaN or negative width, then it is read as 0; a button with a width takes it")
    func widths() {
        let space = BarButtonItem.fixedSpace(.nan)
        #expect(space.width == 0)
        space.width = -3
        #expect(space.width == 0)
        let toolbar = Toolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let wide = BarButtonItem(title: "Go")
        wide.width = 120
        toolbar.items = [wide]
        toolbar.layoutIfNeeded()
        #expect(buttons(of: toolbar)["Go"]?.width == 120)
        #expect(BarButtonItem.flexibleSpace().systemItem == .flexibleSpace && BarButtonItem().systemItem == nil)
    }

    @Test("when the toolbar is shown, then it runs along the bottom over the safe area with the top view controller's items, and the top view ends above it")
    func shownByNavigation() {
        let root = ViewController(), detail = ViewController()
        let archive = BarButtonItem(title: "Archive")
        root.toolbarItems = [.flexibleSpace(), archive]
        let (window, navigation, clock) = shown(root)
        defer { withExtendedLifetime(window) {} }
        #expect(navigation.isToolbarHidden && navigation.toolbar.isHidden)
        #expect(root.view.frame.maxY == 844)
        navigation.setToolbarHidden(false, animated: false)
        #expect(!navigation.toolbar.isHidden)
        #expect(navigation.toolbar.frame == CGRect(x: 0, y: 844 - 34 - 44, width: 390, height: 78))
        #expect(abs(root.view.frame.maxY - (844 - 78)) < 0.001)
        #expect(navigation.toolbar.items?.last === archive)
        navigation.pushViewController(detail, animated: false)
        clock.advanceFrames(1)
        #expect(navigation.toolbar.items == nil, "the new top view controller has no items")
        let share = BarButtonItem(systemItem: .action)
        detail.setToolbarItems([share], animated: true)
        #expect(navigation.toolbar.items?.first === share)
        _ = navigation.popViewController(animated: false)
        clock.advanceFrames(1)
        #expect(navigation.toolbar.items?.last === archive)
        detail.toolbarItems = []
        #expect(navigation.toolbar.items?.last === archive, "a view controller not on top changes nothing shown")
    }

    @Test("when the toolbar is hidden animated, then it slides down out of sight and is hidden at the end; hiding it again changes nothing")
    func hiddenAnimated() {
        let root = ViewController()
        let (window, navigation, clock) = shown(root)
        defer { withExtendedLifetime(window) {} }
        navigation.isToolbarHidden = false
        clock.advanceFrames(1)
        navigation.setToolbarHidden(true, animated: true)
        clock.advanceFrames(1)
        #expect(!navigation.toolbar.isHidden, "drawn while it slides away")
        #expect(navigation.toolbar.frame.minY == 844 && root.view.frame.maxY == 844, "the model is at the end")
        clock.advance(by: Double(NavigationController.hideShowBarDuration) + 0.1)
        #expect(navigation.toolbar.isHidden && navigation.isToolbarHidden)
        navigation.setToolbarHidden(true, animated: true)
        #expect(navigation.toolbar.isHidden)
    }

    @Test("when a view controller that hides the bottom bar is pushed in a tab, then the tab bar hides until it is popped, screens pushed above it included; a root that asks is ignored")
    func hidesBottomBarWhenPushed() {
        let root = ViewController(), detail = ViewController(), deeper = ViewController()
        root.hidesBottomBarWhenPushed = true
        detail.hidesBottomBarWhenPushed = true
        var tabs: TabBarController?
        let (window, navigation, clock) = shown(root) { navigation in
            let controller = TabBarController()
            controller.viewControllers = [navigation, ViewController()]
            tabs = controller
            return controller
        }
        defer { withExtendedLifetime(window) {} }
        guard let tabs else { return }
        #expect(!tabs.tabBar.isHidden, "the root is never pushed")
        let barTop = tabs.tabBar.frame.minY
        #expect(navigation.view.frame.maxY == barTop)
        navigation.pushViewController(detail, animated: false)
        clock.advanceFrames(1)
        #expect(tabs.tabBar.isHidden && navigation.view.frame.maxY == 844)
        navigation.pushViewController(deeper, animated: false)
        clock.advanceFrames(1)
        #expect(tabs.tabBar.isHidden)
        _ = navigation.popToRootViewController(animated: false)
        clock.advanceFrames(1)
        #expect(!tabs.tabBar.isHidden && navigation.view.frame.maxY == barTop)
    }

    @Test("when a navigation controller over a tab bar shows its toolbar, then the toolbar sits on the tab bar without the bottom safe area")
    func toolbarOverTabBar() {
        let root = ViewController()
        var tabs: TabBarController?
        let (window, navigation, clock) = shown(root) { navigation in
            let controller = TabBarController()
            controller.viewControllers = [navigation]
            tabs = controller
            return controller
        }
        defer { withExtendedLifetime(window) {} }
        navigation.isToolbarHidden = false
        clock.advanceFrames(1)
        #expect(navigation.toolbar.frame.height == Toolbar.barHeight)
        #expect(tabs.map { navigation.toolbar.frame.maxY == $0.tabBar.frame.minY } == true)
    }
}
