import CollectionGeometry
import Foundation
import Testing
import ViewSystem

@Suite("View.animateKeyframes: keyframe blocks become key-framed layer animations of the views they change")
@MainActor
struct ViewKeyframeAnimationTests {
    @Test("when a view moves right then down in two keyframes and fades over the whole, then each value follows its keyframe's times and the model ends at once")
    func twoKeyframes() throws {
        let (clock, _, window, view) = animationStage()
        defer { withExtendedLifetime(window) {} }
        var completions: [Bool] = []
        View.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x += 100 }
            View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.y += 100 }
            view.alpha = 0
        }, completion: { completions.append($0) })
        #expect(view.center == CGPoint(x: 135, y: 135) && view.alpha == 0)
        #expect(Set(view.layer.animationKeys() ?? []) == ["position", "opacity"])
        clock.advance(by: 0.25)
        var shown = try #require(view.layer.presentation())
        #expect(abs(shown.position.x - 85) < 1e-6 && abs(shown.position.y - 35) < 1e-6 && abs(shown.opacity - 0.75) < 1e-4)
        clock.advance(by: 0.5)
        shown = try #require(view.layer.presentation())
        #expect(abs(shown.position.x - 135) < 1e-6 && abs(shown.position.y - 85) < 1e-6)
        clock.advance(by: 0.3)
        #expect(completions == [true] && window.isSettled && view.layer.animationKeys() == nil)
    }

    @Test("when keyframes leave a gap, then the value holds between them; discrete mode jumps; a delay shows the old look first")
    func gapsModesAndDelay() throws {
        let (clock, _, window, view) = animationStage()
        defer { withExtendedLifetime(window) {} }
        View.animateKeyframes(withDuration: 1, delay: 0.5, options: .calculationModeDiscrete, animations: {
            View.addKeyframe(withRelativeStartTime: 0.2, relativeDuration: 0.2) { view.transform = CGAffineTransform(scaleX: 2, y: 2) }
            View.addKeyframe(withRelativeStartTime: 0.8, relativeDuration: 0.2) { view.transform = .identity }
        })
        clock.advance(by: 0.25)
        #expect(view.layer.presentation()?.transform == .identity, "delayed")
        clock.advance(by: 0.5)
        #expect(view.layer.presentation()?.transform.m11 == 1, "discrete: holds the start until 0.2 of the whole has passed")
        clock.advance(by: 0.25)
        #expect(view.layer.presentation()?.transform.m11 == 2, "at 0.5 of the whole: the first keyframe's value")
        clock.advance(by: 0.75)
        #expect(window.isSettled && view.layer.presentation()?.transform == .identity)
    }

    @Test("when keyframes are added outside animateKeyframes, animations are disabled or values are bad, then changes apply at once and nothing traps")
    func badInput() throws {
        let (clock, _, window, view) = animationStage()
        defer { withExtendedLifetime(window) {} }
        View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0.5 }
        #expect(view.alpha == 0.5 && view.layer.animationKeys() == nil)
        var completions: [Bool] = []
        View.animateKeyframes(withDuration: .nan, delay: 0, animations: {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 1 }
        }, completion: { completions.append($0) })
        #expect(view.alpha == 1 && completions == [true] && view.layer.animationKeys() == nil)
        View.animateKeyframes(withDuration: 1, delay: .infinity, animations: {
            View.addKeyframe(withRelativeStartTime: -3, relativeDuration: .nan) { view.alpha = 0.4 }
            View.addKeyframe(withRelativeStartTime: 0.9, relativeDuration: 5) { view.center.x = 0 }
            View.addKeyframe(withRelativeStartTime: 0.1, relativeDuration: 0.1) { view.center.x = 50 }
        }, completion: { completions.append($0) })
        #expect(view.alpha == 0.4 && view.center.x == 50)
        clock.advance(by: 1.1)
        #expect(completions == [true, true] && window.isSettled)
        let options: View.KeyframeAnimationOptions = [.calculationModeCubicPaced, .repeat, .allowUserInteraction]
        #expect(options.rawValue == (4 << 10) | (1 << 3) | (1 << 1))
    }
}
