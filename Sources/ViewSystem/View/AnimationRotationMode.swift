import Foundation

/// Whether a layer moving along a `KeyframeAnimation`'s path turns with it (Core Animation's
/// `CAAnimationRotationMode`).
public struct AnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The layer turns to the path's direction.
    public static let rotateAuto = AnimationRotationMode(rawValue: "auto")
    /// The layer turns to the path's direction, then half a turn more.
    public static let rotateAutoReverse = AnimationRotationMode(rawValue: "autoReverse")
}
