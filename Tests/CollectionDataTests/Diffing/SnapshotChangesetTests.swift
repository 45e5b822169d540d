import CollectionData
import DataTestSupport
import TestSupport
import Foundation
import Testing

private func snapshot(_ sections: [(String, [Int])]) -> Snapshot {
    var result = Snapshot()
    result.appendSections(sections.map(\.0))
    for (section, items) in sections { result.appendItems(items, toSection: section) }
    return result
}

/// Applies every stage of `changeset` to `old` and checks each: it validates, the session's model
/// rule gives the stage's snapshot, section and item identities are preserved, reloads carry through.
/// Returns the problems found (empty = all good).
func checkStages(_ changeset: SnapshotChangeset<String, Int>, from old: Snapshot, to new: Snapshot) -> [String] {
    var problems: [String] = []
    var current = old
    for (number, stage) in changeset.stages.enumerated() {
        let next = stage.snapshot
        let validated: ValidatedBatchUpdate
        do {
            validated = try stage.update.validated(numberOfItemsBefore: current.numberOfItemsPerSection,
                                                   numberOfItemsAfter: next.numberOfItemsPerSection)
        } catch {
            return problems + ["stage \(number) is invalid: \(error.messages)\n\(stage.update)"]
        }
        var model = current.sectionIdentifiers.map { current.itemIdentifiers(inSection: $0) }
        do {
            try stage.update.apply(to: &model, newSection: { next.itemIdentifiers(inSection: next.sectionIdentifiers[$0]) },
                                   newItem: { next.itemIdentifier(at: $0)! })
        } catch {
            problems.append("stage \(number): the model rule rejected it")
        }
        if model != next.sectionIdentifiers.map({ next.itemIdentifiers(inSection: $0) }) {
            problems.append("stage \(number): the model rule does not give the stage's snapshot")
        }
        let reloadedSections = Set(stage.update.reloadedSections)
        for (afterSection, section) in next.sectionIdentifiers.enumerated() {
            if let beforeSection = validated.mapping.sectionBeforeUpdate(for: afterSection),
               current.sectionIdentifiers[beforeSection] != section {
                problems.append("stage \(number): section \(section) maps to the wrong section")
            }
            if validated.mapping.sectionBeforeUpdate(for: afterSection) == nil, let beforeSection = current.indexOfSection(section),
               !reloadedSections.contains(beforeSection) {
                problems.append("stage \(number): surviving section \(section) was not kept")
            }
        }
        let reloadedItems = Set(stage.update.reloadedItems)
        for item in next.itemIdentifiers {
            let after = next.indexPath(for: item)!
            guard let before = current.indexPath(for: item) else { continue }
            let source = validated.mapping.indexPathBeforeUpdate(for: after)
            let replaced = reloadedItems.contains(before) || stage.update.reloadedItems.contains(after)
                || reloadedSections.contains(before.section) || validated.mapping.sectionAfterUpdate(for: before.section) == nil
                || validated.mapping.sectionBeforeUpdate(for: after.section) == nil
            if !replaced && source != before {
                problems.append("stage \(number): item \(item) was not kept (\(before.collectionDescription) → \(after.collectionDescription))")
            }
        }
        current = next
    }
    if current.sectionIdentifiers != new.sectionIdentifiers || current.itemIdentifiers != new.itemIdentifiers {
        problems.append("the stages do not end at the new snapshot")
    }
    // Every item the app asked to reload is reloaded somewhere, unless its own section's reload covers
    // it: an item that travels between sections is always reloaded when marked (its cell moves with it),
    // and so is any item moving into a section marked for reloading.
    let reloadedInStages = changeset.stages.reduce(0) { $0 + $1.update.reloadedItems.count }
    let markedSections = Set(new.reloadedSectionIdentifiers)
    let expected = new.itemIdentifiers.filter { item in
        guard let section = old.sectionIdentifier(containingItem: item), let newSection = new.sectionIdentifier(containingItem: item) else { return false }
        let marked = new.reloadedItemIdentifiers.contains(item)
        if section != newSection { return marked || markedSections.contains(newSection) }
        return marked && !markedSections.contains(section)
    }.count
    if reloadedInStages != expected { problems.append("\(expected) reloads expected, \(reloadedInStages) performed") }
    return problems
}

@Suite("Snapshot diff: identity-based, minimal moves, staged where UIKit needs it (F31)")
struct SnapshotChangesetTests {
    @Test("when items are inserted, deleted and one moves, then one batch does it with a single move")
    func singleBatch() {
        let old = snapshot([("a", [1, 2, 3, 4, 5])])
        let new = snapshot([("a", [5, 1, 2, 4, 6])])
        let changeset = new.changeset(from: old)
        #expect(changeset.stages.count == 1)
        #expect(changeset.stages[0].update.description == "delete (0 - 2)\ninsert (0 - 4)\nmove (0 - 4) -> (0 - 0)")
        #expect(checkStages(changeset, from: old, to: new).isEmpty)
        #expect(old.changeset(from: old).isEmpty)
    }

