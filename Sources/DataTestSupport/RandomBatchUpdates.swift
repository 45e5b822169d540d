import Foundation
import CollectionData
import TestSupport

/// Random batch updates that obey UIKit's rules by construction, for oracle and session tests.
///
/// The generator first decides every element's fate (deleted, reloaded, moved, kept) and where
/// everything lands, then writes down the operations — so every batch it returns is valid, whatever
/// the seed, and exercises reloads, reconfigures, cross-section moves, moves out of deleted sections and
/// into inserted ones, and section moves.
public enum RandomBatchUpdates {
    /// A valid batch for a collection with `before` items per section, and the counts after it.
    public static func valid(before: [Int], using rng: inout SeededRandomNumberGenerator) -> (update: BatchUpdate, after: [Int]) {
        while true {
            if let result = attempt(before: before, using: &rng) { return result }
        }
    }

    private enum SectionFate { case keep, delete, reload, move }

    private static func attempt(before: [Int], using rng: inout SeededRandomNumberGenerator) -> (BatchUpdate, [Int])? {
        var update = BatchUpdate()
        let sectionCount = before.count
        // Section fates.
        var fates: [SectionFate] = before.indices.map { _ in
            switch Int.random(in: 0..<12, using: &rng) {
            case 0: .delete
            case 1: .reload
            case 2: .move
            default: .keep
            }
        }
        if Int.random(in: 0..<3, using: &rng) > 0 { fates = fates.map { $0 == .move ? .keep : $0 } }
        let deleted = before.indices.filter { fates[$0] == .delete }
        let reloaded = before.indices.filter { fates[$0] == .reload }
        let moved = before.indices.filter { fates[$0] == .move }
        let insertCount = Int.random(in: 0...(sectionCount == 0 ? 2 : 1), using: &rng)
        let afterSectionCount = sectionCount - deleted.count + insertCount
        let inserted = Array((0..<afterSectionCount).shuffled(using: &rng).prefix(insertCount)).sorted()
        var reloadTargets: [Int: Int] = [:]
        for section in reloaded {
            var position = section - deleted.filter { $0 < section }.count
            for insert in inserted where insert <= position { position += 1 }
            guard position < afterSectionCount else { return nil }
            reloadTargets[section] = position
        }
        var free = (0..<afterSectionCount).filter { !inserted.contains($0) && !reloadTargets.values.contains($0) }
        free.shuffle(using: &rng)
        let moveTargets = Dictionary(uniqueKeysWithValues: zip(moved, free.prefix(moved.count)))
        let remainingFree = (0..<afterSectionCount).filter {
            !inserted.contains($0) && !reloadTargets.values.contains($0) && !moveTargets.values.contains($0)
        }
        let kept = before.indices.filter { fates[$0] == .keep }
        guard remainingFree.count == kept.count else { return nil }
        let keptTargets = Dictionary(uniqueKeysWithValues: zip(kept, remainingFree))
        update.deleteSections(IndexSet(deleted))
        update.reloadSections(IndexSet(reloaded))
        update.insertSections(IndexSet(inserted))
        for (source, destination) in moveTargets { update.moveSection(source, toSection: destination) }

        // Item fates in kept sections; moves may also leave deleted and reloaded sections.
        // Sorted, never a set's order: the same seed must make the same batch in every process.
        let freshAfter = Set(inserted).union(reloadTargets.values).sorted()
        let movableTargets = freshAfter + kept.map { keptTargets[$0]! }
        var deletes: [Int: [Int]] = [:], reloads: [Int: [Int]] = [:]
        var survivors: [Int: Int] = [:]            // kept before section → surviving count
        var incoming: [Int: [IndexPath]] = [:]     // after section → sources of moves into it
        for section in before.indices {
            let fate = fates[section]
            guard fate != .move else { continue }
            var surviving = 0
            for item in 0..<before[section] {
                let path = IndexPath(item: item, section: section)
                let roll = Int.random(in: 0..<20, using: &rng)
                if fate != .keep {
                    if roll < 2, let target = movableTargets.randomElement(using: &rng) { incoming[target, default: []].append(path) }
                    continue
                }
                switch roll {
                case 0, 1: deletes[section, default: []].append(item)
                case 2: reloads[section, default: []].append(item)
                case 3: update.reconfigureItems(at: [path]); surviving += 1
                case 4, 5:
                    if let target = movableTargets.randomElement(using: &rng) { incoming[target, default: []].append(path) } else { surviving += 1 }
                default: surviving += 1
                }
            }
            if fate == .keep { survivors[section] = surviving }
        }
        for (section, items) in deletes { update.deleteItems(at: items.map { IndexPath(item: $0, section: section) }) }
        for (section, items) in reloads { update.reloadItems(at: items.map { IndexPath(item: $0, section: section) }) }

        // After counts and positions.
        var after = Array(repeating: 0, count: afterSectionCount)
        for (source, destination) in moveTargets { after[destination] = before[source] }
        for section in freshAfter {
            let moves = incoming[section] ?? []
            after[section] = moves.count + Int.random(in: 0...3, using: &rng)
            let slots = Array((0..<after[section]).shuffled(using: &rng).prefix(moves.count))
            for (source, slot) in zip(moves, slots) { update.moveItem(at: source, to: IndexPath(item: slot, section: section)) }
        }
        for section in kept {
            let target = keptTargets[section]!
            let moves = incoming[target] ?? []
            let insertCount = Int.random(in: 0...2, using: &rng)
            let reloadCount = reloads[section]?.count ?? 0
            after[target] = survivors[section]! + reloadCount + insertCount + moves.count
            let inserts = Array((0..<after[target]).shuffled(using: &rng).prefix(insertCount)).sorted()
            update.insertItems(at: inserts.map { IndexPath(item: $0, section: target) })
            let sortedDeletes = (deletes[section] ?? []).sorted()
            let targets = Set((reloads[section] ?? []).map { item -> Int in
                var position = item - sortedDeletes.filter { $0 < item }.count
                for insert in inserts where insert <= position { position += 1 }
                return position
            })
            var open = (0..<after[target]).filter { !inserts.contains($0) && !targets.contains($0) }
            guard targets.allSatisfy({ $0 < after[target] }), open.count >= moves.count else { return nil }
            open.shuffle(using: &rng)
            for (source, slot) in zip(moves, open) { update.moveItem(at: source, to: IndexPath(item: slot, section: target)) }
        }
        return (update, after)
    }

