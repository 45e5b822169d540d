// The examples of the CollectionData catalog's "Getting started" article, Guides/DiffableDataSource.md
// and Guides/BatchUpdates.md, run as tests so the documentation cannot rot (scripts/check-examples
// checks that each document shows its code verbatim).
import CollectionData
import Foundation
import Testing

@Suite("CollectionData's documentation examples")
struct DataDocumentationExampleTests {
    @Test("getting started: the changeset between two snapshots names the inserts, deletes and moves")
    func gettingStarted() {
        var before = DiffableDataSourceSnapshot<String, String>()
        before.appendSections(["Fruit"])
        before.appendItems(["Apple", "Banana", "Cherry", "Damson"])

        var after = before
        after.deleteItems(["Banana"])
        after.moveItem("Damson", beforeItem: "Apple")
        after.appendItems(["Elderberry"])

        let changeset = after.changeset(from: before)
        #expect(changeset.stages.count == 1)
        let update = changeset.stages[0].update
        #expect(update.deletedItems == [IndexPath(item: 1, section: 0)])
        #expect(update.insertedItems == [IndexPath(item: 3, section: 0)])
        #expect(update.itemMoves == [BatchUpdate.Move(from: IndexPath(item: 3, section: 0), to: IndexPath(item: 0, section: 0))])
        #expect(changeset.stages[0].snapshot.itemIdentifiers == ["Damson", "Apple", "Cherry", "Elderberry"])
    }

    @Test("the diffable guide: reversing 1 000 items moves 999 of them, the fewest there can be")
    func reversalMovesTheFewestItems() throws {
        var before = DiffableDataSourceSnapshot<Int, Int>()
        before.appendSections([0])
        before.appendItems(Array(0..<1000))
        var after = DiffableDataSourceSnapshot<Int, Int>()
        after.appendSections([0])
        after.appendItems((0..<1000).reversed())

        let changeset = after.changeset(from: before)
        let update = try #require(changeset.stages.first?.update)
        #expect(update.itemMoveCount == 999)        // one item stays, every other one moves once
        #expect(update.insertedItems.isEmpty && update.deletedItems.isEmpty)
        let validated = try update.validated(numberOfItemsBefore: [1000], numberOfItemsAfter: [1000])
        #expect(validated.mapping.indexPathAfterUpdate(for: IndexPath(item: 0, section: 0)) == IndexPath(item: 999, section: 0))
    }

    @Test("the batch-update guide: a batch that contradicts the counts is refused with UIKit's message")
    func invalidBatchIsRefusedWithUIKitsMessage() {
        var update = BatchUpdate()
        update.insertItems(at: [IndexPath(item: 2, section: 0)])   // the section had 5 items, and still has 5

        let error = #expect(throws: BatchUpdateError.self) {
            try update.validated(numberOfItemsBefore: [5], numberOfItemsAfter: [5])
        }
        #expect(error?.messages == [
            "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (5) must be equal to the number of items contained in that section before the update (5), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).",
        ])
    }
}
