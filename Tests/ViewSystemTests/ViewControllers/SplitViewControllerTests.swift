import CollectionGeometry
import Foundation
import Testing
@testable import ViewSystem

@MainActor
private final class SplitLog: SplitViewControllerDelegate {
    var log: [String] = []
    func splitViewControllerDidCollapse(_ svc: SplitViewController) { log.append("collapse") }
    func splitViewControllerDidExpand(_ svc: SplitViewController) { log.append("expand") }
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

    func frame(of controller: ViewController) -> CGRect? {
        guard let view = controller.viewIfLoaded, view.window != nil, let wrapper = controller.navigationController?.viewIfLoaded else { return nil }
        return CGRect(origin: wrapper.convert(CGPoint.zero, to: nil), size: wrapper.bounds.size)
    }

    @Test("when a double-column split view controller is wide, then the primary column is 320 points beside the secondary, each in a navigation controller")
    func doubleColumn() throws {
        let split = SplitViewController(style: .doubleColumn)
        let sidebar = LoggingViewController("sidebar"), detail = LoggingViewController("detail")
        split.setViewController(sidebar, for: .primary)
        split.setViewController(detail, for: .secondary)
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
}
