import Foundation

/// A frame clock that runs frames only when told to: the clock of tests (B4).
///
/// Frames fall on whole multiples of `frameInterval`; `advance(by:)` runs every frame whose time has
/// come, so `advance(by: 0.5)` at 60 Hz runs 30 frames.
@MainActor
public final class ManualFrameClock: FrameClock {
    private var elapsed: TimeInterval = 0

    /// Creates a manual clock with `frameInterval` seconds between frames whose frames may work for
    /// `idleTimeFraction` of the interval.
    public override init(frameInterval: TimeInterval = FrameClock.defaultFrameInterval, idleTimeFraction: Double = 0.8) {
        super.init(frameInterval: frameInterval, idleTimeFraction: idleTimeFraction)
    }

    /// Moves time forward by `duration` seconds, running each frame that falls in it.
    ///
    /// Returns `false` and does nothing for a NaN, infinite or negative duration.
    /// - Complexity: O(frames run).
    @discardableResult
    public func advance(by duration: TimeInterval) -> Bool {
        guard duration.isFinite, duration >= 0 else { return false }
        let target = elapsed + duration
        // A small tolerance so that 0.1 s at 1/60 s per frame is exactly six frames.
        var next = (Double(frameCount) + 1) * frameInterval
        while next <= target + frameInterval * 1e-6 {
            tick(at: next)
            next = (Double(frameCount) + 1) * frameInterval
        }
        elapsed = target
        return true
    }

    /// Runs `count` frames (one by default); a negative count runs none.
    public func advanceFrames(_ count: Int = 1) {
        guard count > 0 else { return }
        advance(by: Swift.max(0, Double(frameCount + count) * frameInterval - elapsed))
    }
}
