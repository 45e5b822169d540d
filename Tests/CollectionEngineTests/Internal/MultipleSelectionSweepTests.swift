@testable import CollectionEngine
import TestSupport
import Foundation
import Testing

@Suite("Multiple-selection sweeps")
struct MultipleSelectionSweepTests {
    @Test("when a sweep's end wanders, then applying its changes leaves the items between start and end in the sweep's state and the rest as before (seeded oracle)")
    func wanderingEndMatchesTheOracle() {
        for seed in TestSeeds.seeds(count: 40) {
            var random = SeededRandomNumberGenerator(seed: seed)
            let counts = (0..<Int.random(in: 1...4, using: &random)).map { _ in Int.random(in: 0...7, using: &random) }
            let items = counts.indices.flatMap { section in (0..<counts[section]).map { IndexPath(item: $0, section: section) } }
            guard let start = items.randomElement(using: &random) else { continue }
            let base = Set(items.filter { _ in Bool.random(using: &random) })
            var sweep = MultipleSelectionSweep(start: start, base: base)
            var selection = base
            if sweep.selects { selection.insert(start) } else { selection.remove(start) }
            for _ in 0..<12 {
                let end = items.randomElement(using: &random)!
                for (item, selects) in sweep.move(to: end, counts: { counts[$0] }) {
                    if selects { selection.insert(item) } else { selection.remove(item) }
                }
                let lower = Swift.min(start, end), upper = Swift.max(start, end)
                let expected = Set(items.filter { item in
                    (lower <= item && item <= upper) ? sweep.selects : base.contains(item)
                })
                #expect(selection == expected, "seed \(seed): start \(start), end \(end)")
            }
        }
    }

    @Test("when a sweep starts on a selected item, then it deselects; on an unselected one, it selects")
    func stateFollowsTheFirstItem() {
        let first = IndexPath(item: 2, section: 0)
        #expect(MultipleSelectionSweep(start: first, base: [first]).selects == false)
        #expect(MultipleSelectionSweep(start: first, base: []).selects == true)
    }

    @Test("when the end moves one item further, then only that item changes, across an empty section")
    func oneStepChangesOneItem() {
        let counts = [3, 0, 2]
        var sweep = MultipleSelectionSweep(start: IndexPath(item: 1, section: 0), base: [])
        #expect(sweep.move(to: IndexPath(item: 2, section: 0), counts: { counts[$0] }).map(\.0) == [IndexPath(item: 2, section: 0)])
        let crossing = sweep.move(to: IndexPath(item: 0, section: 2), counts: { counts[$0] })
        #expect(crossing.map(\.0) == [IndexPath(item: 0, section: 2)] && crossing.allSatisfy(\.1))
        #expect(sweep.move(to: IndexPath(item: 0, section: 2), counts: { counts[$0] }).isEmpty, "the same end changes nothing")
    }

    @Test("when index paths are malformed or reversed, then no items are listed")
    func badIntervals() {
        #expect(MultipleSelectionSweep.items(from: IndexPath(index: 3), through: IndexPath(item: 0, section: 1), counts: { _ in 5 }).isEmpty)
        #expect(MultipleSelectionSweep.items(from: IndexPath(item: 4, section: 1), through: IndexPath(item: 0, section: 0), counts: { _ in 5 }).isEmpty)
    }
}