    @Test("when sections change order, then section moves come first, alone, and item changes follow")
    func sectionMovesFirst() {
        let old = snapshot([("a", [1, 2]), ("b", [3]), ("c", [4])])
        let new = snapshot([("c", [4, 1]), ("a", [2]), ("d", [9])])
        let changeset = new.changeset(from: old)
        #expect(changeset.stages.count == 2)
        // [a b c] → [c b a]: two moves are the minimum; the longest increasing run keeps a in place
        // (b moves to its own index, which is what keeps the unmoved sections in order).
        #expect(changeset.stages[0].update.description == "move section 1 -> 1\nmove section 2 -> 0")
        #expect(changeset.stages[0].snapshot.sectionIdentifiers == ["c", "b", "a"], "b stays in its place until it is deleted")
        #expect(changeset.stages[1].update.description == "delete section 1\ninsert section 2\nmove (2 - 0) -> (0 - 1)")
        #expect(checkStages(changeset, from: old, to: new).isEmpty)
    }

    @Test("when a moved item is reloaded, then the reload waits for a batch of its own at the new index path")
    func reloadOfMovedItem() {
        let old = snapshot([("a", [1, 2, 3])])
        var new = snapshot([("a", [3, 1, 2])])
        new.reloadItems([3, 1])
        let changeset = new.changeset(from: old)
        // 3 moves, so its reload waits; 1 does not move, but the move of 3 shifts it from 0 to 1, which the
        // delete/insert rule for reloads would not — so its reload waits too.
        #expect(changeset.stages.map(\.update.description) == ["move (0 - 2) -> (0 - 0)", "reload (0 - 0)\nreload (0 - 1)"])
        #expect(changeset.stages.last?.snapshot == new)
        #expect(checkStages(changeset, from: old, to: new).isEmpty)
    }

    @Test("when a reloaded item would be shifted to the wrong place by others' moves, then its reload is deferred")
    func reloadShiftedByMoves() {
        // B stays (it is in the longest increasing run) but A moves past it; the delete/insert rule would
        // put B′ at 1, where C belongs.
        let old = snapshot([("a", [1, 2, 3])])
        var new = snapshot([("a", [2, 3, 1])])
        new.reloadItems([2])
        new.reconfigureItems([3, 1])
        let changeset = new.changeset(from: old)
        #expect(changeset.stages.map(\.update.description) == ["reconfigure (0 - 2)\nmove (0 - 0) -> (0 - 2)", "reload (0 - 0)\nreconfigure (0 - 2)"])
        #expect(checkStages(changeset, from: old, to: new).isEmpty)
    }

    @Test("when sections are reloaded, then the reload carries through and their items are not diffed")
    func reloadedSections() {
        let old = snapshot([("a", [1, 2]), ("b", [3])])
        var new = snapshot([("a", [2, 7]), ("b", [3])])
        new.reloadSections(["a"])
        let changeset = new.changeset(from: old)
        #expect(changeset.stages.map(\.update.description) == ["reload section 0"])
        #expect(checkStages(changeset, from: old, to: new).isEmpty)
    }

    @Test("when random snapshots are diffed, then every stage validates and the stages lead exactly to the new snapshot (seeded)")
    func roundTrip() {
        for seed in TestSeeds.seeds(count: 500) {
            var rng = SeededRandomNumberGenerator(seed: seed)
            let (old, new) = RandomSnapshots.pair(using: &rng)
            let changeset = new.changeset(from: old)
            let problems = checkStages(changeset, from: old, to: new)
            #expect(problems.isEmpty, "seed \(seed):\n\(problems.joined(separator: "\n"))\nold:\n\(old)\nnew:\n\(new)")
            #expect(changeset.stages.count <= 3, "seed \(seed)")
        }
    }

    @Test("when the new snapshot is a changed copy of the old one — sharing its storage, some sections' kept hashes dropped by the changes — then the stages lead exactly to it (seeded)")
    func roundTripFromAChangedCopy() {
        for seed in TestSeeds.seeds(count: 300) {
            var rng = SeededRandomNumberGenerator(seed: seed)
            var old = Snapshot()
            old.appendSections(["a", "b", "c"])
            for (offset, section) in ["a", "b", "c"].enumerated() {
                old.appendItems(Array((offset * 100)..<(offset * 100 + Int.random(in: 0...30, using: &rng))), toSection: section)
            }
            var new = old
            var next = 1_000
            for _ in 0..<Int.random(in: 1...12, using: &rng) {
                let items = new.itemIdentifiers
                switch Int.random(in: 0..<5, using: &rng) {
                case 0 where items.count >= 2:
                    new.moveItem(items.randomElement(using: &rng)!, afterItem: items.randomElement(using: &rng)!)
                case 1 where !items.isEmpty:
                    new.deleteItems([items.randomElement(using: &rng)!])
                case 2 where !items.isEmpty:
                    new.insertItems([next], beforeItem: items.randomElement(using: &rng)!)
                    next += 1
                case 3:
                    new.appendItems(Array(next..<(next + 3)), toSection: new.sectionIdentifiers.randomElement(using: &rng)!)
                    next += 3
                default:
                    new.moveSection(new.sectionIdentifiers.randomElement(using: &rng)!, afterSection: new.sectionIdentifiers.randomElement(using: &rng)!)
                }
            }
            #expect(new._checkInvariants().isEmpty && old._checkInvariants().isEmpty, "seed \(seed)")
            let problems = checkStages(new.changeset(from: old), from: old, to: new)
            #expect(problems.isEmpty, "seed \(seed):\n\(problems.joined(separator: "\n"))\nold:\n\(old)\nnew:\n\(new)")
        }
    }

