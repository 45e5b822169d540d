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

    /// One transaction per section whose items changed, in the final snapshot's order of sections
    /// (then sections that are gone, in the initial order).
    ///
    /// - Complexity: O(n) for n items of both snapshots.
    public var sectionTransactions: [DiffableDataSourceSectionTransaction<SectionIdentifierType, ItemIdentifierType>] {
        var sections = finalSnapshot.sectionIdentifiers
        let kept = Set(sections)
        sections += initialSnapshot.sectionIdentifiers.filter { !kept.contains($0) }
        return sections.compactMap { section in
            let before = Self.items(of: section, in: initialSnapshot), after = Self.items(of: section, in: finalSnapshot)
            guard before != after else { return nil }
            var initial = DiffableDataSourceSectionSnapshot<ItemIdentifierType>()
            initial.append(before)
            var final = DiffableDataSourceSectionSnapshot<ItemIdentifierType>()
            final.append(after)
            return DiffableDataSourceSectionTransaction(sectionIdentifier: section, initialSnapshot: initial, finalSnapshot: final)
        }
    }

    private static func items(of section: SectionIdentifierType,
                              in snapshot: DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) -> [ItemIdentifierType] {
        snapshot.indexOfSection(section) == nil ? [] : snapshot.itemIdentifiers(inSection: section)
    }
}

extension DiffableDataSourceTransaction: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
