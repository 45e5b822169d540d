import CollectionData
import Foundation
import ViewSystem

extension CollectionViewDiffableDataSource {
    /// What users may reorder and what happens when they do (`UICollectionViewDiffableDataSource.ReorderingHandlers`).
    ///
    /// Reordering is enabled only when `canReorderItem` is set, as in UIKit. After an interactive
    /// movement the data source updates its snapshot itself; `willReorder` and `didReorder` receive
    /// the transaction so your model can follow.
    public struct ReorderingHandlers {
        /// Whether an item may be moved; `nil` (the default) disables reordering.
        public var canReorderItem: ((ItemIdentifierType) -> Bool)?
        /// Called before the snapshot changes.
        public var willReorder: ((DiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?
        /// Called after the snapshot changed.
        public var didReorder: ((DiffableDataSourceTransaction<SectionIdentifierType, ItemIdentifierType>) -> Void)?

        /// Creates handlers that disable reordering.
        public init() {}
    }
}
