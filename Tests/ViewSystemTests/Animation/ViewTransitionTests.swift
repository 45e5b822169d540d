import CollectionGeometry
import Foundation
import Testing
import ViewSystem
import ViewTestSupport

@Suite("View transitions and spring-duration animations: cross dissolves, flips and curls over a snapshot; one view replacing another")
@MainActor
struct ViewTransitionTests {
    /// The views in `window` made by a snapshot (they take no input, a view of the app's does).
    func snapshots(in view: View) -> [View] {
        view.subviews.filter { !$0.isUserInteractionEnabled && String(describing: type(of: $0)) == "ViewSnapshot" }
    }

    @Test("when a spring with a perceptual duration animates, then it lasts until it settles — longer with more bounce — on a spring curve")
    func springDuration() throws {
        let (clock, renderer, window, view) = animationStage()
        defer { withExtendedLifetime(window) {} }
        var finished: [Bool] = []
        View.animate(springDuration: 0.5, bounce: 0, animations: { view.center.x = 200 }, completion: { finished.append($0) })
        clock.advanceFrames(1)
        let still = try #require(renderer.transactions.last?.animations.first)
        #expect(abs(still.duration - 0.5 * 9.23 / (2 * .pi)) < 1e-9 && still.curve == .spring(dampingRatio: 1))
        View.animate(springDuration: 0.5, bounce: 0.3, animations: { view.center.y = 200 })
        clock.advanceFrames(1)
        let bouncy = try #require(renderer.transactions.last?.animations.first)
        #expect(abs(bouncy.duration - 0.5 * (6.91 / 0.7) / (2 * .pi)) < 1e-9 && bouncy.curve == .spring(dampingRatio: 0.7))
        #expect(finished == [false], "the second animation of the view interrupted the first")
    }

    @Test("when a spring's bounce or duration is out of range, then a negative or unknown bounce settles without overshoot and a bad duration applies at once")
    func springBadInput() throws {
        let (clock, renderer, window, view) = animationStage()
        defer { withExtendedLifetime(window) {} }
        View.animate(springDuration: 0.4, bounce: -0.5, animations: { view.alpha = 0.5 })
        clock.advanceFrames(1)
        #expect(try #require(renderer.transactions.last?.animations.first).curve == .spring(dampingRatio: 1))
        View.animate(springDuration: 0.4, bounce: .nan, animations: { view.alpha = 0.2 })
        clock.advanceFrames(1)
        #expect(try #require(renderer.transactions.last?.animations.first).curve == .spring(dampingRatio: 1))
        var finished: [Bool] = []
        View.animate(springDuration: -1, animations: { view.alpha = 1 }, completion: { finished.append($0) })
        #expect(finished == [true] && view.alpha == 1)
        View.animate(animations: { view.alpha = 0.9 })
        #expect(view.alpha == 0.9, "every argument but the block has UIKit's default")
    }

    @Test("when a label's text changes in a cross-dissolve transition, then a snapshot of the old text fades out over the label fading in, and leaves at the end")
    func crossDissolve() throws {
        let (clock, renderer, window, view) = animationStage()
        defer { withExtendedLifetime(window) {} }
        let label = Label()
        label.text = "Old"
        label.frame = CGRect(x: 20, y: 100, width: 200, height: 30)
        window.addSubview(label)
        clock.advanceFrames(1)
        let old = label.renderedContent
        var finished: [Bool] = []
        View.transition(with: label, duration: 0.3, options: .transitionCrossDissolve, animations: { label.text = "New" },
                        completion: { finished.append($0) })
        let snapshot = try #require(snapshots(in: window).first)
        #expect(snapshot.renderedContent == old && snapshot.frame == label.frame)
        #expect(window.subviews.firstIndex { $0 === snapshot }! == window.subviews.firstIndex { $0 === label }! + 1, "just above the label")
        clock.advanceFrames(1)
        let fades = try #require(renderer.transactions.last?.animations)
        let labelFade = try #require(fades.first { $0.view == label.renderIdentifier })
        let snapshotFade = try #require(fades.first { $0.view == snapshot.renderIdentifier })
        #expect(labelFade.from.alpha == 0 && labelFade.to.alpha == 1 && snapshotFade.from.alpha == 1 && snapshotFade.to.alpha == 0)
        clock.advance(by: 0.35)
        #expect(finished == [true] && snapshots(in: window).isEmpty && label.alpha == 1 && label.text == "New")
        withExtendedLifetime(view) {}
    }

