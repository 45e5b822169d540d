import CollectionData
import TestSupport
import Foundation
import Testing

typealias SectionSnapshot = DiffableDataSourceSectionSnapshot<String>

@Suite("DiffableDataSourceSectionSnapshot: hierarchical sections (F31)")
struct DiffableDataSourceSectionSnapshotTests {
    /// fruits ▸ apple, pear ▸ (conference); vegetables ▸ leek
    func sample() -> SectionSnapshot {
        var snapshot = SectionSnapshot()
        snapshot.append(["fruits", "vegetables"])
        snapshot.append(["apple", "pear"], to: "fruits")
        snapshot.append(["conference"], to: "pear")
        snapshot.append(["leek"], to: "vegetables")
        return snapshot
    }

    @Test("when a tree is built, then items are depth first and only expanded parents show their children")
    func visibility() {
        var snapshot = sample()
        #expect(snapshot.rootItems == ["fruits", "vegetables"])
        #expect(snapshot.items == ["fruits", "apple", "pear", "conference", "vegetables", "leek"])
        #expect(snapshot.visibleItems == ["fruits", "vegetables"])
        snapshot.expand(["fruits", "pear"])
        #expect(snapshot.visibleItems == ["fruits", "apple", "pear", "conference", "vegetables"])
        snapshot.collapse(["fruits"])
        #expect(snapshot.visibleItems == ["fruits", "vegetables"])
        #expect(snapshot.isExpanded("pear") && !snapshot.isVisible("conference"), "collapsing keeps the children's own state")
        snapshot.expand(["fruits"])
        #expect(snapshot.isVisible("conference"))
        #expect(snapshot._checkInvariants().isEmpty)
    }

    @Test("when asked about an item's place, then level, parent, index and containment answer")
    func queries() {
        let snapshot = sample()
        #expect(snapshot.level(of: "fruits") == 0 && snapshot.level(of: "pear") == 1 && snapshot.level(of: "conference") == 2)
        #expect(snapshot.level(of: "nope") == -1)
        #expect(snapshot.parent(of: "conference") == "pear" && snapshot.parent(of: "fruits") == nil)
        #expect(snapshot.index(of: "vegetables") == 4 && snapshot.index(of: "nope") == nil)
        #expect(snapshot.contains("leek") && !snapshot.contains("nope"))
    }

    @Test("when a subtree is taken, then it keeps its shape with or without its parent")
    func subtree() {
        let snapshot = sample()
        let children = snapshot.snapshot(of: "fruits")
        #expect(children.rootItems == ["apple", "pear"] && children.items == ["apple", "pear", "conference"])
        #expect(children.parent(of: "apple") == nil && children.level(of: "conference") == 1)
        let withParent = snapshot.snapshot(of: "fruits", includingParent: true)
        #expect(withParent.rootItems == ["fruits"] && withParent.items.count == 4)
        #expect(snapshot.snapshot(of: "nope").items.isEmpty)
        #expect(children._checkInvariants().isEmpty && withParent._checkInvariants().isEmpty)
    }

    @Test("when a snapshot is inserted before or after an item, then its roots become that item's siblings with their subtrees; an unknown anchor or a repeated item is refused")
    func insertingSnapshots() {
        var snapshot = sample()
        var berries = SectionSnapshot()
        berries.append(["berries"])
        berries.append(["cherry"], to: "berries")
        snapshot.insert(berries, before: "pear")
        var nuts = SectionSnapshot()
        nuts.append(["nuts"])
        snapshot.insert(nuts, after: "vegetables")
        #expect(snapshot.items == ["fruits", "apple", "berries", "cherry", "pear", "conference", "vegetables", "leek", "nuts"])
        #expect(snapshot.parent(of: "berries") == "fruits" && snapshot.parent(of: "cherry") == "berries" && snapshot.parent(of: "nuts") == nil)
        #expect(snapshot.problems.isEmpty && snapshot._checkInvariants().isEmpty)
        let before = snapshot
        snapshot.insert(nuts, after: "missing")
        snapshot.insert(berries, before: "leek")
        #expect(snapshot.items == before.items && snapshot.problems.count == 2)
        #expect(snapshot.problems.map(\.description).allSatisfy { $0.contains("insert(_:") })
    }

