import CollectionData
import EngineTestSupport
import DataTestSupport
import TestSupport
import ViewTestSupport
import Foundation

/// Snapshots of strings, as the diffable test stages (collection and table) apply them.
protocol StringSnapshotBuilding {}

extension StringSnapshotBuilding {
    /// A snapshot of these sections and their items, in order.
    func snapshot(_ sections: [(String, [String])]) -> DiffableDataSourceSnapshot<String, String> {
        var snapshot = DiffableDataSourceSnapshot<String, String>()
        for (section, items) in sections {
            snapshot.appendSections([section])
            snapshot.appendItems(items, toSection: section)
        }
        return snapshot
    }

    /// Up to three of the sections A–D, each with up to eight of thirty items, and half the time a
    /// reload mark on one item; `shown` is every item in order, what the view must show once applied.
    func randomSnapshot(using random: inout SeededRandomNumberGenerator) -> (snapshot: DiffableDataSourceSnapshot<String, String>, shown: [String]) {
        let sectionCount = Int.random(in: 0...3, using: &random)
        var pool = (0..<30).map { "i\($0)" }.shuffled(using: &random)
        var sections: [(String, [String])] = []
        for section in ["A", "B", "C", "D"].shuffled(using: &random).prefix(sectionCount) {
            let take = Int.random(in: 0...8, using: &random)
            sections.append((section, Array(pool.prefix(take))))
            pool.removeFirst(Swift.min(take, pool.count))
        }
        var snapshot = snapshot(sections)
        if let item = snapshot.itemIdentifiers.randomElement(using: &random), Bool.random(using: &random) {
            snapshot.reloadItems([item])
        }
        return (snapshot, sections.flatMap(\.1))
    }
}
