import CollectionData
import Foundation
import ViewSystem

/// A change a diffable data source made on its own, by user reordering (`NSDiffableDataSourceTransaction`).
public struct DiffableDataSourceTransaction<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// The snapshot before the change.
    public let initialSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// The snapshot after the change.
    public let finalSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    /// Creates a transaction between two snapshots.
    public init(initialSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                finalSnapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) {
        self.initialSnapshot = initialSnapshot
        self.finalSnapshot = finalSnapshot
    }

    /// The change as removals and insertions of items, over all sections in order — apply it to an
    /// array of your items with `applying(_:)`.
    ///
    /// - Complexity: O(n · d) for n items and d differences (Swift's `difference(from:)`).
    public var difference: CollectionDifference<ItemIdentifierType> {
        finalSnapshot.itemIdentifiers.difference(from: initialSnapshot.itemIdentifiers).inferringMoves()
    }
}

extension DiffableDataSourceTransaction: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
