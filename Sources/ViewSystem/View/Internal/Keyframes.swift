import CollectionGeometry
import Foundation

/// What a keyframe animation shows at each fraction of its cycle: its keyframes, when each is
/// reached, and how the values between them are made.
struct Keyframes {
    enum Interpolation { case discrete, linear, cubic }

    let values: [AnimatedValue]
    /// When each keyframe is reached, as fractions of the cycle (non-decreasing); for discrete
    /// keyframes one more, the last being when the last value ends.
    let times: [Double]
    let interpolation: Interpolation
    /// The pace within each segment (`nil`: linear).
    let timingFunctions: [MediaTimingFunction?]
    /// Each keyframe's tension, continuity and bias (cubic keyframes).
    let shapes: [SplineShape]

    /// Keyframes at `keyTimes` (evenly spaced when `nil` or unusable — see `problem(keyTimes:count:mode:)`;
    /// spaced by the distance between values for paced modes, which ignore key times and timing functions).
    init(values: [AnimatedValue], keyTimes: [Double]?, mode: AnimationCalculationMode,
         timingFunctions: [MediaTimingFunction], shapes: [SplineShape]) {
        self.values = values
        let paced = mode == .paced || mode == .cubicPaced
        interpolation = mode == .discrete ? .discrete : (mode == .cubic || mode == .cubicPaced ? .cubic : .linear)
        let count = values.count
        if paced {
            let steps = zip(values, values.dropFirst()).map { $0.distance(to: $1) ?? 0 }
            times = Self.times(byLength: steps)
        } else if let keyTimes, Self.problem(keyTimes: keyTimes, count: count, mode: mode) == nil {
            times = mode == .discrete && keyTimes.count == count ? keyTimes + [1] : keyTimes
        } else {
            let intervals = mode == .discrete ? count : count - 1
            times = (0...Swift.max(0, intervals)).map { intervals == 0 ? 0 : Double($0) / Double(intervals) }
        }
        self.timingFunctions = paced ? [] : timingFunctions
        self.shapes = shapes
    }

    /// Why `keyTimes` cannot time `count` keyframes in `mode`, or `nil` when they can: one per keyframe
    /// (discrete: one per keyframe, or one more), each in 0…1 and none smaller than the one before.
    static func problem(keyTimes: [Double], count: Int, mode: AnimationCalculationMode) -> String? {
        let counts = mode == .discrete ? [count, count + 1] : [count]
        guard counts.contains(keyTimes.count) else {
            return "keyTimes has \(keyTimes.count) times for \(count) keyframes (\(mode == .discrete ? "discrete keyframes take one more time than values" : "one time per keyframe")); the keyframes are evenly spaced instead."
        }
        guard keyTimes.allSatisfy({ $0 >= 0 && $0 <= 1 }), zip(keyTimes, keyTimes.dropFirst()).allSatisfy({ $0 <= $1 }) else {
            return "keyTimes \(keyTimes) must run from 0 to 1 without going back; the keyframes are evenly spaced instead."
        }
        return nil
    }

    /// Key times for segments of the given lengths, each taking its share of the cycle.
    static func times(byLength lengths: [Double]) -> [Double] {
        let total = lengths.reduce(0, +)
        guard total > 0 else {
            return (0...lengths.count).map { lengths.isEmpty ? 0 : Double($0) / Double(lengths.count) }
        }
        var times = [0.0], sum = 0.0
        for length in lengths {
            sum += length
            times.append(Swift.min(1, sum / total))
        }
        return times
    }

    /// The value shown at `fraction` of the cycle; `nil` without keyframes.
    /// - Complexity: O(keyframes).
    func value(at fraction: Double) -> AnimatedValue? {
        guard let first = values.first else { return nil }
        if values.count == 1 { return first }
        if interpolation == .discrete { return values[Self.discreteIndex(at: fraction, times: times, count: values.count)] }
        let (i, local) = Self.segment(at: fraction, times: times, timingFunctions: timingFunctions)
        if interpolation == .cubic {
            let before = values[Swift.max(0, i - 1)], after = values[Swift.min(values.count - 1, i + 2)]
            let shape = { (index: Int) in shapes.indices.contains(index) ? shapes[index] : SplineShape() }
            return AnimatedValue.spline(before, values[i], values[i + 1], after, fraction: local, start: shape(i), end: shape(i + 1))
        }
        return values[i].interpolated(to: values[i + 1], fraction: local)
    }

    /// The keyframe shown at `fraction` by discrete keyframes: the last whose key time has come.
    static func discreteIndex(at fraction: Double, times: [Double], count: Int) -> Int {
        var index = 0
        for i in 0..<count where times[i] <= fraction { index = i }
        return index
    }

    /// The segment from keyframe `i` to `i + 1` holding `fraction`, and how far through it (its
    /// timing function applied).
    static func segment(at fraction: Double, times: [Double], timingFunctions: [MediaTimingFunction?]) -> (Int, Double) {
        let segments = times.count - 1
        var i = 0
        while i < segments - 1, fraction >= times[i + 1] { i += 1 }
        let span = times[i + 1] - times[i]
        var local = span > 0 ? Swift.min(1, Swift.max(0, (fraction - times[i]) / span)) : (fraction >= times[i + 1] ? 1 : 0)
        if timingFunctions.indices.contains(i), let function = timingFunctions[i] { local = function.progress(at: local) }
        return (i, local)
    }
}
