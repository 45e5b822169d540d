import CollectionGeometry
import Foundation

/// The smallest piece of a compositional layout: one cell's size and spacing (F22).
///
/// UIKit's `NSCollectionLayoutItem`. A reference type, because UIKit code changes items through `let`
/// constants (`item.contentInsets = …`); the layout compiles items into values when it prepares.
@MainActor
public class CollectionLayoutItem {
    /// The item's size, resolved against its container.
    public let layoutSize: CollectionLayoutSize
    /// Space inside the item's frame, applied after sizing; ignored on an estimated axis.
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// Space around the item inside its group; moves the item without resizing it.
    public var edgeSpacing: CollectionLayoutEdgeSpacing?
    /// Supplementary items (badges …) anchored to the item.
    public internal(set) var supplementaryItems: [CollectionLayoutSupplementaryItem]

    /// Creates an item of `layoutSize`.
    public init(layoutSize: CollectionLayoutSize) {
        self.layoutSize = layoutSize
        self.supplementaryItems = []
    }

    /// Creates an item of `layoutSize` with supplementary items.
    public init(layoutSize: CollectionLayoutSize, supplementaryItems: [CollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }
}
