import CollectionData
import Foundation
import Testing

private func ip(_ section: Int, _ item: Int) -> IndexPath { IndexPath(item: item, section: section) }

/// Validates and returns the messages of the error (empty when valid).
private func messages(_ update: BatchUpdate, before: [Int], after: [Int]) -> [String] {
    do {
        _ = try update.validated(numberOfItemsBefore: before, numberOfItemsAfter: after)
        return []
    } catch {
        return error.messages
    }
}

@Suite("BatchUpdate: UIKit's rules and messages, worked by hand (F9, B2)")
struct BatchUpdateValidationTests {
    @Test("when the WWDC 2018 demo reloads 3, deletes 2 and moves 3 to 0 in one batch, then it is rejected with the delete-and-reload message")
    func sessionDemoRejected() {
        var update = BatchUpdate()
        update.reloadItems(at: [ip(0, 3)])
        update.deleteItems(at: [ip(0, 2)])
        update.moveItem(at: ip(0, 3), to: ip(0, 0))
        #expect(messages(update, before: [5], after: [4]) == ["attempt to delete and reload the same index path (0 - 3)"])
    }

    @Test("when the demo is split into the reload alone, then delete + move, then both batches are valid and give [D′, A, B, E]")
    func sessionDemoFixed() throws {
        var model = [["A", "B", "C", "D", "E"]]
        var reload = BatchUpdate()
        reload.reloadItems(at: [ip(0, 3)])
        try reload.apply(to: &model, newSection: { _ in [] }, newItem: { _ in "D′" })
        #expect(model == [["A", "B", "C", "D′", "E"]])
        var update = BatchUpdate()
        update.deleteItems(at: [ip(0, 2)])
        update.moveItem(at: ip(0, 3), to: ip(0, 0))
        try update.apply(to: &model, newSection: { _ in [] }, newItem: { _ in "?" })
        #expect(model == [["D′", "A", "B", "E"]])
        let validated = try update.validated(numberOfItemsBefore: [5], numberOfItemsAfter: [4])
        #expect(validated.mapping.indexPathAfterUpdate(for: ip(0, 0)) == ip(0, 1))
        #expect(validated.mapping.indexPathAfterUpdate(for: ip(0, 2)) == nil)
        #expect(validated.mapping.indexPathAfterUpdate(for: ip(0, 3)) == ip(0, 0))
        #expect(validated.mapping.indexPathBeforeUpdate(for: ip(0, 3)) == ip(0, 4))
    }

