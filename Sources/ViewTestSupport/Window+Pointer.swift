import Foundation
import ViewSystem

extension Window {
    /// A press, `steps` moves and a release from `start` to `end` (window coordinates), a frame apart on `clock`.
    public func drag(from start: CGPoint, to end: CGPoint, steps: Int = 6, clock: ManualFrameClock) {
        send(PointerEvent(.down, at: start))
        clock.advanceFrames(1)
        for step in 1...Swift.max(1, steps) {
            let t = CGFloat(step) / CGFloat(Swift.max(1, steps))
            send(PointerEvent(.moved, at: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t)))
            clock.advanceFrames(1)
        }
        send(PointerEvent(.up, at: end))
        clock.advanceFrames(1)
    }

    /// A press and release at `point` (window coordinates), a frame apart on `clock`.
    public func tap(_ point: CGPoint, clock: ManualFrameClock) {
        send(PointerEvent(.down, at: point))
        clock.advanceFrames(1)
        send(PointerEvent(.up, at: point))
        clock.advanceFrames(1)
    }
}
