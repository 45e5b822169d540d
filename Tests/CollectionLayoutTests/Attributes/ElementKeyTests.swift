import CollectionLayout
import Foundation
import TestSupport
import Testing

@Suite("Element keys: equal exactly when category, kind and index path are, and hashed alike then")
struct ElementKeyTests {
    /// A key from small random parts, so equal keys come up often: paths of one to three indexes
    /// (−1 included, which the stored indexes use for "none"), two kinds and every category.
    private static func randomKey(_ rng: inout SeededRandomNumberGenerator) -> ElementKey {
        let category = [CollectionElementCategory.cell, .supplementaryView, .decorationView][Int(rng.next() % 3)]
        let kind = ["", "header"][Int(rng.next() % 2)]
        let length = Int(rng.next() % 3) + 1
        let indexes = (0..<length).map { _ in Int(rng.next() % 3) - 1 }
        return ElementKey(category: category, kind: kind, indexPath: IndexPath(indexes: indexes))
    }

    @Test("when keys are compared and hashed, then they agree with comparing their parts (seeded)")
    func equalityFollowsTheParts() {
        for seed in TestSeeds.seeds(count: 20, base: 0xE1E_4E7) {
            print("seed", seed)
            var rng = SeededRandomNumberGenerator(seed: seed)
            let keys = (0..<60).map { _ in Self.randomKey(&rng) }
            for lhs in keys {
                for rhs in keys {
                    let same = lhs.category == rhs.category && lhs.kind == rhs.kind && lhs.indexPath == rhs.indexPath
                    #expect((lhs == rhs) == same, "seed \(seed): \(lhs) vs \(rhs)")
                    if same { #expect(lhs.hashValue == rhs.hashValue, "seed \(seed): \(lhs)") }
                }
            }
            let distinct = Set(keys.map { "\($0.category.rawValue)|\($0.kind)|\($0.indexPath)" })
            #expect(Set(keys).count == distinct.count, "seed \(seed)")
        }
    }

    @Test("when a path of one index ends where another path has −1, then the keys differ")
    func lengthCounts() {
        let short = ElementKey(category: .supplementaryView, kind: "header", indexPath: IndexPath(index: 4))
        let long = ElementKey(category: .supplementaryView, kind: "header", indexPath: IndexPath(indexes: [4, -1]))
        #expect(short != long)
        #expect(ElementKey.cell(IndexPath(item: 2, section: 1)) == ElementKey(category: .cell, kind: "", indexPath: [1, 2]))
    }
}
