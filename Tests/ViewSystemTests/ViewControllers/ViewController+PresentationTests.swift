import CollectionGeometry
import Foundation
import Testing
@testable import ViewSystem

@Suite("ViewController presentation: present and dismiss in UIKit's styles, order of calls and bad input (F39)")
@MainActor
struct ViewControllerPresentationTests {
    /// Shows `root` in a window; keep the window (views hold theirs weakly).
    func shown(_ root: ViewController, size: CGSize = CGSize(width: 390, height: 844)) -> (Window, ManualFrameClock, [String]) {
        let clock = ManualFrameClock()
        let window = Window(frame: CGRect(origin: .zero, size: size), clock: clock, renderer: RecordingRenderer(), timeSource: ManualTimeSource())
        window.rootViewController = root
        clock.advanceFrames(1)
        return (window, clock, [])
    }

    @Test("when a view controller is presented as a page sheet on a phone, then it slides up below the top, the presenting view shrinks behind a dimmed window, and it has no disappear calls")
    func pageSheetOnAPhone() throws {
        let root = LoggingViewController("root"), sheet = LoggingViewController("sheet")
        let (window, clock, _) = shown(root)
        window.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        root.log.removeAll()
        var completed = false
        root.present(sheet, animated: true) { completed = true }
        #expect(sheet.isBeingPresented && root.presentedViewController === sheet && sheet.presentingViewController === root)
        #expect(sheet.log == ["sheet.loadView", "sheet.viewDidLoad", "sheet.viewWillAppear"] && !completed)
        clock.advance(by: 0.6)
        #expect(completed && !sheet.isBeingPresented)
        #expect(sheet.log.last == "sheet.viewDidAppear")
        #expect(!root.log.contains("root.viewWillDisappear"), "a sheet leaves the presenting view controller appeared")
        #expect(sheet.view.window === window)
        #expect(sheet.view.convert(CGPoint.zero, to: nil) == CGPoint(x: 0, y: 57))
        #expect(sheet.view.bounds.size == CGSize(width: 390, height: 787))
        let container = try #require(sheet.view.superview?.superview as? PresentationContainerView)
        #expect(container.dimmingView.alpha == 1 && container.sheetView.layer.cornerRadius == 10)
        #expect(container.sheetView.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        let shrink = root.view.transform
        #expect(abs(shrink.a - 358.0 / 390.0) < 1e-9 && shrink.ty == (47 - 844 * (1 - 358.0 / 390.0) / 2).rounded())
    }

    @Test("when the reader asked for reduced motion, then a sheet fades in where it rests instead of sliding up, and fades out")
    func reducedMotionSheet() throws {
        let root = LoggingViewController("root"), sheet = LoggingViewController("sheet")
        let (window, clock, _) = shown(root)
        window.accessibilitySettings.isReduceMotionEnabled = true
        root.present(sheet, animated: true)
        let container = try #require(sheet.view.superview?.superview as? PresentationContainerView)
        let renderer = try #require(window.renderer as? RecordingRenderer)
        clock.advanceFrames(1)
        let started = renderer.transactions.last?.animations.first { $0.view == container.sheetView.renderIdentifier }
        #expect(started?.from.alpha == 0 && started?.to.alpha == 1, "a fade")
        #expect(started?.from.frame == started?.to.frame, "in place: no slide")
        clock.advance(by: 0.6)
        #expect(container.sheetView.alpha == 1 && sheet.view.convert(CGPoint.zero, to: nil).y < 844)
        sheet.dismiss(animated: true)
        clock.advanceFrames(1)
        let ended = renderer.transactions.last?.animations.first { $0.view == container.sheetView.renderIdentifier }
        #expect(ended?.to.alpha == 0 && ended?.from.frame == ended?.to.frame)
    }

    @Test("when a view controller is presented, then its container tells assistive technologies it is a modal dialog named by the presented title, or a navigation controller's top title, else Sheet")
    func modalDialogForAssistiveTechnologies() throws {
        let root = LoggingViewController("root")
        let (window, _, _) = shown(root)
        let titled = LoggingViewController("titled")
        titled.title = "New Greeting"
        root.present(titled, animated: false)
        let container = try #require(titled.view.superview?.superview as? PresentationContainerView)
        #expect(container.renderedAccessibility?.role == .dialog && container.renderedAccessibility?.label == "New Greeting")
        titled.dismiss(animated: false)
        let inner = LoggingViewController("inner")
        inner.title = "Compose"
        let navigation = NavigationController(rootViewController: inner)
        root.present(navigation, animated: false)
        let wrapped = try #require(navigation.view.superview?.superview as? PresentationContainerView)
        #expect(wrapped.renderedAccessibility?.label == "Compose")
        navigation.dismiss(animated: false)
        let untitled = LoggingViewController("untitled")
        root.present(untitled, animated: false)
        #expect((untitled.view.superview?.superview as? PresentationContainerView)?.renderedAccessibility?.label == "Sheet")
        withExtendedLifetime(window) {}
    }

