import CollectionGeometry
import Foundation

extension CollectionLayoutSection {
    /// A section laid out as a list: full-width rows of estimated height 44, with the headers, footers
    /// and insets of the configuration's appearance.
    ///
    /// Decisions (UIKit does not document the exact metrics; see `Guides/CompositionalLayout.md`):
    /// plain and sidebar-plain rows run edge to edge and plain headers pin to the top; grouped lists
    /// add 35 points above a section without a header; inset-grouped lists inset rows (and their
    /// headers and footers) to the layout margins, but at least 20 points; sidebars inset rows 10 points
    /// inside the safe area.
    public static func list(using configuration: CollectionLayoutListConfiguration,
                            layoutEnvironment: any CollectionLayoutEnvironment) -> CollectionLayoutSection {
        let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.listConfiguration = configuration
        let grouped = configuration.appearance == .grouped || configuration.appearance == .insetGrouped
        switch configuration.appearance {
        case .plain, .sidebarPlain:
            section.contentInsets = .zero
            section.contentInsetsReference = .none
        case .grouped:
            section.contentInsets = DirectionalEdgeInsets(top: configuration.headerMode == .none ? 35 : 0, leading: 0, bottom: 0, trailing: 0)
            section.contentInsetsReference = .none
        case .insetGrouped:
            section.contentInsets = DirectionalEdgeInsets(top: configuration.headerMode == .none ? 35 : 0, leading: 0, bottom: 0, trailing: 0)
            section.contentInsetsReference = .layoutMargins
            section.minimumReferenceInset = 20
        case .sidebar:
            section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
            section.contentInsetsReference = .safeArea
        }
        if configuration.headerMode == .supplementary {
            let header = CollectionLayoutBoundarySupplementaryItem(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(grouped ? 38 : 28)),
                elementKind: CollectionElementKind.sectionHeader, alignment: .top)
            header.pinToVisibleBounds = configuration.appearance == .plain
            let padding = configuration.headerTopPadding ?? (grouped ? 17 : 0)
            header.spaceBefore = padding.isFinite ? Swift.max(0, padding) : 0
            section.boundarySupplementaryItems.append(header)
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(CollectionLayoutBoundarySupplementaryItem(
                layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(grouped ? 30 : 28)),
                elementKind: CollectionElementKind.sectionFooter, alignment: .bottom))
        }
        return section
    }
}
