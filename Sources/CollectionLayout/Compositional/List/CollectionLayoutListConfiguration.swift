import CollectionGeometry
import Foundation

/// A list's look, for `CollectionLayoutSection.list(using:layoutEnvironment:)` (`UICollectionLayoutListConfiguration`).
///
/// The layout side of UIKit's lists: full-width rows of estimated height, headers and footers, and the
/// insets of each appearance. Separators and cell backgrounds are drawn by the cells, which read the
/// configuration from the section.
public struct CollectionLayoutListConfiguration: Hashable, Sendable {
    /// The overall look of a list.
    public enum Appearance: Int, Hashable, Sendable, CaseIterable {
        /// Edge-to-edge rows, sticky headers.
        case plain
        /// Edge-to-edge rows in groups separated by space.
        case grouped
        /// Rows in rounded groups inset from the edges.
        case insetGrouped
        /// A sidebar (inset rows, rounded selection).
        case sidebar
        /// A sidebar without insets.
        case sidebarPlain
    }

    /// Whether sections have headers.
    public enum HeaderMode: Int, Hashable, Sendable, CaseIterable {
        /// No header.
        case none
        /// A supplementary view of kind `elementKindSectionHeader`.
        case supplementary
        /// The first item of each section is styled as its header.
        case firstItemInSection
    }

    /// Whether sections have footers.
    public enum FooterMode: Int, Hashable, Sendable, CaseIterable {
        /// No footer.
        case none
        /// A supplementary view of kind `elementKindSectionFooter`.
        case supplementary
    }

    /// The look.
    public var appearance: Appearance
    /// Whether rows show separators. The default is `true`.
    public var showsSeparators = true
    /// Headers. The default is `.none`.
    public var headerMode: HeaderMode = .none
    /// Footers. The default is `.none`.
    public var footerMode: FooterMode = .none
    /// The list's background; `nil` uses the appearance's.
    public var backgroundColor: Color?
    /// Extra space above each header; `nil` uses the appearance's.
    public var headerTopPadding: CGFloat?

    /// Creates a configuration with `appearance`.
    public init(appearance: Appearance) {
        self.appearance = appearance
    }

    /// The background colour the list shows.
    public var resolvedBackgroundColor: Color {
        if let backgroundColor { return backgroundColor }
        switch appearance {
        case .plain, .sidebarPlain: return .systemBackground
        case .grouped, .insetGrouped, .sidebar: return .systemGroupedBackground
        }
    }
}

extension CollectionLayoutSection {
    /// A section laid out as a list: full-width rows of estimated height 44, with the headers, footers
    /// and insets of the configuration's appearance.
    ///
    /// Decisions (UIKit does not document the exact metrics; see `Guides/CompositionalLayout.md`):
    /// plain and sidebar-plain rows run edge to edge and plain headers pin to the top; grouped lists
    /// add 35 points above a section without a header; inset-grouped and sidebar lists inset rows by
    /// the layout margins (20 points at least for inset-grouped, 10 for sidebars).
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
            section.contentInsets = DirectionalEdgeInsets(top: configuration.headerMode == .none ? 35 : 0, leading: 20, bottom: 0, trailing: 20)
            section.contentInsetsReference = .layoutMargins
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
