import Foundation
import CollectionData
import TestSupport

/// Random pairs of related snapshots for diff tests: the new one is the old one after random deletes,
/// inserts, moves within and across sections, section moves, inserts and deletes, and reload marks.
public enum RandomSnapshots {
    public static func pair(using rng: inout SeededRandomNumberGenerator) -> (DiffableDataSourceSnapshot<String, Int>, DiffableDataSourceSnapshot<String, Int>) {
        var old = DiffableDataSourceSnapshot<String, Int>()
        let sectionCount = Int.random(in: 0...5, using: &rng)
        old.appendSections((0..<sectionCount).map { "s\($0)" })
        var next = 0
        for section in 0..<sectionCount {
            let count = Int.random(in: 0...10, using: &rng)
            old.appendItems(Array(next..<(next + count)), toSection: "s\(section)")
            next += count
        }
        var sections: [(String, [Int])] = old.sectionIdentifiers.map { ($0, old.itemIdentifiers(inSection: $0)) }
        // Section changes.
        if Int.random(in: 0..<3, using: &rng) == 0, !sections.isEmpty { sections.remove(at: Int.random(in: 0..<sections.count, using: &rng)) }
        if Int.random(in: 0..<3, using: &rng) == 0 { sections.insert(("new\(next)", []), at: Int.random(in: 0...sections.count, using: &rng)) }
        if Int.random(in: 0..<3, using: &rng) == 0, sections.count > 1 {
            let moved = sections.remove(at: Int.random(in: 0..<sections.count, using: &rng))
            sections.insert(moved, at: Int.random(in: 0...sections.count, using: &rng))
        }
        // Item changes.
        for _ in 0..<Int.random(in: 0...8, using: &rng) {
            guard !sections.isEmpty else { break }
            let section = Int.random(in: 0..<sections.count, using: &rng)
            switch Int.random(in: 0..<4, using: &rng) {
            case 0 where !sections[section].1.isEmpty:
                sections[section].1.remove(at: Int.random(in: 0..<sections[section].1.count, using: &rng))
            case 1:
                sections[section].1.insert(next + 1000, at: Int.random(in: 0...sections[section].1.count, using: &rng))
                next += 1
            case 2 where !sections[section].1.isEmpty:
                let item = sections[section].1.remove(at: Int.random(in: 0..<sections[section].1.count, using: &rng))
                let target = Int.random(in: 0..<sections.count, using: &rng)
                sections[target].1.insert(item, at: Int.random(in: 0...sections[target].1.count, using: &rng))
            default:
                sections[section].1.shuffle(using: &rng)
            }
        }
        var new = DiffableDataSourceSnapshot<String, Int>()
        new.appendSections(sections.map(\.0))
        for (section, items) in sections { new.appendItems(items, toSection: section) }
        let items = new.itemIdentifiers
        if !items.isEmpty {
            new.reloadItems(Array(items.shuffled(using: &rng).prefix(Int.random(in: 0...2, using: &rng))))
            new.reconfigureItems(Array(items.shuffled(using: &rng).prefix(Int.random(in: 0...2, using: &rng))))
        }
        if Int.random(in: 0..<5, using: &rng) == 0, let section = new.sectionIdentifiers.randomElement(using: &rng) {
            new.reloadSections([section])
        }
        return (old, new)
    }
}
