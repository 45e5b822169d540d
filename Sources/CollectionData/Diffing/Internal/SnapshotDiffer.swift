import Foundation

/// Computes a `SnapshotChangeset`. See `Guides/DiffableDataSource.md`.
@usableFromInline
struct SnapshotDiffer<SectionID: Hashable, ItemID: Hashable> {
    @usableFromInline typealias Snapshot = DiffableDataSourceSnapshot<SectionID, ItemID>
    @usableFromInline typealias Stage = SnapshotChangeset<SectionID, ItemID>.Stage

    @usableFromInline let old: Snapshot
    @usableFromInline let new: Snapshot

    @inlinable
    init(old: Snapshot, new: Snapshot) {
        self.old = old
        self.new = new
    }

    @inlinable func changeset() -> SnapshotChangeset<SectionID, ItemID> {
        var stages: [Stage] = []
        var current = old.withoutMarks()
        let target = new.withoutMarks()

        // Stage 1: surviving sections that change order move first, alone.
        let survivorsInOldOrder = current.sectionIdentifiers.filter { target.sectionPositions[$0] != nil }
        let survivorsInNewOrder = target.sectionIdentifiers.filter { current.sectionPositions[$0] != nil }
        if survivorsInOldOrder != survivorsInNewOrder {
            let (reordered, update) = reorderSections(current, survivorsInNewOrder: survivorsInNewOrder)
            stages.append(Stage(update: update, snapshot: reordered))
            current = reordered
        }

        // Stage 2: everything else, with the reloads that stay where they are.
        let (structural, deferredReloads, deferredReconfigures) = structuralUpdate(from: current)
        let needsFinalStage = !deferredReloads.isEmpty || !deferredReconfigures.isEmpty
        if !structural.isEmpty {
            stages.append(Stage(update: structural, snapshot: needsFinalStage ? target : new))
        }

        // Stage 3: reloads and reconfigures of items that moved, at their new index paths.
        if needsFinalStage {
            var update = BatchUpdate()
            update.reloadItems(at: deferredReloads.compactMap { new.indexPath(for: $0) })
            update.reconfigureItems(at: deferredReconfigures.compactMap { new.indexPath(for: $0) })
            stages.append(Stage(update: update, snapshot: new))
        }
        return SnapshotChangeset(stages: stages)
    }

    /// `snapshot` with its surviving sections put in `survivorsInNewOrder` (deleted sections keep their
    /// places), and the section moves that do it.
    @inlinable func reorderSections(_ snapshot: Snapshot, survivorsInNewOrder: [SectionID]) -> (Snapshot, BatchUpdate) {
        var next = survivorsInNewOrder.makeIterator()
        let order = snapshot.sectionIdentifiers.map { section in
            new.sectionPositions[section] != nil ? next.next()! : section
        }
        let positions = order.map { snapshot.sectionPositions[$0]! }
        let reordered = Snapshot.make(sections: order, items: positions.map { snapshot.itemsBySection[$0] },
                                      hashes: positions.map { snapshot.itemHashes[$0] })
        let staying = longestIncreasingSubsequence(positions)
        var update = BatchUpdate()
        for (position, oldPosition) in positions.enumerated() where !staying[position] {
            update.moveSection(oldPosition, toSection: position)
        }
        return (reordered, update)
    }

