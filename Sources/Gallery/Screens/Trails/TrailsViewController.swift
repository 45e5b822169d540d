import UIKitNames

/// A grid of trails — all, the favourites or a region's — with a search bar, and + to add one in a
/// sheet. Choosing a trail pushes its detail.
class TrailsViewController: UIViewController, UICollectionViewDelegate, UISearchResultsUpdating {
    /// Which trails the grid shows.
    enum Filter: Hashable {
        case all, favorites, region(String)

        var title: String {
            switch self {
            case .all: "All Trails"
            case .favorites: "Favorites"
            case .region(let name): name
            }
        }

        var symbolName: String {
            switch self {
            case .all: "map"
            case .favorites: "star"
            case .region: "mappin"
            }
        }
    }

    let store: TrailStore
    var filter: Filter { didSet { if isViewLoaded { title = filter.title; applySnapshot() } } }
    private let artwork = ArtworkLibrary()
    private let searchController = UISearchController(searchResultsController: nil)
    private var query = ""
    private var dataSource: UICollectionViewDiffableDataSource<Int, Int>!
    private(set) var collectionView: UICollectionView!

    init(store: TrailStore, filter: Filter) {
        self.store = store
        self.filter = filter
        super.init(nibName: nil, bundle: nil)
        store.observe { [weak self] _ in self?.applySnapshot() }
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = filter.title
        view.backgroundColor = .systemGroupedBackground
        navigationController?.navigationBar.prefersLargeTitles = true
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in self?.compose() })
        navigationItem.rightBarButtonItem?.accessibilityLabel = "Add Trail"
        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Search Trails"
        navigationItem.searchController = searchController

        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: Self.makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemGroupedBackground
        collectionView.delegate = self
        view.addSubview(collectionView)
        let card = UICollectionView.CellRegistration<TrailCardCell, Int> { [weak self] cell, _, id in
            guard let self, let trail = self.store.trail(withID: id) else { return }
            cell.show(trail, picture: self.artwork.photo(trail.id), isFavorite: self.store.isFavorite(trail))
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, id in
            collectionView.dequeueConfiguredReusableCell(using: card, for: indexPath, item: id)
        }
        applySnapshot()
    }

    /// Columns of at least 160 points (300 at accessibility text sizes, so names wrap at words rather
    /// than end in "…" after a few letters), as many as the width holds; cards as tall as their text
    /// needs.
    static func makeLayout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            let width = environment.container.effectiveContentSize.width
            let narrowest: CGFloat = environment.traitCollection.preferredContentSizeCategory.isAccessibilityCategory ? 300 : 160
            let columns = max(1, Int((width - 16) / (narrowest + 16)))
            let spacing = CGFloat(columns - 1) * 12 / CGFloat(columns)
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute((width - 32) / CGFloat(columns) - spacing),
                                                                                 heightDimension: .estimated(180)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(180)),
                                                           repeatingSubitem: item, count: columns)
            group.interItemSpacing = .fixed(12)
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 12
            section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 16, trailing: 16)
            return section
        }
    }

    private func applySnapshot() {
        guard dataSource != nil else { return }
        let shown = store.trails.filter { trail in
            let matches: Bool
            switch filter {
            case .all: matches = true
            case .favorites: matches = store.isFavorite(trail)
            case .region(let name): matches = trail.region == name
            }
            return matches && (query.isEmpty || trail.name.localizedCaseInsensitiveContains(query))
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(shown.map(\.id))
        snapshot.reconfigureItems(shown.map(\.id).filter { dataSource.indexPath(for: $0) != nil })
        dataSource.apply(snapshot, animatingDifferences: true)
        setNeedsUpdateContentUnavailableConfiguration()
    }

    /// An empty grid says why: no search results, no favourites yet, or no trails in a region (with
    /// a button to add one).
    override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
        guard dataSource != nil, dataSource.snapshot().numberOfItems == 0 else {
            contentUnavailableConfiguration = nil
            return
        }
        if !query.isEmpty {
            contentUnavailableConfiguration = UIContentUnavailableConfiguration.search().updated(for: state)
            return
        }
        var empty = UIContentUnavailableConfiguration.empty()
        empty.image = UIImage(systemName: filter.symbolName)
        if case .favorites = filter {
            empty.text = "No Favorites"
            empty.secondaryText = "Tap the star on a trail to keep it here."
        } else {
            empty.text = "No Trails"
            empty.secondaryText = "Trails you add appear here."
            var button = UIButton.Configuration.filled()
            button.title = "Add Trail"
            empty.button = button
            empty.buttonProperties.primaryAction = UIAction { [weak self] _ in self?.compose() }
        }
        contentUnavailableConfiguration = empty
    }

    private func compose() {
        let compose = NewTrailViewController()
        compose.onAdd = { [weak self] name, region in self?.store.add(named: name, region: region) }
        let sheet = UINavigationController(rootViewController: compose)
        if let controller = sheet.sheetPresentationController {
            controller.detents = [.medium(), .large()]
            controller.prefersGrabberVisible = true
        }
        present(sheet, animated: true)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
        guard let id = dataSource.itemIdentifier(for: indexPath), let trail = store.trail(withID: id) else { return }
        navigationController?.pushViewController(TrailDetailViewController(store: store, trail: trail, picture: artwork.photo(trail.id)), animated: true)
    }

    func updateSearchResults(for searchController: UISearchController) {
        query = searchController.searchBar.text ?? ""
        applySnapshot()
    }
}
