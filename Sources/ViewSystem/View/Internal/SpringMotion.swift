import Foundation

/// A damped spring's motion towards its target (the solution of m·x″ + c·x′ + k·x = 0): how far
/// from the target it is, as a fraction of where it started, a time after it is let go.
struct SpringMotion: Hashable, Sendable {
    var mass: Double
    var stiffness: Double
    var damping: Double
    /// The starting speed towards the target, in starting distances per second.
    var initialVelocity: Double

    /// The undamped angular frequency.
    var naturalFrequency: Double { (stiffness / mass).squareRoot() }
    /// The damping ratio: below 1 it overshoots, 1 is critical, above 1 it creeps.
    var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The fraction of the starting distance still to go at `time` (negative: beyond the target).
    func displacement(at time: Double) -> Double {
        let w0 = naturalFrequency, zeta = dampingRatio, v0 = initialVelocity
        let t = Swift.max(0, time)
        if zeta < 1 {
            let wd = w0 * (1 - zeta * zeta).squareRoot()
            return exp(-zeta * w0 * t) * (cos(wd * t) + (zeta * w0 - v0) / wd * sin(wd * t))
        }
        if zeta == 1 { return exp(-w0 * t) * (1 + (w0 - v0) * t) }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -w0 * (zeta - root), r2 = -w0 * (zeta + root)
        let c2 = (-v0 - r1) / (r2 - r1)
        return (1 - c2) * exp(r1 * t) + c2 * exp(r2 * t)
    }

    /// How long until the spring stays within a thousandth of its starting distance of the target,
    /// found on a 1/120 s grid up to 60 s (a spring that hardly damps settles at 60 s).
    /// - Complexity: O(7 200) evaluations.
    var settlingDuration: Double {
        let step = 1.0 / 120, steps = 7_200, tolerance = 0.001
        var settled = 0.0
        for index in 0...steps where abs(displacement(at: Double(index) * step)) > tolerance {
            settled = Double(index + 1) * step
        }
        return Swift.min(settled, Double(steps) * step)
    }
}
