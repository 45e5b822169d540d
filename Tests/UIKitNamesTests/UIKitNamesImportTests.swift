import Testing
import UIKitNames

/// `import UIKitNames` — the spelling before `import UIKit` existed — still gives the whole library
/// with UIKit's prefixed names.
@Suite("import UIKitNames")
@MainActor
struct UIKitNamesImportTests {
    @Test("when code imports UIKitNames, then UIKit's prefixed names and the library's own name the same types")
    func prefixedNames() {
        let layout: UICollectionViewFlowLayout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 50, height: 50)
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        #expect(collectionView.collectionViewLayout === layout)
        let insets: NSDirectionalEdgeInsets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(insets.leading == 2)
        #expect(IndexPath(item: 3, section: 1).item == 3)
    }
}
