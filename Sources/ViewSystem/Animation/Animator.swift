import Foundation

/// A group of animations started together, with the completion to call when all have ended.
@MainActor
final class AnimationCompletionGroup {
    var remaining = 0
    var finished = true
    let completion: ((Bool) -> Void)?
    private var isStarted = false

    init(completion: ((Bool) -> Void)?) {
        self.completion = completion
    }

    /// Called once every animation of the group has been added: completes at once when there are none.
    package func start() {
        isStarted = true
        if remaining == 0 { completion?(finished) }
    }

    func animationEnded(interrupted: Bool) {
        if interrupted { finished = false }
        remaining -= 1
        if remaining == 0, isStarted { completion?(finished) }
    }
}

/// The running animations of a window: what each view animates between, and when.
///
/// Views hold their final values at once (as Core Animation's model layer does); the animator keeps
/// the from/to pairs renderers need, computes presentation values, and calls completions when the
/// frame clock passes their end.
@MainActor
package final class Animator {
    struct Running {
        weak var view: View?
        let identity: ObjectIdentifier
        let from: RenderedProperties
        let to: RenderedProperties
        let startTime: TimeInterval
        let duration: TimeInterval
        let curve: AnimationCurve
        let group: AnimationCompletionGroup

        var endTime: TimeInterval { startTime + duration }

        func presentation(at time: TimeInterval) -> RenderedProperties {
            guard duration > 0, time < endTime else { return to }
            let fraction = time <= startTime ? 0 : (time - startTime) / duration
            return from.interpolated(to: to, fraction: curve.progress(at: CGFloat(fraction)))
        }
    }

    private(set) var running: [Running] = []
    /// Animations added since the last frame was rendered (they go into the next transaction).
    private(set) var started: [Running] = []

    /// Animates `view` from `from` to its current look, starting at `startTime`.
    ///
    /// A running animation of the same view is interrupted (its group finishes with `false`) and the
    /// new one starts from where the old one was — UIKit's default since iOS 8.
    func animate(_ view: View, from: RenderedProperties, to: RenderedProperties, startTime: TimeInterval,
                         duration: TimeInterval, curve: AnimationCurve, group: AnimationCompletionGroup) {
        let identity = ObjectIdentifier(view)
        var origin = from
        if let index = running.firstIndex(where: { $0.identity == identity }) {
            origin = running[index].presentation(at: startTime)
            let interrupted = running.remove(at: index)
            started.removeAll { $0.identity == identity }
            interrupted.group.animationEnded(interrupted: true)
        }
        group.remaining += 1
        let animation = Running(view: view, identity: identity, from: origin, to: to, startTime: startTime,
                                duration: duration, curve: curve, group: group)
        running.append(animation)
        started.append(animation)
    }

    /// Whether `view` is animating.
    func isAnimating(_ view: View) -> Bool {
        let identity = ObjectIdentifier(view)
        return running.contains { $0.identity == identity }
    }

    /// How `view` looks at `time`, if it is animating.
    package func presentation(of view: View, at time: TimeInterval) -> RenderedProperties? {
        let identity = ObjectIdentifier(view)
        return running.last { $0.identity == identity }?.presentation(at: time)
    }

    /// Ends the animations whose time is over (and those of views that no longer exist), calling
    /// completions; completions may start new animations.
    func finishAnimations(endingBy time: TimeInterval) {
        let done = running.filter { $0.endTime <= time || $0.view == nil }
        guard !done.isEmpty else { return }
        running.removeAll { $0.endTime <= time || $0.view == nil }
        for animation in done { animation.group.animationEnded(interrupted: false) }
    }

    /// Ends every animation of `view` now (the view leaves the screen), as interrupted.
    package func cancelAnimations(of view: View) {
        let identity = ObjectIdentifier(view)
        let cancelled = running.filter { $0.identity == identity }
        running.removeAll { $0.identity == identity }
        started.removeAll { $0.identity == identity }
        for animation in cancelled { animation.group.animationEnded(interrupted: true) }
    }

    /// Hands out the animations started since the last call.
    func takeStarted() -> [Running] {
        defer { started.removeAll() }
        return started
    }

    /// The number of running animations.
    package var count: Int { running.count }
}