    /// A valid batch for a model of named items per section, and the model after it (by the session's
    /// model rule, `BatchUpdate.apply`), new sections and items named by `newName` — what a session test
    /// sets as its data source's items inside the batch. A reconfigured item keeps its place and gets
    /// the content `changingReconfigured` makes of it (unchanged by default).
    public static func valid(changing model: [[String]], newName: () -> String,
                             changingReconfigured: (String) -> String = { $0 },
                             using rng: inout SeededRandomNumberGenerator) throws -> (update: BatchUpdate, after: [[String]]) {
        let (update, after) = valid(before: model.map(\.count), using: &rng)
        var sections = model
        for path in update.reconfiguredItems {
            sections[path.section][path.item] = changingReconfigured(sections[path.section][path.item])
        }
        try update.apply(to: &sections, newSection: { index in (0..<after[index]).map { _ in newName() } },
                         newItem: { _ in newName() })
        return (update, sections)
    }

    /// A batch of random operations with random (often invalid) indices, for fuzzing.
    public static func arbitrary(sections: Int, using rng: inout SeededRandomNumberGenerator) -> BatchUpdate {
        var update = BatchUpdate()
        func path() -> IndexPath {
            Int.random(in: 0..<30, using: &rng) == 0
                ? IndexPath(index: Int.random(in: -1...3, using: &rng))
                : IndexPath(item: Int.random(in: -1...12, using: &rng), section: Int.random(in: -1...(sections + 1), using: &rng))
        }
        func section() -> Int { Int.random(in: -1...(sections + 1), using: &rng) }
        for _ in 0..<Int.random(in: 0...8, using: &rng) {
            switch Int.random(in: 0..<9, using: &rng) {
            case 0: update.insertItems(at: [path()])
            case 1: update.deleteItems(at: [path()])
            case 2: update.reloadItems(at: [path()])
            case 3: update.reconfigureItems(at: [path()])
            case 4: update.moveItem(at: path(), to: path())
            case 5: update.insertSections([max(0, section())])
            case 6: update.deleteSections([max(0, section())])
            case 7: update.reloadSections([max(0, section())])
            default: update.moveSection(section(), toSection: section())
            }
        }
        return update
    }
}
