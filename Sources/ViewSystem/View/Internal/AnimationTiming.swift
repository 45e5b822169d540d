import Foundation

/// An animation's timing as a value (Core Animation's `CAMediaTiming` arithmetic): where in its
/// cycles an animation is, a given time after it began.
struct AnimationTiming: Hashable, Sendable {
    /// Where an animation is: the fraction of the current cycle shown (after the timing function's
    /// pace is applied by the caller) and the number of cycles completed before it.
    struct Progress: Hashable, Sendable {
        var value: Double
        var iteration: Int
    }

    /// What an animation shows at a time.
    enum Phase: Hashable, Sendable {
        /// Nothing: before its begin time without a backwards fill, or after its end without a
        /// forwards fill.
        case none
        /// Its value at `progress` (in its active time, or filling before or after it).
        case showing(Progress)
    }

    var duration: TimeInterval
    var speed: Double
    var timeOffset: TimeInterval
    var repeatCount: Double
    var repeatDuration: TimeInterval
    var autoreverses: Bool
    var fillsBackwards: Bool
    var fillsForwards: Bool

    /// One cycle's length: the duration (0 is Core Animation's 0.25 s).
    var cycle: TimeInterval { duration > 0 ? duration : 0.25 }

    /// A cycle there and back when the animation autoreverses.
    private var period: TimeInterval { autoreverses ? 2 * cycle : cycle }

    /// The active time in the animation's own time: infinite for an endless repeat.
    var activeDuration: TimeInterval {
        if repeatDuration > 0 { return repeatDuration }
        let count = repeatCount > 0 ? repeatCount : 1
        return count.isInfinite ? .infinity : count * period
    }

    /// How long after its begin time the animation ends, on the clock: infinite when it never does
    /// (an endless repeat, or a speed of 0).
    var endTime: TimeInterval {
        speed > 0 ? Swift.max(0, activeDuration - timeOffset) / speed : .infinity
    }

    /// What the animation shows `elapsed` seconds after its begin time (negative: before it).
    func phase(at elapsed: TimeInterval) -> Phase {
        guard elapsed >= 0 else { return fillsBackwards ? phase(at: 0) : .none }
        let local = elapsed * speed + timeOffset
        if local >= activeDuration { return fillsForwards ? .showing(position(at: activeDuration, ending: true)) : .none }
        return .showing(position(at: local))
    }

    /// The fraction of the cycle and the cycles completed at `local` in the animation's own time;
    /// `ending`: at the end of the active time, a whole cycle counts as finished, not restarted.
    private func position(at local: TimeInterval, ending: Bool = false) -> Progress {
        let time = Swift.max(0, local)
        var periods = (time / period).rounded(.down)
        var within = time - periods * period
        if ending, within < 1e-9, periods > 0 {
            periods -= 1
            within = period
        }
        let iteration = Int(Swift.min(periods, Double(Int32.max)))
        if autoreverses, within > cycle { return Progress(value: (period - within) / cycle, iteration: iteration) }
        return Progress(value: Swift.min(1, within / cycle), iteration: iteration)
    }
}
