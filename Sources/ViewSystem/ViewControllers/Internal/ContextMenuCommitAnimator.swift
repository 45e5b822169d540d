import Foundation

/// The commit animator the collection and table views pass when a preview is tapped: collects the
/// app's animations and completions and runs them once the menu has closed.
@MainActor
package final class ContextMenuCommitAnimator: ContextMenuInteractionCommitAnimating {
    package var preferredCommitStyle: ContextMenuInteractionCommitStyle = .pop
    package let previewViewController: ViewController?
    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []
    private var hasRun = false

    package init(previewViewController: ViewController?) {
        self.previewViewController = previewViewController
    }

    package func addAnimations(_ animations: @escaping () -> Void) {
        if hasRun { animations() } else { self.animations.append(animations) }
    }

    package func addCompletion(_ completion: @escaping () -> Void) {
        if hasRun { completion() } else { completions.append(completion) }
    }

    /// Runs the animations (0.25 s), then the completions when they end, once; later additions run
    /// at once.
    package func run() {
        guard !hasRun else { return }
        hasRun = true
        let animations = self.animations, completions = self.completions
        self.animations = []
        self.completions = []
        guard !animations.isEmpty else {
            for completion in completions { completion() }
            return
        }
        View.animate(withDuration: 0.25, animations: { for animation in animations { animation() } },
                     completion: { _ in for completion in completions { completion() } })
    }
}
