import CollectionGeometry
import Foundation
import Testing
@testable import ViewSystem

/// Remembers what a sheet tells its delegate.
@MainActor
private final class SheetLog: SheetPresentationControllerDelegate {
    var log: [String] = []
    var allowsDismissal = true
    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool {
        log.append("should")
        return allowsDismissal
    }
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) { log.append("attempt") }
    func presentationControllerWillDismiss(_ presentationController: PresentationController) { log.append("will") }
    func presentationControllerDidDismiss(_ presentationController: PresentationController) { log.append("did") }
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: SheetPresentationController) {
        log.append("detent \(sheetPresentationController.selectedDetentIdentifier?.rawValue ?? "nil")")
    }
}

/// A view that counts taps (behind an undimmed sheet).
@MainActor
private final class TapCounter: View, PointerInteracting {
    var taps = 0
    func pointerDown(_ event: PointerEvent, at point: CGPoint, time: TimeInterval) -> PointerClaim { .tap }
    func pointerHeld(at point: CGPoint, for duration: TimeInterval, time: TimeInterval) -> PointerClaim { .tap }
    func pointerDragged(_ event: PointerEvent, to point: CGPoint, time: TimeInterval) {}
    func pointerUp(_ event: PointerEvent, at point: CGPoint, time: TimeInterval) { taps += 1 }
    func pointerCancelled() {}
}

@Suite("SheetPresentationController: detents, the grabber, undimmed detents and the drag that moves or dismisses a sheet (F39)")
@MainActor
struct SheetPresentationControllerTests {
    @MainActor
    final class Shown {
        let clock = ManualFrameClock()
        let window: Window
        let root = LoggingViewController("root")
        let sheet = LoggingViewController("sheet")
        init(size: CGSize = CGSize(width: 390, height: 844)) {
            window = Window(frame: CGRect(origin: .zero, size: size), clock: clock, renderer: RecordingRenderer(), timeSource: ManualTimeSource())
            window.rootViewController = root
            clock.advanceFrames(1)
        }
        var sheetFrame: CGRect { CGRect(origin: sheet.view.convert(CGPoint.zero, to: nil), size: sheet.view.bounds.size) }
        var container: PresentationContainerView? { sheet.view.superview?.superview as? PresentationContainerView }
        /// Drags from `start` by `dy` in `steps` moves, a frame apart, then lifts and lets the sheet settle.
        func drag(from start: CGPoint, by dy: CGFloat, steps: Int = 8) {
            _ = window.send(PointerEvent(.down, at: start))
            clock.advanceFrames(1)
            for step in 1...steps {
                _ = window.send(PointerEvent(.moved, at: CGPoint(x: start.x, y: start.y + dy * CGFloat(step) / CGFloat(steps))))
                clock.advanceFrames(1)
            }
            _ = window.send(PointerEvent(.up, at: CGPoint(x: start.x, y: start.y + dy)))
            clock.advance(by: 1)
        }
    }

    @Test("when a sheet has the medium and large detents, then it rests at the smallest (half the largest height), dimmed, the presenting view unshrunk; selecting large moves it up and shrinks what is behind")
    func mediumAndLarge() throws {
        let shown = Shown()
        let controller = try #require(shown.sheet.sheetPresentationController)
        controller.detents = [.large(), .medium()]
        controller.prefersGrabberVisible = true
        shown.root.present(shown.sheet, animated: false)
        #expect(shown.sheetFrame == CGRect(x: 0, y: 427, width: 390, height: 417))
        let container = try #require(shown.container)
        #expect(container.dimmingView.alpha == 1 && shown.root.view.transform == .identity)
        #expect(!container.grabber.isHidden && container.grabber.frame == CGRect(x: 177, y: 5, width: 36, height: 5))
        controller.animateChanges { controller.selectedDetentIdentifier = .large }
        shown.clock.advance(by: 1)
        #expect(shown.sheetFrame == CGRect(x: 0, y: 10, width: 390, height: 834) && shown.root.view.transform.a < 1)
    }

    @Test("when the medium detent is the largest undimmed, then what is behind a medium sheet is not dimmed and takes taps")
    func undimmed() throws {
        let shown = Shown()
        let behind = TapCounter(frame: CGRect(x: 0, y: 100, width: 390, height: 200))
        shown.root.view.addSubview(behind)
        let controller = try #require(shown.sheet.sheetPresentationController)
        controller.detents = [.medium(), .large()]
        controller.largestUndimmedDetentIdentifier = .medium
        shown.root.present(shown.sheet, animated: false)
        #expect(shown.container?.dimmingView.alpha == 0)
        _ = shown.window.send(PointerEvent(.down, at: CGPoint(x: 100, y: 200)))
        _ = shown.window.send(PointerEvent(.up, at: CGPoint(x: 100, y: 200)))
        shown.clock.advanceFrames(2)
        #expect(behind.taps == 1 && shown.root.presentedViewController === shown.sheet)
    }

    @Test("when a medium sheet is dragged up, then it rests at large and the delegate hears it; dragged down past half its height, then it is dismissed and the delegate hears will and did")
    func dragBetweenDetentsAndAway() throws {
        let shown = Shown()
        let controller = try #require(shown.sheet.sheetPresentationController)
        let log = SheetLog()
        controller.delegate = log
        controller.detents = [.medium(), .large()]
        shown.root.present(shown.sheet, animated: false)
        shown.drag(from: CGPoint(x: 195, y: 440), by: -380)
        #expect(controller.selectedDetentIdentifier == .large && shown.sheetFrame.minY == 10 && log.log == ["detent com.apple.UIKit.large"])
        shown.drag(from: CGPoint(x: 195, y: 30), by: 700, steps: 4)
        #expect(shown.root.presentedViewController == nil && log.log.suffix(3) == ["should", "will", "did"])
    }

