import Foundation

/// Checks a `BatchUpdate` against UIKit's rules and builds its mapping. See `Guides/BatchUpdates.md`.
struct BatchUpdateValidator {
    typealias Violation = BatchUpdateError.Violation
    typealias Move<T: Hashable & Sendable> = BatchUpdate.Move<T>

    let update: BatchUpdate
    let before: [Int]
    let after: [Int]
    let wording: BatchUpdateWording

    private var countViolations: [Violation] = []
    private var pathViolations: [Violation] = []
    private var conflictViolations: [Violation] = []

    init(update: BatchUpdate, before: [Int], after: [Int], wording: BatchUpdateWording = .collectionView) {
        self.update = update
        self.before = before
        self.after = after
        self.wording = wording
    }

    mutating func run() throws(BatchUpdateError) -> ValidatedBatchUpdate {
        let sections = validateSections()
        let items = validateItems(sections: sections)
        let violations = countViolations + pathViolations + conflictViolations
        guard violations.isEmpty, let sections, let items else { throw BatchUpdateError(violations: violations) }
        return build(sections: sections, items: items)
    }

    // MARK: Sections

    /// The section-level changes, valid and consistent, or `nil` when they are not.
    struct SectionPlan {
        var deleted: Set<Int>
        var inserted: Set<Int>
        /// Reloaded section → its replacement's after index.
        var reloadTargets: [Int: Int]
        var moves: [Move<Int>]
        var sectionAfter: [Int]
        var sectionBefore: [Int]
        var moveSources: Set<Int> { Set(moves.map(\.source)) }
        var moveDestinations: Set<Int> { Set(moves.map(\.destination)) }
        var replacedBefore: Set<Int> { deleted.union(reloadTargets.keys) }
        var replacedAfter: Set<Int> { inserted.union(reloadTargets.values) }
    }

