import CollectionGeometry
import Foundation

/// What a scroll view's content is doing between frames.
enum ScrollMotion {
    case idle
    case dragging(Drag)
    case decelerating(Deceleration)
    case animating(Animation)

    struct Drag {
        /// The content offset when the drag started.
        var startOffset: CGPoint
        /// The axis a directionally locked drag keeps to, decided by its first movement; `nil` until
        /// then, and for a drag that is not locked.
        var lock: DirectionalLock?
    }

    /// Which way a drag of a scroll view with `isDirectionalLockEnabled` may move the content.
    enum DirectionalLock: Equatable {
        case horizontal
        case vertical
        /// The drag began diagonally: both ways, as UIKit does.
        case free

        /// The lock for a drag that first moved by `translation`: an axis when the movement along it is
        /// at least twice that along the other, else free.
        init(firstMovement translation: CGPoint) {
            let across = abs(translation.x), down = abs(translation.y)
            if across >= 2 * down { self = .horizontal } else if down >= 2 * across { self = .vertical } else { self = .free }
        }
    }

    /// Wheel turns since the last pause (`ScrollView.wheelGestureEndDelay`).
    struct WheelGesture {
        /// The content offset before the first turn.
        var startOffset: CGPoint
        /// Turns received since the last frame.
        var pendingDelta: CGPoint = .zero
        /// The frame time of the last turn.
        var lastTurnTime: TimeInterval?
        /// Points per millisecond the content moved by the turns, smoothed over frames.
        var velocity: CGPoint = .zero
    }

    struct Animation {
        var from: CGPoint
        var to: CGPoint
        var startTime: TimeInterval
        var duration: TimeInterval

        func offset(at time: TimeInterval) -> CGPoint {
            let fraction = duration > 0 ? CGFloat((time - startTime) / duration) : 1
            let progress = AnimationCurve.easeInOut.progress(at: fraction)
            return CGPoint(x: from.x + (to.x - from.x) * progress, y: from.y + (to.y - from.y) * progress)
        }

        func isFinished(at time: TimeInterval) -> Bool { time >= startTime + duration }
    }

    struct Deceleration {
        var x: AxisMotion
        var y: AxisMotion
    }
}

/// The motion of one axis after a drag: an exponential glide, or a critically damped spring.
///
/// Both are closed forms of time, so the position at a frame does not depend on the frame rate.
enum AxisMotion: Equatable {
    /// At rest.
    case rest
    /// Gliding toward `target`: `target − (target − start) · rate^ms`. With `bounces`, crossing
    /// `minimum` or `maximum` turns the glide into a spring about that edge.
    case glide(start: CGFloat, target: CGFloat, startTime: TimeInterval, rate: CGFloat, minimum: CGFloat, maximum: CGFloat, bounces: Bool)
    /// Springing to `rest`: `rest + (a + b·t) · e^(−ω·t)`, t in seconds.
    case spring(rest: CGFloat, a: CGFloat, b: CGFloat, startTime: TimeInterval)

    /// The spring's angular frequency (per second): a 100-point overshoot settles to half a point in 0.5 s.
    static let springOmega: CGFloat = 16
    /// Closer than this (points) to its target, a motion stops there.
    static let restThreshold: CGFloat = 0.5

    /// A spring from `position` moving at `velocity` (points per millisecond) to `rest`.
    static func spring(from position: CGFloat, velocity: CGFloat, to rest: CGFloat, at time: TimeInterval) -> AxisMotion {
        let a = position - rest
        return .spring(rest: rest, a: a, b: velocity * 1000 + springOmega * a, startTime: time)
    }

    /// The position at `time`, and the motion that continues from it.
    func advanced(to time: TimeInterval, from current: CGFloat) -> (position: CGFloat, next: AxisMotion) {
        switch self {
        case .rest:
            return (current, .rest)
        case let .glide(start, target, startTime, rate, minimum, maximum, bounces):
            let milliseconds = CGFloat(Swift.max(0, time - startTime) * 1000)
            let position = target - (target - start) * pow(rate, milliseconds)
            let velocity = (target - position) * -log(rate)
            if bounces, position < minimum, target < minimum {
                return (position, AxisMotion.spring(from: position, velocity: velocity, to: minimum, at: time))
            }
            if bounces, position > maximum, target > maximum {
                return (position, AxisMotion.spring(from: position, velocity: velocity, to: maximum, at: time))
            }
            if abs(target - position) < Self.restThreshold { return (target, .rest) }
            return (position, self)
        case let .spring(rest, a, b, startTime):
            let t = CGFloat(Swift.max(0, time - startTime))
            let envelope = exp(-Self.springOmega * t)
            let position = rest + (a + b * t) * envelope
            let velocity = (b - Self.springOmega * (a + b * t)) * envelope
            if abs(position - rest) < Self.restThreshold, abs(velocity) < 20 { return (rest, .rest) }
            return (position, self)
        }
    }

    /// The velocity at `time` in points per millisecond (0 at rest).
    func velocity(at time: TimeInterval) -> CGFloat {
        switch self {
        case .rest:
            return 0
        case let .glide(start, target, startTime, rate, _, _, _):
            let milliseconds = CGFloat(Swift.max(0, time - startTime) * 1000)
            return (target - start) * pow(rate, milliseconds) * -log(rate)
        case let .spring(_, a, b, startTime):
            let t = CGFloat(Swift.max(0, time - startTime))
            return (b - Self.springOmega * (a + b * t)) * exp(-Self.springOmega * t) / 1000
        }
    }

    /// Where the motion ends.
    var finalPosition: CGFloat? {
        switch self {
        case .rest: nil
        case let .glide(_, target, _, _, minimum, maximum, bounces):
            bounces ? Swift.min(maximum, Swift.max(minimum, target)) : target
        case let .spring(rest, _, _, _): rest
        }
    }
}