    @Test("when a transition flips a view, then the old look narrows to its axis in the first half and the view widens back in the second")
    func flip() throws {
        let (clock, renderer, window, view) = animationStage()
        defer { withExtendedLifetime(window) {} }
        var finished: [Bool] = []
        View.transition(with: view, duration: 0.4, options: .transitionFlipFromLeft, animations: { view.backgroundColor = .systemRed },
                        completion: { finished.append($0) })
        let snapshot = try #require(snapshots(in: window).first)
        clock.advanceFrames(1)
        let first = try #require(renderer.transactions.last?.animations.first { $0.view == snapshot.renderIdentifier })
        #expect(first.duration == 0.2 && first.to.transform.m11 < 0.01 && first.to.transform.m22 == 1)
        #expect(view.transform3D.m11 < 0.01, "the view waits edge-on")
        clock.advance(by: 0.22)
        #expect(snapshots(in: window).first === snapshot && snapshot.alpha == 0, "the old look has turned away")
        clock.advanceFrames(1)
        let second = try #require(renderer.transactions.last?.animations.first { $0.view == view.renderIdentifier })
        #expect(second.to.transform == .identity && second.duration == 0.2)
        clock.advance(by: 0.25)
        #expect(finished == [true] && snapshots(in: window).isEmpty && view.transform3D == .identity)
    }

    @Test("when a transition has no transition option, animations are off, or the view is in no window, then the change shows at once and completion runs with true")
    func immediate() {
        let (_, _, window, view) = animationStage()
        defer { withExtendedLifetime(window) {} }
        var finished: [Bool] = []
        View.transition(with: view, duration: 0.3, options: [], animations: { view.tag = 1 }, completion: { finished.append($0) })
        View.performWithoutAnimation {
            View.transition(with: view, duration: 0.3, options: .transitionCrossDissolve, animations: { view.tag = 2 }, completion: { finished.append($0) })
        }
        let loose = View(frame: .zero)
        View.transition(with: loose, duration: 0.3, options: .transitionCurlUp, animations: { loose.tag = 3 }, completion: { finished.append($0) })
        View.transition(with: view, duration: .nan, options: .transitionCurlDown, animations: nil, completion: { finished.append($0) })
        #expect(finished == [true, true, true, true] && view.tag == 2 && loose.tag == 3 && snapshots(in: window).isEmpty)
    }

    @Test("when one view replaces another with a cross dissolve, then the new view takes its place, and the old one leaves at the end with its alpha back")
    func replacing() throws {
        let (clock, _, window, view) = animationStage()
        defer { withExtendedLifetime(window) {} }
        let other = View(frame: view.frame)
        var finished: [Bool] = []
        View.transition(from: view, to: other, duration: 0.3, options: .transitionCrossDissolve, completion: { finished.append($0) })
        #expect(other.superview === window && view.superview === window)
        #expect(window.subviews.firstIndex { $0 === other }! == window.subviews.firstIndex { $0 === view }! + 1)
        clock.advance(by: 0.4)
        #expect(finished == [true] && view.superview == nil && view.alpha == 1 && other.alpha == 1)
    }

    @Test("when views already in place are switched with showHideTransitionViews, then the old one ends hidden and the new one shown, both staying")
    func showHide() {
        let (clock, _, window, view) = animationStage()
        defer { withExtendedLifetime(window) {} }
        let other = View(frame: view.frame)
        other.isHidden = true
        window.addSubview(other)
        View.transition(from: view, to: other, duration: 0.3, options: [.transitionFlipFromTop, .showHideTransitionViews])
        #expect(!other.isHidden)
        clock.advance(by: 0.4)
        #expect(view.isHidden && view.superview === window && other.superview === window && view.transform3D == .identity)
    }

    @Test("when the view to replace has no superview, then it is reported, nothing changes and completion gets false; the same view twice changes nothing")
    func replacingBadInput() {
        let loose = View(frame: .zero), other = View(frame: .zero)
        var finished: [Bool] = []
        var reports: [String] = []
        other.layoutDiagnosticHandler = { reports.append($0.message) }
        View.transition(from: loose, to: other, duration: 0.3, options: .transitionCrossDissolve, completion: { finished.append($0) })
        #expect(reports.contains { $0.contains("has no superview") } && other.superview == nil)
        View.transition(from: loose, to: loose, duration: 0.3, completion: { finished.append($0) })
        #expect(finished == [false, true])
    }
}
