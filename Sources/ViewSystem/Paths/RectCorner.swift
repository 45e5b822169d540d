import Foundation

/// Corners of a rectangle (UIKit's `UIRectCorner`), for `BezierPath(roundedRect:byRoundingCorners:cornerRadii:)`.
public struct RectCorner: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// Creates a set of corners from a raw value.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top-left corner (not mirrored right to left, as in UIKit).
    public static let topLeft = RectCorner(rawValue: 1 << 0)
    /// The top-right corner.
    public static let topRight = RectCorner(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let bottomLeft = RectCorner(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let bottomRight = RectCorner(rawValue: 1 << 3)
    /// Every corner.
    public static let allCorners = RectCorner(rawValue: ~0)
}
