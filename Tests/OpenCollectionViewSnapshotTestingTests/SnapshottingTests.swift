import CollectionData
import CollectionEngine
import CollectionGeometry
import CollectionLayout
import Foundation
import OpenCollectionViewSnapshotTesting
import OpenCollectionViewTesting
import SnapshotTesting
import Testing
import ViewSystem

/// A grid of `count` coloured squares with their numbers, three columns, in a collection view of
/// `width` × 600 not yet in any window.
@MainActor
private func makeGrid(count: Int, width: CGFloat = 390) -> (CollectionView, CollectionViewDiffableDataSource<Int, Int>) {
    let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1 / 3), heightDimension: .fractionalHeight(1)))
    item.contentInsets = DirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
    let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1 / 3)),
                                                 subitems: [item])
    let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
    let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: width, height: 600), collectionViewLayout: layout)
    let registration = CellRegistration<CollectionViewCell, Int> { cell, _, number in
        var content = CustomContentConfiguration(.text("\(number)", font: .preferredFont(forTextStyle: .headline), color: .white))
        content.directionalLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        cell.contentConfiguration = content
        cell.backgroundColor = Color(hue: CGFloat(number % 12) / 12, saturation: 0.6, brightness: 0.8)
        cell.layer.cornerRadius = 8
    }
    let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, number in
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: number)
    }
    var snapshot = DiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<count))
    dataSource.apply(snapshot, animatingDifferences: false)
    return (collectionView, dataSource)
}

@Suite("Snapshot strategies")
@MainActor
struct SnapshottingTests {
    @Test("when a grid is snapshotted as layout text, SVG and hierarchy, then each matches its recorded reference")
    func grid() {
        let (collectionView, dataSource) = makeGrid(count: 12)
        assertSnapshot(of: collectionView, as: .layout)
        assertSnapshot(of: collectionView, as: .svg)
        assertSnapshot(of: collectionView, as: .hierarchy)
        // The strategies leave the view as they found it: out of any window, at its frame.
        #expect(collectionView.window == nil)
        #expect(collectionView.frame == CGRect(x: 0, y: 0, width: 390, height: 600))
        _ = dataSource
    }

    @Test("when the layout changes, then the recorded references no longer match and the failure shows the changed lines")
    func changedLayoutFails() throws {
        let (collectionView, dataSource) = makeGrid(count: 12, width: 300)
        let layoutFailure = try #require(verifySnapshot(of: collectionView, as: .layout, named: "1", record: .never, testName: "grid()"))
        #expect(layoutFailure.contains("−content {390, 520}") || layoutFailure.contains("-content {390, 520}"))
        #expect(layoutFailure.contains("+content {300, 400}"))
        #expect(verifySnapshot(of: collectionView, as: .svg, named: "2", record: .never, testName: "grid()") != nil)
        _ = dataSource
    }

    @Test("when a view controller is snapshotted, then its whole screen — navigation bar and list — is drawn at the given size")
    func viewController() {
        final class FruitsViewController: CollectionViewController {
            var dataSource: CollectionViewDiffableDataSource<Int, String>!
            override func viewDidLoad() {
                super.viewDidLoad()
                title = "Fruits"
                collectionView.collectionViewLayout = CollectionViewCompositionalLayout.list(using: CollectionLayoutListConfiguration(appearance: .insetGrouped))
                let registration = CellRegistration<CollectionViewListCell, String> { cell, _, name in
                    var content = cell.defaultContentConfiguration()
                    content.text = name
                    content.image = Image(systemName: "heart.fill")
                    cell.contentConfiguration = content
                    cell.accessories = [.disclosureIndicator()]
                }
                dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, name in
                    collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
                }
                var snapshot = DiffableDataSourceSnapshot<Int, String>()
                snapshot.appendSections([0])
                snapshot.appendItems(["Apple", "Banana", "Cherry"])
                dataSource.apply(snapshot, animatingDifferences: false)
            }
        }
        let navigation = NavigationController(rootViewController: FruitsViewController(collectionViewLayout: CollectionViewFlowLayout()))
        assertSnapshot(of: navigation, as: .svg(size: CGSize(width: 390, height: 400)))
        assertSnapshot(of: navigation, as: .hierarchy(size: CGSize(width: 390, height: 400)))
    }
}
