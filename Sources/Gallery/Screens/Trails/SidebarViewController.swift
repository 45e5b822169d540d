import UIKitNames

/// The split view's primary column: a sidebar list of the library (all trails, favourites) and the
/// regions; choosing one shows its trails in the secondary column.
class SidebarViewController: UIViewController, UICollectionViewDelegate {
    private enum Section: Int { case library, regions }

    private let store: TrailStore
    private let trails: TrailsViewController
    private var dataSource: UICollectionViewDiffableDataSource<Section, TrailsViewController.Filter>!
    private(set) var collectionView: UICollectionView!

    init(store: TrailStore, showing trails: TrailsViewController) {
        self.store = store
        self.trails = trails
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Trails"
        navigationController?.navigationBar.prefersLargeTitles = true
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .sidebar))
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.delegate = self
        view.addSubview(collectionView)

        let row = UICollectionView.CellRegistration<UICollectionViewListCell, TrailsViewController.Filter> { cell, _, filter in
            var content = cell.defaultContentConfiguration()
            content.text = filter.title
            content.image = UIImage(systemName: filter.symbolName)
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, filter in
            collectionView.dequeueConfiguredReusableCell(using: row, for: indexPath, item: filter)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, TrailsViewController.Filter>()
        snapshot.appendSections([.library, .regions])
        snapshot.appendItems([.all, .favorites], toSection: .library)
        snapshot.appendItems(TrailStore.regions.map { .region($0) }, toSection: .regions)
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.selectItem(at: IndexPath(item: 0, section: 0), animated: false, scrollPosition: [])
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let filter = dataSource.itemIdentifier(for: indexPath) else { return }
        trails.filter = filter
        trails.navigationController?.popToRootViewController(animated: false)
        splitViewController?.show(.secondary)
    }
}