    @Test("when a sheet is dismissed with animation, then its view leaves the window after the exit, the presenting view takes back its transform and the completion runs last")
    func dismissSheet() throws {
        let root = LoggingViewController("root"), sheet = LoggingViewController("sheet")
        let (window, clock, _) = shown(root)
        root.present(sheet, animated: false)
        sheet.log.removeAll()
        sheet.dismiss(animated: true) { sheet.log.append("completion") }
        #expect(sheet.isBeingDismissed && sheet.log == ["sheet.viewWillDisappear"])
        clock.advance(by: 0.5)
        #expect(sheet.log.filter { !$0.contains("Layout") } == ["sheet.viewWillDisappear", "sheet.viewDidDisappear", "completion"])
        #expect(sheet.viewIfLoaded?.window == nil && !window.subviews.contains { $0 is PresentationContainerView })
        #expect(root.presentedViewController == nil && sheet.presentingViewController == nil && !sheet.isBeingDismissed)
        #expect(root.view.transform == .identity)
    }

    @Test("when a full-screen presentation comes and goes, then the presenting view controller disappears and reappears and its view leaves the window between")
    func fullScreen() throws {
        let root = LoggingViewController("root"), cover = LoggingViewController("cover")
        cover.modalPresentationStyle = .fullScreen
        let (window, _, _) = shown(root)
        root.log.removeAll()
        root.present(cover, animated: false)
        #expect(root.log == ["root.viewWillDisappear", "root.viewDidDisappear"])
        #expect(root.view.window == nil && cover.view.frame == window.bounds && cover.view.convert(CGPoint.zero, to: nil) == .zero)
        root.log.removeAll()
        cover.dismiss(animated: false)
        #expect(root.log.prefix(2) == ["root.viewWillAppear", "root.viewDidAppear"])
        #expect(root.view.window === window && window.subviews.first === root.view)
    }

    @Test("when a form sheet is presented on a wide window, then it is 540 × 620 and centred with all four corners rounded; a page sheet is 704 wide")
    func regularWidthSheets() throws {
        let root = LoggingViewController("root"), form = LoggingViewController("form"), page = LoggingViewController("page")
        form.modalPresentationStyle = .formSheet
        let (window, _, _) = shown(root, size: CGSize(width: 1280, height: 800))
        root.present(form, animated: false)
        #expect(form.view.convert(CGPoint.zero, to: nil) == CGPoint(x: 370, y: 90) && form.view.bounds.size == CGSize(width: 540, height: 620))
        #expect(root.view.transform == .identity, "only a compact sheet shrinks what is behind it")
        #expect(form.view.window === window)
        form.dismiss(animated: false)
        root.present(page, animated: false)
        #expect(page.view.bounds.size == CGSize(width: 704, height: 760))
    }

    @Test("when a presented view controller presents another and the first is dismissed, then both go, the top one first")
    func stackedPresentations() throws {
        let root = LoggingViewController("root"), first = LoggingViewController("first"), second = LoggingViewController("second")
        let (window, _, _) = shown(root)
        root.present(first, animated: false)
        first.present(second, animated: false)
        #expect(first.presentedViewController === second && second.presentingViewController === first)
        #expect(window.subviews.filter { $0 is PresentationContainerView }.count == 2)
        root.dismiss(animated: false)
        #expect(root.presentedViewController == nil && first.presentedViewController == nil)
        #expect(second.log.suffix(2) == ["second.viewWillDisappear", "second.viewDidDisappear"])
        #expect(!window.subviews.contains { $0 is PresentationContainerView })
    }

    @Test("when a pushed child presents, then the presentation runs from the window's root and the child's presentedViewController finds it")
    func childPresents() throws {
        let root = NavigationController(rootViewController: LoggingViewController("top"))
        let detail = LoggingViewController("detail")
        let (window, _, _) = shown(root)
        let top = try #require(root.topViewController)
        top.present(detail, animated: false)
        #expect(detail.presentingViewController === root && top.presentedViewController === detail && detail.view.window === window)
        top.dismiss(animated: false)
        #expect(root.presentedViewController == nil)
    }

    @Test("when a sheet's dimmed area is tapped or Escape pressed, then it is dismissed unless it is modal in presentation")
    func tapOutsideAndEscape() throws {
        let root = LoggingViewController("root"), form = LoggingViewController("form")
        form.modalPresentationStyle = .formSheet
        let (window, clock, _) = shown(root, size: CGSize(width: 1280, height: 800))
        root.present(form, animated: false)
        form.isModalInPresentation = true
        _ = window.send(PointerEvent(.down, at: CGPoint(x: 20, y: 20)))
        _ = window.send(PointerEvent(.up, at: CGPoint(x: 20, y: 20)))
        _ = window.send(KeyEvent(.escape))
        clock.advance(by: 1)
        #expect(root.presentedViewController === form, "modal in presentation: stays")
        form.isModalInPresentation = false
        _ = window.send(PointerEvent(.down, at: CGPoint(x: 640, y: 400)))
        _ = window.send(PointerEvent(.up, at: CGPoint(x: 640, y: 400)))
        clock.advance(by: 1)
        #expect(root.presentedViewController === form, "a tap inside the sheet does not dismiss")
        _ = window.send(KeyEvent(.escape))
        clock.advance(by: 1)
        #expect(root.presentedViewController == nil)
        _ = window.send(PointerEvent(.down, at: CGPoint(x: 20, y: 20)))
        _ = window.send(PointerEvent(.up, at: CGPoint(x: 20, y: 20)))
        clock.advance(by: 0.1)
    }