    @Test("when a drag starts on a sheet's scrolling content, then up at a medium detent expands the sheet, down at the content's top moves the sheet (and away), and otherwise the content scrolls; without expanding on scrolling, up scrolls")
    func dragOnScrollingContent() throws {
        let shown = Shown()
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 834))
        scrollView.contentSize = CGSize(width: 390, height: 3_000)
        shown.sheet.view.addSubview(scrollView)
        let controller = try #require(shown.sheet.sheetPresentationController)
        controller.detents = [.medium(), .large()]
        shown.root.present(shown.sheet, animated: false)
        shown.drag(from: CGPoint(x: 195, y: 600), by: -380)
        #expect(controller.selectedDetentIdentifier == .large && scrollView.contentOffset.y == 0, "up at medium: the sheet grows, the content stays")
        shown.drag(from: CGPoint(x: 195, y: 600), by: -300)
        #expect(shown.sheetFrame.minY == 10 && scrollView.contentOffset.y > 200, "at the largest detent the content scrolls")
        shown.drag(from: CGPoint(x: 195, y: 300), by: 100, steps: 4)
        #expect(shown.sheetFrame.minY == 10 && shown.root.presentedViewController === shown.sheet, "scrolled down: a drag down scrolls back")
        scrollView.setContentOffset(.zero, animated: false)
        shown.drag(from: CGPoint(x: 195, y: 300), by: 700, steps: 4)
        #expect(shown.root.presentedViewController == nil, "at the top, a drag down takes the sheet away")

        let second = LoggingViewController("second")
        let list = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 834))
        list.contentSize = CGSize(width: 390, height: 3_000)
        second.view.addSubview(list)
        let sheet = try #require(second.sheetPresentationController)
        sheet.detents = [.medium(), .large()]
        sheet.prefersScrollingExpandsWhenScrolledToEdge = false
        shown.root.present(second, animated: false)
        shown.drag(from: CGPoint(x: 195, y: 600), by: -200)
        #expect(sheet.selectedDetentIdentifier == nil && list.contentOffset.y > 100, "the content scrolls; the sheet stays at medium")
    }

    @Test("when a sheet that may not be dismissed is dragged down, then it goes back and the delegate hears the attempt")
    func modalSheetGoesBack() throws {
        let shown = Shown()
        let controller = try #require(shown.sheet.sheetPresentationController)
        let log = SheetLog()
        controller.delegate = log
        shown.sheet.isModalInPresentation = true
        shown.root.present(shown.sheet, animated: false)
        shown.drag(from: CGPoint(x: 195, y: 30), by: 600, steps: 4)
        #expect(shown.root.presentedViewController === shown.sheet && shown.sheetFrame.minY == 10 && log.log == ["attempt"])
        shown.sheet.isModalInPresentation = false
        log.allowsDismissal = false
        _ = shown.window.send(KeyEvent(.escape))
        shown.clock.advanceFrames(2)
        #expect(shown.root.presentedViewController === shown.sheet && log.log == ["attempt", "should", "attempt"])
    }

    @Test("when detents resolve to nothing, NaN or more than the largest height, then nothing, the large detent, or the largest height is used; on a wide window detents do not apply")
    func customDetentsAndBadValues() throws {
        let shown = Shown()
        let controller = try #require(shown.sheet.sheetPresentationController)
        controller.detents = [.custom { _ in nil }, .custom { _ in .nan }]
        shown.root.present(shown.sheet, animated: false)
        #expect(shown.sheetFrame.height == 834, "no detent resolved: the large one")
        controller.detents = [.custom { $0.maximumDetentValue * 10 }]
        shown.clock.advanceFrames(1)
        #expect(shown.sheetFrame.height == 834)
        controller.detents = [.custom(identifier: .init(rawValue: "peek")) { _ in 200 }]
        controller.preferredCornerRadius = 20
        shown.clock.advanceFrames(1)
        #expect(shown.sheetFrame == CGRect(x: 0, y: 644, width: 390, height: 200) && shown.sheet.view.superview?.layer.cornerRadius == 20)
        controller.detents = []
        shown.clock.advanceFrames(1)
        #expect(shown.sheetFrame.height == 834, "an empty list is read as large")
        let wide = Shown(size: CGSize(width: 1280, height: 800))
        wide.sheet.modalPresentationStyle = .formSheet
        wide.sheet.sheetPresentationController?.detents = [.medium()]
        wide.root.present(wide.sheet, animated: false)
        #expect(wide.sheetFrame.size == CGSize(width: 540, height: 620))
    }

    @Test("when the style is not a sheet, then there is no sheet presentation controller but a plain one; changing the style makes the right one")
    func controllersFollowTheStyle() {
        let controller = ViewController()
        #expect(controller.sheetPresentationController != nil)
        controller.modalPresentationStyle = .fullScreen
        #expect(controller.sheetPresentationController == nil && controller.presentationController != nil)
        #expect(!(controller.presentationController is SheetPresentationController) && controller.presentationController?.presentedViewController === controller)
    }

    @Test("when a centred sheet on a wide window is dragged down past half its height, then it is dismissed; a short drag brings it back")
    func dragOnAWideWindow() throws {
        let shown = Shown(size: CGSize(width: 1280, height: 800))
        shown.sheet.modalPresentationStyle = .formSheet
        shown.root.present(shown.sheet, animated: false)
        let resting = shown.sheetFrame
        shown.drag(from: CGPoint(x: 640, y: resting.minY + 20), by: 100)
        #expect(shown.sheetFrame == resting && shown.root.presentedViewController === shown.sheet)
        shown.drag(from: CGPoint(x: 640, y: resting.minY + 20), by: 400)
        #expect(shown.root.presentedViewController == nil)
    }
}
