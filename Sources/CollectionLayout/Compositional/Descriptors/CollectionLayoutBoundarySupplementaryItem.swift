import CollectionGeometry
import Foundation

/// A header or footer of a section or of the whole layout (`NSCollectionLayoutBoundarySupplementaryItem`, F25).
@MainActor
public final class CollectionLayoutBoundarySupplementaryItem: CollectionLayoutSupplementaryItem {
    /// Where the item sits around the section.
    public let alignment: RectAlignment
    /// A shift in points from the aligned position.
    public let offset: CGPoint
    /// Whether the item adds to the section's extent (true) or overlaps its content. The default is `true`.
    public var extendsBoundary = true
    /// Whether the item stays in the visible bounds while its section is visible (sticky). The default is `false`.
    public var pinToVisibleBounds = false

    /// Space left before the item along the scroll direction when it extends the boundary (a list
    /// header's top padding). Not in UIKit's API.
    package var spaceBefore: CGFloat = 0

    /// Creates a boundary item of `layoutSize` at `alignment`.
    public init(layoutSize: CollectionLayoutSize, elementKind: String, alignment: RectAlignment) {
        self.alignment = alignment
        self.offset = .zero
        super.init(layoutSize: layoutSize, elementKind: elementKind)
    }

    /// Creates a boundary item of `layoutSize` at `alignment`, shifted by `absoluteOffset`.
    public init(layoutSize: CollectionLayoutSize, elementKind: String, alignment: RectAlignment, absoluteOffset: CGPoint) {
        self.alignment = alignment
        self.offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind)
    }
}
