import CollectionGeometry
import Foundation

/// An animation of one layer property pulled to its end value by a damped spring (Core Animation's
/// `CASpringAnimation`): it may overshoot `toValue` and swing back.
///
/// The spring runs in the animation's own time and stops where `duration` ends, as in Core
/// Animation: set `duration` to `settlingDuration` to see it come to rest. `init(perceptualDuration:bounce:)`
/// sets it so.
///
/// Differences from Core Animation: invalid physical values (a mass or stiffness not above 0, a
/// negative damping, non-finite numbers) are replaced by the defaults, as the timing properties are;
/// `settlingDuration` is where the spring stays within 0.1 % of the distance, found on a 1/120 s grid
/// (at most 60 s); `allowsOverdamping` only matters to springs made from a perceptual duration and a
/// negative bounce (Apple does not document more; see Guides/ComingFromUIKit.md).
open class SpringAnimation: BasicAnimation {
    /// The mass on the spring (default 1; must be above 0).
    open var mass: CGFloat = 1 { didSet { if !mass.isFinite || mass <= 0 { mass = 1 } } }
    /// The spring's stiffness (default 100; must be above 0).
    open var stiffness: CGFloat = 100 { didSet { if !stiffness.isFinite || stiffness <= 0 { stiffness = 100 } } }
    /// The damping (default 10; 0 or more).
    open var damping: CGFloat = 10 { didSet { if !damping.isFinite || damping < 0 { damping = 10 } } }
    /// The starting speed towards the end value, in start-to-end distances per second (default 0;
    /// negative: moving away first).
    open var initialVelocity: CGFloat = 0 { didSet { if !initialVelocity.isFinite { initialVelocity = 0 } } }
    /// Whether a negative `bounce` given to `init(perceptualDuration:bounce:)` damps beyond critical
    /// (default `false`: it is read as 0, critically damped).
    open var allowsOverdamping = false

    /// A spring that feels `perceptualDuration` seconds long, bouncing by `bounce` (0: no bounce,
    /// towards 1: more, below 0: slower, overdamped, when `allowsOverdamping`); `duration` becomes its
    /// `settlingDuration`. The formulas are SwiftUI's `Spring(duration:bounce:)`: stiffness (2π / duration)²,
    /// damping 4π(1 − bounce) / duration (4π / (duration (1 + bounce)) below 0), mass 1. A duration not
    /// above 0 is 0.5 s and a bounce is clamped to −1…1 (−0.99 at its lowest).
    public convenience init(perceptualDuration: TimeInterval, bounce: CGFloat) {
        self.init()
        let duration = perceptualDuration.isFinite && perceptualDuration > 0 ? perceptualDuration : 0.5
        let bounce = bounce.isFinite ? Swift.min(1, Swift.max(-0.99, bounce)) : 0
        requestedBounce = bounce
        stiffness = CGFloat((2 * .pi / duration) * (2 * .pi / duration))
        damping = CGFloat(bounce >= 0 ? 4 * .pi * (1 - Double(bounce)) / duration : 4 * .pi / (duration * (1 + Double(bounce))))
        self.duration = settlingDuration
    }

    /// The bounce given to `init(perceptualDuration:bounce:)`, kept to honour `allowsOverdamping`.
    private var requestedBounce: CGFloat?

    /// How long the spring feels: one period of its undamped swing, 2π √(mass / stiffness).
    open var perceptualDuration: TimeInterval { 2 * .pi / motion.naturalFrequency }

    /// How bouncy the spring is: 1 − damping ratio up to critical damping, 1 / ratio − 1 beyond it.
    open var bounce: CGFloat {
        let ratio = motion.dampingRatio
        return CGFloat(ratio <= 1 ? 1 - ratio : 1 / ratio - 1)
    }

    /// How long the spring takes to come to rest with these values (see the type's differences).
    /// - Complexity: O(7 200) evaluations of the spring.
    open var settlingDuration: TimeInterval { motion.settlingDuration }

    /// The spring as a value, with the damping `allowsOverdamping` allows.
    var motion: SpringMotion {
        var spring = SpringMotion(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping), initialVelocity: Double(initialVelocity))
        if let requestedBounce, requestedBounce < 0, !allowsOverdamping {
            spring.damping = 2 * (spring.stiffness * spring.mass).squareRoot()
        }
        return spring
    }

    override func copyProperties(from source: LayerAnimation) {
        super.copyProperties(from: source)
        guard let source = source as? SpringAnimation else { return }
        mass = source.mass
        stiffness = source.stiffness
        damping = source.damping
        initialVelocity = source.initialVelocity
        allowsOverdamping = source.allowsOverdamping
        requestedBounce = source.requestedBounce
    }

    /// The spring's way from the start value to the end value, `progress` into the cycle.
    override func fraction(at progress: AnimationTiming.Progress) -> Double {
        1 - motion.displacement(at: progress.value * timing.cycle)
    }
}
