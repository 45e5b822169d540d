import CollectionGeometry
import Foundation
import Testing
@testable import ViewSystem

@MainActor
private final class SplitLog: SplitViewControllerDelegate {
    var log: [String] = []
    func splitViewControllerDidCollapse(_ svc: SplitViewController) { log.append("collapse") }
    func splitViewControllerDidExpand(_ svc: SplitViewController) { log.append("expand") }
    func splitViewController(_ svc: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode) { log.append("mode \(displayMode)") }
    func splitViewController(_ svc: SplitViewController, willShow column: SplitViewController.Column) { log.append("show \(column)") }
    func splitViewController(_ svc: SplitViewController, willHide column: SplitViewController.Column) { log.append("hide \(column)") }
}

@Suite("SplitViewController: columns side by side on a wide window, one stack on a narrow one, and back (F39)")
@MainActor
struct SplitViewControllerTests {
    func shown(_ split: SplitViewController, size: CGSize) -> (Window, ManualFrameClock) {
        let clock = ManualFrameClock()
        let window = Window(frame: CGRect(origin: .zero, size: size), clock: clock, renderer: RecordingRenderer(), timeSource: ManualTimeSource())
        window.rootViewController = split
        clock.advanceFrames(1)
        return (window, clock)
    }

    /// A double-column split view controller, set up by `configure` before its sidebar and detail
    /// view controllers are given.
    func sidebarAndDetail(_ configure: (SplitViewController) -> Void = { _ in }) -> (SplitViewController, LoggingViewController, LoggingViewController) {
        let split = SplitViewController(style: .doubleColumn)
        configure(split)
        let sidebar = LoggingViewController("sidebar"), detail = LoggingViewController("detail")
        split.setViewController(sidebar, for: .primary)
        split.setViewController(detail, for: .secondary)
        return (split, sidebar, detail)
    }

    func frame(of controller: ViewController) -> CGRect? {
        guard let view = controller.viewIfLoaded, view.window != nil, let wrapper = controller.navigationController?.viewIfLoaded else { return nil }
        return CGRect(origin: wrapper.convert(CGPoint.zero, to: nil), size: wrapper.bounds.size)
    }

    @Test("when a double-column split view controller is wide, then the primary column is 320 points beside the secondary, each in a navigation controller")
    func doubleColumn() throws {
        let (split, sidebar, detail) = sidebarAndDetail()
        let (window, _) = shown(split, size: CGSize(width: 1280, height: 800))
        #expect(frame(of: sidebar) == CGRect(x: 0, y: 0, width: 320, height: 800))
        #expect(frame(of: detail) == CGRect(x: 320, y: 0, width: 960, height: 800))
        #expect(split.viewController(for: .primary) === sidebar && sidebar.navigationController?.parent === split && sidebar.splitViewController === split)
        #expect(!split.isCollapsed && split.displayMode == .oneBesideSecondary && detail.view.window === window)
        #expect(sidebar.log.contains("sidebar.viewDidAppear") && detail.log.contains("detail.viewDidAppear"))
    }

    @Test("when a triple-column one is wide, then primary, supplementary and secondary stand side by side; hiding the primary and the secondary-only mode leave fewer")
    func tripleColumnAndModes() throws {
        let split = SplitViewController(style: .tripleColumn)
        let a = LoggingViewController("a"), b = LoggingViewController("b"), c = LoggingViewController("c")
        split.setViewController(a, for: .primary)
        split.setViewController(b, for: .supplementary)
        split.setViewController(c, for: .secondary)
        let (window, clock) = shown(split, size: CGSize(width: 1280, height: 800))
        #expect(a.view.window === window)
        #expect([frame(of: a), frame(of: b), frame(of: c)].map { $0?.minX } == [0, 320, 640] && split.displayMode == .twoBesideSecondary)
        split.hide(.primary)
        clock.advanceFrames(1)
        #expect(frame(of: a) == nil && frame(of: b)?.minX == 0 && split.displayMode == .oneBesideSecondary)
        split.show(.primary)
        split.preferredDisplayMode = .secondaryOnly
        clock.advanceFrames(1)
        #expect(frame(of: c) == CGRect(x: 0, y: 0, width: 1280, height: 800) && split.displayMode == .secondaryOnly)
    }

