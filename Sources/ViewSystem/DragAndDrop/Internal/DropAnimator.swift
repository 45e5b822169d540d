import Foundation

/// The `DragAnimating` a drop coordinator hands out: collects the app's animations and completions
/// and runs them once the drop has been performed.
@MainActor
package final class DropAnimator: DragAnimating {
    private var animations: [() -> Void] = []
    private var completions: [(ViewAnimatingPosition) -> Void] = []
    private var hasRun = false

    package init() {}

    package func addAnimations(_ animations: @escaping () -> Void) {
        if hasRun { animations() } else { self.animations.append(animations) }
    }

    package func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void) {
        if hasRun { completion(.end) } else { completions.append(completion) }
    }

    /// Runs the animations (0.25 s, or none), then the completions, once; later additions run at once.
    package func run() {
        guard !hasRun else { return }
        hasRun = true
        let animations = self.animations, completions = self.completions
        self.animations = []
        self.completions = []
        guard !animations.isEmpty else {
            for completion in completions { completion(.end) }
            return
        }
        View.animate(withDuration: 0.25, animations: { for animation in animations { animation() } },
                     completion: { _ in for completion in completions { completion(.end) } })
    }
}
