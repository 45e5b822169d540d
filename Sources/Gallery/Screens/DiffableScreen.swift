import DeterministicRandom
import CollectionWeb
import OpenCollectionView

/// The 2019 diffable data source demo (F31): live search over a few thousand names and an animated
/// sort, every change a snapshot; and a grid ↔ list switch animating between layouts (F3).
@MainActor
final class DiffableScreen: GalleryScreen {
    nonisolated static let entry = WebScreenEntry(ScreenDescription(
        id: "diffable", title: "Diffable data source", group: GalleryGroup.dataSources2019,
        summary: "Search, sort and shuffle: each change is a snapshot the data source diffs and animates",
        actions: [
            .init(name: "sort", title: "Sort A → Z / Z → A"),
            .init(name: "shuffle", title: "Shuffle"),
            .init(name: "switchLayout", title: "Grid ↔ list"),
        ],
        fields: [.init(name: "search", title: "Search names")]
    )) { size in DiffableScreen(size: size) }

    /// A person; identity is the number, so a sort moves cells instead of replacing them.
    struct Person: Hashable, Sendable {
        let number: Int
        let name: String
    }

    static let personCount = 3_000
    private var people: [Person]
    private var query = ""
    private var ascending = false
    private var isGrid = true
    private var dataSource: CollectionViewDiffableDataSource<Int, Person>!
    private let registration = CellRegistration<CollectionViewCell, Person> { cell, _, person in
        var content = ListContentConfiguration.cell()
        content.text = person.name
        content.textProperties.numberOfLines = 1
        content.image = Image(named: person.name, size: CGSize(width: 28, height: 28))
        content.imageProperties.cornerRadius = 14
        cell.contentConfiguration = content
        cell.backgroundConfiguration = Palette.background(.secondarySystemBackground, radius: 8)
    }

    init(size: CGSize) {
        people = Names.generate(count: Self.personCount, seed: 2019).enumerated().map { Person(number: $0, name: $1) }
        super.init(size: size, layout: Self.gridLayout())
        let registration = registration
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, person in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: person)
        }
        applySnapshot(animated: false)
    }

    /// The narrowest a grid cell gets before the grid drops a column.
    static let minimumCellWidth: CGFloat = 220

    /// Cards of people in as many columns as fit at `minimumCellWidth` — one on a phone, four on a
    /// laptop — sharing the width, so the grid fills the screen instead of leaving a narrow column in
    /// its middle, and names fit.
    static func gridLayout() -> CollectionViewLayout {
        CollectionViewCompositionalLayout { _, environment in
            let spacing: CGFloat = 8, inset: CGFloat = 12
            let width = environment.container.effectiveContentSize.width - 2 * inset, scale = environment.textScale
            let columns = max(1, Int(((width + spacing) / (minimumCellWidth * scale + spacing)).rounded(.down)))
            let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
            let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute((48 * scale).rounded())),
                                                         subitem: item, count: columns)
            group.interItemSpacing = .fixed(spacing)
            let section = CollectionLayoutSection(group: group)
            section.interGroupSpacing = spacing
            section.contentInsets = DirectionalEdgeInsets(top: inset, leading: inset, bottom: inset, trailing: inset)
            return section
        }
    }

    static func listLayout() -> CollectionViewLayout {
        CollectionViewCompositionalLayout.list(using: CollectionLayoutListConfiguration(appearance: .insetGrouped))
    }

    /// The people the search matches, in the current order.
    var shownPeople: [Person] {
        guard !query.isEmpty else { return people }
        return people.filter { $0.name.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil }
    }

    private func applySnapshot(animated: Bool) {
        var snapshot = DiffableDataSourceSnapshot<Int, Person>()
        snapshot.appendSections([0])
        let shown = shownPeople
        snapshot.appendItems(shown, toSection: 0)
        dataSource.apply(snapshot, animatingDifferences: animated)
        collectionView.backgroundView = shown.isEmpty ? Self.emptyState(for: query) : nil
    }

    /// What the collection view shows behind no cells: why the list is empty, centred.
    static func emptyState(for query: String) -> View {
        let title = Label()
        title.text = "No Results"
        title.font = FontMetrics(forTextStyle: .title2).scaledFont(for: .systemFont(ofSize: 22, weight: .bold))
        title.adjustsFontForContentSizeCategory = true
        title.textAlignment = .center
        let detail = Label()
        detail.font = .preferredFont(forTextStyle: .body)
        detail.adjustsFontForContentSizeCategory = true
        detail.text = "No names match “\(query)”. Check the spelling or try a shorter search."
        detail.textColor = .secondaryLabel
        detail.textAlignment = .center
        detail.numberOfLines = 0
        let stack = StackView(arrangedSubviews: [title, detail])
        stack.axis = .vertical
        stack.spacing = 6
        stack.translatesAutoresizingMaskIntoConstraints = false
        let container = View()
        container.addSubview(stack)
        LayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: container.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: container.centerYAnchor),
            stack.widthAnchor.constraint(lessThanOrEqualTo: container.widthAnchor, constant: -40),
            stack.widthAnchor.constraint(lessThanOrEqualToConstant: 360),
        ])
        return container
    }

    /// The order of names as people read them: letters before case and accents ("Chloé" with
    /// "Chloe", "zoë" with "Zoe"), numbers by value.
    static func precedes(_ a: Person, _ b: Person) -> Bool {
        switch a.name.compare(b.name, options: [.caseInsensitive, .diacriticInsensitive, .numeric]) {
        case .orderedAscending: true
        case .orderedDescending: false
        case .orderedSame: a.number < b.number
        }
    }

    override func perform(action name: String) -> Bool {
        switch name {
        case "sort":
            ascending.toggle()
            people.sort { ascending ? Self.precedes($0, $1) : Self.precedes($1, $0) }
            applySnapshot(animated: true)
            post("Sorted \(ascending ? "A → Z" : "Z → A"): \(shownPeople.prefix(3).map(\.name).joined(separator: ", ")) …")
        case "shuffle":
            // Seeded by the list's state, so the same list always shuffles the same way.
            var generator = SplitMix64(seed: UInt64(people.count) &+ UInt64(people[0].number))
            people.shuffle(using: &generator)
            applySnapshot(animated: true)
        case "switchLayout":
            isGrid.toggle()
            collectionView.setCollectionViewLayout(isGrid ? Self.gridLayout() : Self.listLayout(), animated: true)
        default:
            return false
        }
        return true
    }

    override func apply(text: String, toField name: String) -> Bool {
        guard name == "search" else { return false }
        query = text.trimmingCharacters(in: .whitespaces)
        applySnapshot(animated: true)
        post("\(shownPeople.count) of \(people.count) names match \(query.isEmpty ? "(no search)" : "“\(query)”")")
        return true
    }
}
