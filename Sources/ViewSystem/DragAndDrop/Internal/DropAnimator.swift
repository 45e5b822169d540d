import Foundation

/// The `DragAnimating` a drop coordinator hands out: collects the app's animations and completions
/// and runs them once the drop has been performed; completions are told `.end`.
@MainActor
package final class DropAnimator: DragAnimating {
    private var deferred = DeferredAnimations()

    package init() {}

    package func addAnimations(_ animations: @escaping () -> Void) {
        deferred.addAnimations(animations)
    }

    package func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void) {
        deferred.addCompletion { completion(.end) }
    }

    /// Runs the animations (0.25 s, or none), then the completions, once; later additions run at once.
    package func run() {
        deferred.run()
    }
}
