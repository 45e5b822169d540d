import Foundation

/// What focusing and unfocusing animations learn of the update they run in (`UIFocusAnimationContext`).
@MainActor
public protocol FocusAnimationContext {
    /// How long the focus animation lasts, in seconds.
    var duration: TimeInterval { get }
}

/// Runs animations alongside a focus update (`UIFocusAnimationCoordinator`): the delegate that is
/// told of the update adds them, and they run together once every delegate has been told.
///
/// Differences from UIKit: focusing and unfocusing animations run together with the coordinated
/// ones, in one animation of `duration` seconds (UIKit staggers them slightly); completions run
/// when it ends.
@MainActor
public final class FocusAnimationCoordinator {
    private struct Context: FocusAnimationContext {
        let duration: TimeInterval
    }

    /// How long the coordinated animations last, in seconds.
    package let duration: TimeInterval
    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []

    /// Creates a coordinator whose animations last `duration` seconds.
    package init(duration: TimeInterval = 0.2) {
        self.duration = duration
    }

    /// Adds animations to run alongside the focus update, and what to do after.
    public func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
        if let animations { self.animations.append(animations) }
        if let completion { completions.append(completion) }
    }

    /// Adds animations for the view that gets the focus.
    public func addCoordinatedFocusingAnimations(_ animations: ((any FocusAnimationContext) -> Void)?, completion: (() -> Void)? = nil) {
        let context = Context(duration: duration)
        addCoordinatedAnimations(animations.map { body in { body(context) } }, completion: completion)
    }

    /// Adds animations for the view that loses the focus.
    public func addCoordinatedUnfocusingAnimations(_ animations: ((any FocusAnimationContext) -> Void)?, completion: (() -> Void)? = nil) {
        let context = Context(duration: duration)
        addCoordinatedAnimations(animations.map { body in { body(context) } }, completion: completion)
    }

    /// Runs what was added: the animations in one animation, then the completions.
    package func run() {
        let animations = self.animations
        let completions = self.completions
        self.animations = []
        self.completions = []
        guard !animations.isEmpty || !completions.isEmpty else { return }
        View.animate(withDuration: duration, animations: {
            for animation in animations { animation() }
        }, completion: { _ in
            for completion in completions { completion() }
        })
    }
}
