import CollectionData
import Foundation

/// What a change a diffable data source made on its own did to one section
/// (`NSDiffableDataSourceSectionTransaction`), one of a transaction's `sectionTransactions`.
///
/// Differs from UIKit: the section snapshots are the section's items flat (a reorder moves visible
/// rows; the data source's outline, if any, is not part of the transaction).
public struct DiffableDataSourceSectionTransaction<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// The section the change touched.
    public let sectionIdentifier: SectionIdentifierType
    /// The section's items before the change.
    public let initialSnapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>
    /// The section's items after the change.
    public let finalSnapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>

    /// Creates a section transaction between two section snapshots.
    public init(sectionIdentifier: SectionIdentifierType,
                initialSnapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>,
                finalSnapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        self.sectionIdentifier = sectionIdentifier
        self.initialSnapshot = initialSnapshot
        self.finalSnapshot = finalSnapshot
    }

    /// The section's change as removals and insertions of items — apply it to an array of the
    /// section's items with `applying(_:)`.
    ///
    /// - Complexity: O(n · d) for n items and d differences (Swift's `difference(from:)`).
    public var difference: CollectionDifference<ItemIdentifierType> {
        finalSnapshot.items.difference(from: initialSnapshot.items).inferringMoves()
    }
}

extension DiffableDataSourceSectionTransaction: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