    @Test("when the window narrows, then the columns collapse to the primary stack, a detail shown is pushed on it, and widened again the detail goes back to its column")
    func collapseAndExpand() throws {
        let split = SplitViewController(style: .doubleColumn)
        let log = SplitLog()
        split.delegate = log
        let sidebar = LoggingViewController("sidebar"), first = LoggingViewController("first")
        split.setViewController(sidebar, for: .primary)
        split.setViewController(first, for: .secondary)
        let (window, clock) = shown(split, size: CGSize(width: 1280, height: 800))
        window.transition(to: CGSize(width: 390, height: 844))
        clock.advanceFrames(1)
        #expect(split.isCollapsed && log.log == ["collapse"] && frame(of: sidebar) == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(first.viewIfLoaded?.window == nil)
        let chosen = LoggingViewController("chosen")
        sidebar.showDetailViewController(chosen, sender: nil)
        clock.advanceFrames(1)
        #expect(sidebar.navigationController?.topViewController === chosen && chosen.view.window === window)
        window.transition(to: CGSize(width: 1280, height: 800))
        clock.advanceFrames(1)
        #expect(!split.isCollapsed && log.log == ["collapse", "expand"])
        #expect(sidebar.navigationController?.viewControllers.count == 1 && frame(of: chosen) == CGRect(x: 320, y: 0, width: 960, height: 800))
        #expect(split.viewController(for: .secondary) === chosen)
    }

    @Test("when a compact column is set, then a narrow window shows it instead of the primary stack")
    func compactColumn() throws {
        let split = SplitViewController(style: .doubleColumn)
        let sidebar = LoggingViewController("sidebar"), detail = LoggingViewController("detail"), tabs = LoggingViewController("compact")
        split.setViewController(sidebar, for: .primary)
        split.setViewController(detail, for: .secondary)
        split.setViewController(tabs, for: .compact)
        let (window, _) = shown(split, size: CGSize(width: 390, height: 844))
        #expect(tabs.view.window === window)
        #expect(frame(of: tabs) == CGRect(x: 0, y: 0, width: 390, height: 844) && frame(of: sidebar) == nil && frame(of: detail) == nil)
    }

    @Test("when the compact column is a tab bar controller, then a narrow window shows it as it is, with no navigation bar above its tabs' own")
    func compactTabBarControllerIsNotWrapped() throws {
        let split = SplitViewController(style: .doubleColumn)
        split.setViewController(LoggingViewController("sidebar"), for: .primary)
        split.setViewController(LoggingViewController("detail"), for: .secondary)
        let list = LoggingViewController("list")
        let tabs = TabBarController()
        tabs.viewControllers = [NavigationController(rootViewController: list)]
        split.setViewController(tabs, for: .compact)
        let (window, _) = shown(split, size: CGSize(width: 390, height: 844))
        #expect(tabs.parent === split && tabs.view.superview === split.view && tabs.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        var bars: [NavigationBar] = []
        var stack: [View] = [window]
        while let view = stack.popLast() {
            if let bar = view as? NavigationBar, !bar.isHidden { bars.append(bar) }
            stack.append(contentsOf: view.subviews)
        }
        #expect(bars.count == 1 && bars.first === list.navigationController?.navigationBar, "one bar: the tab's own")
    }

