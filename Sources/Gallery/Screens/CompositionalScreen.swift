import CollectionWeb
import OpenCollectionView
import Samples

/// The 2019 session's compositional layout catalogue (F20–F29): one sidebar entry per layout of
/// `CompositionalCatalog`, plus pinned headers and footers with estimated heights under a text-size
/// slider, and the list configurations.
@MainActor
final class CompositionalScreen: GalleryScreen, CollectionViewDataSource {
    /// A layout of the catalogue, or one of the two the gallery adds.
    enum Variant: Hashable, Sendable {
        case catalog(CompositionalCatalog.Screen)
        /// Pinned header and footer with estimated heights, sized by the browser (F27).
        case estimatedPinnedHeaders
        /// Sections in each list appearance (F29).
        case listConfigurations

        var id: String {
            switch self {
            case .catalog(let screen): "compositional-\(screen.rawValue)"
            case .estimatedPinnedHeaders: "compositional-estimatedPinnedHeaders"
            case .listConfigurations: "compositional-listConfigurations"
            }
        }

        var title: String {
            switch self {
            case .catalog(let screen): screen.title
            case .estimatedPinnedHeaders: "Conference Schedule"
            case .listConfigurations: "List Configurations"
            }
        }

        /// What the toolbar says about the screen.
        var summary: String {
            switch self {
            case .catalog(.orthogonalSections), .catalog(.orthogonalBehaviors), .catalog(.appStore):
                "The 2019 sample layout: sections that scroll sideways — drag a row left"
            case .catalog: "The 2019 sample layout, as Apple's sample code builds it; each cell shows its index path (section.item)"
            case .estimatedPinnedHeaders: "Time slots as headers and footers with estimated heights that pin while scrolling: change their text size"
            case .listConfigurations: "A list in each appearance: choose plain, grouped, inset grouped or sidebar"
            }
        }

        var itemCounts: [Int] {
            switch self {
            case .catalog(let screen): screen.itemCounts
            case .estimatedPinnedHeaders: [8, 8, 8, 8, 8]
            case .listConfigurations: [4, 4, 4, 4]
            }
        }
    }

    nonisolated static let listAppearances: [CollectionLayoutListConfiguration.Appearance] = [.plain, .grouped, .insetGrouped, .sidebar]

    /// Every variant, in sidebar order.
    /// The catalogue's App Store layout is not among them: the gallery's `AppStoreScreen` shows it with real content.
    nonisolated static let variants: [Variant] = CompositionalCatalog.Screen.allCases.filter { $0 != .appStore }.map(Variant.catalog)
        + [.estimatedPinnedHeaders, .listConfigurations]

    nonisolated static var entries: [WebScreenEntry] {
        variants.map { variant in
            let settings: [ScreenDescription.Setting] = variant == .estimatedPinnedHeaders
                ? [.init(name: "textSize", title: "Header text size", minimum: 11, maximum: 48, step: 1, value: 17)] : []
            let actions: [ScreenDescription.Action] = variant == .listConfigurations
                ? listAppearances.map { .init(name: "\($0)", title: appearanceTitle($0)) } : []
            return WebScreenEntry(ScreenDescription(id: variant.id, title: variant.title, group: GalleryGroup.compositional2019,
                                                    summary: variant.summary, actions: actions, settings: settings)) { size in
                CompositionalScreen(size: size, variant: variant)
            }
        }
    }

    nonisolated static func appearanceTitle(_ appearance: CollectionLayoutListConfiguration.Appearance) -> String {
        switch appearance {
        case .plain: "Plain"
        case .grouped: "Grouped"
        case .insetGrouped: "Inset grouped"
        case .sidebar: "Sidebar"
        case .sidebarPlain: "Sidebar plain"
        }
    }

