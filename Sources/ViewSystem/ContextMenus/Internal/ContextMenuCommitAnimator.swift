import Foundation

/// The commit animator the collection and table views pass when a preview is tapped: collects the
/// app's animations and completions and runs them once the menu has closed.
@MainActor
package final class ContextMenuCommitAnimator: ContextMenuInteractionCommitAnimating {
    package var preferredCommitStyle: ContextMenuInteractionCommitStyle = .pop
    package let previewViewController: ViewController?
    private var deferred = DeferredAnimations()

    init(previewViewController: ViewController?) {
        self.previewViewController = previewViewController
    }

    package func addAnimations(_ animations: @escaping () -> Void) {
        deferred.addAnimations(animations)
    }

    package func addCompletion(_ completion: @escaping () -> Void) {
        deferred.addCompletion(completion)
    }

    /// Runs the animations (0.25 s), then the completions when they end, once; later additions run
    /// at once.
    package func run() {
        deferred.run()
    }
}
