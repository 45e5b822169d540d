import OpenCollectionView

extension CollectionLayoutSection {
    /// `columns` self-sizing items a row, each row as tall as its tallest item (`uniformAcrossSiblings`,
    /// estimated at `estimatedHeight`), `spacing` between items and rows — the gallery's card grids.
    static func uniformColumns(_ columns: Int, estimatedHeight: CGFloat, spacing: CGFloat, insets: DirectionalEdgeInsets) -> CollectionLayoutSection {
        let count = Swift.max(1, columns)
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1 / CGFloat(count)),
                                                                          heightDimension: .uniformAcrossSiblings(estimate: estimatedHeight)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(estimatedHeight)),
            subitem: item, count: count)
        group.interItemSpacing = .fixed(spacing)
        let section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = spacing
        section.contentInsets = insets
        return section
    }
}
