import Foundation

extension DiffableDataSourceSnapshot {
    /// Adds items at the end of `sectionIdentifier`, or of the last section when it is `nil`.
    ///
    /// Rejected (and recorded in `problems`) when there are no sections, the section is unknown, or an
    /// identifier repeats or is already in the snapshot.
    @inlinable public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        let operation = "appendItems(_:toSection:)"
        guard let target = sectionIdentifier ?? sectionIdentifiers.last else {
            return reject(.noSections(operation: operation))
        }
        guard let section = sectionPositions[target] else {
            return reject(.unknownSections([target], operation: operation))
        }
        // One hash per item, kept: the locations are written, and undone when an identifier is
        // already in the snapshot or named twice.
        let start = itemsBySection[section].count
        let hashes = identifiers.map { Self.itemHash($0) }
        let duplicates = itemLocations.insertIfAllNew(identifiers, hashes: hashes, section: target, from: start)
        guard duplicates.isEmpty else { return reject(.duplicateItems(Set(duplicates), operation: operation)) }
        if start == 0 {
            // Shares the caller's buffer instead of copying it.
            itemsBySection[section] = identifiers
            itemHashes[section] = hashes
        } else {
            if itemHashes[section].count == start { itemHashes[section].append(contentsOf: hashes) }
            itemsBySection[section].append(contentsOf: identifiers)
        }
    }

    /// Inserts items just before `beforeIdentifier`, in its section.
    @inlinable public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insertItems(identifiers, relativeTo: beforeIdentifier, after: false, operation: "insertItems(_:beforeItem:)")
    }

    /// Inserts items just after `afterIdentifier`, in its section.
    @inlinable public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insertItems(identifiers, relativeTo: afterIdentifier, after: true, operation: "insertItems(_:afterItem:)")
    }

    /// Deletes items. Naming an item the snapshot does not have rejects the whole call.
    @inlinable public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let operation = "deleteItems(_:)"
        let unknown = identifiers.filter { itemLocations[$0] == nil }
        guard unknown.isEmpty else { return reject(.unknownItems(Set(unknown), operation: operation)) }
        let doomed = Set(identifiers)
        var touched: [Int: Int] = [:]   // section position → first index removed
        for identifier in doomed {
            let location = itemLocations[identifier]!
            let section = sectionPositions[location.section]!
            touched[section] = Swift.min(touched[section] ?? .max, location.index)
            itemLocations[identifier] = nil
        }
        for (section, first) in touched {
            itemsBySection[section].removeAll { doomed.contains($0) }
            itemHashes[section] = []
            relocateItems(inSection: section, from: first)
        }
        dropMarks(forItems: doomed)
    }

    /// Deletes every item and every section.
    @inlinable public mutating func deleteAllItems() {
        _sectionIdentifiers.removeAll()
        sectionPositions.removeAll()
        itemsBySection.removeAll()
        itemHashes.removeAll()
        itemLocations.removeAll()
        reloadedItems.removeAll()
        reconfiguredItems.removeAll()
        reloadedSections.removeAll()
    }

    /// Moves an item just before `toIdentifier` (possibly into another section). Moving an item
    /// relative to itself changes nothing.
    @inlinable public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, relativeTo: toIdentifier, after: false, operation: "moveItem(_:beforeItem:)")
    }

    /// Moves an item just after `toIdentifier` (possibly into another section).
    @inlinable public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, relativeTo: toIdentifier, after: true, operation: "moveItem(_:afterItem:)")
    }

    /// Marks items for reload: their cells are replaced when the snapshot is applied.
    @inlinable public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        let unknown = identifiers.filter { itemLocations[$0] == nil }
        guard unknown.isEmpty else { return reject(.unknownItems(Set(unknown), operation: "reloadItems(_:)")) }
        appendMarks(identifiers, to: &reloadedItems)
    }

    /// Marks items for reconfiguring: their cells are updated in place when the snapshot is applied.
    @inlinable public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        let unknown = identifiers.filter { itemLocations[$0] == nil }
        guard unknown.isEmpty else { return reject(.unknownItems(Set(unknown), operation: "reconfigureItems(_:)")) }
        appendMarks(identifiers, to: &reconfiguredItems)
    }

    // MARK: Internal

    @inlinable mutating func reject(_ error: SnapshotError) {
        _problems.append(error)
    }

    /// Records a problem and returns `false` when `identifiers` repeat or are already present.
    @inlinable mutating func rejectDuplicateItems(_ identifiers: [ItemIdentifierType], operation: String) -> Bool {
        var seen = Set<ItemIdentifierType>(minimumCapacity: identifiers.count)
        var duplicates = Set<ItemIdentifierType>()
        for identifier in identifiers where !seen.insert(identifier).inserted || itemLocations[identifier] != nil {
            duplicates.insert(identifier)
        }
        guard duplicates.isEmpty else {
            reject(.duplicateItems(duplicates, operation: operation))
            return false
        }
        return true
    }

    @inlinable mutating func insertItems(_ identifiers: [ItemIdentifierType], relativeTo anchor: ItemIdentifierType,
                                      after: Bool, operation: String) {
        guard let location = itemLocations[anchor] else { return reject(.unknownItems([anchor], operation: operation)) }
        guard rejectDuplicateItems(identifiers, operation: operation) else { return }
        let section = sectionPositions[location.section]!
        let index = location.index + (after ? 1 : 0)
        itemsBySection[section].insert(contentsOf: identifiers, at: index)
        itemHashes[section] = []
        shiftItems(inSection: section, from: index, by: identifiers.count)
        for (offset, identifier) in identifiers.enumerated() {
            itemLocations[identifier] = Location(section: location.section, index: index + offset)
        }
    }

    @inlinable mutating func moveItem(_ identifier: ItemIdentifierType, relativeTo anchor: ItemIdentifierType,
                                   after: Bool, operation: String) {
        let unknown = [identifier, anchor].filter { itemLocations[$0] == nil }
        guard unknown.isEmpty else { return reject(.unknownItems(Set(unknown), operation: operation)) }
        guard identifier != anchor else { return }
        let source = itemLocations[identifier]!
        let sourceSection = sectionPositions[source.section]!
        itemsBySection[sourceSection].remove(at: source.index)
        itemHashes[sourceSection] = []
        itemLocations[identifier] = nil
        shiftItems(inSection: sourceSection, from: source.index + 1, by: -1)
        let target = itemLocations[anchor]!
        let targetSection = sectionPositions[target.section]!
        let index = target.index + (after ? 1 : 0)
        itemsBySection[targetSection].insert(identifier, at: index)
        itemHashes[targetSection] = []
        shiftItems(inSection: targetSection, from: index, by: 1)
        itemLocations[identifier] = Location(section: target.section, index: index)
    }

    /// Re-records the locations of a section's items from `index` on.
    ///
    /// - Complexity: O(items from `index` on).
    @inlinable mutating func relocateItems(inSection section: Int, from index: Int) {
        let identifier = sectionIdentifiers[section]
        let items = itemsBySection[section]
        for position in Swift.max(0, index)..<items.count {
            itemLocations[items[position]] = Location(section: identifier, index: position)
        }
    }

    /// Records that the items of the section at `section` that were at `index` and after moved by
    /// `delta` (the section's item list already changed): logged in O(1), or — when the log is full —
    /// the sections the log touches are rewritten and the log starts again.
    ///
    /// Returns whether it rewrote the section's locations instead (then the items now at `index` and
    /// after, new ones included, are written already).
    ///
    /// - Complexity: O(1) amortized over the log; O(items of the touched sections) when it is full.
    @discardableResult
    @inlinable mutating func shiftItems(inSection section: Int, from index: Int, by delta: Int) -> Bool {
        guard delta != 0 else { return false }
        if itemLocations.isClockExhausted {
            itemLocations.restartClock()
            for position in sectionIdentifiers.indices { relocateItems(inSection: position, from: 0) }
            return true
        }
        guard itemLocations.isLogFull else {
            itemLocations.shift(section: sectionIdentifiers[section], from: index, by: delta)
            return false
        }
        var rewritten = Set<Int>()
        for identifier in itemLocations.shiftedSections {
            guard let position = sectionPositions[identifier], rewritten.insert(position).inserted else { continue }
            relocateItems(inSection: position, from: 0)
        }
        itemLocations.clearLog()
        if !rewritten.contains(section) { relocateItems(inSection: section, from: Swift.max(0, Swift.min(index, index + delta))) }
        return true
    }

    @inlinable mutating func dropMarks<Items: Sequence<ItemIdentifierType>>(forItems removed: Items) {
        guard !reloadedItems.isEmpty || !reconfiguredItems.isEmpty else { return }
        let doomed = Set(removed)
        if !reloadedItems.isEmpty { reloadedItems.removeAll { doomed.contains($0) } }
        if !reconfiguredItems.isEmpty { reconfiguredItems.removeAll { doomed.contains($0) } }
    }

    @inlinable func appendMarks<T: Hashable>(_ identifiers: [T], to marks: inout [T]) {
        var existing = Set(marks)
        for identifier in identifiers where existing.insert(identifier).inserted {
            marks.append(identifier)
        }
    }
}

/// How many elements `a` and `b` share at their start, and then at their end (the two never overlap).
///
/// - Complexity: O(n) comparisons, no hashing.
@inlinable
func commonEnds<Element: Equatable>(_ a: [Element], _ b: [Element]) -> (prefix: Int, suffix: Int) {
    let limit = Swift.min(a.count, b.count)
    var prefix = 0
    while prefix < limit, a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < limit - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
    return (prefix, suffix)
}
