import CollectionGeometry
import Foundation
import Testing
import ViewSystem

@Suite("View.animate with .repeat and .autoreverse: layer animations of the changed properties")
@MainActor
struct RepeatingViewAnimationTests {
    @Test("when a pulse repeats and autoreverses, then the model takes the new alpha, the drawn alpha goes there and back for ever, and removing it completes with false")
    func pulse() throws {
        let (clock, _, window, view) = animationStage()
        defer { withExtendedLifetime(window) {} }
        var completions: [Bool] = []
        View.animate(withDuration: 0.5, delay: 0, options: [.repeat, .autoreverse, .curveLinear], animations: { view.alpha = 0.2 },
                     completion: { completions.append($0) })
        #expect(view.alpha == 0.2 && view.layer.animationKeys() == ["opacity"])
        clock.advance(by: 0.25)
        #expect(abs((view.layer.presentation()?.opacity ?? 0) - 0.6) < 1e-4, "half way down")
        clock.advance(by: 0.5)
        #expect(abs((view.layer.presentation()?.opacity ?? 0) - 0.6) < 1e-4, "half way back up")
        clock.advance(by: 10)
        #expect(!window.isSettled && completions.isEmpty)
        view.layer.removeAllAnimations()
        clock.advanceFrames(1)
        #expect(completions == [false] && view.layer.presentation()?.opacity == 0.2)
    }

    @Test("when a move only autoreverses, then it goes there and back once, completes with true and shows the new place")
    func autoreverseOnce() throws {
        let (clock, _, window, view) = animationStage()
        defer { withExtendedLifetime(window) {} }
        var completions: [Bool] = []
        View.animate(withDuration: 0.5, delay: 0.1, options: .autoreverse, animations: {
            view.center.x += 100
            view.backgroundColor = .red
        }, completion: { completions.append($0) })
        #expect(Set(view.layer.animationKeys() ?? []) == ["position", "backgroundColor"])
        clock.advance(by: 0.05)
        #expect(view.layer.presentation()?.position.x == 35, "delayed: the old place shows first")
        clock.advance(by: 0.55)
        #expect(abs((view.layer.presentation()?.position.x ?? 0) - 135) < 1, "at the turn")
        clock.advance(by: 0.6)
        #expect(completions == [true] && view.layer.presentation()?.position.x == 135 && window.isSettled)
    }

    @Test("when a plain animation changes a property that repeats, then the repeat stops; options read back with UIKit's raw values")
    func replacedAndOptions() throws {
        let (clock, _, window, view) = animationStage()
        defer { withExtendedLifetime(window) {} }
        var completions: [Bool] = []
        View.animate(withDuration: 0.5, delay: 0, options: .repeat, animations: { view.transform = CGAffineTransform(scaleX: 2, y: 2) },
                     completion: { completions.append($0) })
        clock.advance(by: 0.2)
        View.animate(withDuration: 0.2, animations: { view.transform = .identity })
        #expect(view.layer.animationKeys() == nil)
        clock.advance(by: 0.3)
        #expect(completions == [false])
        let options: View.AnimationOptions = [.repeat, .autoreverse, .curveEaseOut, .transitionCrossDissolve, .preferredFramesPerSecond30]
        #expect(options.rawValue == (1 << 3) | (1 << 4) | (2 << 16) | (5 << 20) | (7 << 24))
        #expect(AnimationOptions.layoutSubviews.rawValue == 1 && AnimationOptions.overrideInheritedOptions.rawValue == 1 << 9)
    }

    @Test("when part of a block is modified to repeat twice and reverse, then only the views it changed repeat, the rest animate plainly, and the completion runs after both")
    func modifiedRepeatCount() throws {
        let (clock, renderer, window, view) = animationStage()
        defer { withExtendedLifetime(window) {} }
        let other = View(frame: CGRect(x: 100, y: 100, width: 20, height: 20))
        window.addSubview(other)
        clock.advanceFrames(1)
        var completions: [Bool] = []
        View.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: {
            UIViewLike.modify { view.alpha = 0 }
            other.center.x += 50
        }, completion: { completions.append($0) })
        let opacity = try #require(view.layer.animation(forKey: "opacity") as? BasicAnimation)
        #expect(opacity.repeatCount == 2 && opacity.autoreverses && other.layer.animationKeys() == nil)
        clock.advanceFrames(1)
        #expect(renderer.transactions.last?.animations.contains { $0.view == other.renderIdentifier } == true, "the other view animates plainly")
        clock.advance(by: 0.5)
        #expect((view.layer.presentation()?.opacity ?? 1) < 0.05, "at the turn after one way")
        clock.advance(by: 0.5)
        #expect((view.layer.presentation()?.opacity ?? 0) > 0.95, "back at the start after one run there and back")
        clock.advance(by: 0.9)
        #expect(completions.isEmpty, "the second run is not over")
        clock.advance(by: 0.2)
        #expect(completions == [true] && view.layer.presentation()?.opacity == 0)
    }

    @Test("when modifyAnimations runs outside an animation block, or with a count that is not a number, then its changes apply at once or run once")
    func modifyOutsideOrBadCount() throws {
        let (_, _, window, view) = animationStage()
        defer { withExtendedLifetime(window) {} }
        View.modifyAnimations(withRepeatCount: 3, autoreverses: true) { view.alpha = 0.5 }
        #expect(view.alpha == 0.5 && view.layer.animationKeys() == nil)
        View.animate(withDuration: 0.3) {
            View.modifyAnimations(withRepeatCount: .nan, autoreverses: true) { view.alpha = 1 }
        }
        let opacity = try #require(view.layer.animation(forKey: "opacity") as? BasicAnimation)
        #expect(opacity.repeatCount == 0 && opacity.autoreverses)
    }
}

/// `modifyAnimations` as the tests call it: twice, there and back.
@MainActor
private enum UIViewLike {
    static func modify(_ changes: () -> Void) {
        View.modifyAnimations(withRepeatCount: 2, autoreverses: true, animations: changes)
    }
}
