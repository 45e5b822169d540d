import Foundation

/// A batch update that obeys every UIKit rule, with its mapping and the update items layouts receive.
public struct ValidatedBatchUpdate: Hashable, Sendable {
    /// The batch as recorded.
    public let update: BatchUpdate
    /// Where every section and item goes.
    public let mapping: BatchUpdateMapping
    /// The update items for `prepare(forCollectionViewUpdates:)`: section deletes, inserts, reloads and
    /// moves, then item deletes, inserts, reloads and moves, each in index order.
    public let updateItems: [CollectionViewUpdateItem]
    /// Reloaded items: before index path → the after index path of their replacement.
    public let reloadedItems: [BatchUpdate.Move<IndexPath>]
    /// Reloaded sections: before index → after index of their replacement.
    public let reloadedSections: [BatchUpdate.Move<Int>]
    /// Reconfigured items: before → after index path (the item, and its cell, survive).
    public let reconfiguredItems: [BatchUpdate.Move<IndexPath>]

    /// Items per section before the update.
    public var numberOfItemsBefore: [Int] { mapping.numberOfItemsBefore }
    /// Items per section after the update.
    public var numberOfItemsAfter: [Int] { mapping.numberOfItemsAfter }
}
