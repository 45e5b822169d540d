import CollectionData
import Foundation
import Testing

@Suite("BatchUpdateWording: the same rules in a table's words (F9 for tables)")
struct BatchUpdateWordingTests {
    private func messages(_ update: BatchUpdate, before: [Int], after: [Int], wording: BatchUpdateWording) -> [String] {
        do {
            _ = try update.validated(numberOfItemsBefore: before, numberOfItemsAfter: after, wording: wording)
            return []
        } catch {
            return error.messages
        }
    }

    @Test("when a batch is checked for a table view, then every message says rows where a collection view's says items, and nothing else changes")
    func everyMessageSaysRows() {
        var counts = BatchUpdate()
        counts.insertItems(at: [IndexPath(item: 0, section: 0)])
        #expect(messages(counts, before: [2], after: [2], wording: .tableView) == [
            "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (2) must be equal to the number of rows contained in that section before the update (2), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).",
        ])
        var outOfRange = BatchUpdate()
        outOfRange.deleteItems(at: [IndexPath(item: 5, section: 0)])
        outOfRange.insertItems(at: [IndexPath(item: 9, section: 0)])
        #expect(messages(outOfRange, before: [3], after: [3], wording: .tableView) == [
            "attempt to delete row 5 from section 0 which only contains 3 rows before the update",
            "attempt to insert row 9 into section 0, but there are only 3 rows in section 0 after the update",
        ])
        var shape = BatchUpdate()
        shape.deleteItems(at: [IndexPath(index: 1)])
        #expect(messages(shape, before: [3], after: [3], wording: .tableView).first?
            .hasPrefix("Invalid index path for use with UITableView.") == true)
        // The same batches in the collection view's words differ only in the nouns.
        for update in [counts, outOfRange, shape] {
            let table = messages(update, before: [3], after: [3], wording: .tableView)
            let collection = messages(update, before: [3], after: [3], wording: .collectionView)
            #expect(table.count == collection.count)
            for (row, item) in zip(table, collection) {
                #expect(row.replacingOccurrences(of: "rows", with: "items").replacingOccurrences(of: "row ", with: "item ")
                    .replacingOccurrences(of: "UITableView", with: "UICollectionView") == item)
            }
        }
    }

    @Test("when update items are described in a table's words, then they read as UIKit's table view prints them")
    func updateItemDescriptions() {
        let delete = CollectionViewUpdateItem(action: .delete, indexPathBeforeUpdate: IndexPath(item: 1, section: 0), indexPathAfterUpdate: nil)
        let insertSection = CollectionViewUpdateItem(action: .insert, indexPathBeforeUpdate: nil, indexPathAfterUpdate: IndexPath(index: 2))
        let reload = CollectionViewUpdateItem(action: .reload, indexPathBeforeUpdate: IndexPath(item: 3, section: 1),
                                              indexPathAfterUpdate: IndexPath(item: 3, section: 1))
        #expect(delete.description(using: .tableView) == "Delete row (0 - 1)")
        #expect(insertSection.description(using: .tableView) == "Insert section 2")
        #expect(reload.description(using: .tableView).hasPrefix("Reload row (1 - 3)"))
        #expect(delete.description(using: .collectionView) == "Delete item (0 - 1)")
    }
}
