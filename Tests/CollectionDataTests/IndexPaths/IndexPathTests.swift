import CollectionData
import Foundation
import Testing

@Suite("IndexPath conveniences")
struct IndexPathTests {
    @Test("when an index path is made from an item and a section, then it reads back both, and row is item")
    func itemAndSection() {
        var path = IndexPath(item: 3, section: 1)
        #expect(path.section == 1 && path.item == 3 && path.row == 3)
        #expect(path == IndexPath(row: 3, section: 1))
        #expect(Array(path) == [1, 3])
        path.item = 7
        path.section = 2
        #expect(path == IndexPath(item: 7, section: 2))
        path.row = 1
        #expect(path.item == 1)
    }

    @Test("when index paths are compared, then sections order first, then items")
    func ordering() {
        #expect(IndexPath(item: 9, section: 0) < IndexPath(item: 0, section: 1))
        #expect(IndexPath(item: 1, section: 1) < IndexPath(item: 2, section: 1))
    }

    @Test("when described for messages, then the form is UIKit's (section - item)")
    func description() {
        #expect(IndexPath(item: 3, section: 0).collectionDescription == "(0 - 3)")
        #expect(IndexPath(index: 4).collectionDescription == "(4)")
        #expect(IndexPath(item: 0, section: 0).isCollectionIndexPath)
        #expect(!IndexPath(index: 4).isCollectionIndexPath)
    }
}
