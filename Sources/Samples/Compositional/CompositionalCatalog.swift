import OpenCollectionView

/// The screens of the 2019 session "Advances in Collection View Layout" as compositional layouts
/// (F20–F29): what the gallery's catalogue shows and what `SamplesTests` checks frame by frame,
/// left to right and right to left.
///
/// Each screen is a layout plus the number of items per section it is shown with. The layouts use
/// only public API, so each is also a worked example of it.
@MainActor
public enum CompositionalCatalog {
    /// One screen of the catalogue.
    public enum Screen: String, CaseIterable, Sendable {
        /// Full-width rows, 44 points high.
        case list
        /// A five-column grid of squares.
        case grid
        /// The grid with every item inset by 5 points.
        case insetItemsGrid
        /// Two items per row with 10 points between them, in a section inset by 10.
        case twoColumnGrid
        /// A list, a five-column grid and a three-column grid, each its own section.
        case distinctSections
        /// The distinct sections, with twice the columns when the container is wider than 800 points.
        case adaptiveSections
        /// Quarter-width items, each with a badge on its top-trailing corner.
        case itemBadges
        /// List sections with a header and a footer that pin to the visible bounds.
        case pinnedSectionHeaders
        /// List sections on an inset background decoration.
        case sectionBackground
        /// A large leading item beside a vertical pair, repeated.
        case nestedGroups
        /// A strip of squares that scrolls on its own, above a list.
        case orthogonalSections
        /// One strip per orthogonal scrolling behaviour, each with a header naming it.
        case orthogonalBehaviors
        /// An App Store-like page: a paging strip of features above a centred-paging strip of columns.
        case appStore

        /// The screen's title, as the gallery's sidebar shows it.
        public var title: String {
            switch self {
            case .list: "List"
            case .grid: "Grid"
            case .insetItemsGrid: "Inset Items Grid"
            case .twoColumnGrid: "Two-Column Grid"
            case .distinctSections: "Distinct Sections"
            case .adaptiveSections: "Adaptive Sections"
            case .itemBadges: "Item Badges"
            case .pinnedSectionHeaders: "Pinned Section Headers"
            case .sectionBackground: "Section Background Decoration"
            case .nestedGroups: "Nested Groups"
            case .orthogonalSections: "Orthogonal Sections"
            case .orthogonalBehaviors: "Orthogonal Section Behaviors"
            case .appStore: "App Store"
            }
        }

        /// Items per section the screen is shown with.
        public var itemCounts: [Int] {
            switch self {
            case .list, .grid, .insetItemsGrid, .twoColumnGrid, .itemBadges, .nestedGroups: [100]
            case .distinctSections, .adaptiveSections: [10, 10, 10]
            case .pinnedSectionHeaders, .sectionBackground: [5, 5, 5, 5, 5]
            case .orthogonalSections: [20, 30]
            case .orthogonalBehaviors: Array(repeating: 12, count: OrthogonalScrollingBehavior.catalogBehaviors.count)
            case .appStore: [5, 18]
            }
        }
    }

    /// The kind of the badges of `.itemBadges`.
    public static let badgeKind = "badge"
    /// The kind of the section backgrounds of `.sectionBackground`.
    public static let backgroundKind = "section-background"

    /// A new layout for `screen`.
    public static func layout(for screen: Screen) -> CollectionViewCompositionalLayout {
        switch screen {
        case .list: return CollectionViewCompositionalLayout(section: listSection())
        case .grid: return CollectionViewCompositionalLayout(section: gridSection(columns: 5))
        case .insetItemsGrid: return CollectionViewCompositionalLayout(section: gridSection(columns: 5, itemInset: 5))
        case .twoColumnGrid: return CollectionViewCompositionalLayout(section: twoColumnSection())
        case .distinctSections:
            return CollectionViewCompositionalLayout { index, _ in distinctSection(index, columnFactor: 1) }
        case .adaptiveSections:
            return CollectionViewCompositionalLayout { index, environment in
                distinctSection(index, columnFactor: environment.container.effectiveContentSize.width > 800 ? 2 : 1)
            }
        case .itemBadges: return CollectionViewCompositionalLayout(section: badgedSection())
        case .pinnedSectionHeaders: return CollectionViewCompositionalLayout(section: pinnedSection())
        case .sectionBackground:
            let layout = CollectionViewCompositionalLayout(section: backgroundSection())
            layout.register(CollectionReusableView.self, forDecorationViewOfKind: backgroundKind)
            return layout
        case .nestedGroups: return CollectionViewCompositionalLayout(section: nestedSection())
        case .orthogonalSections:
            return CollectionViewCompositionalLayout { index, _ in index == 0 ? squaresStrip() : listSection() }
        case .orthogonalBehaviors:
            let behaviors = OrthogonalScrollingBehavior.catalogBehaviors
            return CollectionViewCompositionalLayout { index, environment in
                behaviors.indices.contains(index)
                    ? behaviorStrip(behaviors[index], width: environment.container.effectiveContentSize.width) : nil
            }
        case .appStore:
            return CollectionViewCompositionalLayout { index, _ in index == 0 ? featureStrip() : columnStrip() }
        }
    }

    // MARK: Sections

    private static func size(_ width: CollectionLayoutDimension, _ height: CollectionLayoutDimension) -> CollectionLayoutSize {
        CollectionLayoutSize(widthDimension: width, heightDimension: height)
    }

