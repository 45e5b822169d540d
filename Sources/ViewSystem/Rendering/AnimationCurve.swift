import CollectionGeometry
import Foundation

/// How an animation's progress follows time (`UIView.AnimationCurve`, plus springs).
public enum AnimationCurve: Hashable, Sendable {
    /// Slow at both ends (UIKit's default).
    case easeInOut
    /// Slow at the start.
    case easeIn
    /// Slow at the end.
    case easeOut
    /// Constant speed.
    case linear
    /// A spring settling in the animation's duration; `dampingRatio` 1 does not overshoot.
    case spring(dampingRatio: CGFloat)

    /// The progress (0…1, a spring may overshoot) at `fraction` (0…1) of the duration.
    public func progress(at fraction: CGFloat) -> CGFloat {
        let t = fraction.isFinite ? Swift.min(1, Swift.max(0, fraction)) : 1
        switch self {
        case .linear: return t
        case .easeIn: return t * t * t
        case .easeOut: return 1 - (1 - t) * (1 - t) * (1 - t)
        case .easeInOut: return t < 0.5 ? 4 * t * t * t : 1 - pow(-2 * t + 2, 3) / 2
        case .spring(let dampingRatio):
            guard t < 1 else { return 1 }
            let zeta = Self.clampedDampingRatio(dampingRatio)
            // Settle (to 0.1 %) at the end of the duration: ω is chosen for that.
            let omega = Self.settlingRadians(dampingRatio: zeta)
            if zeta >= 1 {
                let x = omega * t
                return 1 - (1 + x) * exp(-x)
            }
            let damped = omega * (1 - zeta * zeta).squareRoot()
            let envelope = exp(-zeta * omega * t)
            return 1 - envelope * (cos(damped * t) + (zeta * omega / damped) * sin(damped * t))
        }
    }

    /// The damping ratio a spring curve uses: 0.05…1 (not finite: 1).
    static func clampedDampingRatio(_ dampingRatio: CGFloat) -> CGFloat {
        dampingRatio.isFinite ? Swift.min(1, Swift.max(0.05, dampingRatio)) : 1
    }

    /// The natural frequency × time (radians) at which a spring of `dampingRatio` (clamped) is
    /// within 0.1 % of its target: the spring curve's whole duration.
    static func settlingRadians(dampingRatio: CGFloat) -> CGFloat {
        let zeta = clampedDampingRatio(dampingRatio)
        return zeta >= 1 ? 9.23 : 6.91 / zeta
    }
}
