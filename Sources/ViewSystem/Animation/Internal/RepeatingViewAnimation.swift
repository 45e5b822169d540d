import CollectionGeometry
import Foundation

/// A `View.animate` block with `.repeat` or `.autoreverse`: each property it changed on a view becomes
/// an animation on the view's layer, under the property's key — as UIKit's view animations are Core
/// Animation's — so it can repeat and reverse on the frame clock while the view keeps its new values.
@MainActor
enum RepeatingViewAnimation {
    /// A look's animatable properties as layer key, key path and value (no background colour is clear).
    static func properties(of look: RenderedProperties) -> [(key: String, keyPath: String, value: AnyHashable)] {
        [("opacity", "opacity", Float(look.alpha)),
         ("position", "position", CGPoint(x: look.frame.midX, y: look.frame.midY)),
         ("bounds", "bounds.size", look.frame.size),
         ("transform", "transform", look.transform),
         ("backgroundColor", "backgroundColor", (look.appearance.backgroundColor ?? .clear).cgColor)]
    }

    /// Stops `view`'s repeating animations whose property the view no longer has the value of (an
    /// animation block changed it again), as UIKit's new animation of a property replaces the old.
    static func stopReplaced(on view: View) {
        guard let layer = view.storedLayer, !layer.addedAnimations.isEmpty else { return }
        let model = RenderedProperties(frame: CGRect(x: view.center.x - view.bounds.width / 2, y: view.center.y - view.bounds.height / 2,
                                                     width: view.bounds.width, height: view.bounds.height),
                                       transform: view.transform3D, alpha: view.alpha, appearance: view.renderedAppearance)
        for (key, _, value) in properties(of: model) {
            guard let animation = layer.animation(forKey: key) as? BasicAnimation, animation.delegate is ViewAnimationCompletion,
                  animation.toValue as? AnyHashable != value else { continue }
            layer.removeAnimation(forKey: key)
        }
    }

    /// Adds to `view`'s layer an animation of each property changed between `before` and `after`,
    /// beginning `delay` seconds from now, repeating and reversing as `repetition` says; each counts
    /// in `group`.
    static func add(to view: View, from before: RenderedProperties, to after: RenderedProperties, duration: TimeInterval,
                    delay: TimeInterval, curve: AnimationCurve, repetition: AnimationRepetition, group: AnimationCompletionGroup,
                    now: TimeInterval) {
        let completion = ViewAnimationCompletion(group: group)
        for ((key, keyPath, from), (_, _, to)) in zip(properties(of: before), properties(of: after)) where from != to {
            let animation = BasicAnimation(keyPath: keyPath)
            animation.fromValue = from.base
            animation.toValue = to.base
            animation.duration = duration
            animation.beginTime = delay > 0 ? now + delay : 0
            animation.fillMode = .backwards
            animation.autoreverses = repetition.autoreverses
            animation.repeatCount = repetition.count
            animation.timingFunction = timingFunction(for: curve)
            animation.delegate = completion
            group.remaining += 1
            view.layer.add(animation, forKey: key)
        }
    }

    /// Core Animation's function for a view animation's curve (a spring: ease in-out).
    private static func timingFunction(for curve: AnimationCurve) -> MediaTimingFunction {
        switch curve {
        case .easeIn: MediaTimingFunction(name: .easeIn)
        case .easeOut: MediaTimingFunction(name: .easeOut)
        case .linear: MediaTimingFunction(name: .linear)
        case .easeInOut, .spring: MediaTimingFunction(name: .easeInEaseOut)
        }
    }
}