    @Test("when a view controller is presented twice, presented while presenting, presented from outside a window, or a child or active one is presented, then UIKit's message says so and nothing changes")
    func badPresentations() throws {
        let root = LoggingViewController("root"), sheet = LoggingViewController("sheet"), other = LoggingViewController("other")
        let (window, _, _) = shown(root)
        var messages: [String] = []
        window.layoutDiagnosticHandler = { messages.append($0.message) }
        root.present(sheet, animated: false)
        var called = false
        root.present(other, animated: false) { called = true }
        sheet.present(sheet, animated: false)
        root.present(sheet, animated: false)
        sheet.present(root, animated: false)
        let child = LoggingViewController("child")
        root.addChild(child)
        sheet.present(child, animated: false)
        let loose = LoggingViewController("loose")
        loose.present(other, animated: false)
        #expect(!called && root.presentedViewController === sheet && sheet.presentedViewController == nil && other.presentingViewController == nil)
        #expect(messages.count == 5, "\(messages)")
        #expect(messages[0].hasPrefix("Attempt to present <ViewSystemTests.LoggingViewController: 0x") && messages[0].hasSuffix("which is already presenting <ViewSystemTests.LoggingViewController: 0x\(String(UInt(bitPattern: ObjectIdentifier(sheet).hashValue), radix: 16))>."))
        #expect(messages[1].contains("that is already being presented by") && messages[2].contains("that is already being presented by"))
        #expect(messages[3].hasPrefix("Application tried to present modally an active controller"))
        #expect(messages[4].contains("that has a parent view controller"))
        var looseMessages: [String] = []
        loose.view.layoutDiagnosticHandler = { looseMessages.append($0.message) }
        loose.present(other, animated: false)
        #expect(looseMessages.count == 1 && looseMessages[0].hasSuffix("whose view is not in the window hierarchy."))
    }

    @Test("when dismiss is called with nothing presented, then nothing happens, the completion is not called and it is said once")
    func dismissNothing() throws {
        let root = LoggingViewController("root")
        let (window, _, _) = shown(root)
        var messages: [String] = []
        window.layoutDiagnosticHandler = { messages.append($0.message) }
        var called = false
        root.dismiss(animated: true) { called = true }
        root.dismiss(animated: false)
        #expect(!called && messages.count == 1 && messages[0].hasSuffix("which neither presents nor is presented: nothing to dismiss."))
        #expect(root.view.window === window)
    }

    @Test("when a dismissal is under way and dismiss is called again, then the second call is ignored and the first completion runs once")
    func doubleDismiss() throws {
        let root = LoggingViewController("root"), sheet = LoggingViewController("sheet")
        let (window, clock, _) = shown(root)
        root.present(sheet, animated: false)
        var calls = 0
        sheet.dismiss(animated: true) { calls += 1 }
        sheet.dismiss(animated: true) { calls += 10 }
        clock.advance(by: 1)
        #expect(calls == 1 && root.presentedViewController == nil)
        #expect(sheet.viewIfLoaded?.window == nil && window.subviews.count == 1)
    }

    @Test("when the window is resized with a sheet shown, then the sheet follows the new width: centred on a wide window, edge to edge on a narrow one")
    func resize() throws {
        let root = LoggingViewController("root"), sheet = LoggingViewController("sheet")
        let (window, clock, _) = shown(root, size: CGSize(width: 1280, height: 800))
        root.present(sheet, animated: false)
        #expect(sheet.view.bounds.width == 704)
        window.transition(to: CGSize(width: 390, height: 844))
        clock.advanceFrames(1)
        #expect(sheet.view.bounds.width == 390 && sheet.view.convert(CGPoint.zero, to: nil).y == 10)
        #expect(root.view.transform.a < 1)
    }

    @Test("when show(_:sender:) is called inside a navigation controller, then it pushes; outside one, it presents")
    func show() throws {
        let navigation = NavigationController(rootViewController: LoggingViewController("top"))
        let (window, _, _) = shown(navigation)
        let pushed = LoggingViewController("pushed")
        navigation.topViewController?.show(pushed, sender: nil)
        #expect(navigation.topViewController === pushed)
        let presented = LoggingViewController("presented")
        navigation.show(presented, sender: nil)
        #expect(navigation.presentedViewController === presented && presented.view.window === window)
    }
}