    let variant: Variant
    private var headerTextSize: CGFloat = 17
    /// The list configurations screen's appearance, chosen by its buttons.
    private var listAppearance: CollectionLayoutListConfiguration.Appearance = .insetGrouped
    /// Tiles captioned with their index path: these screens are about the layout, and the toolbar
    /// says so. Tiles that touch (the plain grid, the rows under a strip) are square with a white
    /// hairline between them; rounded corners there would leave specks where corners meet.
    private lazy var tileRegistration = CellRegistration<CollectionViewCell, IndexPath> { [variant] cell, _, indexPath in
        let color = Palette.color(indexPath.section * 11 + indexPath.item)
        cell.contentConfiguration = Palette.tile("\(indexPath.section).\(indexPath.item)", color: color)
        // Tiles that touch: the plain grid's, and the rows under the orthogonal sections' strip.
        let touching = variant == .catalog(.grid) || (variant == .catalog(.orthogonalSections) && indexPath.section > 0)
        var background = Palette.background(color, radius: touching ? 0 : 6)
        if touching {
            background.strokeColor = .white
            background.strokeWidth = 1
        }
        cell.backgroundConfiguration = background
    }
    /// A row of the list screens: the sample's own list cell, with its chevron and hairline.
    private lazy var listRegistration = CellRegistration<SampleListCell, IndexPath> { [variant] cell, _, indexPath in
        cell.show("Item \(indexPath.section).\(indexPath.item)",
                  isLastInSection: indexPath.item == variant.itemCounts[indexPath.section] - 1)
        cell.backgroundConfiguration = .listPlainCell()
    }
    /// A talk of the schedule: its title, and who gives it where — a list cell, so separators run
    /// between talks from where the text starts.
    private let talkRegistration = CellRegistration<CollectionViewListCell, IndexPath> { cell, _, indexPath in
        var content = ListContentConfiguration.subtitleCell()
        content.text = ConferenceSchedule.title(at: indexPath)
        content.secondaryText = ConferenceSchedule.detail(at: indexPath)
        content.image = Image(systemName: "bookmark", size: CGSize(width: 20, height: 20))
        content.imageProperties.tintColor = Palette.color(indexPath.section * 3 + 5)
        cell.contentConfiguration = content
        cell.backgroundConfiguration = .listPlainCell()
    }
    /// A row of the list configurations screen: a list cell, whose default content and background
    /// follow the list's appearance, as UIKit's do.
    private let appearanceRegistration = CellRegistration<CollectionViewListCell, IndexPath> { cell, _, indexPath in
        var content = cell.defaultContentConfiguration()
        CompositionalScreen.fill(&content, for: indexPath)
        cell.contentConfiguration = content
    }

    private nonisolated static func fill(_ content: inout ListContentConfiguration, for indexPath: IndexPath) {
        content.text = "Item \(indexPath.section).\(indexPath.item)"
        content.image = Image(systemName: "circle.fill", size: CGSize(width: 20, height: 20))
        content.imageProperties.tintColor = Palette.color(indexPath.item * 5)
    }

    private var supplementaryRegistrations: [String: SupplementaryRegistration<ContentReusableView>] = [:]

    init(size: CGSize, variant: Variant) {
        self.variant = variant
        super.init(size: size, layout: Self.layout(for: variant))
        collectionView.dataSource = self
        collectionView.collectionViewLayout.register(SectionBackgroundView.self, forDecorationViewOfKind: CompositionalCatalog.backgroundKind)
    }

    static func layout(for variant: Variant) -> CollectionViewCompositionalLayout {
        switch variant {
        case .catalog(let screen):
            return CompositionalCatalog.layout(for: screen)
        case .estimatedPinnedHeaders:
            var list = CollectionLayoutListConfiguration(appearance: .plain)
            list.headerMode = .supplementary
            return CollectionViewCompositionalLayout { _, environment in
                let section = CollectionLayoutSection.list(using: list, layoutEnvironment: environment)
                let width = CollectionLayoutDimension.fractionalWidth(1)
                let header = CollectionLayoutBoundarySupplementaryItem(
                    layoutSize: CollectionLayoutSize(widthDimension: width, heightDimension: .estimated(44)),
                    elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
                header.pinToVisibleBounds = true
                header.zIndex = 2
                let footer = CollectionLayoutBoundarySupplementaryItem(
                    layoutSize: CollectionLayoutSize(widthDimension: width, heightDimension: .estimated(30)),
                    elementKind: CollectionView.elementKindSectionFooter, alignment: .bottom)
                footer.pinToVisibleBounds = true
                section.boundarySupplementaryItems = [header, footer]
                return section
            }
        case .listConfigurations:
            return listLayout(.insetGrouped)
        }
    }

    /// A list of `appearance` with supplementary headers and footers.
    static func listLayout(_ appearance: CollectionLayoutListConfiguration.Appearance) -> CollectionViewCompositionalLayout {
        var list = CollectionLayoutListConfiguration(appearance: appearance)
        list.headerMode = .supplementary
        list.footerMode = .supplementary
        return CollectionViewCompositionalLayout.list(using: list)
    }

    /// The catalog screens whose sample builds its rows with its own list cell (`SampleListCell`).
    private var usesListCells: Bool {
        switch variant {
        case .catalog(let screen): [.list, .pinnedSectionHeaders, .sectionBackground].contains(screen)
        case .estimatedPinnedHeaders, .listConfigurations: false
        }
    }

    func numberOfSections(in collectionView: CollectionView) -> Int { variant.itemCounts.count }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { variant.itemCounts[section] }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        if variant == .listConfigurations {
            return collectionView.dequeueConfiguredReusableCell(using: appearanceRegistration, for: indexPath, item: indexPath)
        }
        if variant == .estimatedPinnedHeaders {
            return collectionView.dequeueConfiguredReusableCell(using: talkRegistration, for: indexPath, item: indexPath)
        }
        if usesListCells {
            return collectionView.dequeueConfiguredReusableCell(using: listRegistration, for: indexPath, item: indexPath)
        }
        return collectionView.dequeueConfiguredReusableCell(using: tileRegistration, for: indexPath, item: indexPath)
    }

    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> CollectionReusableView {
        let registration = supplementaryRegistrations[kind] ?? SupplementaryRegistration<ContentReusableView>(elementKind: kind) { [weak self] view, kind, indexPath in
            self?.configure(view, kind: kind, at: indexPath)
        }
        supplementaryRegistrations[kind] = registration
        return collectionView.dequeueConfiguredReusableSupplementary(using: registration, for: indexPath)
    }

