import Foundation
import OpenCollectionView
import OpenCollectionViewTesting

/// The testing kit's SVG renderer (issue 22: under 5 ms for a 390 × 844 screen of 50 cells): a grid
/// of five columns by ten rows of list-content cells (symbol, text, secondary text) on rounded,
/// coloured backgrounds, drawn whole as an SVG document; and the same screen as a hierarchy dump.
@MainActor
func runTestingBenchmarks(_ harness: inout Harness) {
    let host = TestHost(size: CGSize(width: 390, height: 844))
    let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.2), heightDimension: .fractionalHeight(1)))
    let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(84.4)),
                                                 subitems: [item])
    let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844),
                                        collectionViewLayout: CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group)))
    let registration = CellRegistration<CollectionViewCell, Int> { cell, _, number in
        var content = ListContentConfiguration.cell()
        content.image = Image(systemName: number % 2 == 0 ? "star.fill" : "heart")
        content.text = "Item \(number)"
        content.secondaryText = "& more <\(number)>"
        cell.contentConfiguration = content
        cell.backgroundColor = Color(hue: CGFloat(number % 12) / 12, saturation: 0.4, brightness: 0.95)
        cell.layer.cornerRadius = 8
        cell.layer.borderWidth = 1
        cell.layer.borderColor = Color.separator.cgColor
    }
    let dataSource = CollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, number in
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: number)
    }
    var snapshot = DiffableDataSourceSnapshot<Int, Int>()
    snapshot.appendSections([0])
    snapshot.appendItems(Array(0..<500))
    dataSource.apply(snapshot, animatingDifferences: false)
    host.show(collectionView)
    let cells = collectionView.visibleCells.count
    let renderer = SVGRenderer()
    harness.measure("testing.svg(390x844)", size: cells) { blackHole(renderer.svg(of: host.window)) }
    harness.measure("testing.hierarchyDump(390x844)", size: cells) { blackHole(TextDump.viewHierarchy(host.window)) }
    withExtendedLifetime(dataSource) {}
}