    /// The batch from `current` (whose surviving sections are already in the new order) to `new`, and
    /// the reloads and reconfigures that must wait for a later batch.
    @inlinable func structuralUpdate(from current: Snapshot) -> (BatchUpdate, [ItemID], [ItemID]) {
        var update = BatchUpdate()
        /// Sections the app marked for reloading, and those of them that exist before (the others are inserted).
        let markedSections = Set(new.reloadedSections)
        let reloadedSections = markedSections.filter { current.sectionPositions[$0] != nil }

        for (position, section) in current.sectionIdentifiers.enumerated() where new.sectionPositions[section] == nil {
            update.deleteSections([position])
        }
        for (position, section) in new.sectionIdentifiers.enumerated() where current.sectionPositions[section] == nil {
            update.insertSections([position])
        }
        update.reloadSections(IndexSet(reloadedSections.map { current.sectionPositions[$0]! }))

        /// Whether the section's items are all new after the update (inserted or reloaded).
        func isFresh(_ section: SectionID) -> Bool {
            current.sectionPositions[section] == nil || reloadedSections.contains(section)
        }
        /// Whether the section's items are all gone after the update (deleted or reloaded).
        func isReplaced(_ section: SectionID) -> Bool {
            new.sectionPositions[section] == nil || reloadedSections.contains(section)
        }

        /// Items that move into a reloaded section: the section's reload must reach them too.
        var movedIntoReloaded: [ItemID] = []
        var deletesBySection: [Int: [Int]] = [:]   // built in increasing order
        var insertsBySection: [Int: [Int]] = [:]   // built in increasing order
        var moveDestinations = MoveDestinations(sectionCounts: new.itemsBySection.map(\.count))
        // Which items of each old section are still somewhere in the new snapshot (the rest are deleted).
        var kept = current.itemsBySection.map { Array(repeating: false, count: $0.count) }
        /// The part of each old section that is not shared, at its start or end, with the same section
        /// after (the shared items are kept; only this part can hold deletes).
        var unsharedRange = current.itemsBySection.map { 0..<$0.count }
        for (newSection, section) in new.sectionIdentifiers.enumerated() {
            let items = new.itemsBySection[newSection]
            let fresh = isFresh(section)
            let reloadedHere = reloadedSections.contains(section)
            let markedHere = markedSections.contains(section)
            let sameSectionInOld = current.sectionPositions[section] ?? -1
            // The items a surviving section shares at its start and end stay where they are, unhashed;
            // they come before and after every other item that stays, so the longest increasing run
            // is theirs plus the middle's (an outline expanding in a long list touches only the middle).
            var (prefix, suffix) = (0, 0)
            if sameSectionInOld >= 0, !reloadedHere {
                let oldCount = current.itemsBySection[sameSectionInOld].count
                (prefix, suffix) = commonEnds(current.itemsBySection[sameSectionInOld], items)
                unsharedRange[sameSectionInOld] = prefix..<(oldCount - suffix)
            }
            var stayingOld: [Int] = [], stayingNew: [Int] = []
            let middle = prefix..<(items.count - suffix)
            var inserts: [Int] = []
            stayingOld.reserveCapacity(middle.count)
            stayingNew.reserveCapacity(middle.count)
            // The new snapshot's kept hashes find each item in the old one without hashing it again.
            let hashes = new.itemHashes[newSection]
            let hashed = hashes.count == items.count
            for newIndex in middle {
                let item = items[newIndex]
                let found = hashed ? current.itemLocations.location(of: item, hash: hashes[newIndex]) : current.itemLocations[item]
                guard let location = found else {
                    if !fresh { inserts.append(newIndex) }
                    continue
                }
                if location.section == section {
                    kept[sameSectionInOld][location.index] = true
                    if !reloadedHere {
                        stayingOld.append(location.index)
                        stayingNew.append(newIndex)
                    }
                } else {
                    let oldSection = current.sectionPositions[location.section]!
                    kept[oldSection][location.index] = true
                    update.appendDistinctItemMove(section: oldSection, item: location.index, toSection: newSection, item: newIndex)
                    moveDestinations.mark(newIndex, inSection: newSection)
                    if markedHere { movedIntoReloaded.append(item) }
                }
            }
            if !inserts.isEmpty { insertsBySection[newSection] = inserts }
            let staying = longestIncreasingSubsequence(stayingOld)
            update.itemMoveStorage.reserveDistinctCapacity(staying.reduce(0) { $0 + ($1 ? 0 : 1) })
            for offset in stayingOld.indices where !staying[offset] {
                update.appendDistinctItemMove(section: sameSectionInOld, item: stayingOld[offset], toSection: newSection, item: stayingNew[offset])
                moveDestinations.mark(stayingNew[offset], inSection: newSection)
            }
        }
        for (oldSection, section) in current.sectionIdentifiers.enumerated() where !isReplaced(section) {
            let keptHere = kept[oldSection]
            let deletes = unsharedRange[oldSection].filter { !keptHere[$0] }
            if !deletes.isEmpty { deletesBySection[oldSection] = deletes }
        }
        // Each section's run is ascending and distinct: kept as it is, unhashed.
        for (section, items) in deletesBySection { update.deleteDistinctItems(items, inSection: section) }
        for (section, items) in insertsBySection { update.insertDistinctItems(items, inSection: section) }

        // A moved item keeps its cell, so a reload or reconfigure of a moved item — wherever it comes
        // from or goes to, deleted, inserted and reloaded sections included — waits for a later batch at
        // its new index path. Other reloads stay in this batch only where the delete/insert shift puts
        // them exactly at their new place; an item that stays in a reloaded (or into an inserted)
        // section gets a new cell from that section's change.
        let destinations = moveDestinations
        var deferredReloads: [ItemID] = [], deferredReconfigures: [ItemID] = []
        let reloaded = Set(new.reloadedItems)
        /// Whether `item` moves: a move lands on its new place.
        func moves(_ after: (section: SectionID, index: Int)) -> Bool {
            destinations.contains(after.index, inSection: new.sectionPositions[after.section]!)
        }
        for item in new.reloadedItems + movedIntoReloaded.filter({ !reloaded.contains($0) }) {
            guard let before = current.itemLocations[item], let after = new.itemLocations[item] else { continue }
            if moves((after.section, after.index)) {
                deferredReloads.append(item)
                continue
            }
            guard !isReplaced(before.section), !isFresh(after.section) else { continue }
            let oldSection = current.sectionPositions[before.section]!, newSection = new.sectionPositions[after.section]!
            let target = ShiftRule.position(of: before.index, deletes: deletesBySection[oldSection] ?? [],
                                            inserts: insertsBySection[newSection] ?? [])
            if target != after.index || destinations.contains(target, inSection: newSection) {
                deferredReloads.append(item)
            } else {
                update.reloadItems(at: [IndexPath(item: before.index, section: oldSection)])
            }
        }
        let reloadedLater = Set(deferredReloads)
        for item in new.reconfiguredItems where !reloaded.contains(item) && !reloadedLater.contains(item) {
            guard let before = current.itemLocations[item], let after = new.itemLocations[item] else { continue }
            if moves((after.section, after.index)) {
                deferredReconfigures.append(item)
            } else if !isReplaced(before.section), !isFresh(after.section) {
                update.reconfigureItems(at: [IndexPath(item: before.index, section: current.sectionPositions[before.section]!)])
            }
        }
        return (update, deferredReloads, deferredReconfigures)
    }
}

