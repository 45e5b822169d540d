import Foundation

/// Several animations run together on one layer, on the group's timing (Core Animation's
/// `CAAnimationGroup`).
///
/// Each animation's `beginTime` is a time in the group's own time (0: when the group begins), and
/// each is cut off where the group's cycle ends; the animations are drawn in order, a later one
/// overriding an earlier one on the same property. As in Core Animation, the grouped animations'
/// `delegate` and `isRemovedOnCompletion` are not used: the group's are.
open class AnimationGroup: LayerAnimation {
    /// The animations in the group (copied with the group when it is added to a layer).
    open var animations: [LayerAnimation]?

    override func copyProperties(from source: LayerAnimation) {
        super.copyProperties(from: source)
        guard let source = source as? AnimationGroup else { return }
        animations = source.animations?.map { $0.makeCopy() }
    }

    override func apply(to presentation: Layer, model: Layer, progress: AnimationTiming.Progress) {
        let time = progress.value * timing.cycle
        for animation in animations ?? [] {
            guard case .showing(var inner) = animation.timing.phase(at: time - animation.beginTime) else { continue }
            if let function = animation.timingFunction { inner.value = function.progress(at: inner.value) }
            animation.apply(to: presentation, model: model, progress: inner)
        }
    }

    override func problem() -> String? {
        for (index, animation) in (animations ?? []).enumerated() {
            if let problem = animation.problem() { return "animations[\(index)]: \(problem)" }
        }
        return nil
    }

    override func animates(keyPath: String) -> Bool {
        (animations ?? []).contains { $0.animates(keyPath: keyPath) }
    }
}
