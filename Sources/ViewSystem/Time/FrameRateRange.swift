import Foundation

/// The frame rates an animation would like (Core Animation's `CAFrameRateRange`).
///
/// Kept, not used: the engine's frames come at the host's pace (`FrameClock`).
public struct FrameRateRange: Hashable, Sendable {
    /// The lowest rate, in frames per second.
    public var minimum: Float
    /// The highest rate, in frames per second.
    public var maximum: Float
    /// The rate wanted, if any.
    public var preferred: Float?

    /// Creates a range.
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// No preference: whatever the display runs at.
    public static let `default` = FrameRateRange(minimum: 0, maximum: 0, preferred: 0)

    /// Whether the range equals `range`.
    public func isEqual(to range: FrameRateRange) -> Bool { self == range }
}
