import CollectionGeometry
import Foundation

/// A supplementary view attached to an item or a group, such as a badge (`NSCollectionLayoutSupplementaryItem`, SPEC F25).
@MainActor
public class CollectionLayoutSupplementaryItem: CollectionLayoutItem {
    /// The kind the data source is asked for.
    public let elementKind: String
    /// Where the item attaches to its container.
    public let containerAnchor: CollectionLayoutAnchor
    /// The point of the supplementary item placed at the container anchor (by default, the same edges).
    public let itemAnchor: CollectionLayoutAnchor?
    /// The z order. The default is 1 (above the cells of the section).
    public var zIndex = 1

    /// Creates a supplementary item of `layoutSize` attached at `containerAnchor`.
    public init(layoutSize: CollectionLayoutSize, elementKind: String, containerAnchor: CollectionLayoutAnchor) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = nil
        super.init(layoutSize: layoutSize)
    }

    /// Creates a supplementary item whose `itemAnchor` point is placed at `containerAnchor`.
    public init(layoutSize: CollectionLayoutSize, elementKind: String, containerAnchor: CollectionLayoutAnchor,
                itemAnchor: CollectionLayoutAnchor) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize)
    }

    /// Used by boundary items, which attach by alignment instead of anchors.
    init(layoutSize: CollectionLayoutSize, elementKind: String) {
        self.elementKind = elementKind
        self.containerAnchor = CollectionLayoutAnchor(edges: [])
        self.itemAnchor = nil
        super.init(layoutSize: layoutSize)
    }
}

/// A header or footer of a section or of the whole layout (`NSCollectionLayoutBoundarySupplementaryItem`, SPEC F25).
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

/// A view behind a section's content, such as a card background (`NSCollectionLayoutDecorationItem`, SPEC F26).
///
/// Register its view class on the layout with `register(_:forDecorationViewOfKind:)`.
@MainActor
public final class CollectionLayoutDecorationItem: CollectionLayoutItem {
    /// The kind the layout registers a view class for.
    public let elementKind: String
    /// The z order. The default is 0, which Apple documents as below all other items of the section.
    public var zIndex = 0

    private init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    }

    /// A background covering the whole section (inset by `contentInsets`).
    public static func background(elementKind: String) -> CollectionLayoutDecorationItem {
        CollectionLayoutDecorationItem(elementKind: elementKind)
    }
}
