import OpenCollectionView

@MainActor
func gridLayout(columns: Int) -> CollectionViewCompositionalLayout {
    let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1 / CGFloat(columns)), heightDimension: .fractionalHeight(1)))
    let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalWidth(1 / CGFloat(columns))),
                                                 subitems: [item])
    return CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: group))
}

@MainActor
func estimatedListLayout() -> CollectionViewCompositionalLayout {
    let size = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
    let item = CollectionLayoutItem(layoutSize: size)
    return CollectionViewCompositionalLayout(section: CollectionLayoutSection(group: .horizontal(layoutSize: size, subitems: [item])))
}

@MainActor
func runCompositionalBenchmarks(_ harness: inout Harness) {
    for n in [1_000, 100_000, 1_000_000] where harness.includes(n) {
        let layout = gridLayout(columns: 5)
        let (collectionView, dataSource) = makeCollectionView(layout: layout, counts: [n])
        harness.measure("compositional.prepare(grid)", size: n) {
            layout.invalidateLayout()
            layout.prepare()
            blackHole(layout.collectionViewContentSize)
        }
        let origins = viewportOrigins(count: 1000, contentHeight: layout.collectionViewContentSize.height, viewportHeight: 844)
        harness.measure("compositional.query(viewport)", size: n) {
            for y in origins {
                blackHole(layout.layoutAttributesForElements(in: CGRect(x: 0, y: y, width: 390, height: 844)))
            }
        }
        withExtendedLifetime((collectionView, dataSource)) {}
    }
    if 1_000_000 <= harness.maximumSize {
        let layout = gridLayout(columns: 5)
        let (collectionView, dataSource) = makeCollectionView(layout: layout, counts: Array(repeating: 100, count: 10_000))
        harness.measure("compositional.prepare(10k sections x 100)", size: 1_000_000) {
            layout.invalidateLayout()
            layout.prepare()
            blackHole(layout.collectionViewContentSize)
        }
        withExtendedLifetime((collectionView, dataSource)) {}
    }
    if 100_000 <= harness.maximumSize {
        let layout = estimatedListLayout()
        let (collectionView, dataSource) = makeCollectionView(layout: layout, counts: [100_000])
        harness.measure("compositional.prepare(estimated list)", size: 100_000) {
            layout.invalidateLayout()
            layout.prepare()
            blackHole(layout.collectionViewContentSize)
        }
        var toggle = false
        harness.measure("compositional.selfSizeOneItem(list)", size: 100_000) {
            toggle.toggle()
            let original = layout.layoutAttributesForItem(at: IndexPath(item: 10, section: 0))!
            let preferred = original.copy() as! CollectionViewLayoutAttributes
            preferred.size = CGSize(width: original.size.width, height: toggle ? 80 : 44)
            if layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) {
                layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
            }
            blackHole(layout.collectionViewContentSize)
        }
        withExtendedLifetime((collectionView, dataSource)) {}
    }
}