    @Test("when a tree is described, then each item is a line indented by its level, parents marked expanded or collapsed, hidden items in parentheses")
    func visualDescription() {
        var snapshot = sample()
        snapshot.expand(["fruits"])
        #expect(snapshot.visualDescription() == """
            ▾ fruits
              - apple
              ▸ pear
                - (conference)
            ▸ vegetables
              - (leek)
            """)
        #expect(SectionSnapshot().visualDescription() == "")
    }

    @Test("when items are inserted, deleted and replaced, then siblings and descendants follow")
    func editing() {
        var snapshot = sample()
        snapshot.insert(["banana"], before: "pear")
        snapshot.insert(["nuts"], after: "fruits")
        #expect(snapshot.items == ["fruits", "apple", "banana", "pear", "conference", "nuts", "vegetables", "leek"])
        snapshot.delete(["pear"])
        #expect(!snapshot.contains("conference"), "descendants go with their parent")
        var herbs = SectionSnapshot()
        herbs.append(["basil", "mint"])
        snapshot.replace(childrenOf: "vegetables", using: herbs)
        #expect(snapshot.snapshot(of: "vegetables").items == ["basil", "mint"] && !snapshot.contains("leek"))
        snapshot.append(herbs.snapshot(of: "basil"), to: "nuts")
        var more = SectionSnapshot()
        more.append(["almond"])
        more.append(["roasted"], to: "almond")
        snapshot.append(more, to: "nuts")
        #expect(snapshot.parent(of: "roasted") == "almond" && snapshot.parent(of: "almond") == "nuts")
        #expect(snapshot._checkInvariants().isEmpty)
        snapshot.deleteAll()
        #expect(snapshot.items.isEmpty)
    }

    @Test("when identifiers repeat or are unknown, then the operation is rejected with Apple's wording and nothing changes")
    func badInput() throws {
        var snapshot = sample()
        let before = snapshot
        snapshot.append(["leek"], to: "fruits")
        #expect(snapshot.problems.map(\.message) == ["Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(leek)}"])
        snapshot.append(["x"], to: "nope")
        snapshot.insert(["y"], before: "nope")
        snapshot.delete(["nope"])
        snapshot.expand(["nope"])
        var clash = SectionSnapshot()
        clash.append(["apple"])
        snapshot.replace(childrenOf: "vegetables", using: clash)
        #expect(snapshot == before && snapshot.problems.count == 6)
        #expect(throws: SnapshotError.self) { try snapshot.validate { $0.append(["z", "z"]) } }
        try snapshot.validate { $0.append(["z"]) }
        #expect(snapshot.rootItems.last == "z")
    }

    @Test("when a section snapshot fills a section of a full snapshot, then the section shows its visible items")
    func fillsSection() {
        var sectionSnapshot = sample()
        sectionSnapshot.expand(["fruits"])
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems(["old"], toSection: 0)
        snapshot.appendItems(["other"], toSection: 1)
        snapshot.reloadItems(["old"])
        snapshot.replaceItems(inSection: 0, with: sectionSnapshot)
        #expect(snapshot.itemIdentifiers(inSection: 0) == ["fruits", "apple", "pear", "vegetables"])
        #expect(snapshot.reloadedItemIdentifiers.isEmpty)
        var clash = SectionSnapshot()
        clash.append(["other"])
        snapshot.replaceItems(inSection: 0, with: clash)
        snapshot.replaceItems(inSection: 9, with: clash)
        #expect(snapshot.problems.map(\.kind) == [.duplicateItemIdentifiers, .unknownSectionIdentifier])
        #expect(snapshot.itemIdentifiers(inSection: 0).count == 4)
    }

    @Test("when random tree operations are applied, then the visible items always equal a walk of the tree and a plain model (seeded)")
    func randomOperations() {
        for seed in TestSeeds.seeds(count: 60) {
            var rng = SeededRandomNumberGenerator(seed: seed)
            var snapshot = SectionSnapshot()
            // The model: each item's parent and children, roots, and the expanded set.
            var roots: [String] = [], children: [String: [String]] = [:], parent: [String: String] = [:]
            var expanded = Set<String>()
            var next = 0
            func name() -> String { next += 1; return "i\(next)" }
            func walk(_ items: [String], onlyVisible: Bool) -> [String] {
                items.flatMap { item in
                    [item] + (!onlyVisible || expanded.contains(item) ? walk(children[item, default: []], onlyVisible: onlyVisible) : [])
                }
            }
            func remove(_ item: String) {
                for child in children[item, default: []] { remove(child) }
                children[item] = nil
                parent[item] = nil
                expanded.remove(item)
            }
            for step in 0..<80 {
                let all = walk(roots, onlyVisible: false)
                switch Int.random(in: 0..<8, using: &rng) {
                case 0:
                    let items = (0..<Int.random(in: 1...3, using: &rng)).map { _ in name() }
                    snapshot.append(items)
                    roots += items
                case 1 where !all.isEmpty:
                    let target = all.randomElement(using: &rng)!
                    let items = (0..<Int.random(in: 1...4, using: &rng)).map { _ in name() }
                    snapshot.append(items, to: target)
                    children[target, default: []] += items
                    for item in items { parent[item] = target }
                case 2 where !all.isEmpty:
                    let item = all.randomElement(using: &rng)!
                    snapshot.expand([item])
                    expanded.insert(item)
                case 3 where !all.isEmpty:
                    let item = all.randomElement(using: &rng)!
                    snapshot.collapse([item])
                    expanded.remove(item)
                case 4 where !all.isEmpty:
                    let anchor = all.randomElement(using: &rng)!
                    let item = name()
                    snapshot.insert([item], after: anchor)
                    if let up = parent[anchor] {
                        children[up]!.insert(item, at: children[up]!.firstIndex(of: anchor)! + 1)
                        parent[item] = up
                    } else {
                        roots.insert(item, at: roots.firstIndex(of: anchor)! + 1)
                    }
                case 5 where !all.isEmpty && Int.random(in: 0..<3, using: &rng) == 0:
                    let item = all.randomElement(using: &rng)!
                    snapshot.delete([item])
                    if let up = parent[item] {
                        children[up]!.removeAll { $0 == item }
                        if children[up]!.isEmpty { children[up] = nil }
                    } else {
                        roots.removeAll { $0 == item }
                    }
                    remove(item)
                case 6:
                    snapshot.expand(["unknown"])
                default:
                    let copy = snapshot
                    snapshot.expand(Array(all.prefix(2)))
                    for item in all.prefix(2) { expanded.insert(item) }
                    #expect(copy._checkInvariants().isEmpty, "seed \(seed) step \(step): a copy")
                }
                #expect(snapshot._checkInvariants().isEmpty, "seed \(seed) step \(step)")
                #expect(snapshot.visibleItems == walk(roots, onlyVisible: true), "seed \(seed) step \(step)")
                #expect(snapshot.items == walk(roots, onlyVisible: false), "seed \(seed) step \(step)")
            }
        }
    }
}
