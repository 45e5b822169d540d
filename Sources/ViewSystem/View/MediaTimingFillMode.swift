import Foundation

/// What an animation shows outside its active time (Core Animation's `CAMediaTimingFillMode`).
///
/// A fill only shows while the animation is on its layer: with `isRemovedOnCompletion` (the
/// default) the animation leaves at its end and the layer shows its own value again.
public struct MediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// After its end, the animation keeps showing its last value.
    public static let forwards = MediaTimingFillMode(rawValue: "forwards")
    /// Before its begin time, the animation already shows its first value.
    public static let backwards = MediaTimingFillMode(rawValue: "backwards")
    /// Both `forwards` and `backwards`.
    public static let both = MediaTimingFillMode(rawValue: "both")
    /// Neither: outside its active time the animation shows nothing (the default).
    public static let removed = MediaTimingFillMode(rawValue: "removed")
}
