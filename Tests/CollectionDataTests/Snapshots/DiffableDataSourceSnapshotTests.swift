import CollectionData
import DataTestSupport
import TestSupport
import Foundation
import Testing

typealias Snapshot = DiffableDataSourceSnapshot<String, Int>

@Suite("DiffableDataSourceSnapshot: Apple's API (F31)")
struct DiffableDataSourceSnapshotTests {
    func sample() -> Snapshot {
        var snapshot = Snapshot()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2, 3], toSection: "a")
        snapshot.appendItems([4, 5])
        return snapshot
    }

    @Test("when sections and items are appended, then counts, identifiers and lookups follow")
    func appendAndQuery() {
        let snapshot = sample()
        #expect(snapshot.numberOfSections == 2 && snapshot.numberOfItems == 5)
        #expect(snapshot.sectionIdentifiers == ["a", "b"] && snapshot.itemIdentifiers == [1, 2, 3, 4, 5])
        #expect(snapshot.numberOfItems(inSection: "b") == 2 && snapshot.itemIdentifiers(inSection: "a") == [1, 2, 3])
        #expect(snapshot.sectionIdentifier(containingItem: 4) == "b" && snapshot.sectionIdentifier(containingItem: 9) == nil)
        #expect(snapshot.indexOfItem(4) == 3 && snapshot.indexOfItem(9) == nil)
        #expect(snapshot.indexOfSection("b") == 1 && snapshot.indexOfSection("z") == nil)
        #expect(snapshot.indexPath(for: 5) == IndexPath(item: 1, section: 1))
        #expect(snapshot.itemIdentifier(at: IndexPath(item: 2, section: 0)) == 3)
        #expect(snapshot.itemIdentifier(at: IndexPath(item: 9, section: 0)) == nil)
        #expect(snapshot.numberOfItems(inSection: "z") == 0 && snapshot.itemIdentifiers(inSection: "z").isEmpty)
        #expect(snapshot.numberOfItemsPerSection == [3, 2])
        #expect(snapshot.description == "a: 1, 2, 3\nb: 4, 5")
        #expect(snapshot._checkInvariants().isEmpty)
    }

    @Test("when items are inserted, moved and deleted relative to others, then they land beside them, across sections too")
    func itemEditing() {
        var snapshot = sample()
        snapshot.insertItems([10, 11], beforeItem: 2)
        snapshot.insertItems([12], afterItem: 5)
        #expect(snapshot.itemIdentifiers(inSection: "a") == [1, 10, 11, 2, 3])
        #expect(snapshot.itemIdentifiers(inSection: "b") == [4, 5, 12])
        snapshot.moveItem(1, afterItem: 4)
        snapshot.moveItem(12, beforeItem: 10)
        snapshot.moveItem(3, beforeItem: 3)
        #expect(snapshot.itemIdentifiers(inSection: "a") == [12, 10, 11, 2, 3])
        #expect(snapshot.itemIdentifiers(inSection: "b") == [4, 1, 5])
        snapshot.deleteItems([10, 5, 1])
        #expect(snapshot.itemIdentifiers == [12, 11, 2, 3, 4])
        #expect(snapshot._checkInvariants().isEmpty)
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
    }

    @Test("when sections are inserted, moved and deleted, then their items go with them")
    func sectionEditing() {
        var snapshot = sample()
        snapshot.insertSections(["x"], beforeSection: "b")
        snapshot.insertSections(["y"], afterSection: "b")
        #expect(snapshot.sectionIdentifiers == ["a", "x", "b", "y"])
        snapshot.moveSection("b", beforeSection: "a")
        snapshot.moveSection("a", afterSection: "y")
        #expect(snapshot.sectionIdentifiers == ["b", "x", "y", "a"])
        #expect(snapshot.itemIdentifiers == [4, 5, 1, 2, 3] && snapshot.indexPath(for: 2) == IndexPath(item: 1, section: 3))
        snapshot.reloadItems([2])
        snapshot.reloadSections(["a"])
        snapshot.deleteSections(["a", "x"])
        #expect(snapshot.sectionIdentifiers == ["b", "y"] && snapshot.itemIdentifiers == [4, 5])
        #expect(snapshot.reloadedItemIdentifiers.isEmpty && snapshot.reloadedSectionIdentifiers.isEmpty, "marks go with what they marked")
        #expect(snapshot._checkInvariants().isEmpty)
    }

    @Test("when items are marked for reload and reconfigure, then the marks are kept once each, in order")
    func marks() {
        var snapshot = sample()
        snapshot.reloadItems([3, 1, 3])
        snapshot.reconfigureItems([2])
        snapshot.reloadSections(["b", "b"])
        #expect(snapshot.reloadedItemIdentifiers == [3, 1])
        #expect(snapshot.reconfiguredItemIdentifiers == [2])
        #expect(snapshot.reloadedSectionIdentifiers == ["b"])
    }

    @Test("when identifiers repeat, then the whole operation is rejected with Apple's message and nothing changes")
    func duplicates() {
        var snapshot = sample()
        let before = snapshot
        snapshot.appendItems([6, 7, 6, 3])
        #expect(snapshot == before)
        #expect(snapshot._checkInvariants().isEmpty, "the locations written before the clash were taken back")
        #expect(snapshot.indexPath(for: 3) == before.indexPath(for: 3) && snapshot.indexPath(for: 6) == nil && snapshot.indexPath(for: 7) == nil)
        var copy = snapshot
        copy.appendItems([8, 8])
        #expect(copy._checkInvariants().isEmpty && copy.indexPath(for: 8) == nil && copy.numberOfItems == before.numberOfItems, "a copy sharing storage rejects too")
        #expect(snapshot.problems.map(\.message) == ["supplied item identifiers are not unique. Duplicate identifiers: {(3, 6)}"])
        #expect(snapshot.problems.first?.kind == .duplicateItemIdentifiers && snapshot.problems.first?.operation == "appendItems(_:toSection:)")
        snapshot.appendSections(["c", "a"])
        #expect(snapshot.problems.last?.message == "supplied section identifiers are not unique. Duplicate identifiers: {(a)}")
        snapshot.insertItems([1], beforeItem: 4)
        snapshot.insertSections(["b"], afterSection: "a")
        #expect(snapshot == before && snapshot.problems.count == 4)
    }

    @Test("when an operation names an unknown identifier, or there are no sections, then it is rejected and reported")
    func unknownIdentifiers() {
        var snapshot = sample()
        let before = snapshot
        snapshot.deleteItems([1, 99])
        snapshot.reloadItems([98])
        snapshot.reconfigureItems([97])
        snapshot.moveItem(1, beforeItem: 96)
        snapshot.insertItems([50], afterItem: 95)
        snapshot.appendItems([51], toSection: "zz")
        snapshot.deleteSections(["zz"])
        snapshot.reloadSections(["zy"])
        snapshot.moveSection("a", afterSection: "zx")
        snapshot.insertSections(["q"], beforeSection: "zw")
        #expect(snapshot == before)
        #expect(snapshot.problems.map(\.kind) == [.unknownItemIdentifier, .unknownItemIdentifier, .unknownItemIdentifier, .unknownItemIdentifier,
                                                 .unknownItemIdentifier, .unknownSectionIdentifier, .unknownSectionIdentifier,
                                                 .unknownSectionIdentifier, .unknownSectionIdentifier, .unknownSectionIdentifier])
        #expect(snapshot.problems[0].description == "deleteItems(_:): item identifiers are not in the snapshot: {(99)}")
        var empty = Snapshot()
        empty.appendItems([1])
        #expect(empty.problems.map(\.message) == ["There are currently no sections in the data source. Please add a section first."])
        #expect(empty.numberOfItems == 0)
    }

    @Test("when changes are made inside validate, then the first problem is thrown and none of the changes are kept")
    func throwingVariant() throws {
        var snapshot = sample()
        try snapshot.validate { $0.appendItems([6]) }
        #expect(snapshot.itemIdentifiers.last == 6)
        let before = snapshot
        #expect(throws: SnapshotError.self) {
            try snapshot.validate {
                $0.appendItems([7])
                $0.appendItems([1])
            }
        }
        #expect(snapshot == before && snapshot.problems.isEmpty)
        do {
            try snapshot.validate { $0.deleteSections(["nope"]) }
        } catch {
            #expect(error.kind == .unknownSectionIdentifier)
        }
    }

    @Test("when random operations are applied, to copies too, then every snapshot keeps its invariants and matches a plain model (seeded)")
    func randomOperations() {
        exerciseRandomOperations { $0 }
    }

    @Test("when identifiers share a handful of hashes, then long probe runs survive inserts, removals, growth and copies, and the model still matches (seeded)")
    func randomOperationsWithCollidingHashes() {
        // Four hash values for every item: each lookup walks a run of clashing entries, and each
        // removal must close the gap it leaves in that run.
        exerciseRandomOperations { CollidingItem(id: $0) }
    }

    /// Random operations on a snapshot of `item(n)` identifiers, checked against a model of the `n`s.
    func exerciseRandomOperations<Item: Hashable>(_ item: (Int) -> Item) {
        for seed in TestSeeds.seeds(count: 100) {
            var rng = SeededRandomNumberGenerator(seed: seed)
            var snapshot = DiffableDataSourceSnapshot<String, Item>()
            var model: [(String, [Int])] = []
            var nextItem = 0
            // Copies kept alive, so that later changes are made to a snapshot that shares its storage.
            var copies: [(DiffableDataSourceSnapshot<String, Item>, [(String, [Int])])] = []
            for step in 0..<120 {
                let sections = model.map(\.0), items = model.flatMap(\.1)
                if Int.random(in: 0..<10, using: &rng) == 0 { copies.append((snapshot, model)) }
                switch Int.random(in: 0..<11, using: &rng) {
                case 0:
                    let id = "s\(Int.random(in: 0..<12, using: &rng))"
                    snapshot.appendSections([id])
                    if !sections.contains(id) { model.append((id, [])) }
                case 1 where !sections.isEmpty:
                    let count = Int.random(in: 0...4, using: &rng)
                    let ids = (0..<count).map { _ in nextItem + Int.random(in: 0...(count + 1), using: &rng) }
                    let target = sections.randomElement(using: &rng)!
                    snapshot.appendItems(ids.map(item), toSection: target)
                    if Set(ids).count == ids.count && Set(ids).isDisjoint(with: items) {
                        model[model.firstIndex { $0.0 == target }!].1 += ids
                    }
                    nextItem += count + 2
                case 2 where !items.isEmpty:
                    let doomed = Array(items.shuffled(using: &rng).prefix(Int.random(in: 1...3, using: &rng)))
                    snapshot.deleteItems(doomed.map(item))
                    for index in model.indices { model[index].1.removeAll { doomed.contains($0) } }
                case 3 where items.count >= 2:
                    let moved = items.randomElement(using: &rng)!, anchor = items.randomElement(using: &rng)!
                    let after = Bool.random(using: &rng)
                    after ? snapshot.moveItem(item(moved), afterItem: item(anchor)) : snapshot.moveItem(item(moved), beforeItem: item(anchor))
                    if moved != anchor {
                        for index in model.indices { model[index].1.removeAll { $0 == moved } }
                        let section = model.firstIndex { $0.1.contains(anchor) }!
                        let position = model[section].1.firstIndex(of: anchor)! + (after ? 1 : 0)
                        model[section].1.insert(moved, at: position)
                    }
                case 4 where sections.count >= 2:
                    let section = sections.randomElement(using: &rng)!, anchor = sections.randomElement(using: &rng)!
                    snapshot.moveSection(section, beforeSection: anchor)
                    if section != anchor {
                        let moved = model.remove(at: model.firstIndex { $0.0 == section }!)
                        model.insert(moved, at: model.firstIndex { $0.0 == anchor }!)
                    }
                case 5 where !sections.isEmpty:
                    let doomed = sections.randomElement(using: &rng)!
                    snapshot.deleteSections([doomed])
                    model.removeAll { $0.0 == doomed }
                case 6 where !items.isEmpty:
                    let anchor = items.randomElement(using: &rng)!
                    snapshot.insertItems([item(nextItem)], beforeItem: item(anchor))
                    let section = model.firstIndex { $0.1.contains(anchor) }!
                    model[section].1.insert(nextItem, at: model[section].1.firstIndex(of: anchor)!)
                    nextItem += 1
                case 7:
                    snapshot.reloadItems(items.prefix(2).map(item))
                case 8 where !sections.isEmpty:
                    // A section snapshot over the section: some of its items kept in order, new ones between.
                    let section = model.indices.randomElement(using: &rng)!
                    var replaced: [Int] = []
                    for item in model[section].1 {
                        if Int.random(in: 0..<6, using: &rng) == 0 { replaced.append(nextItem); nextItem += 1 }
                        if Int.random(in: 0..<5, using: &rng) > 0 { replaced.append(item) }
                    }
                    if Bool.random(using: &rng) { replaced.append(nextItem); nextItem += 1 }
                    var outline = DiffableDataSourceSectionSnapshot<Item>()
                    outline.append(replaced.map(item))
                    snapshot.replaceItems(inSection: model[section].0, with: outline)
                    model[section].1 = replaced
                case 9 where !items.isEmpty:
                    let anchor = items.randomElement(using: &rng)!
                    let count = Int.random(in: 1...3, using: &rng)
                    snapshot.insertItems((nextItem..<(nextItem + count)).map(item), afterItem: item(anchor))
                    let section = model.firstIndex { $0.1.contains(anchor) }!
                    model[section].1.insert(contentsOf: nextItem..<(nextItem + count), at: model[section].1.firstIndex(of: anchor)! + 1)
                    nextItem += count
                default:
                    snapshot.deleteItems([item(-1)])
                }
                #expect(snapshot._checkInvariants().isEmpty, "seed \(seed) step \(step)")
                #expect(snapshot.sectionIdentifiers == model.map(\.0) && snapshot.itemIdentifiers == model.flatMap(\.1).map(item), "seed \(seed) step \(step)")
                for (index, identifier) in items.map(item).enumerated().prefix(40) where snapshot.indexOfItem(identifier) != nil {
                    #expect(snapshot.itemIdentifiers[snapshot.indexOfItem(identifier)!] == identifier, "seed \(seed) step \(step) item \(index)")
                }
            }
            for (copy, expected) in copies {
                #expect(copy._checkInvariants().isEmpty, "seed \(seed): a kept copy")
                #expect(copy.sectionIdentifiers == expected.map(\.0) && copy.itemIdentifiers == expected.flatMap(\.1).map(item), "seed \(seed): a kept copy changed")
            }
        }
    }

    @Test("when many inserts fill the shift log and a section snapshot then replaces the middle of a section, then every item is found where it is",
          arguments: ["a", "b"])
    func replaceAfterManyShifts(shiftedSection: String) {
        var snapshot = Snapshot()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems(Array(0..<20), toSection: "a")
        snapshot.appendItems(Array(100..<110), toSection: "b")
        let anchor = shiftedSection == "a" ? 10 : 100
        // Eight shifts: the log is full when the section snapshot comes.
        for step in 0..<8 { snapshot.insertItems([1_000 + step], afterItem: anchor) }
        // b's middle 102…104 becomes four new items.
        var outline = DiffableDataSourceSectionSnapshot<Int>()
        let before = snapshot.itemIdentifiers(inSection: "b")
        let kept = before.filter { ![102, 103, 104].contains($0) }
        let cut = kept.firstIndex(of: 105)!
        let after = Array(kept[..<cut]) + [2_000, 2_001, 2_002, 2_003] + Array(kept[cut...])
        outline.append(after)
        snapshot.replaceItems(inSection: "b", with: outline)
        #expect(snapshot._checkInvariants().isEmpty, "\(snapshot._checkInvariants())")
        #expect(snapshot.itemIdentifiers(inSection: "b") == after)
        for (index, item) in after.enumerated() {
            #expect(snapshot.indexPath(for: item) == IndexPath(item: index, section: 1), "item \(item)")
        }
    }

    @Test("when the item index's clock runs out mid-session, then every location is rewritten, the log starts again, and every item is still found where it is, in the snapshot and in a copy kept from before")
    func clockExhaustion() {
        var snapshot = Snapshot()
        snapshot.appendSections(["a", "b", "c"])
        snapshot.appendItems(Array(0..<30), toSection: "a")
        snapshot.appendItems(Array(100..<130), toSection: "b")
        snapshot.appendItems(Array(200..<230), toSection: "c")
        // Three shifts before the last stamp: the session below crosses the restart.
        snapshot._moveItemClock(toShiftsBeforeRestart: 3)
        let kept = snapshot
        var model: [(String, [Int])] = [("a", Array(0..<30)), ("b", Array(100..<130)), ("c", Array(200..<230))]
        for step in 0..<24 {
            let section = step % 3, position = 3 + (step * 7) % 20
            let anchor = model[section].1[position]
            if step % 4 == 3 {
                snapshot.deleteItems([anchor])
                model[section].1.remove(at: position)
            } else {
                snapshot.insertItems([1_000 + step], beforeItem: anchor)
                model[section].1.insert(1_000 + step, at: position)
            }
            #expect(snapshot._checkInvariants().isEmpty, "step \(step): \(snapshot._checkInvariants().prefix(2))")
            for (sectionIndex, (_, items)) in model.enumerated() {
                for (index, item) in items.enumerated() where snapshot.indexPath(for: item) != IndexPath(item: index, section: sectionIndex) {
                    Issue.record("step \(step): item \(item) at \(String(describing: snapshot.indexPath(for: item))), expected \(index) in section \(sectionIndex)")
                }
            }
        }
        #expect(snapshot.itemIdentifiers == model.flatMap(\.1))
        #expect(kept._checkInvariants().isEmpty && kept.itemIdentifiers == Array(0..<30) + Array(100..<130) + Array(200..<230), "a copy from before the restart is untouched")
        #expect(kept.indexPath(for: 215) == IndexPath(item: 15, section: 2))
    }

    @Test("when a copy of a long snapshot is changed in more places than it shares, then both stay whole and consistent")
    func manyChangesToASharedCopy() {
        var original = Snapshot()
        original.appendSections(["a", "b"])
        original.appendItems(Array(0..<3_000), toSection: "a")
        original.appendItems(Array(3_000..<4_000), toSection: "b")
        var copy = original
        // 1 600 single moves and inserts: more than the copy can record beside the shared storage.
        for step in 0..<800 {
            copy.moveItem(step * 3, afterItem: 3_500 + step % 400)
            copy.insertItems([10_000 + step], beforeItem: 1 + step * 3)
        }
        #expect(copy._checkInvariants().isEmpty)
        #expect(original._checkInvariants().isEmpty)
        #expect(original.itemIdentifiers == Array(0..<4_000))
        #expect(copy.numberOfItems == 4_800)
        #expect(copy.itemIdentifiers(inSection: "b").count == 1_800)
        for item in [0, 3, 2_397, 3_500, 10_000, 10_799] {
            let path = copy.indexPath(for: item)!
            #expect(copy.itemIdentifier(at: path) == item)
        }
    }
}

/// An identifier whose hash takes one of four values, so that most identifiers clash in the item index.
struct CollidingItem: Hashable {
    var id: Int

    func hash(into hasher: inout Hasher) { hasher.combine(id & 3) }
}
