import CollectionGeometry
import Foundation

/// An animation of one layer property through a list of values, or of a point along a path (Core
/// Animation's `CAKeyframeAnimation`).
///
/// `values` are reached at `keyTimes` (fractions of the cycle; evenly spaced when left out), with
/// `timingFunctions` pacing each segment between two of them, in the `calculationMode`'s way:
/// straight lines, steps, an even pace, or a smooth curve shaped by `tensionValues`,
/// `continuityValues` and `biasValues`. A `path` replaces the values for a point property
/// (`position`): each line or curve's end is a keyframe, and `rotationMode` turns the layer with
/// the path. Values are of the kinds `BasicAnimation` takes; `isAdditive` adds each to the layer's own
/// value, `isCumulative` starts each repeat where the last ended, and a `valueFunction` turns them into
/// the layer's `transform`.
///
/// Differences from Core Animation: key times that cannot time the keyframes (another count, values
/// outside 0…1 or going back) are reported when the animation is added and the keyframes are evenly
/// spaced (Core Animation's timing is then "not what you expect"); cubic curves do not scale their
/// tangents by uneven key times, and transforms in cubic mode move in straight lines; paced curves
/// are measured at 16 points each.
open class KeyframeAnimation: PropertyAnimation {
    /// The keyframes' values (ignored when there is a `path`).
    open var values: [Any]? { didSet { track = nil } }
    /// The path a point property follows; its line and curve ends are the keyframes.
    open var path: CGPath? { didSet { track = nil } }
    /// When each keyframe is reached, as fractions (0…1) of the cycle; `nil` spaces them evenly.
    /// Discrete keyframes take one more time than values (the end of the last).
    open var keyTimes: [NSNumber]? { didSet { track = nil } }
    /// The pace of each segment between two keyframes (one fewer than the keyframes; `nil`: linear).
    open var timingFunctions: [MediaTimingFunction]? { didSet { track = nil } }
    /// How the values between keyframes are computed (default `.linear`).
    open var calculationMode = AnimationCalculationMode.linear { didSet { track = nil } }
    /// Each keyframe's tension for `.cubic` modes (−1…1; higher is tighter; default 0).
    open var tensionValues: [NSNumber]? { didSet { track = nil } }
    /// Each keyframe's continuity for `.cubic` modes (−1…1: sharper to boxier corners; default 0).
    open var continuityValues: [NSNumber]? { didSet { track = nil } }
    /// Each keyframe's bias for `.cubic` modes (−1…1: the curve leans before or after the keyframe; default 0).
    open var biasValues: [NSNumber]? { didSet { track = nil } }
    /// Whether a layer moving along `path` turns to its direction (default `nil`: it does not).
    open var rotationMode: AnimationRotationMode?

    override func copyProperties(from source: LayerAnimation) {
        super.copyProperties(from: source)
        guard let source = source as? KeyframeAnimation else { return }
        values = source.values
        path = source.path
        keyTimes = source.keyTimes
        timingFunctions = source.timingFunctions
        calculationMode = source.calculationMode
        tensionValues = source.tensionValues
        continuityValues = source.continuityValues
        biasValues = source.biasValues
        rotationMode = source.rotationMode
    }

    /// The keyframes as drawn, built at the first frame and again after a property they come from changes.
    private enum Track {
        case values(Keyframes, first: AnimatedValue?, last: AnimatedValue?)
        case path(PathKeyframes)
        /// Values of which one is not of a kind animated here: nothing is drawn.
        case none
    }

    private var track: Track?

    /// The keyframes, built once for the animation's frames.
    private var builtTrack: Track {
        if let track { return track }
        let built: Track
        if let path {
            built = .path(PathKeyframes(path: path, keyTimes: times, mode: calculationMode, timingFunctions: timingFunctions ?? []))
        } else {
            let converted = (values ?? []).compactMap { AnimatedValue($0) }
            built = converted.count == values?.count
                ? .values(Keyframes(values: converted, keyTimes: times, mode: calculationMode, timingFunctions: timingFunctions ?? [], shapes: shapes),
                          first: converted.first, last: converted.last)
                : .none
        }
        track = built
        return built
    }

    override func apply(to presentation: Layer, model: Layer, progress: AnimationTiming.Progress) {
        guard let property else { return }
        switch builtTrack {
        case .path(let keyframes):
            guard var sample = keyframes.sample(at: progress.value) else { return }
            if isCumulative, progress.iteration > 0, let first = keyframes.segments.first, let last = keyframes.segments.last {
                sample.point.x += (last.end.x - first.start.x) * CGFloat(progress.iteration)
                sample.point.y += (last.end.y - first.start.y) * CGFloat(progress.iteration)
            }
            present(.point(sample.point), for: property, on: presentation, model: model)
            if let rotationMode {
                let angle = sample.angle + (rotationMode == .rotateAutoReverse ? .pi : 0)
                presentation.transform = Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1).concatenating(presentation.transform)
            }
        case .values(let keyframes, let first, let last):
            guard var value = keyframes.value(at: progress.value) else { return }
            if isCumulative, progress.iteration > 0, let first, let last, let step = last.adding(first.negated) {
                value = value.adding(step.scaled(by: CGFloat(progress.iteration))) ?? value
            }
            present(value, for: property, on: presentation, model: model)
        case .none:
            return
        }
    }

    /// The key times as numbers.
    private var times: [Double]? { keyTimes?.map(\.doubleValue) }

    /// Each keyframe's tension, continuity and bias.
    private var shapes: [SplineShape] {
        let count = max(tensionValues?.count ?? 0, continuityValues?.count ?? 0, biasValues?.count ?? 0)
        func number(_ list: [NSNumber]?, _ index: Int) -> CGFloat {
            guard let list, list.indices.contains(index) else { return 0 }
            let value = CGFloat(list[index].doubleValue)
            return value.isFinite ? value : 0
        }
        return (0..<count).map { SplineShape(tension: number(tensionValues, $0), continuity: number(continuityValues, $0), bias: number(biasValues, $0)) }
    }

    override func problem() -> String? {
        if let problem = super.problem() { return problem }
        let count: Int
        if let path {
            guard let property, property.accepts(.point(.zero)), valueFunction == nil else {
                return "a path animates a point property such as \"position\", not \"\(keyPath ?? "")\"; the animation runs without drawing anything."
            }
            count = PathKeyframes.segments(of: path).count + 1
        } else {
            guard let values, !values.isEmpty else { return "the animation has no values and no path; it runs without drawing anything." }
            if let problem = problem(with: values.enumerated().map { (name: "values[\($0.offset)]", value: $0.element) }) { return problem }
            count = values.count
        }
        let paced = calculationMode == .paced || calculationMode == .cubicPaced
        if !paced, let times, let problem = Keyframes.problem(keyTimes: times, count: count, mode: calculationMode) { return problem }
        if rotationMode != nil, path == nil { return "rotationMode turns a layer along a path, and the animation has none; it is ignored." }
        return nil
    }
}
