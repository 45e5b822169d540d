import CollectionData
import Foundation
import ViewSystem

/// What both diffable data sources ask of the snapshot they show.
extension DiffableDataSourceSnapshot {
    /// The section at `index`, or `nil`.
    func sectionIdentifier(at index: Int) -> SectionIdentifierType? {
        sectionIdentifiers.indices.contains(index) ? sectionIdentifiers[index] : nil
    }

    /// The number of items in the section at `index` (0 when there is none).
    func numberOfItems(inSectionAt index: Int) -> Int {
        sectionIdentifier(at: index).map { numberOfItems(inSection: $0) } ?? 0
    }

    /// This snapshot with the item at `source` moved to `destination` (clamped to the end of its
    /// section), as after a user's reordering; `nil` when `source` names no item or `destination` no
    /// section. Sections keep their identifiers and order.
    ///
    /// - Complexity: O(n) for n items.
    func movingItem(from source: IndexPath, to destination: IndexPath) -> Self? {
        var sections = sectionIdentifiers.map { itemIdentifiers(inSection: $0) }
        guard sections.indices.contains(source.section), sections[source.section].indices.contains(source.item),
              sections.indices.contains(destination.section) else { return nil }
        let item = sections[source.section].remove(at: source.item)
        sections[destination.section].insert(item, at: Swift.min(destination.item, sections[destination.section].count))
        var moved = Self()
        moved.appendSections(sectionIdentifiers)
        for (section, items) in zip(sectionIdentifiers, sections) { moved.appendItems(items, toSection: section) }
        return moved
    }
}
