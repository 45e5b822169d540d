// The examples of the CollectionLayout catalog's "Getting started" article and of
// Guides/CompositionalLayout.md, Guides/FlowLayout.md, Guides/RectQueries.md and Guides/Architecture.md,
// written as a client writes them (one import) and run as tests so the documentation cannot rot
// (scripts/check-examples checks that each document shows its code verbatim).
import OpenCollectionView
import Testing

/// A data source of `count` plain cells in one section.
final class PlainCells: CollectionViewDataSource {
    let count: Int
    init(count: Int) { self.count = count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

/// The architecture guide's custom layout: items stacked in a column, each `rowHeight` high. A layout
/// sees its collection view only through `CollectionViewLayoutHost` (bounds, counts, insets, traits).
final class ColumnLayout: CollectionViewLayout {
    var rowHeight: CGFloat = 50
    private var frames = LayoutFrameIndex()

    override func prepare() {
        frames.removeAll()
        guard let collectionView else { return }
        let width = collectionView.bounds.width
        for item in 0..<collectionView.numberOfItems(inSection: 0) {
            frames.append(CGRect(x: 0, y: CGFloat(item) * rowHeight, width: width, height: rowHeight))
        }
    }

    override var collectionViewContentSize: CGSize {
        CGSize(width: collectionView?.bounds.width ?? 0, height: CGFloat(frames.count) * rowHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        frames.indices(intersecting: rect).map { layoutAttributesForItem(at: IndexPath(item: $0, section: 0))! }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard indexPath.section == 0, frames.frames.indices.contains(indexPath.item) else { return nil }
        let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frames.frames[indexPath.item]
        return attributes
    }
}

@Suite("The layouts' documentation examples")
@MainActor
struct LayoutExampleTests {
    @Test("getting started: a compositional grid of three columns under a header")
    func compositionalGrid() {
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3.0),
                                                                         heightDimension: .fractionalHeight(1)))
        item.contentInsets = DirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let row = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                    heightDimension: .fractionalWidth(1.0 / 3.0)),
                                                   subitems: [item])
        let section = CollectionLayoutSection(group: row)
        section.boundarySupplementaryItems = [
            CollectionLayoutBoundarySupplementaryItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                      heightDimension: .absolute(44)),
                                                      elementKind: "header", alignment: .top),
        ]
        let layout = CollectionViewCompositionalLayout(section: section)

        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        collectionView.register(CollectionReusableView.self, forSupplementaryViewOfKind: "header", withReuseIdentifier: "header")
        let dataSource = PlainCells(count: 10)
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()

        #expect(collectionView.layoutAttributesForSupplementaryElement(ofKind: "header", at: IndexPath(item: 0, section: 0))?.frame
                    == CGRect(x: 0, y: 0, width: 390, height: 44))
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame
                    == CGRect(x: 132, y: 176, width: 126, height: 126))   // row 1, column 1, inset by 2
        #expect(collectionView.contentSize == CGSize(width: 390, height: 44 + 4 * 130))
    }

    @Test("the flow layout guide: two items per row share the leftover space between them")
    func flowLayoutRows() {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 140, height: 100)
        layout.sectionInset = EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = PlainCells(count: 5)
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()

        let frames = (0..<5).map { collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame }
        #expect(frames.map(\.minX) == [10, 170, 10, 170, 90])         // 20 points left between two; a lone item is centred
        #expect(frames.map(\.minY) == [10, 10, 120, 120, 230])
        #expect(collectionView.contentSize.height == 340)            // the last row's bottom and the section inset
    }

    @Test("the rect queries guide: a frame index answers which frames meet a rectangle")
    func frameIndexQueries() {
        var index = LayoutFrameIndex(scrollDirection: .vertical)
        for row in 0..<10_000 {
            index.append(CGRect(x: 0, y: CGFloat(row) * 44, width: 390, height: 44))
        }
        let visible = index.indices(intersecting: CGRect(x: 0, y: 44_000, width: 390, height: 844))
        #expect(visible == Array(999...1019))                       // row 999 touches the rectangle's top edge: it counts
    }

    @Test("the architecture guide: a custom layout reads its collection view through the layout host")
    func customLayout() {
        let layout = ColumnLayout()
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 200), collectionViewLayout: layout)
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        let dataSource = PlainCells(count: 100)
        collectionView.dataSource = dataSource
        collectionView.layoutIfNeeded()

        #expect(collectionView.contentSize == CGSize(width: 300, height: 5000))
        #expect(collectionView.indexPathsForVisibleItems.map(\.item).sorted() == [0, 1, 2, 3])
        collectionView.contentOffset.y = 1000
        collectionView.layoutIfNeeded()
        #expect(collectionView.indexPathsForVisibleItems.map(\.item).sorted() == [20, 21, 22, 23])
    }
}
