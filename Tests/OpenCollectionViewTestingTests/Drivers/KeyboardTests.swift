import CollectionEngine
import CollectionGeometry
import CollectionLayout
import Foundation
import OpenCollectionViewTesting
import Testing
import ViewSystem

@Suite("Keyboard driver")
@MainActor
struct KeyboardTests {
    final class Source: CollectionViewDataSource {
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 20 }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        }
    }

    func makeList(in host: TestHost) -> (CollectionView, Source) {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 44)
        layout.minimumLineSpacing = 0
        let collectionView = CollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let source = Source()
        collectionView.dataSource = source
        host.show(collectionView)
        return (collectionView, source)
    }

    @Test("when arrow keys and Return are pressed in a collection view, then the focus moves and Return selects the focused item")
    func arrowsAndReturn() throws {
        let host = TestHost()
        let (collectionView, source) = makeList(in: host)
        collectionView.selectionFollowsFocus = false
        try host.press(.downArrow, in: collectionView)
        try host.press(.downArrow, in: collectionView)
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isFocused == true)
        #expect(collectionView.indexPathsForSelectedItems == [])
        try host.press(.enter, in: collectionView)
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        withExtendedLifetime(source) {}
    }

    @Test("when keys are pressed in a view that is not shown, hidden, or takes no keys, then it throws and presses nothing")
    func badTargets() throws {
        let host = TestHost()
        let (collectionView, source) = makeList(in: host)
        let elsewhere = CollectionView(frame: .zero, collectionViewLayout: CollectionViewFlowLayout())
        #expect(throws: TestingFailure.self) { try host.press(.downArrow, in: elsewhere) }
        let label = Label()
        host.show(label, frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        let error = #expect(throws: TestingFailure.self) { try host.press(.downArrow, in: label) }
        #expect(error?.description.contains("canBecomeFirstResponder is false") == true)
        collectionView.isHidden = true
        #expect(throws: TestingFailure.self) { try host.press(.downArrow, in: collectionView) }
        #expect(collectionView.indexPathsForSelectedItems == [])
        withExtendedLifetime(source) {}
    }
}
