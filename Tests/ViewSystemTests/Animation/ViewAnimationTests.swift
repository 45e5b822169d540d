import ViewSystem
import CollectionGeometry
import Foundation
import Testing

@Suite("View.animate: from/to pairs for the renderer, timed by the frame clock")
@MainActor
struct ViewAnimationTests {
    @Test("when a view's frame and alpha change inside animate, then the model jumps, the renderer gets one animation, and completion runs when the clock passes its end")
    func basicAnimation() throws {
        let (clock, renderer, window, view) = animationStage()
        var finished: [Bool] = []
        View.animate(withDuration: 0.3, animations: {
            view.frame.origin.x = 110
            view.alpha = 0.5
        }, completion: { finished.append($0) })
        #expect(view.frame.minX == 110 && view.alpha == 0.5, "the model takes the final values at once")
        clock.advanceFrames(1)
        let animation = try #require(renderer.transactions.last?.animations.first)
        #expect(animation.from.frame.minX == 10 && animation.to.frame.minX == 110)
        #expect(animation.from.alpha == 1 && animation.to.alpha == 0.5)
        #expect(animation.duration == 0.3 && animation.curve == .easeInOut && abs(animation.startTime - 1.0 / 60) < 1e-9)
        #expect(renderer.transactions.last?.updated.first?.properties.frame.minX == 110)
        let halfway = try #require(window.animator.presentation(of: view, at: 1.0 / 60 + 0.15))
        #expect(abs(halfway.frame.minX - 60) < 1e-9, "ease in-out is halfway at half the duration")
        clock.advance(by: 0.25)
        #expect(finished.isEmpty)
        clock.advance(by: 0.1)
        #expect(finished == [true])
        #expect(window.animator.count == 0)
    }

    @Test("when a view moves after an animation of it began (laid out later in the frame), then the renderer's animation ends where the view is, not where the block left it")
    func animationEndsWhereLayoutPutsTheView() throws {
        let (clock, renderer, window, view) = animationStage()
        let fresh = View()
        window.addSubview(fresh)
        fresh.alpha = 0
        View.animate(withDuration: 0.3) { fresh.alpha = 1 }
        fresh.frame = CGRect(x: 200, y: 20, width: 44, height: 44)  // its superview's layout, after the block
        clock.advanceFrames(1)
        let animation = try #require(renderer.transactions.last?.animations.first { $0.view == fresh.renderIdentifier })
        #expect(animation.to.frame == CGRect(x: 200, y: 20, width: 44, height: 44) && animation.to.alpha == 1)
        withExtendedLifetime(view) {}
    }

    @Test("when a second animation of the same view starts before the first ends, then the first completes with false and the second starts where the view was")
    func interruption() throws {
        let (clock, renderer, window, view) = animationStage()
        var results: [String] = []
        View.animate(withDuration: 1, options: .curveLinear, animations: { view.frame.origin.x = 210 }, completion: { results.append("first \($0)") })
        clock.advance(by: 0.5)
        View.animate(withDuration: 0.2, animations: { view.frame.origin.x = 0 }, completion: { results.append("second \($0)") })
        #expect(results == ["first false"])
        clock.advanceFrames(1)
        let second = try #require(renderer.transactions.last?.animations.first)
        #expect(abs(second.from.frame.minX - (10 + 200 * (0.5 - 0.0) )) < 5, "starts near where the linear animation was (x ≈ 110)")
        clock.advance(by: 0.3)
        #expect(results == ["first false", "second true"])
        #expect(window.animator.count == 0)
    }

    @Test("when animations are disabled, the duration is invalid or the view is in no window, then changes apply at once and completion runs before animate returns")
    func noAnimation() {
        let (clock, renderer, _, view) = animationStage()
        var calls = 0
        View.performWithoutAnimation {
            View.animate(withDuration: 0.3, animations: { view.alpha = 0.2 }, completion: { _ in calls += 1 })
        }
        View.animate(withDuration: .nan, animations: { view.alpha = 0.3 }, completion: { _ in calls += 1 })
        View.animate(withDuration: -1, animations: { view.alpha = 0.4 }, completion: { _ in calls += 1 })
        let loose = View(frame: .zero)
        View.animate(withDuration: 0.3, animations: { loose.alpha = 0 }, completion: { _ in calls += 1 })
        View.animate(withDuration: 0.3, animations: {}, completion: { _ in calls += 1 })
        #expect(calls == 5)
        clock.advanceFrames(1)
        #expect(renderer.transactions.last?.animations.isEmpty == true)
        #expect(view.alpha == 0.4 && loose.alpha == 0)
    }

    @Test("when a spring animates, then it settles at the target by the end, overshooting only below damping 1")
    func springCurve() {
        let critical = AnimationCurve.spring(dampingRatio: 1)
        let bouncy = AnimationCurve.spring(dampingRatio: 0.3)
        let samples = stride(from: 0.0, through: 1.0, by: 0.01).map { CGFloat($0) }
        #expect(samples.map { critical.progress(at: $0) }.allSatisfy { $0 <= 1.0000001 })
        #expect(samples.map { bouncy.progress(at: $0) }.contains { $0 > 1.05 })
        #expect(abs(critical.progress(at: 0.999) - 1) < 0.01 && abs(bouncy.progress(at: 0.999) - 1) < 0.01)
        #expect(critical.progress(at: 1) == 1 && AnimationCurve.easeIn.progress(at: .nan) == 1)
        #expect(AnimationCurve.linear.progress(at: -3) == 0)
    }
}
