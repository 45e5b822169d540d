import CollectionData
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
}
