import CollectionData
import DataTestSupport
import TestSupport
import Foundation
import Testing

@Suite("BatchUpdate: oracle and property tests on seeded random batches")
struct BatchUpdatePropertyTests {
    static func randomCounts(_ rng: inout SeededRandomNumberGenerator) -> [Int] {
        (0..<Int.random(in: 0...5, using: &rng)).map { _ in Int.random(in: 0...12, using: &rng) }
    }

    /// The model after the batch, built from the mapping alone: every after position takes the element
    /// its before position had, or a new element when it has none.
    static func modelFromMapping(_ model: [[String]], _ validated: ValidatedBatchUpdate) -> [[String]] {
        validated.numberOfItemsAfter.enumerated().map { section, count in
            (0..<count).map { item in
                let path = IndexPath(item: item, section: section)
                if let source = validated.mapping.indexPathBeforeUpdate(for: path) {
                    return model[source.section][source.item]
                }
                return "new \(section).\(item)"
            }
        }
    }

    @Test("when a random valid batch is applied with the session's rule, then the model equals what the mapping says")
    func helperEqualsMapping() throws {
        for seed in TestSeeds.seeds(count: 400) {
            var rng = SeededRandomNumberGenerator(seed: seed)
            let before = Self.randomCounts(&rng)
            let (update, after) = RandomBatchUpdates.valid(before: before, using: &rng)
            let model = before.enumerated().map { section, count in (0..<count).map { "\(section).\($0)" } }
            let validated: ValidatedBatchUpdate
            do {
                validated = try update.validated(numberOfItemsBefore: before, numberOfItemsAfter: after)
            } catch {
                Issue.record("seed \(seed): a generated valid batch was rejected: \(error.messages)\n\(update)")
                continue
            }
            var applied = model
            try update.apply(to: &applied, newSection: { section in (0..<after[section]).map { "new \(section).\($0)" } },
                             newItem: { "new \($0.section).\($0.item)" })
            #expect(applied == Self.modelFromMapping(model, validated), "seed \(seed)\n\(update)")
        }
    }

    @Test("when a valid batch is mapped there and back, then the two directions agree and count the survivors")
    func mappingRoundTrip() throws {
        for seed in TestSeeds.seeds(count: 300) {
            var rng = SeededRandomNumberGenerator(seed: seed)
            let before = Self.randomCounts(&rng)
            let (update, after) = RandomBatchUpdates.valid(before: before, using: &rng)
            let mapping = try update.validated(numberOfItemsBefore: before, numberOfItemsAfter: after).mapping
            var forward = 0
            for (section, count) in before.enumerated() {
                for item in 0..<count {
                    let path = IndexPath(item: item, section: section)
                    if let target = mapping.indexPathAfterUpdate(for: path) {
                        forward += 1
                        #expect(mapping.indexPathBeforeUpdate(for: target) == path, "seed \(seed) \(path)")
                    }
                }
            }
            var backward = 0
            for (section, count) in after.enumerated() {
                for item in 0..<count where mapping.indexPathBeforeUpdate(for: IndexPath(item: item, section: section)) != nil {
                    backward += 1
                }
            }
            #expect(forward == backward, "seed \(seed)")
            for section in before.indices {
                if let target = mapping.sectionAfterUpdate(for: section) {
                    #expect(mapping.sectionBeforeUpdate(for: target) == section, "seed \(seed)")
                }
            }
        }
    }

