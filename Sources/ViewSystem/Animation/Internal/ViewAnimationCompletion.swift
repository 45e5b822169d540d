import Foundation

/// The delegate of the layer animations a view animation block made (a repeating one, or keyframes):
/// tells the block's completion group when each stops.
@MainActor
final class ViewAnimationCompletion: LayerAnimationDelegate {
    let group: AnimationCompletionGroup

    init(group: AnimationCompletionGroup) {
        self.group = group
    }

    func animationDidStart(_ anim: LayerAnimation) {}

    func animationDidStop(_ anim: LayerAnimation, finished flag: Bool) {
        group.animationEnded(interrupted: !flag)
    }
}
