import Foundation
import ViewSystem

/// Where `scrollToItem(at:at:animated:)` puts an item (`UICollectionView.ScrollPosition`).
///
/// Combine at most one vertical and one horizontal position; the empty set scrolls as little as
/// needed to show the item.
public struct ScrollPosition: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// No position: the item is only made visible.
    public static let none: ScrollPosition = []
    /// The item's top edge at the top of the visible area.
    public static let top = ScrollPosition(rawValue: 1 << 0)
    /// The item centred vertically.
    public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
    /// The item's bottom edge at the bottom of the visible area.
    public static let bottom = ScrollPosition(rawValue: 1 << 2)
    /// The item's left edge at the left of the visible area.
    public static let left = ScrollPosition(rawValue: 1 << 3)
    /// The item centred horizontally.
    public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
    /// The item's right edge at the right of the visible area.
    public static let right = ScrollPosition(rawValue: 1 << 5)

    static let vertical: ScrollPosition = [.top, .centeredVertically, .bottom]
    static let horizontal: ScrollPosition = [.left, .centeredHorizontally, .right]
}
