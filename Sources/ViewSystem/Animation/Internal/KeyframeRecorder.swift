import CollectionGeometry
import Foundation

/// The keyframes `View.addKeyframe(withRelativeStartTime:relativeDuration:animations:)` records inside
/// `View.animateKeyframes(…)`: how each view looked before and after each keyframe's block, and the
/// key-framed layer animations made of them.
@MainActor
final class KeyframeRecorder {
    @TaskLocal static var current: KeyframeRecorder?

    /// One keyframe: when it starts and ends (fractions of the whole), and the views it changed.
    private struct Keyframe {
        let start: Double
        let end: Double
        let looks: [ObjectIdentifier: (before: RenderedProperties, after: RenderedProperties)]
    }

    private var keyframes: [Keyframe] = []
    /// The views changed by any keyframe, in the order first changed.
    private var views: [View] = []
    private var viewIdentities: Set<ObjectIdentifier> = []

    /// Runs `animations` and records the views it changed, from `start` for `duration` (fractions of
    /// the whole, clamped to 0…1).
    func record(start: Double, duration: Double, animations: () -> Void) {
        let transaction = AnimationTransaction()
        AnimationTransaction.$current.withValue(transaction) { animations() }
        let from = start.isFinite ? Swift.min(1, Swift.max(0, start)) : 0
        let to = duration.isFinite ? Swift.min(1, from + Swift.max(0, duration)) : from
        var looks: [ObjectIdentifier: (before: RenderedProperties, after: RenderedProperties)] = [:]
        for (view, before) in transaction.captured {
            let identity = ObjectIdentifier(view)
            if viewIdentities.insert(identity).inserted { views.append(view) }
            looks[identity] = (before, view.renderedProperties)
        }
        keyframes.append(Keyframe(start: from, end: to, looks: looks))
    }

    /// Adds to each changed view in a window a `KeyframeAnimation` per property its keyframes changed
    /// (under UIKit's keys, as `RepeatingViewAnimation` names them); each counts in `group`.
    /// - Complexity: O(views × keyframes).
    func addAnimations(duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions, group: AnimationCompletionGroup) {
        let completion = ViewAnimationCompletion(group: group)
        for view in views {
            guard let window = view.window else { continue }
            let identity = ObjectIdentifier(view)
            // Each keyframe that touched the view, with its properties before and after, worked out once.
            let touching = keyframes.compactMap { keyframe in
                keyframe.looks[identity].map { look in
                    (keyframe: keyframe, before: RepeatingViewAnimation.properties(of: look.before),
                     after: RepeatingViewAnimation.properties(of: look.after))
                }
            }
            guard let initial = touching.first?.before else { continue }
            for index in initial.indices {
                var times: [Double] = [0], values: [AnyHashable] = [initial[index].value]
                for (keyframe, before, afterProperties) in touching {
                    // Only the keyframes that changed this property time it.
                    let after = afterProperties[index].value
                    guard after != before[index].value else { continue }
                    if keyframe.start > times[times.count - 1] {
                        times.append(keyframe.start)
                        values.append(values[values.count - 1])
                    }
                    times.append(Swift.max(keyframe.end, times[times.count - 1]))
                    values.append(after)
                }
                if times[times.count - 1] < 1 {
                    times.append(1)
                    values.append(values[values.count - 1])
                }
                guard values.contains(where: { $0 != values[0] }) else { continue }
                let animation = KeyframeAnimation(keyPath: initial[index].keyPath)
                animation.values = values.map(\.base)
                animation.keyTimes = times.map { NSNumber(value: $0) }
                animation.calculationMode = options.calculationMode
                animation.duration = duration
                animation.beginTime = delay > 0 ? window.clock.now + delay : 0
                animation.fillMode = .backwards
                animation.autoreverses = options.contains(.autoreverse)
                animation.repeatCount = options.contains(.repeat) ? .infinity : 0
                animation.delegate = completion
                group.remaining += 1
                view.layer.add(animation, forKey: initial[index].key)
            }
        }
    }
}