    @Test("when a supplementary column is given to a double-column one, or no primary is given, then each is reported and the rest still shows")
    func badInput() throws {
        let split = SplitViewController(style: .doubleColumn)
        let detail = LoggingViewController("detail")
        split.setViewController(detail, for: .secondary)
        let (window, clock) = shown(split, size: CGSize(width: 1280, height: 800))
        var messages: [String] = []
        window.layoutDiagnosticHandler = { messages.append($0.message) }
        split.setViewController(LoggingViewController("extra"), for: .supplementary)
        split.view.setNeedsLayout()
        clock.advanceFrames(1)
        #expect(messages == ["A double-column split view controller has no supplementary column: the view controller was not set."])
        #expect(window.printedLayoutDiagnostics.contains("A split view controller has no view controller for its primary column: set one with setViewController(_:for: .primary)."),
                "said once, when the split view controller was first laid out in the window")
        #expect(frame(of: detail) == CGRect(x: 0, y: 0, width: 1280, height: 800) && split.viewController(for: .supplementary) == nil)
        #expect(SplitViewController(style: .unspecified).style == .doubleColumn)
    }

    /// The display-mode button in `controller`'s navigation bar, if it is there.
    func displayModeButton(of split: SplitViewController, in controller: ViewController) -> BarButtonView? {
        controller.navigationController?.navigationBar.subviews.lazy.compactMap { $0 as? BarButtonView }.first { $0.item === split.displayModeButtonItem && !$0.isHidden }
    }

    func dimming(of split: SplitViewController) -> DimmingView? {
        split.view.subviews.lazy.compactMap { $0 as? DimmingView }.first { !$0.isHidden }
    }

    @Test("when the split behaviour is overlay, then the sidebar starts hidden, the display-mode button lays it over the dimmed secondary column, and a tap on the dimming puts it away")
    func overlay() throws {
        let log = SplitLog()
        let (split, sidebar, detail) = sidebarAndDetail { split in
            split.delegate = log
            split.preferredSplitBehavior = .overlay
        }
        let (window, clock) = shown(split, size: CGSize(width: 1280, height: 800))
        defer { withExtendedLifetime(window) {} }
        #expect(split.displayMode == .secondaryOnly && split.splitBehavior == .overlay && frame(of: sidebar) == nil)
        #expect(frame(of: detail) == CGRect(x: 0, y: 0, width: 1280, height: 800) && dimming(of: split) == nil)
        let show = try #require(displayModeButton(of: split, in: detail), "the button stands in the secondary column's bar while the sidebar is hidden")
        #expect(show.accessibilityLabel == "Show Sidebar")
        show.tap()
        clock.advanceFrames(1)
        #expect(split.displayMode == .oneOverSecondary && split.isShowing(.primary) && split.primaryColumnWidth == 320)
        #expect(frame(of: sidebar) == CGRect(x: 0, y: 0, width: 320, height: 800))
        #expect(frame(of: detail) == CGRect(x: 0, y: 0, width: 1280, height: 800), "the secondary column keeps its width under the sidebar")
        let dim = try #require(dimming(of: split))
        #expect(dim.frame == CGRect(x: 0, y: 0, width: 1280, height: 800) && dim.accessibilityLabel == "Dismiss")
        let order = split.view.subviews
        #expect(try #require(order.firstIndex { $0 === dim }) > #require(order.firstIndex { $0 === detail.navigationController?.view }))
        #expect(try #require(order.firstIndex { $0 === sidebar.navigationController?.view }) > #require(order.firstIndex { $0 === dim }))
        #expect(displayModeButton(of: split, in: detail) == nil && displayModeButton(of: split, in: sidebar)?.accessibilityLabel == "Hide Sidebar")
        #expect(dim.accessibilityActivate())
        clock.advanceFrames(1)
        #expect(split.displayMode == .secondaryOnly && frame(of: sidebar) == nil && dimming(of: split) == nil)
        #expect(log.log == ["mode oneOverSecondary", "show primary", "hide primary", "mode secondaryOnly"], "the columns that hide, the mode, the columns that show")
    }

    @Test("when a triple-column split view displaces, then both sidebars push the dimmed secondary column partly off the trailing edge, and a tap on it leaves the supplementary one beside it")
    func displace() throws {
        let split = SplitViewController(style: .tripleColumn)
        split.preferredSplitBehavior = .displace
        let a = LoggingViewController("a"), b = LoggingViewController("b"), c = LoggingViewController("c")
        split.setViewController(a, for: .primary)
        split.setViewController(b, for: .supplementary)
        split.setViewController(c, for: .secondary)
        let (window, clock) = shown(split, size: CGSize(width: 1280, height: 800))
        defer { withExtendedLifetime(window) {} }
        #expect(split.displayMode == .oneBesideSecondary && frame(of: a) == nil)
        #expect(frame(of: b)?.minX == 0 && frame(of: c) == CGRect(x: 320, y: 0, width: 960, height: 800))
        #expect(displayModeButton(of: split, in: b) != nil, "the button stands in the leading column shown")
        split.show(.primary)
        clock.advanceFrames(1)
        #expect(split.displayMode == .twoDisplaceSecondary && [frame(of: a)?.minX, frame(of: b)?.minX] == [0, 320])
        #expect(frame(of: c) == CGRect(x: 640, y: 0, width: 960, height: 800), "the secondary column keeps its width and is pushed by the primary column")
        #expect(dimming(of: split)?.frame == frame(of: c))
        _ = dimming(of: split)?.accessibilityActivate()
        clock.advanceFrames(1)
        #expect(split.displayMode == .oneBesideSecondary && frame(of: a) == nil && frame(of: c)?.minX == 320 && dimming(of: split) == nil)
        split.hide(.supplementary)
        clock.advanceFrames(1)
        #expect(split.displayMode == .secondaryOnly && frame(of: c) == CGRect(x: 0, y: 0, width: 1280, height: 800))
        split.preferredDisplayMode = .twoOverSecondary
        clock.advanceFrames(1)
        #expect(split.displayMode == .twoOverSecondary && frame(of: c)?.width == 1280 && dimming(of: split) != nil, "a preferred mode names the arrangement")
    }

    @Test("when column widths are given as points, fractions, bounds or nonsense, then points win over fractions, bounds hold, and nonsense reads as automatic")
    func columnWidths() throws {
        let (split, sidebar, detail) = sidebarAndDetail()
        let (window, clock) = shown(split, size: CGSize(width: 1200, height: 800))
        defer { withExtendedLifetime(window) {} }
        func primary(_ change: () -> Void) -> CGFloat {
            change()
            clock.advanceFrames(1)
            return split.primaryColumnWidth
        }
        #expect(split.preferredPrimaryColumnWidth == SplitViewController.automaticDimension && split.primaryColumnWidth == 320)
        #expect(primary { split.preferredPrimaryColumnWidthFraction = 0.25 } == 300)
        #expect(primary { split.preferredPrimaryColumnWidthFraction = 0.5 } == 400, "held to a third of the width unless a maximum is set")
        #expect(primary { split.maximumPrimaryColumnWidth = 700 } == 600)
        #expect(primary { split.preferredPrimaryColumnWidth = 280 } == 280, "points take precedence over the fraction")
        #expect(primary { split.minimumPrimaryColumnWidth = 350 } == 350)
        #expect(frame(of: detail) == CGRect(x: 350, y: 0, width: 850, height: 800))
        #expect(primary {
            split.minimumPrimaryColumnWidth = .nan
            split.maximumPrimaryColumnWidth = -.infinity
            split.preferredPrimaryColumnWidth = .infinity
            split.preferredPrimaryColumnWidthFraction = -3
        } == 320, "values that are not widths read as automatic")
        #expect(primary { split.preferredPrimaryColumnWidthFraction = 9 } == 400, "a fraction past 1 is the whole width, then held to a third")
        #expect(split.supplementaryColumnWidth == 0, "a double-column split view has no supplementary column")
    }

    @Test("when the primary edge is trailing, then the sidebar stands at the trailing side, mirrored again right to left")
    func trailingPrimaryEdge() throws {
        let (split, sidebar, detail) = sidebarAndDetail { $0.primaryEdge = .trailing }
        let (window, clock) = shown(split, size: CGSize(width: 1280, height: 800))
        defer { withExtendedLifetime(window) {} }
        #expect(frame(of: sidebar) == CGRect(x: 960, y: 0, width: 320, height: 800) && frame(of: detail) == CGRect(x: 0, y: 0, width: 960, height: 800))
        split.view.semanticContentAttribute = .forceRightToLeft
        split.view.setNeedsLayout()
        clock.advanceFrames(1)
        #expect(frame(of: sidebar)?.minX == 0)
    }

    @Test("when the display-mode button's visibility is set, then never hides it, automatic follows presentsWithGesture, always shows it, and a collapsed split view shows none")
    func displayModeButtonVisibility() throws {
        let (split, sidebar, detail) = sidebarAndDetail()
        let (window, clock) = shown(split, size: CGSize(width: 1280, height: 800))
        #expect(displayModeButton(of: split, in: sidebar)?.accessibilityLabel == "Hide Sidebar" && displayModeButton(of: split, in: detail) == nil)
        split.displayModeButtonVisibility = .never
        #expect(displayModeButton(of: split, in: sidebar) == nil)
        split.displayModeButtonVisibility = .automatic
        split.presentsWithGesture = false
        #expect(displayModeButton(of: split, in: sidebar) == nil)
        split.displayModeButtonVisibility = .always
        let hide = try #require(displayModeButton(of: split, in: sidebar))
        hide.tap()
        clock.advanceFrames(1)
        #expect(split.displayMode == .secondaryOnly && displayModeButton(of: split, in: detail) != nil, "tiled, hiding the sidebar gives the secondary column the whole width")
        #expect(frame(of: detail)?.width == 1280)
        window.transition(to: CGSize(width: 390, height: 844))
        clock.advanceFrames(1)
        #expect(split.isCollapsed && displayModeButton(of: split, in: sidebar) == nil && displayModeButton(of: split, in: detail) == nil)
        #expect(SplitViewController.SplitBehavior(rawValue: 7) == nil && SplitViewController.DisplayModeButtonVisibility(rawValue: -1) == nil && SplitViewController.PrimaryEdge(rawValue: 2) == nil)
    }
}