    private mutating func validateSections() -> SectionPlan? {
        let countBefore = before.count, countAfter = after.count
        let violationsBefore = pathViolations.count + conflictViolations.count
        func path(_ section: Int) -> IndexPath { IndexPath(index: section) }

        var deleted = Set<Int>(), reloaded = Set<Int>(), inserted = Set<Int>()
        for section in update.deletedSections.sorted() {
            if (0..<countBefore).contains(section) { deleted.insert(section) } else {
                pathViolations.append(Violation(kind: .sectionOutOfRange, indexPaths: [path(section)],
                    message: "attempt to delete section \(section), but there are only \(countBefore) sections before the update"))
            }
        }
        for section in update.reloadedSections.sorted() {
            if (0..<countBefore).contains(section) { reloaded.insert(section) } else {
                pathViolations.append(Violation(kind: .sectionOutOfRange, indexPaths: [path(section)],
                    message: "attempt to reload section \(section), but there are only \(countBefore) sections before the update"))
            }
        }
        for section in update.insertedSections.sorted() {
            if (0..<countAfter).contains(section) { inserted.insert(section) } else {
                pathViolations.append(Violation(kind: .sectionOutOfRange, indexPaths: [path(section)],
                    message: "attempt to insert section \(section) but there are only \(countAfter) sections after the update"))
            }
        }
        var moves: [Move<Int>] = []
        for move in update.sectionMoves.sorted(by: { ($0.source, $0.destination) < ($1.source, $1.destination) }) {
            if !(0..<countBefore).contains(move.source) {
                pathViolations.append(Violation(kind: .sectionOutOfRange, indexPaths: [path(move.source)],
                    message: "attempt to move section \(move.source), but there are only \(countBefore) sections before the update"))
            } else if !(0..<countAfter).contains(move.destination) {
                pathViolations.append(Violation(kind: .sectionOutOfRange, indexPaths: [path(move.source), path(move.destination)],
                    message: "attempt to move section \(move.source) to section \(move.destination), but there are only \(countAfter) sections after the update"))
            } else {
                moves.append(move)
            }
        }

        for section in deleted.intersection(reloaded).sorted() {
            conflictViolations.append(Violation(kind: .deleteAndReload, indexPaths: [path(section)],
                message: "attempt to delete and reload the same section (\(section))"))
        }
        for (source, group) in Dictionary(grouping: moves, by: \.source).sorted(by: { $0.key < $1.key }) where group.count > 1 {
            let targets = group.map(\.destination).sorted()
            conflictViolations.append(Violation(kind: .moveToSeveralDestinations, indexPaths: [path(source)] + targets.map(path),
                message: "attempt to move section \(source) to both \(targets[0]) and \(targets[1])"))
        }
        for (destination, group) in Dictionary(grouping: moves, by: \.destination).sorted(by: { $0.key < $1.key }) where group.count > 1 {
            let sources = group.map(\.source).sorted()
            conflictViolations.append(Violation(kind: .moveFromSeveralSources, indexPaths: sources.map(path) + [path(destination)],
                message: "attempt to move both section \(sources[0]) and \(sources[1]) to \(destination)"))
        }
        for source in Set(moves.map(\.source)).sorted() {
            if deleted.contains(source) {
                conflictViolations.append(Violation(kind: .deleteAndMove, indexPaths: [path(source)],
                    message: "attempt to perform a delete and a move from the same section (\(source))"))
            }
            if reloaded.contains(source) {
                conflictViolations.append(Violation(kind: .deleteAndReload, indexPaths: [path(source)],
                    message: "attempt to delete and reload the same section (\(source))"))
            }
        }
        for destination in Set(moves.map(\.destination)).sorted() where inserted.contains(destination) {
            conflictViolations.append(Violation(kind: .insertAndMove, indexPaths: [path(destination)],
                message: "attempt to perform an insert and a move to the same section (\(destination))"))
        }
        if countAfter != countBefore + inserted.count - deleted.count {
            countViolations.append(Violation(kind: .invalidNumberOfSections, indexPaths: [],
                message: UIKitMessages.invalidNumberOfSections(after: countAfter, before: countBefore,
                                                              inserted: inserted.count, deleted: deleted.count,
                                                              container: wording.container)))
        }
        guard countViolations.isEmpty, pathViolations.count + conflictViolations.count == violationsBefore else { return nil }

        // A reload is a delete plus an insert at the index shifted through the explicit deletes and inserts.
        let deletedSorted = deleted.sorted(), insertedSorted = inserted.sorted()
        let destinations = Set(moves.map(\.destination))
        var reloadTargets: [Int: Int] = [:]
        for section in reloaded.sorted() {
            let target = ShiftRule.position(of: section, deletes: deletedSorted, inserts: insertedSorted)
            if target >= countAfter {
                pathViolations.append(Violation(kind: .sectionOutOfRange, indexPaths: [path(section)],
                    message: "attempt to insert section \(target) but there are only \(countAfter) sections after the update"))
            } else if destinations.contains(target) {
                conflictViolations.append(Violation(kind: .insertAndMove, indexPaths: [path(target)],
                    message: "attempt to perform an insert and a move to the same section (\(target))"))
            } else {
                reloadTargets[section] = target
            }
        }
        guard reloadTargets.count == reloaded.count else { return nil }

        var sectionAfter = Array(repeating: -1, count: countBefore)
        var sectionBefore = Array(repeating: -1, count: countAfter)
        for move in moves {
            sectionAfter[move.source] = move.destination
            sectionBefore[move.destination] = move.source
        }
        let removed = deleted.union(reloaded).union(moves.map(\.source))
        let taken = inserted.union(reloadTargets.values).union(destinations)
        let survivors = (0..<countBefore).filter { !removed.contains($0) }
        let free = (0..<countAfter).filter { !taken.contains($0) }
        for (source, destination) in zip(survivors, free) {
            sectionAfter[source] = destination
            sectionBefore[destination] = source
        }
        return SectionPlan(deleted: deleted, inserted: inserted, reloadTargets: reloadTargets, moves: moves,
                           sectionAfter: sectionAfter, sectionBefore: sectionBefore)
    }

    // MARK: Items

    /// The item-level changes left after validation, per section.
    struct ItemPlan {
        var deletes: [Int: [Int]] = [:]           // before section → sorted items
        var reloads: [Int: [Int]] = [:]           // before section → sorted items
        var reconfigures: [IndexPath] = []        // before paths
        var inserts: [Int: [Int]] = [:]           // after section → sorted items
        var moves: [Move<IndexPath>] = []
        var reloadTargets: [IndexPath: IndexPath] = [:]
    }