    private static func listSection() -> CollectionLayoutSection {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        return CollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [item]))
    }

    private static func gridSection(columns: Int, itemInset: CGFloat = 0) -> CollectionLayoutSection {
        let fraction = 1 / CGFloat(columns)
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(fraction), .fractionalHeight(1)))
        item.contentInsets = DirectionalEdgeInsets(top: itemInset, leading: itemInset, bottom: itemInset, trailing: itemInset)
        return CollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .fractionalWidth(fraction)), subitems: [item]))
    }

    private static func twoColumnSection() -> CollectionLayoutSection {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        // `subitem:count:` sizes the two items from the group, so the spacing comes out of their width
        // (`repeatingSubitem:count:` would keep each item's own full width).
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitem: item, count: 2)
        group.interItemSpacing = .fixed(10)
        let section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        return section
    }

    private static func distinctSection(_ index: Int, columnFactor: Int) -> CollectionLayoutSection? {
        guard (0..<3).contains(index) else { return nil }
        let columns = [1, 5, 3][index] * columnFactor
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1 / CGFloat(columns)), .fractionalHeight(1)))
        item.contentInsets = DirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let height: CollectionLayoutDimension = index == 0 ? .absolute(44) : .fractionalWidth(1 / CGFloat(columns))
        let section = CollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), height), subitems: [item]))
        section.contentInsets = DirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
        return section
    }

    private static func badgedSection() -> CollectionLayoutSection {
        let badge = CollectionLayoutSupplementaryItem(
            layoutSize: size(.absolute(20), .absolute(20)), elementKind: badgeKind,
            containerAnchor: CollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.3, y: -0.3)))
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)), supplementaryItems: [badge])
        item.contentInsets = DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        let section = CollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .fractionalWidth(0.25)), subitems: [item]))
        section.contentInsets = DirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
        return section
    }

    private static func pinnedSection() -> CollectionLayoutSection {
        let section = listSection()
        section.interGroupSpacing = 5
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        let header = CollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(44)), elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
        header.pinToVisibleBounds = true
        header.zIndex = 2
        let footer = CollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(44)), elementKind: CollectionView.elementKindSectionFooter, alignment: .bottom)
        section.boundarySupplementaryItems = [header, footer]
        return section
    }

    private static func backgroundSection() -> CollectionLayoutSection {
        let section = listSection()
        section.interGroupSpacing = 5
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let background = CollectionLayoutDecorationItem.background(elementKind: backgroundKind)
        background.contentInsets = DirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
        section.decorationItems = [background]
        return section
    }

    private static func nestedSection() -> CollectionLayoutSection {
        let leading = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.7), .fractionalHeight(1)))
        leading.contentInsets = DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let pairItem = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
        pairItem.contentInsets = DirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        let pair = CollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.3), .fractionalHeight(1)), repeatingSubitem: pairItem, count: 2)
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.4)), subitems: [leading, pair])
        return CollectionLayoutSection(group: group)
    }

    private static func squaresStrip() -> CollectionLayoutSection {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let section = CollectionLayoutSection(group: .horizontal(layoutSize: size(.absolute(100), .absolute(100)), subitems: [item]))
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 10
        section.contentInsets = DirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
        return section
    }

    private static func behaviorStrip(_ behavior: OrthogonalScrollingBehavior, width: CGFloat) -> CollectionLayoutSection {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let section: CollectionLayoutSection
        if behavior == .paging {
            // `.paging` pages by the collection view's width, whatever the groups: a page of exactly
            // three groups and no section insets, so that a page boundary never cuts a card in half.
            // Each card keeps 10 points before it, so the first starts where the other strips' cards
            // start and the strip runs on past the trailing edge as theirs do.
            item.contentInsets = DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 0)
            section = CollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1.0 / 3), .absolute(150)), subitems: [item]))
            section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 20, trailing: 0)
        } else {
            section = CollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(0.85), .absolute(150)), subitems: [item]))
            section.interGroupSpacing = 10
            section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 10, bottom: 20, trailing: 10)
        }
        section.orthogonalScrollingBehavior = behavior
        // The paging strip has no section insets: its header is 20 points narrower, centred, so its
        // edges are the others' (a top header is centred across the section).
        let headerWidth: CollectionLayoutDimension = behavior == .paging ? .absolute(max(0, width - 20)) : .fractionalWidth(1)
        let header = CollectionLayoutBoundarySupplementaryItem(layoutSize: size(headerWidth, .absolute(30)),
                                                               elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
        section.boundarySupplementaryItems = [header]
        return section
    }

    private static func featureStrip() -> CollectionLayoutSection {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let section = CollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(0.9), .absolute(250)), subitems: [item]))
        section.orthogonalScrollingBehavior = .groupPaging
        section.interGroupSpacing = 10
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 20, trailing: 16)
        return section
    }

    private static func columnStrip() -> CollectionLayoutSection {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1.0 / 3)))
        let column = CollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(0.9), .absolute(210)), repeatingSubitem: item, count: 3)
        let section = CollectionLayoutSection(group: column)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.interGroupSpacing = 10
        return section
    }
}

extension OrthogonalScrollingBehavior {
    /// The five behaviours that scroll, in the order the catalogue shows them.
    static let catalogBehaviors: [OrthogonalScrollingBehavior] = [
        .continuous, .continuousGroupLeadingBoundary, .paging, .groupPaging, .groupPagingCentered,
    ]
}