    private func configure(_ view: ContentReusableView, kind: String, at indexPath: IndexPath) {
        switch kind {
        case CompositionalCatalog.badgeKind:
            view.contentConfiguration = CustomContentConfiguration(.styled(
                .text("\(indexPath.item % 9 + 1)", font: .systemFont(ofSize: 11, weight: .bold), color: .white), classNames: ["badge"]))
        case CollectionView.elementKindSectionFooter:
            var content = variant == .listConfigurations ? listFooter() : ListContentConfiguration.plainFooter()
            content.text = variant == .estimatedPinnedHeaders ? ConferenceSchedule.footer(for: indexPath.section) : "Footer of section \(indexPath.section)"
            view.contentConfiguration = content
            view.backgroundConfiguration = variant == .listConfigurations ? listHeaderFooterBackground() : .listPlainHeaderFooter()
        default:
            var content = variant == .listConfigurations ? listHeader() : ListContentConfiguration.plainHeader()
            content.text = headerText(for: indexPath.section)
            if variant == .estimatedPinnedHeaders {
                content.textProperties.font = .systemFont(ofSize: headerTextSize, weight: .bold)
            }
            if variant == .catalog(.orthogonalBehaviors) {
                // A behaviour's name is one word: on a narrow screen it shrinks rather than breaking.
                content.textProperties.numberOfLines = 1
                content.textProperties.adjustsFontSizeToFitWidth = true
                content.textProperties.minimumScaleFactor = 0.6
            }
            view.contentConfiguration = content
            // The sample's title headers are bare text over the content, not list headers on a band.
            view.backgroundConfiguration = variant == .listConfigurations ? listHeaderFooterBackground()
                : variant == .catalog(.orthogonalBehaviors) ? .clear() : .listPlainHeaderFooter()
        }
    }

    /// The header, footer and their background UIKit gives the chosen appearance.
    private func listHeader() -> ListContentConfiguration {
        switch listAppearance {
        case .plain: .plainHeader()
        case .grouped, .insetGrouped: .groupedHeader()
        case .sidebar, .sidebarPlain: .sidebarHeader()
        }
    }

    private func listFooter() -> ListContentConfiguration {
        listAppearance == .plain ? .plainFooter() : .groupedFooter()
    }

    private func listHeaderFooterBackground() -> BackgroundConfiguration {
        switch listAppearance {
        case .plain: .listPlainHeaderFooter()
        case .grouped, .insetGrouped: .listGroupedHeaderFooter()
        case .sidebar, .sidebarPlain: .listSidebarHeader()
        }
    }

    private func headerText(for section: Int) -> String {
        switch variant {
        case .catalog(.orthogonalBehaviors):
            let names = [".continuous", ".continuousGroupLeadingBoundary", ".paging", ".groupPaging", ".groupPagingCentered"]
            return names[section % names.count]
        case .listConfigurations:
            return "\(Self.appearanceTitle(listAppearance)) · section \(section)"
        case .estimatedPinnedHeaders:
            return ConferenceSchedule.slot(section)
        default:
            return "Section \(section)"
        }
    }

    override func perform(action name: String) -> Bool {
        guard variant == .listConfigurations, let appearance = Self.listAppearances.first(where: { "\($0)" == name }) else { return false }
        listAppearance = appearance
        collectionView.setCollectionViewLayout(Self.listLayout(appearance), animated: false)
        collectionView.reloadData()
        return true
    }

    override func apply(setting name: String, value: Double) -> Bool {
        guard name == "textSize", variant == .estimatedPinnedHeaders else { return false }
        headerTextSize = CGFloat(min(max(value, 8), 72))
        collectionView.reloadData()
        return true
    }
}

/// The section background decoration of the catalogue: a rounded grey panel with a hairline edge,
/// dark enough to see against the white page and the white rows on it.
@MainActor
final class SectionBackgroundView: CollectionReusableView {
    override var renderedBackground: BackgroundConfiguration? {
        var background = Palette.background(.systemGray5, radius: 12)
        background.strokeColor = .systemGray3
        background.strokeWidth = 1
        return background
    }
}
