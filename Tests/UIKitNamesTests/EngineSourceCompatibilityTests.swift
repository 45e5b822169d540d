import Foundation
import Testing
import UIKitNames

/// UIKit-spelled engine code — a diffable list with a cell registration, selection and a layout
/// change — compiles and runs unchanged.
@Suite("UIKit spellings of the engine")
@MainActor
struct EngineSourceCompatibilityTests {
    enum Section { case main }

    @Test("when UIKit-style diffable code runs, then it shows, selects and scrolls as in UIKit")
    func diffableListAsInUIKit() {
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain))
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<UICollectionViewCell, String> { cell, _, name in
            var content = UIListContentConfiguration.cell()
            content.text = name
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Section, String>(collectionView: collectionView) { collectionView, indexPath, name in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
        snapshot.appendSections([.main])
        snapshot.appendItems((0..<50).map { "Friend \($0)" })
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        collectionView.selectItem(at: IndexPath(item: 30, section: 0), animated: false, scrollPosition: .centeredVertically)
        collectionView.layoutIfNeeded()
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 30, section: 0)])
        #expect(collectionView.indexPathsForVisibleItems.contains(IndexPath(item: 30, section: 0)))
        #expect(dataSource.itemIdentifier(for: IndexPath(item: 30, section: 0)) == "Friend 30")
        let position: UICollectionView.ScrollPosition = .top
        collectionView.scrollToItem(at: IndexPath(item: 0, section: 0), at: position, animated: false)
        #expect(collectionView.contentOffset.y == 0)
    }
}
