import Foundation

/// The animations and completions an animator handed to an app collects until it runs them: the
/// animations together for 0.25 s, then the completions in the order added (at once when there are no
/// animations); what is added after running runs at once.
@MainActor
struct DeferredAnimations {
    private var animations: [() -> Void] = []
    private var completions: [() -> Void] = []
    private var hasRun = false

    init() {}

    mutating func addAnimations(_ animations: @escaping () -> Void) {
        if hasRun { animations() } else { self.animations.append(animations) }
    }

    mutating func addCompletion(_ completion: @escaping () -> Void) {
        if hasRun { completion() } else { completions.append(completion) }
    }

    /// Runs what was collected, once.
    package mutating func run() {
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
