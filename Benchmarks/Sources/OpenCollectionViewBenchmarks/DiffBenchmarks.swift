import DeterministicRandom
import OpenCollectionView

/// `n` items and a version with `fraction` of them changed: a third deleted, a third inserted, a third moved.
func changedArrays(count n: Int, fraction: Double) -> ([Int], [Int]) {
    var random = SplitMix64(seed: UInt64(n) &* 31 &+ UInt64(fraction * 1000))
    let old = Array(0..<n)
    var new = old
    let changes = max(1, Int(Double(n) * fraction))
    var nextID = n
    for step in 0..<changes {
        switch step % 3 {
        case 0 where !new.isEmpty:
            new.remove(at: Int.random(in: 0..<new.count, using: &random))
        case 1:
            new.insert(nextID, at: Int.random(in: 0...new.count, using: &random))
            nextID += 1
        default:
            guard !new.isEmpty else { continue }
            let item = new.remove(at: Int.random(in: 0..<new.count, using: &random))
            new.insert(item, at: Int.random(in: 0...new.count, using: &random))
        }
    }
    return (old, new)
}

/// One section of `items`.
func oneSectionSnapshot<Item: Hashable>(_ items: [Item]) -> DiffableDataSourceSnapshot<Int, Item> {
    var snapshot = DiffableDataSourceSnapshot<Int, Item>()
    snapshot.appendSections([0])
    snapshot.appendItems(items)
    return snapshot
}

/// The cases issue 23 compares with DifferenceKit, without the peer: a shuffle and a reversal (every
/// item moves but the longest run kept in order), `String` identifiers, and building both snapshots
/// before diffing (what an app pays from arrays).
func runDiffCaseBenchmarks(_ harness: inout Harness) {
    for n in [10_000, 100_000, 1_000_000] where harness.includes(n) {
        var random = SplitMix64(seed: UInt64(n))
        let items = Array(0..<n)
        let shuffled = items.shuffled(using: &random)
        let (changedOld, changedNew) = changedArrays(count: n, fraction: 0.5)
        let old = oneSectionSnapshot(items)
        let reversedItems = Array(items.reversed())
        let shuffledSnapshot = oneSectionSnapshot(shuffled), reversed = oneSectionSnapshot(reversedItems)
        harness.measure("diff.cases: shuffle", size: n) { blackHole(shuffledSnapshot.changeset(from: old)) }
        harness.measure("diff.cases: reversal", size: n) { blackHole(reversed.changeset(from: old)) }
        harness.measure("diff.cases: build+diff(50%)", size: n) {
            blackHole(oneSectionSnapshot(changedNew).changeset(from: oneSectionSnapshot(changedOld)))
        }
        harness.measure("diff.cases: build+diff(shuffle)", size: n) {
            blackHole(oneSectionSnapshot(shuffled).changeset(from: oneSectionSnapshot(items)))
        }
        harness.measure("diff.cases: build+diff(reversal)", size: n) {
            blackHole(oneSectionSnapshot(reversedItems).changeset(from: oneSectionSnapshot(items)))
        }
        guard n <= 100_000 else { continue }
        let oldStrings = changedOld.map { "item-\($0)" }, newStrings = changedNew.map { "item-\($0)" }
        let oldStringSnapshot = oneSectionSnapshot(oldStrings), newStringSnapshot = oneSectionSnapshot(newStrings)
        harness.measure("diff.cases: String(50%)", size: n) { blackHole(newStringSnapshot.changeset(from: oldStringSnapshot)) }
        // Building one snapshot of n strings, against the floor: a reserved dictionary of the same keys.
        harness.measure("diff.cases: String build", size: n) { blackHole(oneSectionSnapshot(newStrings)) }
        harness.measure("diff.cases: String dictionary (floor)", size: n) {
            var positions = [String: Int](minimumCapacity: newStrings.count)
            for (index, item) in newStrings.enumerated() { positions[item] = index }
            blackHole(positions)
        }
        harness.measure("diff.cases: String build+diff(50%)", size: n) {
            blackHole(oneSectionSnapshot(newStrings).changeset(from: oneSectionSnapshot(oldStrings)))
        }
        let stringItems = items.map { "item-\($0)" }, shuffledStrings = shuffled.map { "item-\($0)" }
        harness.measure("diff.cases: String build+diff(shuffle)", size: n) {
            blackHole(oneSectionSnapshot(shuffledStrings).changeset(from: oneSectionSnapshot(stringItems)))
        }
    }
}

func runDiffBenchmarks(_ harness: inout Harness) {
    let cases: [(Int, Double)] = [(1_000, 0.01), (1_000, 0.5), (10_000, 0.01), (10_000, 0.5),
                                  (100_000, 0.01), (100_000, 0.5), (1_000_000, 0.01), (1_000_000, 0.5)]
    for (n, fraction) in cases where harness.includes(n) {
        let (oldItems, newItems) = changedArrays(count: n, fraction: fraction)
        var old = DiffableDataSourceSnapshot<Int, Int>()
        old.appendSections([0])
        old.appendItems(oldItems)
        var new = DiffableDataSourceSnapshot<Int, Int>()
        new.appendSections([0])
        new.appendItems(newItems)
        let label = "\(Int(fraction * 100))%"
        harness.measure("diff.snapshot(\(label))", size: n) {
            blackHole(new.changeset(from: old))
        }
        // The standard library's Myers diff is O((n + m)·d); above these sizes a single run takes minutes.
        if n <= 10_000 || (n <= 100_000 && fraction <= 0.01) {
            harness.measure("diff.stdlib(\(label))", size: n) {
                blackHole(newItems.difference(from: oldItems))
            }
        }
    }
}
