import CollectionGeometry
import Foundation

/// A custom group's item: a frame relative to the group (`NSCollectionLayoutGroupCustomItem`).
public struct CollectionLayoutGroupCustomItem: Hashable, Sendable {
    /// The frame, relative to the group's origin.
    public let frame: CGRect
    /// The item's z order.
    public let zIndex: Int

    /// Creates an item with `frame` and z index 0.
    public init(frame: CGRect) {
        self.init(frame: frame, zIndex: 0)
    }

    /// Creates an item with `frame` and `zIndex`.
    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
    }
}

/// What a custom group asks for its items' frames, given the layout environment
/// (`NSCollectionLayoutGroupCustomItemProvider`).
public typealias CollectionLayoutGroupCustomItemProvider = (any CollectionLayoutEnvironment) -> [CollectionLayoutGroupCustomItem]
