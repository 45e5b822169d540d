import Foundation
import TestSupport
import Testing
@testable import CollectionData

@Suite("Sorting distinct item numbers below a bound")
struct DistinctItemSortTests {
    @Test("when distinct items below a bound are sorted, sparse or dense, then the result equals the standard sort (seeded)", arguments: TestSeeds.seeds(count: 12))
    func equalsStandardSort(seed: UInt64) {
        print("distinct item sort seed \(seed)")
        var random = SeededRandomNumberGenerator(seed: seed)
        for _ in 0..<50 {
            let bound = Int.random(in: 1...5_000, using: &random)
            let count = Int.random(in: 0...min(bound, Bool.random(using: &random) ? 40 : bound), using: &random)
            let items = Array(Array(0..<bound).shuffled(using: &random).prefix(count))
            #expect(DistinctItemSort.sorted(items, below: bound) == items.sorted(), "seed \(seed), bound \(bound), \(count) items")
        }
    }

    @Test("when items reach the bound's last word boundary, then the last ones are kept")
    func edges() {
        let items = Array((0..<128).reversed())
        #expect(DistinctItemSort.sorted(items, below: 128) == Array(0..<128))
        let sparse = [127, 0, 64, 63] + Array(200..<300)
        #expect(DistinctItemSort.sorted(sparse, below: 300) == sparse.sorted())
    }
}
