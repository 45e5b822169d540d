import CollectionData
import Foundation
import Testing

@Suite("CollectionViewUpdateItem and UIKit's messages")
struct CollectionViewUpdateItemTests {
    @Test("when update items are described, then each action shows its index paths")
    func descriptions() {
        let move = CollectionViewUpdateItem(action: .move, indexPathBeforeUpdate: IndexPath(item: 1, section: 0),
                                            indexPathAfterUpdate: IndexPath(item: 4, section: 0))
        #expect(move.description == "move (0 - 1) -> (0 - 4)")
        #expect(!move.isSectionUpdate)
        let insertSection = CollectionViewUpdateItem(action: .insert, indexPathBeforeUpdate: nil, indexPathAfterUpdate: IndexPath(index: 2))
        #expect(insertSection.description == "insert (2)" && insertSection.isSectionUpdate)
        #expect(CollectionViewUpdateItem.Action.reload.rawValue == 2 && CollectionViewUpdateItem.Action.none.rawValue == 4)
    }

    @Test("when the count messages are built, then they read exactly as UIKit's exceptions")
    func countMessages() {
        #expect(UIKitMessages.invalidNumberOfItems(section: 0, after: 3, before: 5, inserted: 1, deleted: 2, movedIn: 0, movedOut: 1)
            == "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (3) must be equal to the number of items contained in that section before the update (5), plus or minus the number of items inserted or deleted from that section (1 inserted, 2 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 1 moved out).")
        #expect(UIKitMessages.invalidNumberOfSections(after: 2, before: 3, inserted: 0, deleted: 0)
            == "Invalid update: invalid number of sections. The number of sections contained in the collection view after the update (2) must be equal to the number of sections contained in the collection view before the update (3), plus or minus the number of sections inserted or deleted (0 inserted, 0 deleted).")
    }

    @Test("when a diagnostic is described, then it shows source, message and recovery")
    func diagnostics() {
        let diagnostic = CollectionDiagnostic(source: .reuse, message: "m", recovery: "r")
        #expect(diagnostic.description == "[reuse] m (r)")
        #expect(CollectionDiagnostic(source: .layout, message: "m").description == "[layout] m")
    }
}
