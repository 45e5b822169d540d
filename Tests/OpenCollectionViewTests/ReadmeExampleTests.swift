import OpenCollectionView
import Testing

// The README's example, verbatim: one import gives the whole library.

final class NumbersDataSource: CollectionViewDataSource {
    let numbers = Array(1...1000)

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        numbers.count
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "number", for: indexPath)
        cell.tag = numbers[indexPath.item]
        return cell
    }
}

@Suite("The umbrella module")
@MainActor
struct ReadmeExampleTests {
    @Test("when the README example runs, then six of 1000 items are on screen and scrolling shows others")
    func readmeExample() {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 100)
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "number")
        let dataSource = NumbersDataSource()
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()
        #expect(collectionView.visibleCells.map(\.tag) == [1, 2, 3, 4, 5, 6])

        collectionView.contentOffset.y = 2200
        collectionView.layoutIfNeeded()
        #expect(collectionView.indexPathsForVisibleItems.first == IndexPath(item: 60, section: 0))
        #expect(collectionView.contentSize == CGSize(width: 320, height: 36_730))
    }
}
