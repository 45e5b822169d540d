import OpenCollectionView

/// A news feed as a UIKit app writes one: a collection view controller with a compositional layout
/// of self-sizing article cells — one column on a phone, two or three on a wider window, each row
/// as tall as its tallest article — a diffable data source, and pull to refresh for newer stories.
@MainActor
final class NewsFeedViewController: CollectionViewController, GalleryEventSource {
    private(set) var articles = Article.generate(count: 60, seed: 2024)
    private var dataSource: CollectionViewDiffableDataSource<Int, Article>!
    private let artwork = ArtworkLibrary()
    private var refreshes = 0
    /// Tells the screen what happened (for the page's notices).
    var onEvent: ((String) -> Void)?

    init() {
        super.init(collectionViewLayout: Self.makeLayout())
    }

    required init?(coder: NSCoder) { nil }

    static func makeLayout() -> CollectionViewCompositionalLayout {
        CollectionViewCompositionalLayout { _, environment in
            let width = environment.container.effectiveContentSize.width / environment.textScale
            let columns = width > 1000 ? 3 : width > 620 ? 2 : 1
            return .uniformColumns(columns, estimatedHeight: 320, spacing: 16,
                                   insets: DirectionalEdgeInsets(top: 12, leading: 16, bottom: 16, trailing: 16))
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "News"
        collectionView.backgroundColor = .secondarySystemBackground
        collectionView.register(ArticleCell.self, forCellWithReuseIdentifier: ArticleCell.reuseIdentifier)
        dataSource = CollectionViewDiffableDataSource(collectionView: collectionView) { [unowned self] collectionView, indexPath, article in
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: ArticleCell.reuseIdentifier, for: indexPath)
            (cell as? ArticleCell)?.configure(with: article, picture: self.artwork.photo(article.picture))
            return cell
        }
        let refreshControl = RefreshControl()
        refreshControl.title = "Checking for new stories…"
        refreshControl.addAction(Action { [weak self] _ in self?.loadNewerStories() }, for: .valueChanged)
        collectionView.refreshControl = refreshControl
        applySnapshot(animated: false)
    }

    private func applySnapshot(animated: Bool) {
        var snapshot = DiffableDataSourceSnapshot<Int, Article>()
        snapshot.appendSections([0])
        snapshot.appendItems(articles, toSection: 0)
        dataSource.apply(snapshot, animatingDifferences: animated)
    }

    /// Pull to refresh: two new stories at the top (identities never reused), then `endRefreshing()`.
    func loadNewerStories() {
        refreshes += 1
        let newest = (articles.map(\.id).max() ?? 0) + 1
        let fresh = Article.generate(count: 2, seed: 9_000 + UInt64(refreshes)).enumerated().map { offset, article in
            Article(id: newest + offset, source: article.source, age: "Just now", headline: article.headline, summary: article.summary)
        }
        articles.insert(contentsOf: fresh, at: 0)
        applySnapshot(animated: true)
        collectionView.refreshControl?.endRefreshing()
        onEvent?("Refreshed: \(fresh.count) new stories — “\(fresh[0].headline)”")
    }

    override func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let article = dataSource.itemIdentifier(for: indexPath) else { return }
        collectionView.deselectItem(at: indexPath, animated: true)
        onEvent?("didSelectItemAt \(indexPath.item): “\(article.headline)”")
    }
}