extension DiffableDataSourceSnapshot {
    /// A snapshot of `sections` holding `items` (parallel arrays, every item once), without checks;
    /// `hashes` are the items' kept hashes, or empty for a section whose hashes are not known.
    @inlinable static func make(sections: [SectionIdentifierType], items: [[ItemIdentifierType]], hashes: [[Int]]) -> Self {
        var snapshot = Self()
        snapshot._sectionIdentifiers = sections
        snapshot.itemsBySection = items
        snapshot.rebuildSectionPositions()
        snapshot.itemLocations.reserveCapacity(items.reduce(0) { $0 + $1.count })
        snapshot.itemHashes = zip(items, hashes).map { items, hashes in
            hashes.count == items.count ? hashes : items.map { Self.itemHash($0) }
        }
        for (position, section) in sections.enumerated() {
            let before = snapshot.itemLocations.count
            _ = snapshot.itemLocations.insertIfAllNew(items[position], hashes: snapshot.itemHashes[position], section: section, from: 0)
            assert(snapshot.itemLocations.count == before + items[position].count, "make(sections:items:hashes:) was given an item twice")
        }
        return snapshot
    }

    /// The same identifiers without reload, reconfigure and section-reload marks (and problems).
    @inlinable func withoutMarks() -> Self {
        var copy = self
        copy.reloadedItems = []
        copy.reconfiguredItems = []
        copy.reloadedSections = []
        copy._problems = []
        return copy
    }
}
