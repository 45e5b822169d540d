import Foundation

/// Receives the frames of a `FrameClock`.
@MainActor
protocol FrameClockSubscriber: AnyObject {
    /// Runs one frame at `time` (seconds on the clock), up to and including its transaction; the
    /// frame's budget counts from `workStartedAt` (the subscriber's time source) when the host began
    /// work for it earlier.
    func frameClock(_ clock: FrameClock, runFrameAt time: TimeInterval, workStartedAt: TimeInterval?)
    /// Runs the idle work of the frame last run (prefetching), within `share` (0…1) of its budget.
    func frameClock(_ clock: FrameClock, finishFrameWithSpareTimeShare share: Double)
}

/// Drives the engine's frames (Guides/Engine.md, "A frame").
///
/// Not in UIKit, where the display link is hidden. Every timed behaviour of the engine — scrolling
/// momentum, animations, the prefetch budget, the refresh control, autoscroll — advances only when
/// the clock runs a frame, never on wall time, so a session replays exactly. The web renderer calls
/// `tick(at:)` with the browser's animation-frame time; tests use `ManualFrameClock`.
@MainActor
open class FrameClock {
    /// 60 frames per second.
    public static let defaultFrameInterval: TimeInterval = 1.0 / 60

    /// The time of the last frame, in seconds since the clock started.
    public private(set) var now: TimeInterval = 0
    /// The time between frames the engine plans for (the prefetch budget ends at the next frame).
    public let frameInterval: TimeInterval
    /// The number of frames run so far.
    public private(set) var frameCount = 0
    /// How much of `frameInterval`, counted from a frame's start, its work including idle work
    /// (prefetching) may use: 0.8 by default, leaving the rest to whatever else shares the thread.
    public let idleTimeFraction: Double

    private var subscribers: [WeakSubscriber] = []

    /// Creates a clock with `frameInterval` seconds between frames (60 Hz by default; a NaN, infinite or
    /// non-positive interval is replaced by the default) whose frames may work for `idleTimeFraction`
    /// of the interval (clamped to 0.1…1; NaN is the default, 0.8).
    public init(frameInterval: TimeInterval = FrameClock.defaultFrameInterval, idleTimeFraction: Double = 0.8) {
        self.frameInterval = frameInterval.isFinite && frameInterval > 0 ? frameInterval : Self.defaultFrameInterval
        self.idleTimeFraction = idleTimeFraction.isNaN ? 0.8 : Swift.min(Swift.max(idleTimeFraction, 0.1), 1)
    }

    /// Runs one whole frame at `time`, in seconds since the clock started: `beginFrame(at:)`, then
    /// `finishFrame()`.
    ///
    /// Returns `false` and runs nothing when `time` is NaN, infinite or earlier than the last frame
    /// (a clock never goes back).
    @discardableResult
    open func tick(at time: TimeInterval) -> Bool {
        guard beginFrame(at: time) else { return false }
        finishFrame()
        return true
    }

    /// Runs the part of a frame at `time` that the screen needs — input, scrolling and animations,
    /// layout, and the transaction handed to the renderer — and leaves its idle work (prefetching)
    /// for `finishFrame(idleTimeShare:)`, so a host can send the transaction first (the web session
    /// does). A frame begun while the last one is unfinished drops the last one's idle work.
    ///
    /// `workStartedAt` is when the host began work for this frame before calling (the window's time
    /// source: `TimeSource.now()`), so the frame's budget counts that work too; `nil`: from the call.
    ///
    /// Returns `false` and runs nothing when `time` is NaN, infinite or earlier than the last frame.
    @discardableResult
    public func beginFrame(at time: TimeInterval, workStartedAt: TimeInterval? = nil) -> Bool {
        guard time.isFinite, time >= now else { return false }
        now = time
        frameCount += 1
        subscribers.removeAll { $0.subscriber == nil }
        for entry in subscribers {
            entry.subscriber?.frameClock(self, runFrameAt: time, workStartedAt: workStartedAt)
        }
        return true
    }

    /// Runs the idle work of the frame last begun (step 4, prefetching) until `idleTimeShare`
    /// of the frame's budget has passed since the frame began (`idleTimeFraction` of `frameInterval`
    /// for a share of 1; a host serving several screens on one thread gives each a smaller share). Does nothing when
    /// that frame was finished already. A share outside 0…1 or NaN is clamped (NaN counts as 0).
    public func finishFrame(idleTimeShare: Double = 1) {
        let share = idleTimeShare.isNaN ? 0 : Swift.min(Swift.max(idleTimeShare, 0), 1)
        subscribers.removeAll { $0.subscriber == nil }
        for entry in subscribers {
            entry.subscriber?.frameClock(self, finishFrameWithSpareTimeShare: share)
        }
    }

    /// The former name of `finishFrame(idleTimeShare:)`.
    @available(*, deprecated, renamed: "finishFrame(idleTimeShare:)")
    public func finishFrame(spareTimeShare: Double) { finishFrame(idleTimeShare: spareTimeShare) }

    /// The former name of `idleTimeFraction`.
    @available(*, deprecated, renamed: "idleTimeFraction")
    public var spareTimeFraction: Double { idleTimeFraction }

    /// The former spelling of `init(frameInterval:idleTimeFraction:)`.
    @available(*, deprecated, renamed: "init(frameInterval:idleTimeFraction:)")
    public convenience init(frameInterval: TimeInterval = FrameClock.defaultFrameInterval, spareTimeFraction: Double) {
        self.init(frameInterval: frameInterval, idleTimeFraction: spareTimeFraction)
    }

    func subscribe(_ subscriber: any FrameClockSubscriber) {
        guard !subscribers.contains(where: { $0.subscriber === subscriber }) else { return }
        subscribers.append(WeakSubscriber(subscriber: subscriber))
    }

    func unsubscribe(_ subscriber: any FrameClockSubscriber) {
        subscribers.removeAll { $0.subscriber === subscriber || $0.subscriber == nil }
    }

    private struct WeakSubscriber {
        weak var subscriber: (any FrameClockSubscriber)?
    }
}
