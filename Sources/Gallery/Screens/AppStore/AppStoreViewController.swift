import OpenCollectionView

/// A store front as a UIKit app writes one: a compositional layout whose shelves scroll sideways
/// (featured cards a page at a time, rows of three a page at a time, icons freely), a diffable data
/// source of apps, shelf headers with "See All" (which pushes the shelf as a list), and "GET" buttons
/// that become "OPEN" by reconfiguring their item.
@MainActor
final class AppStoreViewController: ViewController, GalleryEventSource {
    /// An item of the store: the same app may appear on two shelves, so the shelf is part of its identity.
    struct Item: Hashable, Sendable {
        let shelf: StoreShelf
        let app: StoreApp
    }

    let shelves = StoreCatalog.shelves(seed: 2019)
    private(set) var collectionView: CollectionView!
    private var dataSource: CollectionViewDiffableDataSource<StoreShelf, Item>!
    private let artwork = ArtworkLibrary()
    /// The apps whose button says "OPEN".
    private(set) var installed: Set<Int> = []
    /// Tells the screen what happened (for the page's notices).
    var onEvent: ((String) -> Void)?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Apps"
        view.backgroundColor = .systemBackground
        collectionView = CollectionView(frame: view.bounds, collectionViewLayout: Self.makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
        collectionView.register(FeaturedAppCell.self, forCellWithReuseIdentifier: FeaturedAppCell.reuseIdentifier)
        collectionView.register(AppRowCell.self, forCellWithReuseIdentifier: AppRowCell.reuseIdentifier)
        collectionView.register(AppIconCell.self, forCellWithReuseIdentifier: AppIconCell.reuseIdentifier)
        collectionView.register(ShelfHeaderView.self, forSupplementaryViewOfKind: ShelfHeaderView.elementKind,
                                withReuseIdentifier: "shelf-header")
        configureDataSource()
    }