    @Test("when only items change inside sections that keep their order, then a single batch suffices and moves are minimal")
    func minimalMoves() {
        for seed in TestSeeds.seeds(count: 100) {
            var rng = SeededRandomNumberGenerator(seed: seed)
            let items = Array(0..<Int.random(in: 0...60, using: &rng))
            var shuffled = items
            // Move k random items to random places: at most k moves are needed.
            let k = Int.random(in: 0...5, using: &rng)
            for _ in 0..<k where !shuffled.isEmpty {
                let item = shuffled.remove(at: Int.random(in: 0..<shuffled.count, using: &rng))
                shuffled.insert(item, at: Int.random(in: 0...shuffled.count, using: &rng))
            }
            let changeset = snapshot([("a", shuffled)]).changeset(from: snapshot([("a", items)]))
            #expect(changeset.stages.count <= 1, "seed \(seed)")
            #expect((changeset.stages.first?.update.itemMoves.count ?? 0) <= k, "seed \(seed)")
        }
    }

    /// The length of the longest increasing subsequence, by the O(n²) recurrence (an oracle for the
    /// diff's O(n log n) one).
    static func naiveLongestIncreasingRun(_ values: [Int]) -> Int {
        var best = Array(repeating: 1, count: values.count)
        for i in values.indices {
            for j in 0..<i where values[j] < values[i] { best[i] = Swift.max(best[i], best[j] + 1) }
        }
        return best.max() ?? 0
    }

    /// Diffs one section from `items` to `permuted` and checks: one batch that validates, applying it to
    /// the items gives the new order, and it moves exactly n minus the longest run kept in order.
    static func checkPermutation<Item: Hashable & Sendable>(_ items: [Item], _ permuted: [Item], label: String) {
        var old = DiffableDataSourceSnapshot<String, Item>(), new = DiffableDataSourceSnapshot<String, Item>()
        old.appendSections(["a"])
        old.appendItems(items)
        new.appendSections(["a"])
        new.appendItems(permuted)
        let changeset = new.changeset(from: old)
        #expect(changeset.stages.count == (items == permuted ? 0 : 1), "\(label)")
        guard let update = changeset.stages.first?.update else { return }
        var model = [items]
        do {
            _ = try update.validated(numberOfItemsBefore: [items.count], numberOfItemsAfter: [permuted.count])
            try update.apply(to: &model, newSection: { _ in [] }, newItem: { permuted[$0.item] })
        } catch {
            Issue.record("\(label): \(error.messages)")
            return
        }
        #expect(model == [permuted], "\(label): the batch does not lead to the new order")
        let position = Dictionary(uniqueKeysWithValues: items.enumerated().map { ($1, $0) })
        let minimum = items.count - naiveLongestIncreasingRun(permuted.map { position[$0]! })
        #expect(update.itemMoveCount == minimum && update.itemMoves.count == minimum, "\(label): \(update.itemMoveCount) moves, the fewest is \(minimum)")
        #expect(update.insertedItems.isEmpty && update.deletedItems.isEmpty, "\(label)")
    }

    @Test("when a section is shuffled, reversed or rotated — Int and String identifiers — then one batch leads exactly to the new order with the fewest moves (n minus the longest run kept in order, by an O(n²) oracle), seeded")
    func permutations() {
        for seed in TestSeeds.seeds(count: 40) {
            var rng = SeededRandomNumberGenerator(seed: seed)
            let n = Int.random(in: 0...160, using: &rng)
            let items = Array(0..<n)
            let cut = n == 0 ? 0 : Int.random(in: 0..<n, using: &rng)
            let cases: [(String, [Int])] = [("shuffle", items.shuffled(using: &rng)), ("reversal", items.reversed()),
                                            ("rotation", Array(items[cut...] + items[..<cut]))]
            for (name, permuted) in cases {
                Self.checkPermutation(items, permuted, label: "seed \(seed) \(name) of \(n)")
                Self.checkPermutation(items.map { "item-\($0)" }, permuted.map { "item-\($0)" }, label: "seed \(seed) \(name) of \(n), String")
                Self.checkPermutation(items.map(CollidingItem.init), permuted.map(CollidingItem.init),
                                      label: "seed \(seed) \(name) of \(n), colliding hashes")
            }
        }
    }
}
