import CollectionGeometry
import CollectionLayout
import LayoutTestSupport
import TestSupport
import Foundation

@MainActor
func size(_ width: CollectionLayoutDimension, _ height: CollectionLayoutDimension) -> CollectionLayoutSize {
    CollectionLayoutSize(widthDimension: width, heightDimension: height)
}

/// A compositional layout installed in a host of `width` × `height` with `counts` items per section.
@MainActor
func install(_ layout: CollectionViewCompositionalLayout, width: CGFloat = 320, height: CGFloat = 480, counts: [Int],
             configure: (TestLayoutHost) -> Void = { _ in }) -> TestLayoutHost {
    let host = TestLayoutHost(bounds: CGRect(x: 0, y: 0, width: width, height: height), counts: counts)
    configure(host)
    host.install(layout)
    return host
}

/// Every element of the layout (a query larger than anything).
@MainActor
func everything(_ layout: CollectionViewLayout) -> [ElementSignature] {
    LayoutOracle.query(layout, in: CGRect(x: -100_000, y: -100_000, width: 1_000_000, height: 1_000_000))
}

@MainActor
func frame(_ layout: CollectionViewLayout, _ item: Int, section: Int = 0) -> CGRect? {
    layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
}

/// A single-item list row: full width, `height` high.
@MainActor
func listSection(height: CGFloat = 44) -> CollectionLayoutSection {
    let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(height)))
    return CollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(height)), subitems: [item]))
}

/// A grid of `columns` square items.
@MainActor
func gridSection(columns: Int, itemInsets: DirectionalEdgeInsets = .zero) -> CollectionLayoutSection {
    let fraction = 1 / CGFloat(columns)
    let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(fraction), .fractionalHeight(1)))
    item.contentInsets = itemInsets
    return CollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .fractionalWidth(fraction)), subitems: [item]))
}
