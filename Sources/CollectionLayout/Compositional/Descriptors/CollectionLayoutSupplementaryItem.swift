import CollectionGeometry
import Foundation

/// A supplementary view attached to an item or a group, such as a badge (`NSCollectionLayoutSupplementaryItem`, F25).
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
