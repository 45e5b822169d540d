// The example of the DocC catalog's "Getting started" article and of Guides/Testing.md, run as a test
// so the documentation cannot rot (scripts/check-examples checks the article shows this code verbatim).
import OpenCollectionView
import OpenCollectionViewTesting
import Testing

@Test("the getting-started example: tapping a row selects it") @MainActor
func tappingARowSelectsIt() throws {
    let collectionView = CollectionView(
        frame: .zero,
        collectionViewLayout: CollectionViewCompositionalLayout.list(using: CollectionLayoutListConfiguration(appearance: .plain)))
    let registration = CellRegistration<CollectionViewListCell, String> { cell, _, name in
        var content = cell.defaultContentConfiguration()
        content.text = name
        cell.contentConfiguration = content
    }
    let dataSource = CollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, name in
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
    }
    var snapshot = DiffableDataSourceSnapshot<Int, String>()
    snapshot.appendSections([0])
    snapshot.appendItems(["Apple", "Banana", "Cherry"])
    dataSource.apply(snapshot, animatingDifferences: false)

    let host = TestHost(size: CGSize(width: 390, height: 844))
    host.show(collectionView)
    try host.assertVisibleCellContents(["Apple", "Banana", "Cherry"], in: collectionView)
    try host.tapItem(at: IndexPath(item: 1, section: 0), in: collectionView)
    #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
}
