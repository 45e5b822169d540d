import CollectionGeometry
import Foundation

extension View {
    /// Animates the changes `animations` makes to views (`UIView.animate(withDuration:delay:options:animations:completion:)`).
    ///
    /// Frames, bounds, centre, transforms, alpha and `isHidden` animate. Views take their new values at
    /// once; the window's renderer receives from/to pairs and the frame clock times the animation;
    /// `completion` runs on the frame the animation ends, with `false` when another animation of the
    /// same view interrupted it.
    ///
    /// With `.repeat` or `.autoreverse` each changed alpha, centre, size, transform and background
    /// colour becomes a `BasicAnimation` on the view's layer under that property's key (`"opacity"`,
    /// `"position"`, `"bounds"`, `"transform"`, `"backgroundColor"`), as UIKit's animations are Core
    /// Animation's: it repeats for ever with `.repeat` (completion runs with `false` when it is
    /// removed — `layer.removeAllAnimations()`, or another animation of that property) and runs there and
    /// back with `.autoreverse`, after which the view shows its new values. A spring curve repeats
    /// as ease in-out.
    ///
    /// Differences from UIKit: with animations disabled (`performWithoutAnimation(_:)`), a duration
    /// that is zero, negative or not finite, or views that are in no window, the changes apply at once
    /// and `completion(true)` is called before this method returns (UIKit calls it on the next run-loop turn).
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval = 0, options: AnimationOptions = [],
                               animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        animate(duration: duration, delay: delay, curve: options.curve, options: options, animations: animations, completion: completion)
    }

    /// Animates with a spring (`UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`).
    ///
    /// `dampingRatio` 1 settles without overshoot; smaller values oscillate. The initial velocity is
    /// ignored (the spring starts at rest).
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval = 0,
                               usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat = 0,
                               options: AnimationOptions = [], animations: () -> Void, completion: ((Bool) -> Void)? = nil) {
        animate(duration: duration, delay: delay, curve: .spring(dampingRatio: dampingRatio), options: options,
                animations: animations, completion: completion)
    }

    /// Animates with a spring of a perceptual duration and bounce
    /// (`UIView.animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:)`).
    ///
    /// `duration` is the spring's period, as in UIKit and SwiftUI: the animation lasts until the
    /// spring has settled (to 0.1 %), about 1.5 × `duration` with no bounce, longer with more;
    /// `completion` runs then. `bounce` 0 settles without overshoot; towards 1 it oscillates more.
    ///
    /// Differences from UIKit: a negative bounce (overdamped) settles as 0 does, a bounce above 0.95
    /// as 0.95, one that is not finite as 0; the initial velocity is ignored (the spring starts at rest).
    public static func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity: CGFloat = 0,
                               delay: TimeInterval = 0, options: AnimationOptions = [], animations: () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        let dampingRatio = AnimationCurve.clampedDampingRatio(bounce.isFinite ? 1 - Swift.max(0, bounce) : 1)
        let settling = Double(AnimationCurve.settlingRadians(dampingRatio: dampingRatio)) / (2 * Double.pi)
        animate(duration: duration * settling, delay: delay, curve: .spring(dampingRatio: dampingRatio), options: options,
                animations: animations, completion: completion)
    }

    /// Whether a block of this duration animates at all: animations are enabled and the duration is
    /// finite and positive. Otherwise the changes apply at once and the completion runs with `true`.
    static func animates(for duration: TimeInterval) -> Bool {
        areAnimationsEnabled && duration.isFinite && duration > 0
    }

    private static func animate(duration: TimeInterval, delay: TimeInterval, curve: AnimationCurve, options: AnimationOptions,
                                animations: () -> Void, completion: ((Bool) -> Void)?) {
        guard animates(for: duration) else {
            animations()
            completion?(true)
            return
        }
        let transaction = AnimationTransaction()
        AnimationTransaction.$current.withValue(transaction) { animations() }
        let group = completionGroup(calling: completion)
        let wait = delay.isFinite ? Swift.max(0, delay) : 0
        for (view, before) in transaction.captured {
            guard let window = view.window else { continue }
            // A repeating animation of a property this block changes again stops, as in UIKit.
            RepeatingViewAnimation.stopReplaced(on: view)
            let after = view.renderedProperties
            guard after != before else { continue }
            let repetition = transaction.repetition(of: view) ?? AnimationRepetition(options)
            if !repetition.isPlain {
                RepeatingViewAnimation.add(to: view, from: before, to: after, duration: duration, delay: wait, curve: curve,
                                           repetition: repetition, group: group, now: window.clock.now)
                continue
            }
            window.animator.animate(view, from: before, to: after, startTime: window.clock.now + wait,
                                    duration: duration, curve: curve, group: group)
        }
        group.start()
    }

    /// Runs `animations` inside an animation block so that what it changes repeats `count` times
    /// (fractions allowed), there and back with `autoreverses`
    /// (`UIView.modifyAnimations(withRepeatCount:autoreverses:animations:)`); outside a block the
    /// changes apply at once.
    ///
    /// The changed views' alpha, centre, size, transform and background colour become layer
    /// animations, as with `.repeat` (see `animate(withDuration:…)`); after them the views show their
    /// new values. Differences from UIKit: a view changed both inside and outside the modifying block
    /// repeats as a whole; a count that is not finite or not positive runs once.
    public static func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) {
        guard let outer = AnimationTransaction.current else {
            animations()
            return
        }
        let inner = AnimationTransaction()
        AnimationTransaction.$current.withValue(inner) { animations() }
        outer.merge(inner, repeating: AnimationRepetition(count: count, autoreverses: autoreverses))
    }

    /// The group of a block's animations, calling `completion` once all have ended; the layer
    /// transactions open now wait for them too.
    static func completionGroup(calling completion: ((Bool) -> Void)?) -> AnimationCompletionGroup {
        let waiting = TransactionStack.openCompletions
        for transaction in waiting { transaction.enter() }
        return AnimationCompletionGroup { finished in
            completion?(finished)
            for transaction in waiting.reversed() { transaction.leave() }
        }
    }
}
