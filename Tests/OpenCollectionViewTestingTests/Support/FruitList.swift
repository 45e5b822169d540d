import CollectionData
import CollectionEngine
import CollectionGeometry
import CollectionLayout
import Foundation
import OpenCollectionViewTesting
import ViewSystem

/// A plain list of `count` fruit names, as client code builds one: a compositional list layout, a
/// list cell registration and a diffable data source (44-point rows).
@MainActor
final class FruitList {
    let collectionView: CollectionView
    let dataSource: CollectionViewDiffableDataSource<Int, String>

    static func names(_ count: Int) -> [String] { (0..<count).map { "Fruit \($0)" } }

    init(count: Int = 100) {
        collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844),
                                        collectionViewLayout: CollectionViewCompositionalLayout.list(using: CollectionLayoutListConfiguration(appearance: .plain)))
        let registration = CellRegistration<CollectionViewListCell, String> { cell, _, name in
            var content = cell.defaultContentConfiguration()
            content.text = name
            content.secondaryText = "\(name.count) letters"
            cell.contentConfiguration = content
        }
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, name in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: name)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(Self.names(count))
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// Items 0..<n of section 0.
    static func items(_ range: Range<Int>) -> [IndexPath] { range.map { IndexPath(item: $0, section: 0) } }
}
