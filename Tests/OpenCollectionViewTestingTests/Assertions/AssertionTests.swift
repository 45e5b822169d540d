import CollectionData
import CollectionEngine
import CollectionGeometry
import Foundation
import OpenCollectionViewTesting
import Testing
import ViewSystem

@Suite("Assertions")
@MainActor
struct AssertionTests {
    @Test("when the visible cells show the expected texts, then the assertion passes; otherwise it marks each differing cell")
    func cellContents() throws {
        let host = TestHost(size: CGSize(width: 390, height: 130))
        let list = FruitList(count: 5)
        host.show(list.collectionView)
        let shown = host.visibleCellContents(in: list.collectionView)
        #expect(shown.map(\.indexPath) == list.collectionView.indexPathsForVisibleItems.sorted())
        let expected = shown.indices.map { "Fruit \($0) · 7 letters" }
        try host.assertVisibleCellContents(expected, in: list.collectionView)
        var wrong = expected
        wrong[1] = "Pear"
        #expect {
            try host.assertVisibleCellContents(wrong, in: list.collectionView)
        } throws: { error in
            let message = (error as? TestingFailure)?.message ?? ""
            return message.contains("✗ [0, 1] \"Fruit 1 · 7 letters\", expected \"Pear\"") && !message.contains("✗ [0, 0]")
        }
    }

    @Test("when an item's frame is asserted, then the layout's frame is compared within the accuracy, and a missing item throws")
    func frames() throws {
        let host = TestHost()
        let list = FruitList()
        host.show(list.collectionView)
        let frame = list.collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))!.frame
        try host.assertFrame(ofItemAt: IndexPath(item: 2, section: 0), in: list.collectionView, equals: frame)
        try host.assertFrame(ofItemAt: IndexPath(item: 2, section: 0), in: list.collectionView, equals: frame.offsetBy(dx: 0, dy: 0.4), accuracy: 0.5)
        #expect {
            try host.assertFrame(ofItemAt: IndexPath(item: 2, section: 0), in: list.collectionView, equals: frame.offsetBy(dx: 0, dy: 1))
        } throws: { ($0 as? TestingFailure)?.message.hasPrefix("the item at [0, 2] is at {{0, \(Int(frame.minY))}") == true }
        #expect(throws: TestingFailure.self) {
            try host.assertFrame(ofItemAt: IndexPath(item: 100, section: 0), in: list.collectionView, equals: frame)
        }
    }

    @Test("when a batch update breaks UIKit's rules, then assertValid throws UIKit's message; a valid one passes")
    func batchValidity() throws {
        var valid = BatchUpdate()
        valid.insertItems(at: [IndexPath(item: 0, section: 0)])
        try valid.assertValid(numberOfItemsBefore: [3], numberOfItemsAfter: [4])
        #expect {
            try valid.assertValid(numberOfItemsBefore: [3], numberOfItemsAfter: [3])
        } throws: { error in
            let message = (error as? TestingFailure)?.message ?? ""
            return message.contains("Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (3) must be equal to the number of items contained in that section before the update (3), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted)")
        }
        #expect {
            try valid.assertValid(numberOfItemsBefore: [3], numberOfItemsAfter: [3], wording: .tableView)
        } throws: { ($0 as? TestingFailure)?.message.contains("invalid number of rows in section 0") == true }
    }

    @Test("when a collection view's batch does not match its data source, then performBatchUpdates throws UIKit's message and the view recovers")
    func invalidBatchOnScreen() throws {
        let host = TestHost()
        let list = FruitList(count: 10)
        host.show(list.collectionView)
        #expect {
            try host.performBatchUpdates(in: list.collectionView) {
                list.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
            }
        } throws: { ($0 as? TestingFailure)?.message.contains("invalid number of items in section 0") == true }
        #expect(list.collectionView.numberOfItems(inSection: 0) == 10)
    }

    @Test("when a snapshot is applied over another, then the animation names its inserts, deletes and moves; a wrong expectation is spelled out")
    func snapshotAnimation() throws {
        var old = DiffableDataSourceSnapshot<String, String>()
        old.appendSections(["fruit"])
        old.appendItems(["apple", "banana", "cherry", "date"])
        var new = DiffableDataSourceSnapshot<String, String>()
        new.appendSections(["fruit"])
        new.appendItems(["date", "apple", "cherry", "elderberry"])
        new.reconfigureItems(["apple"])
        try new.assertApplying(over: old, animates: SnapshotAnimation(insertedItems: ["elderberry"], deletedItems: ["banana"],
                                                                      movedItems: ["date"], reconfiguredItems: ["apple"]))
        #expect {
            try new.assertApplying(over: old, animates: SnapshotAnimation(insertedItems: ["elderberry"], movedItems: ["apple"]))
        } throws: { error in
            let message = (error as? TestingFailure)?.message ?? ""
            return message.contains("deleted items: expected [], got [banana]; not expected banana")
                && message.contains("moved items: expected [apple], got [date]; missing apple; not expected date")
        }
        // Applied over itself, only its own marks remain.
        #expect(new.animation(from: new) == SnapshotAnimation(reconfiguredItems: ["apple"]))
        #expect(old.animation(from: old) == SnapshotAnimation())
    }
}
