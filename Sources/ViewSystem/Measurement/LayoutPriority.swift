import Foundation

/// How strongly a size must hold when fitting (`UILayoutPriority`, as `systemLayoutSizeFitting` uses it).
public struct LayoutPriority: Hashable, Sendable, RawRepresentable, Comparable {
    public let rawValue: Float
    /// Creates a priority (clamped to 1…1000; NaN becomes `.required`).
    public init(rawValue: Float) {
        self.rawValue = rawValue.isNaN ? 1000 : Swift.min(1000, Swift.max(1, rawValue))
    }
    /// The size must hold exactly on that axis.
    public static let required = LayoutPriority(rawValue: 1000)
    /// The size on that axis is only a starting point: the content decides.
    public static let fittingSizeLevel = LayoutPriority(rawValue: 50)

    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
}