    /// One section per shelf; the widths follow the window: a page shows one featured card on a phone
    /// and two on a laptop, one column of rows on a phone and three on a laptop.
    static func makeLayout() -> CollectionViewCompositionalLayout {
        let layout = CollectionViewCompositionalLayout { index, environment in
            guard let shelf = StoreShelf(rawValue: index) else { return nil }
            let width = environment.container.effectiveContentSize.width / environment.textScale
            let columns: CGFloat = width > 1000 ? 3 : width > 640 ? 2 : 1
            let section: CollectionLayoutSection
            switch shelf {
            case .featured:
                let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let pageWidth: CollectionLayoutDimension = .fractionalWidth(columns == 1 ? 0.92 : 0.92 / min(columns, 2))
                let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: pageWidth, heightDimension: .absolute(columns == 1 ? 300 : 340)),
                                                             subitems: [item])
                section = CollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .groupPaging
                section.interGroupSpacing = 12
            case .quickPicks:
                let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
                let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .absolute(96), heightDimension: .absolute(124)),
                                                             subitems: [item])
                section = CollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .continuous
                section.interGroupSpacing = 10
            case .appsWeLove, .topFree, .gamesToTry:
                // Rows size themselves, so a larger text size makes them taller instead of overlapping.
                let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(76)))
                let group = CollectionLayoutGroup.vertical(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(0.92 / columns), heightDimension: .estimated(3 * 76)),
                                                           subitem: item, count: 3)
                section = CollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .groupPaging
                section.interGroupSpacing = 16
            }
            // 16 points from the sides: the navigation bar's margin, where the large title starts.
            section.contentInsets = DirectionalEdgeInsets(top: 8, leading: 16, bottom: 20, trailing: 16)
            if shelf != .featured {
                let header = CollectionLayoutBoundarySupplementaryItem(
                    layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
                    elementKind: ShelfHeaderView.elementKind, alignment: .top)
                header.contentInsets = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
                section.boundarySupplementaryItems = [header]
            }
            return section
        }
        return layout
    }

    private func configureDataSource() {
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { [unowned self] collectionView, indexPath, item in
            self.cell(for: item, at: indexPath, in: collectionView)
        }
        dataSource.supplementaryViewProvider = { [unowned self] collectionView, kind, indexPath in
            let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "shelf-header", for: indexPath)
            if let header = header as? ShelfHeaderView, let shelf = StoreShelf(rawValue: indexPath.section) {
                header.titleLabel.text = shelf.title
                header.onSeeAll = { [weak self] in self?.showAll(of: shelf) }
            }
            return header
        }
        var snapshot = DiffableDataSourceSnapshot<StoreShelf, Item>()
        for (shelf, apps) in shelves {
            snapshot.appendSections([shelf])
            snapshot.appendItems(apps.map { Item(shelf: shelf, app: $0) }, toSection: shelf)
        }
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    private func cell(for item: Item, at indexPath: IndexPath, in collectionView: CollectionView) -> CollectionViewCell {
        switch item.shelf {
        case .featured:
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: FeaturedAppCell.reuseIdentifier, for: indexPath)
            (cell as? FeaturedAppCell)?.configure(with: item.app, picture: artwork.photo(item.app.artwork))
            return cell
        case .quickPicks:
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: AppIconCell.reuseIdentifier, for: indexPath)
            (cell as? AppIconCell)?.configure(with: item.app, icon: artwork.icon(item.app.artwork))
            return cell
        case .appsWeLove, .topFree, .gamesToTry:
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: AppRowCell.reuseIdentifier, for: indexPath)
            if let cell = cell as? AppRowCell {
                cell.configure(with: item.app, icon: artwork.icon(item.app.artwork), rank: item.shelf == .topFree ? indexPath.item + 1 : nil,
                               installed: installed.contains(item.app.id), isLastInGroup: indexPath.item % 3 == 2)
                cell.onGet = { [weak self] in self?.toggleInstalled(item) }
            }
            return cell
        }
    }

    /// "GET" installs the app, "OPEN" opens it (here: says so); the row is reconfigured in place.
    func toggleInstalled(_ item: Item) {
        guard !installed.contains(item.app.id) else {
            onEvent?("Open \(item.app.name)")
            return
        }
        installed.insert(item.app.id)
        var snapshot = dataSource.snapshot()
        snapshot.reconfigureItems(snapshot.itemIdentifiers.filter { $0.app.id == item.app.id })
        dataSource.apply(snapshot, animatingDifferences: false)
        onEvent?("Get \(item.app.name): the button now says OPEN")
    }

    /// "See All": the shelf's apps as a list, pushed on the navigation stack.
    func showAll(of shelf: StoreShelf) {
        guard let apps = shelves.first(where: { $0.shelf == shelf })?.apps else { return }
        onEvent?("See All: \(shelf.title)")
        navigationController?.pushViewController(AppListViewController(title: shelf.title, apps: apps, artwork: artwork), animated: true)
    }
}

/// A shelf's apps as an inset-grouped list: the icon, the name and the pitch, a disclosure indicator.
@MainActor
final class AppListViewController: CollectionViewController {
    private let apps: [StoreApp]
    private let artwork: ArtworkLibrary
    private let registration: CellRegistration<CollectionViewListCell, StoreApp>

    init(title: String, apps: [StoreApp], artwork: ArtworkLibrary) {
        self.apps = apps
        self.artwork = artwork
        registration = CellRegistration { cell, _, app in
            var content = cell.defaultContentConfiguration()
            content.text = app.name
            content.secondaryText = app.subtitle
            content.image = artwork.icon(app.artwork)
            content.imageProperties.maximumSize = CGSize(width: 40, height: 40)
            content.imageProperties.cornerRadius = 9
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        super.init(collectionViewLayout: CollectionViewCompositionalLayout.list(using: CollectionLayoutListConfiguration(appearance: .insetGrouped)))
        self.title = title
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.largeTitleDisplayMode = .never
    }

    override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { apps.count }

    override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: apps[indexPath.item])
    }
}
