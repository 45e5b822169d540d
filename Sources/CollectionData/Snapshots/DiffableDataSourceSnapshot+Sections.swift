import Foundation

extension DiffableDataSourceSnapshot {
    /// Adds sections at the end. Rejected when an identifier repeats or is already present.
    @inlinable public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        guard rejectDuplicateSections(identifiers, operation: "appendSections(_:)") else { return }
        insertSectionIdentifiers(identifiers, at: sectionIdentifiers.count)
    }

    /// Inserts sections just before `toIdentifier`.
    @inlinable public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, relativeTo: toIdentifier, after: false, operation: "insertSections(_:beforeSection:)")
    }

    /// Inserts sections just after `toIdentifier`.
    @inlinable public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, relativeTo: toIdentifier, after: true, operation: "insertSections(_:afterSection:)")
    }

    /// Deletes sections and their items. Naming an unknown section rejects the whole call.
    @inlinable public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let unknown = identifiers.filter { sectionPositions[$0] == nil }
        guard unknown.isEmpty else { return reject(.unknownSections(Set(unknown), operation: "deleteSections(_:)")) }
        let doomed = Set(identifiers)
        var removedItems = Set<ItemIdentifierType>()
        for section in sectionIdentifiers.indices.reversed() where doomed.contains(sectionIdentifiers[section]) {
            for item in itemsBySection[section] {
                itemLocations[item] = nil
                removedItems.insert(item)
            }
            _sectionIdentifiers.remove(at: section)
            itemsBySection.remove(at: section)
            itemHashes.remove(at: section)
        }
        rebuildSectionPositions()
        dropMarks(forItems: removedItems)
        reloadedSections.removeAll { doomed.contains($0) }
    }

    /// Moves a section just before `toIdentifier`. Moving a section relative to itself changes nothing.
    @inlinable public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, relativeTo: toIdentifier, after: false, operation: "moveSection(_:beforeSection:)")
    }

    /// Moves a section just after `toIdentifier`.
    @inlinable public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, relativeTo: toIdentifier, after: true, operation: "moveSection(_:afterSection:)")
    }

    /// Marks sections for reload.
    @inlinable public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        let unknown = identifiers.filter { sectionPositions[$0] == nil }
        guard unknown.isEmpty else { return reject(.unknownSections(Set(unknown), operation: "reloadSections(_:)")) }
        appendMarks(identifiers, to: &reloadedSections)
    }

    /// Replaces the items of `section` with the visible items of `sectionSnapshot`, in order — what a
    /// diffable data source's `apply(_:to:animatingDifferences:)` does with a section snapshot.
    ///
    /// Rejected when the section is unknown or the section snapshot repeats an item of another section.
    ///
    /// - Complexity: O(n) comparisons for the n items of the section (no hashing) to find the part
    ///   that changed, plus O(k) for the k items of that part — expanding or collapsing one outline
    ///   parent hashes only the items it shows or hides.
    @inlinable public mutating func replaceItems(inSection section: SectionIdentifierType,
                                                 with sectionSnapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        let operation = "apply(_:to:)"
        guard let position = sectionPositions[section] else { return reject(.unknownSections([section], operation: operation)) }
        let visible = sectionSnapshot.visibleItems
        let old = itemsBySection[position]
        let (prefix, suffix) = commonEnds(old, visible)
        let oldMiddle = old[prefix..<(old.count - suffix)], newMiddle = visible[prefix..<(visible.count - suffix)]
        let foreign = newMiddle.filter { itemLocations[$0].map { $0.section != section } ?? false }
        guard foreign.isEmpty else { return reject(.duplicateItems(Set(foreign), operation: operation)) }
        for item in oldMiddle { itemLocations[item] = nil }
        itemsBySection[position] = visible
        itemHashes[position] = []
        let rewritten = shiftItems(inSection: position, from: old.count - suffix, by: visible.count - old.count)
        if rewritten {
            // The full log rewrote the section from the shift on: some new items may be written already.
            for (offset, item) in newMiddle.enumerated() { itemLocations[item] = Location(section: section, index: prefix + offset) }
        } else {
            // No item of the new middle is left anywhere: not in another section (checked), and this
            // section's old middle was just removed.
            itemLocations.insertAbsent(newMiddle, section: section, from: prefix)
        }
        if !reloadedItems.isEmpty || !reconfiguredItems.isEmpty { dropMarks(forItems: Set(oldMiddle).subtracting(newMiddle)) }
    }

    // MARK: Internal

    @inlinable mutating func insertSections(_ identifiers: [SectionIdentifierType], relativeTo anchor: SectionIdentifierType,
                                         after: Bool, operation: String) {
        guard let position = sectionPositions[anchor] else { return reject(.unknownSections([anchor], operation: operation)) }
        guard rejectDuplicateSections(identifiers, operation: operation) else { return }
        insertSectionIdentifiers(identifiers, at: position + (after ? 1 : 0))
    }

    @inlinable mutating func moveSection(_ identifier: SectionIdentifierType, relativeTo anchor: SectionIdentifierType,
                                      after: Bool, operation: String) {
        let unknown = [identifier, anchor].filter { sectionPositions[$0] == nil }
        guard unknown.isEmpty else { return reject(.unknownSections(Set(unknown), operation: operation)) }
        guard identifier != anchor else { return }
        let source = sectionPositions[identifier]!
        let items = itemsBySection.remove(at: source), hashes = itemHashes.remove(at: source)
        _sectionIdentifiers.remove(at: source)
        let target = sectionIdentifiers.firstIndex(of: anchor)! + (after ? 1 : 0)
        _sectionIdentifiers.insert(identifier, at: target)
        itemsBySection.insert(items, at: target)
        itemHashes.insert(hashes, at: target)
        rebuildSectionPositions()
    }

    @inlinable mutating func insertSectionIdentifiers(_ identifiers: [SectionIdentifierType], at position: Int) {
        _sectionIdentifiers.insert(contentsOf: identifiers, at: position)
        itemsBySection.insert(contentsOf: Array(repeating: [], count: identifiers.count), at: position)
        itemHashes.insert(contentsOf: Array(repeating: [], count: identifiers.count), at: position)
        rebuildSectionPositions()
    }

    @inlinable mutating func rejectDuplicateSections(_ identifiers: [SectionIdentifierType], operation: String) -> Bool {
        var seen = Set<SectionIdentifierType>()
        var duplicates = Set<SectionIdentifierType>()
        for identifier in identifiers where !seen.insert(identifier).inserted || sectionPositions[identifier] != nil {
            duplicates.insert(identifier)
        }
        guard duplicates.isEmpty else {
            reject(.duplicateSections(duplicates, operation: operation))
            return false
        }
        return true
    }

    @inlinable mutating func rebuildSectionPositions() {
        sectionPositions.removeAll(keepingCapacity: true)
        for (position, identifier) in sectionIdentifiers.enumerated() { sectionPositions[identifier] = position }
    }
}

