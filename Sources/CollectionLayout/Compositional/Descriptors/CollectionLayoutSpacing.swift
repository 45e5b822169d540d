import Foundation

/// The space between items of a group (`NSCollectionLayoutSpacing`).
public struct CollectionLayoutSpacing: Hashable, Sendable {
    /// The spacing in points (the minimum, for flexible spacing).
    public let spacing: CGFloat
    /// Whether the leftover space of the group is shared out on top of `spacing`.
    public let isFlexibleSpacing: Bool
    /// Whether the spacing is exactly `spacing`.
    public var isFixedSpacing: Bool { !isFlexibleSpacing }
    /// Whether the spacing is exactly `spacing` (UIKit's Swift name for `isFixedSpacing`).
    public var isFixed: Bool { !isFlexibleSpacing }
    /// Whether the leftover space is shared out on top of `spacing` (UIKit's Swift name for `isFlexibleSpacing`).
    public var isFlexible: Bool { isFlexibleSpacing }

    /// Exactly `fixedSpacing` points.
    public static func fixed(_ fixedSpacing: CGFloat) -> Self { Self(spacing: fixedSpacing, isFlexibleSpacing: false) }
    /// At least `flexibleSpacing` points, plus an equal share of the leftover space.
    public static func flexible(_ flexibleSpacing: CGFloat) -> Self { Self(spacing: flexibleSpacing, isFlexibleSpacing: true) }
}
