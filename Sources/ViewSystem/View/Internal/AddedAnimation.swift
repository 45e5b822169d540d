import Foundation

/// An animation on a layer: the copy made when it was added, its key, and how far it has run.
struct AddedAnimation {
    /// The key it was added under; `nil` when added without one.
    var key: String?
    /// The layer's own copy of the animation.
    let animation: LayerAnimation
    /// When it begins on the window's frame clock; `nil` until the layer is first drawn in a window.
    var start: TimeInterval?
    /// Whether its delegate was told it started.
    var didStart = false
    /// Whether its active time ended (it stays, filling forwards, when not removed on completion).
    var didEnd = false

    /// The animation's value at `time`, written into `presentation` (a copy of `model`).
    func apply(to presentation: Layer, model: Layer, at time: TimeInterval) {
        let timing = animation.timing
        guard case .showing(var progress) = timing.phase(at: time - (start ?? time)) else { return }
        if let function = animation.timingFunction { progress.value = function.progress(at: progress.value) }
        animation.apply(to: presentation, model: model, progress: progress)
    }
}