extension DiffableDataSourceSnapshot {
    /// Moves the item index's clock ahead without shifting anything, to `remaining` shifts before it
    /// runs out, so a test reaches the restart (after 8 million shifts every location is rewritten)
    /// in a few steps. For tests.
    package mutating func _moveItemClock(toShiftsBeforeRestart remaining: Int) {
        itemLocations.now = Swift.max(itemLocations.now, SnapshotItemIndexLimits.maximumStamp - remaining)
    }

    /// Every broken internal invariant (empty when the snapshot is consistent). For tests.
    package func _checkInvariants() -> [String] {
        var problems: [String] = []
        if sectionPositions.count != sectionIdentifiers.count { problems.append("section positions do not match the sections") }
        for (position, identifier) in sectionIdentifiers.enumerated() where sectionPositions[identifier] != position {
            problems.append("section \(identifier) is recorded at the wrong position")
        }
        if itemsBySection.count != sectionIdentifiers.count { problems.append("item lists do not match the sections") }
        var total = 0
        for (position, items) in itemsBySection.enumerated() where position < sectionIdentifiers.count {
            total += items.count
            for (index, item) in items.enumerated() {
                let expected = SnapshotItemLocation(section: sectionIdentifiers[position], index: index)
                if itemLocations[item] != expected { problems.append("item \(item) is recorded at the wrong place") }
            }
        }
        if itemHashes.count != itemsBySection.count { problems.append("item hashes do not match the sections") }
        for (items, hashes) in zip(itemsBySection, itemHashes) where !hashes.isEmpty {
            if hashes != items.map({ Self.itemHash($0) }) {
                problems.append("a section's kept hashes do not match its items")
            }
        }
        problems += itemLocations.base._checkInvariants()
        if total != itemLocations.count { problems.append("\(itemLocations.count) item locations for \(total) items (duplicates?)") }
        let located = Set(itemLocations.items)
        if located.count != itemLocations.count { problems.append("\(located.count) items located but \(itemLocations.count) counted") }
        if !Set(reloadedItems).isSubset(of: located) { problems.append("a reloaded item is not in the snapshot") }
        if !Set(reconfiguredItems).isSubset(of: located) { problems.append("a reconfigured item is not in the snapshot") }
        if !Set(reloadedSections).isSubset(of: sectionPositions.keys) { problems.append("a reloaded section is not in the snapshot") }
        if Set(reloadedItems).count != reloadedItems.count { problems.append("repeated reload marks") }
        return problems
    }
}
