import Foundation
import DataTestSupport
import TestSupport
import Testing
@testable import CollectionData

@Suite("Inserted and deleted items kept as a diff's runs")
struct ItemSetStorageTests {
    /// `update` recorded again with its inserts and deletes as per-section runs (ascending, distinct),
    /// as a diff records them; paths that are not two indices long stay named one by one.
    static func withRuns(_ update: BatchUpdate) -> BatchUpdate {
        var twin = BatchUpdate()
        for move in update.itemMoves { twin.moveItem(at: move.source, to: move.destination) }
        for move in update.sectionMoves { twin.moveSection(move.source, toSection: move.destination) }
        twin.reloadItems(at: Array(update.reloadedItems))
        twin.reconfigureItems(at: Array(update.reconfiguredItems))
        twin.insertSections(IndexSet(update.insertedSections))
        twin.deleteSections(IndexSet(update.deletedSections))
        twin.reloadSections(IndexSet(update.reloadedSections))
        func runs(_ paths: Set<IndexPath>) -> [(Int, [Int])] {
            Dictionary(grouping: paths.filter(\.isCollectionIndexPath), by: \.section)
                .map { ($0.key, $0.value.map(\.item).sorted()) }.sorted { $0.0 < $1.0 }
        }
        for (section, items) in runs(update.insertedItems) { twin.insertDistinctItems(items, inSection: section) }
        for (section, items) in runs(update.deletedItems) { twin.deleteDistinctItems(items, inSection: section) }
        twin.insertItems(at: update.insertedItems.filter { !$0.isCollectionIndexPath })
        twin.deleteItems(at: update.deletedItems.filter { !$0.isCollectionIndexPath })
        return twin
    }

    /// What validation says: the mapping and update items, or the violations' messages.
    enum Outcome: Equatable {
        case accepted(BatchUpdateMapping, Set<String>)
        case rejected([String])
    }

    static func outcome(_ update: BatchUpdate, _ before: [Int], _ after: [Int]) -> Outcome {
        do {
            let validated = try update.validated(numberOfItemsBefore: before, numberOfItemsAfter: after)
            return .accepted(validated.mapping, Set(validated.updateItems.map { "\($0)" }))
        } catch {
            return .rejected(error.messages)
        }
    }

    @Test("when a batch's inserts and deletes are kept as runs, then it equals, hashes and validates exactly as the same batch named path by path (seeded, valid and arbitrary)")
    func runsAreTheSameBatch() {
        for seed in TestSeeds.seeds(count: 600) {
            var rng = SeededRandomNumberGenerator(seed: seed)
            let before = (0..<Int.random(in: 1...5, using: &rng)).map { _ in Int.random(in: 0...12, using: &rng) }
            let update: BatchUpdate, after: [Int]
            if seed % 2 == 0 {
                (update, after) = RandomBatchUpdates.valid(before: before, using: &rng)
            } else {
                update = RandomBatchUpdates.arbitrary(sections: before.count, using: &rng)
                after = before.map { max(0, $0 + Int.random(in: -1...1, using: &rng)) } + (Bool.random(using: &rng) ? [3] : [])
            }
            let twin = Self.withRuns(update)
            #expect(twin == update && twin.hashValue == update.hashValue, "seed \(seed)\n\(update)")
            #expect(twin.insertedItems == update.insertedItems && twin.deletedItems == update.deletedItems, "seed \(seed)")
            #expect(twin.description == update.description, "seed \(seed)")
            #expect(Self.outcome(twin, before, after) == Self.outcome(update, before, after), "seed \(seed)\n\(update)")
        }
    }

    @Test("when paths are named one by one after runs, or batches with runs merge, then nothing is lost or counted twice")
    func mixing() {
        var update = BatchUpdate()
        update.insertDistinctItems([1, 2, 5], inSection: 0)
        update.insertDistinctItems([0], inSection: 1)
        update.insertItems(at: [IndexPath(item: 2, section: 0), IndexPath(item: 3, section: 0)])
        update.insertDistinctItems([4], inSection: 1)
        #expect(update.insertedItems == Set([[0, 1], [0, 2], [0, 3], [0, 5], [1, 0], [1, 4]].map { IndexPath(item: $0[1], section: $0[0]) }))
        var merged = BatchUpdate()
        merged.deleteItems(at: [IndexPath(item: 7, section: 2)])
        var other = BatchUpdate()
        other.deleteDistinctItems([7, 8], inSection: 2)
        merged.merge(other)
        #expect(merged.deletedItems == [IndexPath(item: 7, section: 2), IndexPath(item: 8, section: 2)])
        var empty = BatchUpdate()
        empty.merge(other)
        #expect(empty == other && empty.deletedItems.count == 2)
    }

    @Test("when runs hold an item out of range, or one a move also names, then validation reports it as for paths named one by one")
    func badRuns() {
        var update = BatchUpdate()
        update.insertDistinctItems([0, 3, 9], inSection: 0)
        update.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 3, section: 0))
        var named = BatchUpdate()
        named.insertItems(at: [IndexPath(item: 0, section: 0), IndexPath(item: 3, section: 0), IndexPath(item: 9, section: 0)])
        named.moveItem(at: IndexPath(item: 0, section: 0), to: IndexPath(item: 3, section: 0))
        let runs = Self.outcome(update, [2], [5]), paths = Self.outcome(named, [2], [5])
        #expect(runs == paths)
        guard case .rejected(let messages) = runs else {
            Issue.record("accepted: \(runs)")
            return
        }
        #expect(messages.contains("attempt to insert item 9 into section 0, but there are only 5 items in section 0 after the update"), "\(messages)")
        #expect(messages.contains("attempt to perform an insert and a move to the same index path (0 - 3)"), "\(messages)")
    }
}
