import Foundation

/// Where the engine reads the time its own work takes: the per-frame timing of the technical-analysis
/// panel and the prefetch budget (F12, F16).
///
/// The frame clock says *when* frames happen; a time source says how long work inside a frame took.
/// Production uses the monotonic system clock; tests inject a `ManualTimeSource` so that costs, and
/// therefore prefetch decisions, are exact.
@MainActor
public protocol TimeSource: AnyObject {
    /// Seconds on a monotonic clock (any origin).
    func now() -> TimeInterval
}

/// The system's monotonic clock.
@MainActor
public final class MonotonicTimeSource: TimeSource {
    /// Creates the time source.
    public init() {}

    /// Seconds since boot.
    public func now() -> TimeInterval {
        TimeInterval(DispatchTime.now().uptimeNanoseconds) / 1_000_000_000
    }
}

/// A time source that moves only when told to, for exact cost measurements in tests.
@MainActor
public final class ManualTimeSource: TimeSource {
    /// The current time, in seconds.
    public private(set) var time: TimeInterval = 0

    /// Creates a manual time source at 0.
    public init() {}

    /// The current time.
    public func now() -> TimeInterval { time }

    /// Moves time forward by `duration` seconds; NaN, infinite and negative durations are ignored.
    public func advance(by duration: TimeInterval) {
        guard duration.isFinite, duration >= 0 else { return }
        time += duration
    }
}
