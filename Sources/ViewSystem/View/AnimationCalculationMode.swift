import Foundation

/// How a `KeyframeAnimation` computes the values between its keyframes (Core Animation's
/// `CAAnimationCalculationMode`).
public struct AnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Straight lines between keyframes, at the times `keyTimes` gives (the default).
    public static let linear = AnimationCalculationMode(rawValue: "linear")
    /// No values in between: each keyframe is shown from its key time until the next one's.
    public static let discrete = AnimationCalculationMode(rawValue: "discrete")
    /// Straight lines at an even pace: `keyTimes` and `timingFunctions` are ignored.
    public static let paced = AnimationCalculationMode(rawValue: "paced")
    /// A smooth curve through the keyframes, shaped by `tensionValues`, `continuityValues` and
    /// `biasValues`.
    public static let cubic = AnimationCalculationMode(rawValue: "cubic")
    /// A smooth curve through the keyframes, its key times spaced by the distance between them:
    /// `keyTimes` and `timingFunctions` are ignored.
    public static let cubicPaced = AnimationCalculationMode(rawValue: "cubicPaced")
}