    private mutating func validateItems(sections: SectionPlan?) -> ItemPlan? {
        let countBefore = before.count, countAfter = after.count
        let violationsBefore = countViolations.count + pathViolations.count + conflictViolations.count
        let invalidShape = "Invalid index path for use with \(wording.className). Index paths passed to table or collection views must contain exactly two indices"

        func shapeProblem(_ path: IndexPath) -> Violation? {
            path.isCollectionIndexPath ? nil : Violation(kind: .invalidIndexPath, indexPaths: [path], message: "\(invalidShape): \(path.collectionDescription)")
        }
        /// What is wrong with `path` on the before side; `verb` is "delete", "reload", "reconfigure" or "move".
        func beforeProblem(_ path: IndexPath, _ verb: String) -> Violation? {
            if let problem = shapeProblem(path) { return problem }
            let (section, item) = (path.section, path.item)
            guard (0..<countBefore).contains(section) else {
                return Violation(kind: .sectionOutOfRange, indexPaths: [path],
                    message: "attempt to \(verb) \(wording.item) \(item) from section \(section), but there are only \(countBefore) sections before the update")
            }
            guard (0..<before[section]).contains(item) else {
                return Violation(kind: .itemOutOfRange, indexPaths: [path],
                    message: "attempt to \(verb) \(wording.item) \(item) from section \(section) which only contains \(before[section]) \(wording.items) before the update")
            }
            return nil
        }
        /// What is wrong with `path` on the after side.
        func afterProblem(_ path: IndexPath, source: IndexPath?) -> Violation? {
            if let problem = shapeProblem(path) { return problem }
            let (section, item) = (path.section, path.item)
            let what = source.map { "move \(wording.item) at index path \($0.collectionDescription) to" } ?? "insert"
            let joiner = source == nil ? "into" : "in"
            guard (0..<countAfter).contains(section) else {
                return Violation(kind: .sectionOutOfRange, indexPaths: [path],
                    message: "attempt to \(what) \(wording.item) \(item) \(joiner) section \(section), but there are only \(countAfter) sections after the update")
            }
            guard (0..<after[section]).contains(item) else {
                return Violation(kind: .itemOutOfRange, indexPaths: [path],
                    message: "attempt to \(what) \(wording.item) \(item) \(joiner) section \(section), but there are only \(after[section]) \(wording.items) in section \(section) after the update")
            }
            return nil
        }
        /// `paths` without those `problem` refuses, each refusal recorded in index-path order. When every
        /// path is valid (the usual case) the set is returned as it is, neither sorted nor hashed again.
        func keeping(_ paths: Set<IndexPath>, _ problem: (IndexPath) -> Violation?) -> Set<IndexPath> {
            guard paths.contains(where: { problem($0) != nil }) else { return paths }
            var kept = Set<IndexPath>()
            for path in paths.sorted() {
                if let violation = problem(path) { pathViolations.append(violation) } else { kept.insert(path) }
            }
            return kept
        }

        var deletes = ValidatedItemPaths(update.deletedItemStorage)
        deletes.keep(where: { beforeProblem($0, "delete") }, refuse: { pathViolations.append($0) })
        var reloads = keeping(update.reloadedItems) { beforeProblem($0, "reload") }
        var reconfigures = keeping(update.reconfiguredItems) { beforeProblem($0, "reconfigure") }
        var inserts = ValidatedItemPaths(update.insertedItemStorage)
        inserts.keep(where: { afterProblem($0, source: nil) }, refuse: { pathViolations.append($0) })
        var moves: [Move<IndexPath>] = []
        for move in update.itemMovesInOrder {
            if let problem = beforeProblem(move.source, "move") ?? afterProblem(move.destination, source: move.source) {
                pathViolations.append(problem)
            } else {
                moves.append(move)
            }
        }

        // Changes inside whole-section changes.
        // Filtering a set builds a new one, hashing every index path again: only when a section moves.
        if let sections, !sections.moves.isEmpty {
            let movedBefore = sections.moveSources, movedAfter = sections.moveDestinations
            func inMovedSection(_ path: IndexPath, after: Bool) -> Bool {
                guard (after ? movedAfter : movedBefore).contains(path.section) else { return false }
                conflictViolations.append(Violation(kind: .itemUpdateInMovedSection, indexPaths: [path],
                    message: "attempt to update the \(wording.item) at index path \(path.collectionDescription) \(after ? "after" : "before") the update, in section \(path.section), which is being moved"))
                return true
            }
            deletes.removeAll { inMovedSection($0, after: false) }
            reloads = reloads.filter { !inMovedSection($0, after: false) }
            reconfigures = reconfigures.filter { !inMovedSection($0, after: false) }
            inserts.removeAll { inMovedSection($0, after: true) }
            moves = moves.filter { !inMovedSection($0.source, after: false) && !inMovedSection($0.destination, after: true) }
        }

        // Conflicts between item changes.
        for path in deletes.common(with: reloads) {
            conflictViolations.append(Violation(kind: .deleteAndReload, indexPaths: [path],
                message: "attempt to delete and reload the same index path \(path.collectionDescription)"))
        }
        for path in deletes.common(with: reconfigures) {
            conflictViolations.append(Violation(kind: .deleteAndReload, indexPaths: [path],
                message: "attempt to delete and reconfigure the same index path \(path.collectionDescription)"))
        }
        for path in reloads.intersection(reconfigures).sorted() {
            conflictViolations.append(Violation(kind: .reloadAndReconfigure, indexPaths: [path],
                message: "attempt to reload and reconfigure the same index path \(path.collectionDescription)"))
        }
        for (source, group) in Dictionary(grouping: moves, by: \.source).sorted(by: { $0.key < $1.key }) where group.count > 1 {
            let targets = group.map(\.destination).sorted()
            conflictViolations.append(Violation(kind: .moveToSeveralDestinations, indexPaths: [source] + targets,
                message: "attempt to move \(wording.item) at index path \(source.collectionDescription) to both \(targets[0].collectionDescription) and \(targets[1].collectionDescription)"))
        }
        for (destination, group) in Dictionary(grouping: moves, by: \.destination).sorted(by: { $0.key < $1.key }) where group.count > 1 {
            let sources = group.map(\.source).sorted()
            conflictViolations.append(Violation(kind: .moveFromSeveralSources, indexPaths: sources + [destination],
                message: "attempt to move both \(wording.item) at index path \(sources[0].collectionDescription) and \(sources[1].collectionDescription) to \(destination.collectionDescription)"))
        }
        for source in Set(moves.map(\.source)).sorted() {
            if deletes.contains(source) {
                conflictViolations.append(Violation(kind: .deleteAndMove, indexPaths: [source],
                    message: "attempt to perform a delete and a move from the same index path \(source.collectionDescription)"))
            }
            if reloads.contains(source) {
                conflictViolations.append(Violation(kind: .deleteAndReload, indexPaths: [source],
                    message: "attempt to delete and reload the same index path \(source.collectionDescription)"))
            }
            if reconfigures.contains(source) {
                conflictViolations.append(Violation(kind: .deleteAndReload, indexPaths: [source],
                    message: "attempt to reconfigure and move the same index path \(source.collectionDescription)"))
            }
        }
        for destination in Set(moves.map(\.destination)).sorted() where inserts.contains(destination) {
            conflictViolations.append(Violation(kind: .insertAndMove, indexPaths: [destination],
                message: "attempt to perform an insert and a move to the same index path \(destination.collectionDescription)"))
        }

        // Deleting, reloading or reconfiguring items of a section that is itself deleted or reloaded, and
        // inserting items into a new section, are subsumed by the section change (after the conflict
        // checks, so a contradiction such as deleting and moving the same item is still reported).
        if let sections {
            let replacedBefore = sections.replacedBefore, replacedAfter = sections.replacedAfter
            if !replacedBefore.isEmpty {
                deletes.removeSections(replacedBefore)
                reloads = reloads.filter { !replacedBefore.contains($0.section) }
                reconfigures = reconfigures.filter { !replacedBefore.contains($0.section) }
            }
            inserts.removeSections(replacedAfter)
        }

        var plan = ItemPlan()
        plan.deletes = deletes.bySection(counts: before)
        plan.reloads = Self.itemsBySection(reloads, counts: before)
        plan.inserts = inserts.bySection(counts: after)
        plan.reconfigures = reconfigures.sorted()
        plan.moves = moves

        guard let sections else { return nil }

        // Reloaded items land where the explicit deletes and inserts shift them.
        let moveDestinations = Set(moves.map(\.destination))
        for (section, items) in plan.reloads.sorted(by: { $0.key < $1.key }) {
            let afterSection = sections.sectionAfter[section]
            for item in items {
                let target = IndexPath(item: ShiftRule.position(of: item, deletes: plan.deletes[section] ?? [],
                                                                inserts: plan.inserts[afterSection] ?? []),
                                       section: afterSection)
                if target.item >= after[afterSection] {
                    pathViolations.append(Violation(kind: .itemOutOfRange, indexPaths: [IndexPath(item: item, section: section), target],
                        message: "attempt to insert \(wording.item) \(target.item) into section \(afterSection), but there are only \(after[afterSection]) \(wording.items) in section \(afterSection) after the update"))
                } else if moveDestinations.contains(target) {
                    conflictViolations.append(Violation(kind: .insertAndMove, indexPaths: [target],
                        message: "attempt to perform an insert and a move to the same index path \(target.collectionDescription)"))
                } else {
                    plan.reloadTargets[IndexPath(item: item, section: section)] = target
                }
            }
        }

        // The count check of every surviving section — only when every index path was valid: UIKit
        // raises on the first bad index path, before it counts (an out-of-range insert is not also
        // reported as the count mismatch it would cause).
        let pathsValid = countViolations.count + pathViolations.count + conflictViolations.count == violationsBefore
        guard pathsValid else { return nil }
        var movedOut: [Int: Int] = [:], movedIn: [Int: Int] = [:]
        for move in moves {
            movedOut[move.source.section, default: 0] += 1
            movedIn[move.destination.section, default: 0] += 1
        }
        let replacedBefore = sections.replacedBefore
        var checks: [(Int, Violation)] = []
        for section in 0..<countBefore where !replacedBefore.contains(section) {
            let afterSection = sections.sectionAfter[section]
            let inserted = plan.inserts[afterSection]?.count ?? 0, deleted = plan.deletes[section]?.count ?? 0
            let moveIn = movedIn[afterSection] ?? 0, moveOut = movedOut[section] ?? 0
            if after[afterSection] != before[section] + inserted - deleted + moveIn - moveOut {
                checks.append((afterSection, Violation(kind: .invalidNumberOfItems, indexPaths: [IndexPath(index: afterSection)],
                    message: UIKitMessages.invalidNumberOfItems(section: afterSection, after: after[afterSection], before: before[section],
                                                                inserted: inserted, deleted: deleted, movedIn: moveIn, movedOut: moveOut,
                                                                itemNoun: wording.items))))
            }
        }
        countViolations += checks.sorted { $0.0 < $1.0 }.map(\.1)

        let violationsAfter = countViolations.count + pathViolations.count + conflictViolations.count
        return violationsAfter == violationsBefore ? plan : nil
    }

