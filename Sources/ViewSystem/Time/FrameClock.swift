import Foundation

/// Receives the frames of a `FrameClock`.
@MainActor
package protocol FrameClockSubscriber: AnyObject {
    /// Runs one frame at `time` (seconds on the clock).
    func frameClock(_ clock: FrameClock, runFrameAt time: TimeInterval)
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

    private var subscribers: [WeakSubscriber] = []

    /// Creates a clock with `frameInterval` seconds between frames (60 Hz by default; a NaN, infinite or
    /// non-positive interval is replaced by the default).
    public init(frameInterval: TimeInterval = FrameClock.defaultFrameInterval) {
        self.frameInterval = frameInterval.isFinite && frameInterval > 0 ? frameInterval : Self.defaultFrameInterval
    }

    /// Runs one frame at `time`, in seconds since the clock started.
    ///
    /// Returns `false` and runs nothing when `time` is NaN, infinite or earlier than the last frame
    /// (a clock never goes back).
    @discardableResult
    open func tick(at time: TimeInterval) -> Bool {
        guard time.isFinite, time >= now else { return false }
        now = time
        frameCount += 1
        subscribers.removeAll { $0.subscriber == nil }
        for entry in subscribers {
            entry.subscriber?.frameClock(self, runFrameAt: time)
        }
        return true
    }

    package func subscribe(_ subscriber: any FrameClockSubscriber) {
        guard !subscribers.contains(where: { $0.subscriber === subscriber }) else { return }
        subscribers.append(WeakSubscriber(subscriber: subscriber))
    }

    package func unsubscribe(_ subscriber: any FrameClockSubscriber) {
        subscribers.removeAll { $0.subscriber === subscriber || $0.subscriber == nil }
    }

    private struct WeakSubscriber {
        weak var subscriber: (any FrameClockSubscriber)?
    }
}
