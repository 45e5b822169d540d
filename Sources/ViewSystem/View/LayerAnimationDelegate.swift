import Foundation

/// Told when an animation added to a layer starts and stops (Core Animation's
/// `CAAnimationDelegate`). Both methods do nothing by default.
///
/// Difference from Core Animation: main-actor isolated, as the frames that run animations are, so
/// a view controller can be the delegate in the Swift 6 language mode.
@MainActor
public protocol LayerAnimationDelegate: AnyObject {
    /// The animation's begin time came and it started showing.
    func animationDidStart(_ anim: LayerAnimation)
    /// The animation ended: `flag` is `true` when it ran to its end, `false` when it was removed
    /// first (`removeAnimation(forKey:)`, another animation added under its key). Told at the
    /// window's next frame; an animation removed before it began (on a layer outside a window, or
    /// in the frame it was added) tells nothing.
    func animationDidStop(_ anim: LayerAnimation, finished flag: Bool)
}

extension LayerAnimationDelegate {
    public func animationDidStart(_ anim: LayerAnimation) {}
    public func animationDidStop(_ anim: LayerAnimation, finished flag: Bool) {}
}