    /// The items of `paths` by section, each section's sorted; every path is valid in `counts`.
    /// - Complexity: O(p log p) at most; one dictionary access per run of paths in the same section,
    ///   not per path (an outline's expansion inserts thousands of items into one section).
    static func itemsBySection(_ paths: Set<IndexPath>, counts: [Int]) -> [Int: [Int]] {
        var result: [Int: [Int]] = [:]
        var section = -1
        var run: [Int] = []
        for path in paths {
            let pathSection = path.section
            if pathSection != section {
                if !run.isEmpty { result[section, default: []].append(contentsOf: run) }
                run.removeAll(keepingCapacity: true)
                section = pathSection
            }
            run.append(path.item)
        }
        if !run.isEmpty { result[section, default: []].append(contentsOf: run) }
        for key in result.keys { result[key] = DistinctItemSort.sorted(result[key]!, below: counts[key]) }
        return result
    }

    // MARK: Result

    private func build(sections: SectionPlan, items: ItemPlan) -> ValidatedBatchUpdate {
        typealias Changes = BatchUpdateMapping.SectionChanges
        var beforeChanges: [Int: Changes] = [:], afterChanges: [Int: Changes] = [:]
        for section in sections.replacedBefore { beforeChanges[section] = Changes(replacesAll: true) }
        for section in sections.replacedAfter { afterChanges[section] = Changes(replacesAll: true) }
        func addBefore(_ section: Int, position: Int) {
            beforeChanges[section, default: Changes()].positions.append(position)
        }
        func addAfter(_ section: Int, position: Int) {
            afterChanges[section, default: Changes()].positions.append(position)
        }
        for (section, positions) in items.deletes { beforeChanges[section, default: Changes()].positions.append(contentsOf: positions) }
        for (section, positions) in items.reloads { beforeChanges[section, default: Changes()].positions.append(contentsOf: positions) }
        for (section, positions) in items.inserts { afterChanges[section, default: Changes()].positions.append(contentsOf: positions) }
        for target in items.reloadTargets.values { addAfter(target.section, position: target.item) }
        for move in items.moves {
            addBefore(move.source.section, position: move.source.item)
            addAfter(move.destination.section, position: move.destination.item)
            beforeChanges[move.source.section, default: Changes()].moved[move.source.item] = move.destination
            afterChanges[move.destination.section, default: Changes()].moved[move.destination.item] = move.source
        }
        for key in beforeChanges.keys { beforeChanges[key]!.positions.sort() }
        for key in afterChanges.keys { afterChanges[key]!.positions.sort() }
        let mapping = BatchUpdateMapping(numberOfItemsBefore: before, numberOfItemsAfter: after,
                                         sectionAfter: sections.sectionAfter, sectionBefore: sections.sectionBefore,
                                         beforeChanges: beforeChanges, afterChanges: afterChanges)

        typealias Item = CollectionViewUpdateItem
        func section(_ index: Int) -> IndexPath { IndexPath(index: index) }
        var updateItems: [Item] = []
        updateItems += sections.deleted.sorted().map { Item(action: .delete, indexPathBeforeUpdate: section($0), indexPathAfterUpdate: nil) }
        updateItems += sections.inserted.sorted().map { Item(action: .insert, indexPathBeforeUpdate: nil, indexPathAfterUpdate: section($0)) }
        updateItems += sections.reloadTargets.sorted { $0.key < $1.key }
            .map { Item(action: .reload, indexPathBeforeUpdate: section($0.key), indexPathAfterUpdate: section($0.value)) }
        updateItems += sections.moves.map { Item(action: .move, indexPathBeforeUpdate: section($0.source), indexPathAfterUpdate: section($0.destination)) }
        // In index-path order: sections ascending, each section's items already sorted.
        for (section, list) in items.deletes.sorted(by: { $0.key < $1.key }) {
            for item in list { updateItems.append(Item(action: .delete, indexPathBeforeUpdate: IndexPath(item: item, section: section), indexPathAfterUpdate: nil)) }
        }
        for (section, list) in items.inserts.sorted(by: { $0.key < $1.key }) {
            for item in list { updateItems.append(Item(action: .insert, indexPathBeforeUpdate: nil, indexPathAfterUpdate: IndexPath(item: item, section: section))) }
        }
        updateItems += items.reloadTargets.sorted { $0.key < $1.key }
            .map { Item(action: .reload, indexPathBeforeUpdate: $0.key, indexPathAfterUpdate: $0.value) }
        updateItems += items.moves.map { Item(action: .move, indexPathBeforeUpdate: $0.source, indexPathAfterUpdate: $0.destination) }

        let reconfigured = items.reconfigures.compactMap { path in
            mapping.indexPathAfterUpdate(for: path).map { Move(from: path, to: $0) }
        }
        return ValidatedBatchUpdate(
            update: update, mapping: mapping, updateItems: updateItems,
            reloadedItems: items.reloadTargets.sorted { $0.key < $1.key }.map { Move(from: $0.key, to: $0.value) },
            reloadedSections: sections.reloadTargets.sorted { $0.key < $1.key }.map { Move(from: $0.key, to: $0.value) },
            reconfiguredItems: reconfigured)
    }
}

/// The rule that places a reloaded element: its index, minus the explicit deletes before it, then
/// pushed past every explicit insert at or before that position (inserts in ascending order).
@usableFromInline
enum ShiftRule {
    @usableFromInline
    static func position(of index: Int, deletes sortedDeletes: [Int], inserts sortedInserts: [Int]) -> Int {
        var position = index - BatchUpdateMapping.countLess(sortedDeletes, index)
        for insert in sortedInserts {
            if insert <= position { position += 1 } else { break }
        }
        return position
    }
}
