import Foundation

/// The state of a collection's data as section and item identifiers (F31).
///
/// UIKit's `NSDiffableDataSourceSnapshot`, with Apple's whole API. A value type: copying is O(1)
/// (copy-on-write), and it is `Sendable` when its identifiers are.
///
/// Identifiers must be unique. An operation that would break that, or that names an identifier the
/// snapshot does not have, is rejected as a whole — the snapshot is unchanged — and recorded in
/// `problems` (the diffable data source reports them when the snapshot is applied). To handle them
/// yourself, make the changes inside `validate(_:)`, which throws the first problem and keeps none of
/// the changes.
///
/// - Complexity: appending is O(k) for k identifiers; inserting, deleting or moving in the middle of a
///   section is O(length of that section); identifier lookups are O(1).
public struct DiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    @usableFromInline typealias Location = SnapshotItemLocation<SectionIdentifierType>

    /// The sections, in order.
    @inlinable public var sectionIdentifiers: [SectionIdentifierType] { _sectionIdentifiers }
    @usableFromInline var _sectionIdentifiers: [SectionIdentifierType] = []
    @usableFromInline var sectionPositions: [SectionIdentifierType: Int] = [:]
    /// The items of each section, parallel to `sectionIdentifiers`.
    @usableFromInline var itemsBySection: [[ItemIdentifierType]] = []
    /// Each item's `SnapshotItemTable` hash, parallel to `itemsBySection` — or an empty list for a
    /// section whose hashes are not kept (changed other than by appending). A diff from another
    /// snapshot to this one reads them instead of hashing this snapshot's items again.
    @usableFromInline var itemHashes: [[Int]] = []

    /// The hash an item is kept under (in `itemHashes` and the item index).
    @inlinable static func itemHash(_ item: ItemIdentifierType) -> Int {
        SnapshotItemIndex<ItemIdentifierType, SectionIdentifierType>.Base.hash(item)
    }
    @usableFromInline var itemLocations = SnapshotItemIndex<ItemIdentifierType, SectionIdentifierType>()
    @usableFromInline var reloadedItems: [ItemIdentifierType] = []
    @usableFromInline var reconfiguredItems: [ItemIdentifierType] = []
    @usableFromInline var reloadedSections: [SectionIdentifierType] = []

    /// Operations that were rejected, in order (not part of equality).
    @inlinable public var problems: [SnapshotError] { _problems }
    @usableFromInline var _problems: [SnapshotError] = []

    /// Creates an empty snapshot.
    @inlinable public init() {}

    /// This snapshot as a data source holds it once applied: reload and reconfigure marks are spent and
    /// the problems reported.
    package var applied: Self {
        var copy = self
        copy._problems = []
        copy.reloadedItems = []
        copy.reconfiguredItems = []
        copy.reloadedSections = []
        return copy
    }

    // MARK: Counts and identifiers

    /// The number of items in all sections.
    @inlinable public var numberOfItems: Int { itemLocations.count }

    /// The number of sections.
    @inlinable public var numberOfSections: Int { sectionIdentifiers.count }

    /// Every item, section after section.
    ///
    /// - Complexity: O(n).
    @inlinable public var itemIdentifiers: [ItemIdentifierType] { itemsBySection.flatMap { $0 } }

    /// The number of items in `identifier`'s section; 0 for an unknown section (UIKit raises).
    @inlinable public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        sectionPositions[identifier].map { itemsBySection[$0].count } ?? 0
    }

    /// The items of `identifier`'s section; empty for an unknown section (UIKit raises).
    @inlinable public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sectionPositions[identifier].map { itemsBySection[$0] } ?? []
    }

    /// The section that holds `identifier`, or `nil`.
    @inlinable public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        itemLocations[identifier]?.section
    }

    /// The position of `identifier` in `itemIdentifiers`, or `nil`.
    ///
    /// - Complexity: O(number of sections).
    @inlinable public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let location = itemLocations[identifier], let section = sectionPositions[location.section] else { return nil }
        return itemsBySection[..<section].reduce(0) { $0 + $1.count } + location.index
    }

    /// The position of `identifier` in `sectionIdentifiers`, or `nil`.
    @inlinable public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionPositions[identifier]
    }

    /// The index path of `identifier`, or `nil` (what `indexPath(for:)` of a data source answers).
    @inlinable public func indexPath(for identifier: ItemIdentifierType) -> IndexPath? {
        guard let location = itemLocations[identifier], let section = sectionPositions[location.section] else { return nil }
        return IndexPath(item: location.index, section: section)
    }

    /// The item at `indexPath`, or `nil`.
    @inlinable public func itemIdentifier(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.isCollectionIndexPath, itemsBySection.indices.contains(indexPath.section),
              itemsBySection[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return itemsBySection[indexPath.section][indexPath.item]
    }

    /// Items per section, in order.
    @inlinable public var numberOfItemsPerSection: [Int] { itemsBySection.map(\.count) }

    // MARK: Reload and reconfigure marks

    /// Items marked for reload since the snapshot was made, in the order they were marked.
    @inlinable public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems }
    /// Items marked for reconfiguring, in the order they were marked.
    @inlinable public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems }
    /// Sections marked for reload, in the order they were marked.
    @inlinable public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections }

    // MARK: Validation

    /// Makes `changes` and throws the first problem any of them has, keeping none of the changes.
    ///
    /// The throwing variant of every mutating method.
    @inlinable public mutating func validate(_ changes: (inout Self) -> Void) throws(SnapshotError) {
        var copy = self
        let known = copy._problems.count
        changes(&copy)
        if copy._problems.count > known { throw copy._problems[known] }
        self = copy
    }
}

/// Where an item is: its section's identifier and its index in the section.
@usableFromInline
struct SnapshotItemLocation<SectionIdentifierType: Hashable>: Hashable {
    @usableFromInline var section: SectionIdentifierType
    @usableFromInline var index: Int

    @inlinable
    init(section: SectionIdentifierType, index: Int) {
        self.section = section
        self.index = index
    }
}

extension SnapshotItemLocation: Sendable where SectionIdentifierType: Sendable {}

extension DiffableDataSourceSnapshot: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}

extension DiffableDataSourceSnapshot: Equatable {
    /// Equal when sections, items and reload/reconfigure marks are equal; `problems` do not count.
    @inlinable public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.sectionIdentifiers == rhs.sectionIdentifiers && lhs.itemsBySection == rhs.itemsBySection
            && lhs.reloadedItems == rhs.reloadedItems && lhs.reconfiguredItems == rhs.reconfiguredItems
            && lhs.reloadedSections == rhs.reloadedSections
    }
}

extension DiffableDataSourceSnapshot: CustomStringConvertible {
    /// One line per section: `section: item, item, …`.
    @inlinable public var description: String {
        zip(sectionIdentifiers, itemsBySection).map { section, items in
            "\(section): " + items.map { String(describing: $0) }.joined(separator: ", ")
        }.joined(separator: "\n")
    }
}
