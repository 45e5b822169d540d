import Foundation

/// The space between items of a group (`NSCollectionLayoutSpacing`).
public struct CollectionLayoutSpacing: Hashable, Sendable {
    /// The spacing in points (the minimum, for flexible spacing).
    public let spacing: CGFloat
    /// Whether the leftover space of the group is shared out on top of `spacing`.
    public let isFlexibleSpacing: Bool
    /// Whether the spacing is exactly `spacing`.
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    /// Exactly `fixedSpacing` points.
    public static func fixed(_ fixedSpacing: CGFloat) -> Self { Self(spacing: fixedSpacing, isFlexibleSpacing: false) }
    /// At least `flexibleSpacing` points, plus an equal share of the leftover space.
    public static func flexible(_ flexibleSpacing: CGFloat) -> Self { Self(spacing: flexibleSpacing, isFlexibleSpacing: true) }
}