    @Test("when a generated valid batch is recorded in a shuffled order, then validation gives the same result")
    func orderIndependence() throws {
        for seed in TestSeeds.seeds(count: 100) {
            var rng = SeededRandomNumberGenerator(seed: seed)
            let before = Self.randomCounts(&rng)
            let (update, after) = RandomBatchUpdates.valid(before: before, using: &rng)
            var shuffled = BatchUpdate()
            var calls: [(inout BatchUpdate) -> Void] = []
            for move in update.itemMoves { calls.append { $0.moveItem(at: move.source, to: move.destination) } }
            for move in update.sectionMoves { calls.append { $0.moveSection(move.source, toSection: move.destination) } }
            for path in update.insertedItems { calls.append { $0.insertItems(at: [path]) } }
            for path in update.deletedItems { calls.append { $0.deleteItems(at: [path]) } }
            for path in update.reloadedItems { calls.append { $0.reloadItems(at: [path]) } }
            for path in update.reconfiguredItems { calls.append { $0.reconfigureItems(at: [path]) } }
            calls.append { $0.insertSections(IndexSet(update.insertedSections)) }
            calls.append { $0.deleteSections(IndexSet(update.deletedSections)) }
            calls.append { $0.reloadSections(IndexSet(update.reloadedSections)) }
            for call in calls.shuffled(using: &rng) { call(&shuffled) }
            let a = try update.validated(numberOfItemsBefore: before, numberOfItemsAfter: after)
            let b = try shuffled.validated(numberOfItemsBefore: before, numberOfItemsAfter: after)
            #expect(a.mapping == b.mapping && Set(a.updateItems) == Set(b.updateItems), "seed \(seed)")
        }
    }

    /// The after sections that also exist before the update.
    func surviving(_ update: BatchUpdate, _ before: [Int], _ after: [Int]) -> [Int] {
        guard let mapping = try? update.validated(numberOfItemsBefore: before, numberOfItemsAfter: after).mapping else { return [] }
        return after.indices.filter { mapping.sectionBeforeUpdate(for: $0) != nil }
    }

    @Test("when a valid batch is broken in one of the ways UIKit forbids, then it is always rejected with that rule")
    func mutationsAreRejected() {
        typealias Kind = BatchUpdateError.Violation.Kind
        for seed in TestSeeds.seeds(count: 300) {
            var rng = SeededRandomNumberGenerator(seed: seed)
            let before = Self.randomCounts(&rng)
            var (update, after) = RandomBatchUpdates.valid(before: before, using: &rng)
            let expected: Kind
            switch Int.random(in: 0..<5, using: &rng) {
            case 0 where surviving(update, before, after).first != nil:
                // Only sections that exist before and after are counted (new sections may hold anything).
                after[surviving(update, before, after).randomElement(using: &rng)!] += 1
                expected = .invalidNumberOfItems
            case 1:
                after.append(0)
                expected = .invalidNumberOfSections
            case 2 where !update.itemMoves.isEmpty:
                let move = update.itemMoves[0]
                update.deleteItems(at: [move.source])
                expected = .deleteAndMove
            case 3 where !update.itemMoves.isEmpty:
                let move = update.itemMoves[0]
                update.insertItems(at: [move.destination])
                expected = .insertAndMove
            default:
                update.deleteSections([before.count + 3])
                expected = .sectionOutOfRange
            }
            do {
                _ = try update.validated(numberOfItemsBefore: before, numberOfItemsAfter: after)
                Issue.record("seed \(seed): a broken batch (\(expected)) was accepted")
            } catch {
                #expect(error.violations.contains { $0.kind == expected }, "seed \(seed): \(error.messages)")
            }
        }
    }

    @Test("when random, mostly invalid batches are validated and applied, then nothing crashes and whatever is accepted is consistent")
    func fuzz() {
        var accepted = 0
        for seed in TestSeeds.seeds(count: 2000) {
            var rng = SeededRandomNumberGenerator(seed: seed)
            let before = Self.randomCounts(&rng)
            let update = RandomBatchUpdates.arbitrary(sections: before.count, using: &rng)
            let after = before.map { max(0, $0 + Int.random(in: -1...1, using: &rng)) } + (Bool.random(using: &rng) ? [3] : [])
            var model = before.enumerated().map { section, count in (0..<count).map { "\(section).\($0)" } }
            let original = model
            if let validated = try? update.validated(numberOfItemsBefore: before, numberOfItemsAfter: after) {
                accepted += 1
                _ = Self.modelFromMapping(model, validated)
            }
            do {
                try update.apply(to: &model, newSection: { _ in ["fresh"] }, newItem: { _ in "fresh" })
            } catch {
                #expect(model == original, "seed \(seed): a rejected batch changed the model")
            }
        }
        #expect(accepted > 0)
    }
}
