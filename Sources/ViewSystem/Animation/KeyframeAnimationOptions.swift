import Foundation

/// Options of `View.animateKeyframes(withDuration:delay:options:animations:completion:)`
/// (`UIView.KeyframeAnimationOptions`, also spelled `View.KeyframeAnimationOptions`), with UIKit's raw
/// values.
///
/// The calculation modes choose how values between keyframes are made (Core Animation's
/// `AnimationCalculationMode`); `.repeat` and `.autoreverse` repeat and reverse the whole sequence.
/// The others are accepted and change nothing, as `AnimationOptions`' do.
public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// Creates options from a raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Lays out subviews as part of the animation (always so here).
    public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
    /// Lets the user interact with views while they animate (always so here).
    public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
    /// Starts from what is shown (always so here).
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
    /// Repeats the sequence for ever.
    public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
    /// Runs the sequence forwards, then backwards.
    public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
    /// Ignores an enclosing animation's duration (there is no nesting here).
    public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
    /// Ignores an enclosing animation's options (there is no nesting here).
    public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)

    /// Straight lines between keyframes (the default).
    public static let calculationModeLinear = KeyframeAnimationOptions([])
    /// No values in between: each keyframe's values show from its start.
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    /// An even pace, ignoring the keyframes' times.
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
    /// A smooth curve through the keyframes.
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    /// A smooth curve at an even pace.
    public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

    /// The calculation mode the options name (linear when none).
    var calculationMode: AnimationCalculationMode {
        switch (rawValue >> 10) & 7 {
        case 1: .discrete
        case 2: .paced
        case 3: .cubic
        case 4: .cubicPaced
        default: .linear
        }
    }
}