    @Test("when a surviving section's count does not add up, then UIKit's item-count message names every term")
    func itemCount() {
        var update = BatchUpdate()
        update.insertItems(at: [ip(1, 0)])
        update.deleteItems(at: [ip(1, 1), ip(1, 2)])
        update.moveItem(at: ip(0, 0), to: ip(1, 3))
        #expect(messages(update, before: [2, 5], after: [1, 6]) == [
            "Invalid update: invalid number of items in section 1. The number of items contained in an existing section after the update (6) must be equal to the number of items contained in that section before the update (5), plus or minus the number of items inserted or deleted from that section (1 inserted, 2 deleted) and plus or minus the number of items moved into or out of that section (1 moved in, 0 moved out).",
        ])
    }

    @Test("when the number of sections does not add up, then UIKit's section-count message is reported")
    func sectionCount() {
        var update = BatchUpdate()
        update.insertSections([1])
        #expect(messages(update, before: [1, 1], after: [1, 1]) == [
            "Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (2) must be equal to the number of sections contained in the collection view before the update (2), plus or minus the number of sections inserted or deleted (1 inserted, 0 deleted).",
        ])
    }

    @Test("when index paths are out of range, then each gets UIKit's range message")
    func ranges() {
        var update = BatchUpdate()
        update.deleteItems(at: [ip(0, 5), ip(3, 0)])
        update.insertItems(at: [ip(0, 9)])
        update.deleteSections([4])
        update.insertSections([7])
        update.reloadItems(at: [ip(0, 6)])
        update.reconfigureItems(at: [ip(0, -1)])
        update.moveItem(at: ip(0, 8), to: ip(0, 0))
        update.moveItem(at: ip(0, 0), to: ip(0, 12))
        update.reloadSections([9])
        update.moveSection(6, toSection: 0)
        update.moveSection(0, toSection: 6)
        update.insertItems(at: [IndexPath(index: 2)])
        let result = messages(update, before: [5], after: [5])
        #expect(result.contains("attempt to delete item 5 from section 0 which only contains 5 items before the update"))
        #expect(result.contains("attempt to delete item 0 from section 3, but there are only 1 sections before the update"))
        #expect(result.contains("attempt to insert item 9 into section 0, but there are only 5 items in section 0 after the update"))
        #expect(result.contains("attempt to delete section 4, but there are only 1 sections before the update"))
        #expect(result.contains("attempt to insert section 7 but there are only 1 sections after the update"))
        #expect(result.contains("attempt to reload item 6 from section 0 which only contains 5 items before the update"))
        #expect(result.contains("attempt to reconfigure item -1 from section 0 which only contains 5 items before the update"))
        #expect(result.contains("attempt to move item 8 from section 0 which only contains 5 items before the update"))
        #expect(result.contains("attempt to move item at index path (0 - 0) to item 12 in section 0, but there are only 5 items in section 0 after the update"))
        #expect(result.contains("attempt to reload section 9, but there are only 1 sections before the update"))
        #expect(result.contains("attempt to move section 6, but there are only 1 sections before the update"))
        #expect(result.contains("attempt to move section 0 to section 6, but there are only 1 sections after the update"))
        #expect(result.contains("Invalid index path for use with UICollectionView. Index paths passed to table or collection views must contain exactly two indices: (2)"))
        #expect(result.count == 13)
    }

    @Test("when an out-of-range insert comes with other changes, then only the range error is reported, as UIKit raises it before it counts")
    func rangeErrorBeforeCounts() {
        var update = BatchUpdate()
        update.insertItems(at: [ip(0, 9)])
        update.deleteItems(at: [ip(0, 1)])
        #expect(messages(update, before: [5], after: [5]) == [
            "attempt to insert item 9 into section 0, but there are only 5 items in section 0 after the update",
        ])
        // Without the bad path the same counts are checked and reported.
        var counted = BatchUpdate()
        counted.deleteItems(at: [ip(0, 1)])
        #expect(messages(counted, before: [5], after: [5]).first?.hasPrefix("Invalid update: invalid number of items in section 0.") == true)
    }

    @Test("when item changes conflict, then each conflict gets UIKit's message")
    func itemConflicts() {
        var update = BatchUpdate()
        update.deleteItems(at: [ip(0, 0), ip(0, 1), ip(0, 7)])
        update.reloadItems(at: [ip(0, 0), ip(0, 2), ip(0, 6)])
        update.reconfigureItems(at: [ip(0, 7), ip(0, 6), ip(0, 8)])
        update.moveItem(at: ip(0, 1), to: ip(0, 9))
        update.moveItem(at: ip(0, 2), to: ip(0, 8))
        update.moveItem(at: ip(0, 3), to: ip(0, 4))
        update.moveItem(at: ip(0, 3), to: ip(0, 5))
        update.moveItem(at: ip(0, 4), to: ip(0, 5))
        update.moveItem(at: ip(0, 8), to: ip(0, 3))
        update.insertItems(at: [ip(0, 9)])
        let result = messages(update, before: [10], after: [10])
        #expect(result.contains("attempt to delete and reload the same index path (0 - 0)"))
        #expect(result.contains("attempt to perform a delete and a move from the same index path (0 - 1)"))
        #expect(result.contains("attempt to delete and reload the same index path (0 - 2)"), "reload + move source")
        #expect(result.contains("attempt to move item at index path (0 - 3) to both (0 - 4) and (0 - 5)"))
        #expect(result.contains("attempt to move both item at index path (0 - 3) and (0 - 4) to (0 - 5)"))
        #expect(result.contains("attempt to perform an insert and a move to the same index path (0 - 9)"))
        #expect(result.contains("attempt to delete and reconfigure the same index path (0 - 7)"))
        #expect(result.contains("attempt to reload and reconfigure the same index path (0 - 6)"))
        #expect(result.contains("attempt to reconfigure and move the same index path (0 - 8)"))
    }

    @Test("when section changes conflict, then each conflict gets a message in UIKit's style")
    func sectionConflicts() {
        var update = BatchUpdate()
        update.deleteSections([0, 1])
        update.reloadSections([1, 2])
        update.moveSection(0, toSection: 3)
        update.moveSection(2, toSection: 4)
        update.moveSection(3, toSection: 4)
        update.moveSection(5, toSection: 1)
        update.moveSection(5, toSection: 2)
        update.insertSections([3])
        let result = messages(update, before: [1, 1, 1, 1, 1, 1], after: [1, 1, 1, 1, 1])
        #expect(result.contains("attempt to delete and reload the same section (1)"))
        #expect(result.contains("attempt to perform a delete and a move from the same section (0)"))
        #expect(result.contains("attempt to delete and reload the same section (2)"), "reload + move source")
        #expect(result.contains("attempt to move both section 2 and 3 to 4"))
        #expect(result.contains("attempt to move section 5 to both 1 and 2"))
        #expect(result.contains("attempt to perform an insert and a move to the same section (3)"))
    }

    @Test("when items change inside a moved section, then it is rejected (UIKit cannot take it in one batch)")
    func itemsInMovedSection() {
        var update = BatchUpdate()
        update.moveSection(0, toSection: 1)
        update.deleteItems(at: [ip(0, 0)])
        update.insertItems(at: [ip(1, 0)])
        #expect(messages(update, before: [2, 2], after: [2, 2]) == [
            "attempt to update the item at index path (0 - 0) before the update, in section 0, which is being moved",
            "attempt to update the item at index path (1 - 0) after the update, in section 1, which is being moved",
        ])
    }

    @Test("when items change inside deleted, reloaded or inserted sections, then the section change subsumes them")
    func subsumedItemChanges() throws {
        var update = BatchUpdate()
        update.deleteSections([0])
        update.reloadSections([1])
        update.insertSections([1])
        update.deleteItems(at: [ip(0, 0)])
        update.reloadItems(at: [ip(1, 0)])
        update.insertItems(at: [ip(1, 0), ip(0, 2)])
        // Sections after: the reload of 1 (shifted past the deleted 0 to 0; the insert at 1 comes after it),
        // the inserted 1, and the old 2.
        let validated = try update.validated(numberOfItemsBefore: [3, 2, 4], numberOfItemsAfter: [7, 1, 4])
        #expect(validated.reloadedSections == [BatchUpdate.Move(from: 1, to: 0)])
        #expect(validated.mapping.sectionAfterUpdate(for: 2) == 2)
        #expect(validated.mapping.sectionAfterUpdate(for: 1) == nil)
        #expect(validated.mapping.sectionBeforeUpdate(for: 1) == nil)
        #expect(validated.mapping.indexPathBeforeUpdate(for: ip(0, 0)) == nil, "the reloaded section's items are new")
        #expect(validated.mapping.indexPathAfterUpdate(for: ip(2, 3)) == ip(2, 3))
        #expect(validated.updateItems.map(\.description) == ["delete (0)", "insert (1)", "reload (1)"])
    }

    @Test("when items move out of a deleted section or into an inserted one, then the moves are kept")
    func movesAcrossReplacedSections() throws {
        var update = BatchUpdate()
        update.deleteSections([0])
        update.insertSections([1])
        update.moveItem(at: ip(0, 1), to: ip(1, 0))
        update.moveItem(at: ip(1, 0), to: ip(1, 2))
        let validated = try update.validated(numberOfItemsBefore: [2, 1], numberOfItemsAfter: [0, 3])
        #expect(validated.mapping.indexPathAfterUpdate(for: ip(0, 1)) == ip(1, 0))
        #expect(validated.mapping.indexPathAfterUpdate(for: ip(0, 0)) == nil)
        #expect(validated.mapping.indexPathBeforeUpdate(for: ip(1, 2)) == ip(1, 0))
        #expect(validated.mapping.indexPathBeforeUpdate(for: ip(1, 1)) == nil, "a new item of the inserted section")
    }

    @Test("when a reload lands on a move destination, then it conflicts like an insert")
    func reloadTargetConflict() {
        var update = BatchUpdate()
        update.reloadItems(at: [ip(0, 1)])
        update.moveItem(at: ip(0, 0), to: ip(0, 1))
        #expect(messages(update, before: [3], after: [3]) == ["attempt to perform an insert and a move to the same index path (0 - 1)"])
    }

    @Test("when a valid batch is validated, then update items come in UIKit's order and reloads land where deletes and inserts shift them")
    func updateItemsAndReloads() throws {
        var update = BatchUpdate()
        update.reloadItems(at: [ip(0, 3)])
        update.deleteItems(at: [ip(0, 0)])
        update.insertItems(at: [ip(0, 1)])
        update.reconfigureItems(at: [ip(0, 4)])
        update.moveItem(at: ip(0, 1), to: ip(0, 4))
        let validated = try update.validated(numberOfItemsBefore: [5], numberOfItemsAfter: [5])
        // Reload of 3: one delete before it (3 → 2), then the insert at 1 pushes it to 3.
        #expect(validated.reloadedItems == [BatchUpdate.Move(from: ip(0, 3), to: ip(0, 3))])
        #expect(validated.updateItems.map(\.description) == ["delete (0 - 0)", "insert (0 - 1)", "reload (0 - 3)", "move (0 - 1) -> (0 - 4)"])
        #expect(validated.reconfiguredItems == [BatchUpdate.Move(from: ip(0, 4), to: ip(0, 2))])
        // Before [a b c d e]: a deleted, b moved to 4, d reloaded. After: [c, new, e, d′, b] — the survivors c and e fill 0 and 2.
        #expect(validated.mapping.indexPathAfterUpdate(for: ip(0, 2)) == ip(0, 0))
        #expect(validated.mapping.indexPathAfterUpdate(for: ip(0, 4)) == ip(0, 2))
        #expect(validated.mapping.indexPathBeforeUpdate(for: ip(0, 1)) == nil)
        #expect(validated.mapping.indexPathBeforeUpdate(for: ip(0, 3)) == nil)
    }

    @Test("when calls are made in any order, repeated, or split across nested batches, then the result is the same")
    func orderAndMerging() throws {
        var a = BatchUpdate()
        a.deleteItems(at: [ip(0, 1)])
        a.insertItems(at: [ip(0, 0)])
        a.moveItem(at: ip(0, 3), to: ip(0, 2))
        var b = BatchUpdate()
        b.moveItem(at: ip(0, 3), to: ip(0, 2))
        b.insertItems(at: [ip(0, 0), ip(0, 0)])
        var nested = BatchUpdate()
        nested.deleteItems(at: [ip(0, 1)])
        b.merge(nested)
        #expect(a == b)
        let validatedA = try a.validated(numberOfItemsBefore: [4], numberOfItemsAfter: [4])
        let validatedB = try b.validated(numberOfItemsBefore: [4], numberOfItemsAfter: [4])
        #expect(validatedA == validatedB)
        #expect(BatchUpdate().isEmpty && !a.isEmpty && !a.isReloadOnly)
        #expect(a.description == "delete (0 - 1)\ninsert (0 - 0)\nmove (0 - 3) -> (0 - 2)")
    }

    @Test("when the mapping is asked about positions outside the collection, then it answers nil")
    func mappingOutOfRange() throws {
        let validated = try BatchUpdate().validated(numberOfItemsBefore: [2], numberOfItemsAfter: [2])
        let mapping = validated.mapping
        #expect(mapping.indexPathAfterUpdate(for: ip(0, 1)) == ip(0, 1))
        #expect(mapping.indexPathAfterUpdate(for: ip(0, 2)) == nil)
        #expect(mapping.indexPathAfterUpdate(for: ip(1, 0)) == nil)
        #expect(mapping.indexPathBeforeUpdate(for: IndexPath(index: 0)) == nil)
        #expect(mapping.sectionAfterUpdate(for: -1) == nil && mapping.sectionBeforeUpdate(for: 1) == nil)
        #expect(mapping.numberOfSectionsBefore == 1 && mapping.numberOfSectionsAfter == 1)
    }

    @Test("when a model helper gets an invalid batch, then it throws and leaves the model untouched")
    func helperKeepsModelOnError() {
        var model = [["A", "B"]]
        var update = BatchUpdate()
        update.deleteItems(at: [ip(0, 5)])
        #expect(throws: BatchUpdateError.self) {
            try update.apply(to: &model, newSection: { _ in [] }, newItem: { _ in "X" })
        }
        #expect(model == [["A", "B"]])
    }
}
