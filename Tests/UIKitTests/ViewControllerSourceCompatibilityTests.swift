import Testing
import UIKit

// A screen written as UIKit code writes one: a UICollectionViewController subclass in a
// UINavigationController, with a bar button, cells of an image view and a label in a stack view,
// and a detail view controller pushed on selection. It compiles in Swift 5 and Swift 6 modes.

final class SymbolCell: UICollectionViewCell {
    static let reuseIdentifier = "symbol"
    let imageView = UIImageView()
    let nameLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.contentMode = .scaleAspectFit
        imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 28, weight: .medium)
        nameLabel.font = .preferredFont(forTextStyle: .caption1)
        nameLabel.textAlignment = .center
        let stack = UIStackView(arrangedSubviews: [imageView, nameLabel])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 6
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class SymbolDetailViewController: UIViewController {
    let symbolName: String
    init(symbolName: String) {
        self.symbolName = symbolName
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        title = symbolName
        navigationItem.largeTitleDisplayMode = .never
        view.backgroundColor = .systemBackground
        let imageView = UIImageView(image: UIImage(systemName: symbolName, withConfiguration: UIImage.SymbolConfiguration(pointSize: 80)))
        imageView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(imageView)
        NSLayoutConstraint.activate([
            imageView.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            imageView.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}

final class SymbolsViewController: UICollectionViewController {
    var symbols = ["star", "heart", "bell", "house", "trash", "folder", "photo", "envelope"]
    private(set) var appearances = 0
    private(set) var transitions: [CGSize] = []

    init() {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.25), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(90)),
                                                       subitems: [item])
        super.init(collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Symbols"
        navigationController?.navigationBar.prefersLargeTitles = true
        collectionView.register(SymbolCell.self, forCellWithReuseIdentifier: SymbolCell.reuseIdentifier)
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in
            guard let self else { return }
            self.symbols.append("bookmark")
            self.collectionView.insertItems(at: [IndexPath(item: self.symbols.count - 1, section: 0)])
        })
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        appearances += 1
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        transitions.append(size)
        coordinator.animate(alongsideTransition: { _ in self.collectionView.collectionViewLayout.invalidateLayout() }, completion: nil)
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        symbols.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: SymbolCell.reuseIdentifier, for: indexPath)
        if let cell = cell as? SymbolCell {
            cell.imageView.image = UIImage(systemName: symbols[indexPath.item])
            cell.nameLabel.text = symbols[indexPath.item]
        }
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        navigationController?.pushViewController(SymbolDetailViewController(symbolName: symbols[indexPath.item]), animated: true)
    }
}

/// A list filtered by a search controller in the navigation bar, as iOS code writes one.
final class CountriesViewController: UIViewController, UISearchResultsUpdating {
    let searchController = UISearchController(searchResultsController: nil)
    let countries = ["France", "Iceland", "Ireland", "Japan"]
    private(set) var filtered: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Countries"
        filtered = countries
        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Search Countries"
        navigationItem.searchController = searchController
        navigationItem.hidesSearchBarWhenScrolling = false
        definesPresentationContext = true
    }

    func updateSearchResults(for searchController: UISearchController) {
        let query = searchController.searchBar.text ?? ""
        filtered = query.isEmpty ? countries : countries.filter { $0.localizedCaseInsensitiveContains(query) }
    }
}

@Suite("A UIKit screen of view controllers compiles and runs: a collection view controller in a navigation controller (F35)")
/// Small squares that push big ones, as a layout-to-layout navigation transition does it.
class SquaresViewController: UICollectionViewController {
    var colors: [UIColor] = [.systemRed, .systemBlue, .systemGreen, .systemOrange]

    init(side: CGFloat) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: side, height: side)
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "square")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { colors.count }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "square", for: indexPath)
        cell.backgroundColor = colors[indexPath.item]
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        let big = SquaresViewController(side: 120)
        big.useLayoutToLayoutNavigationTransitions = true
        navigationController?.pushViewController(big, animated: true)
    }
}

@MainActor
struct ViewControllerSourceCompatibilityTests {
    @Test("when a square is chosen, then the big squares' controller is pushed layout to layout: the same collection view grows its cells, and shrinks them back on pop")
    func layoutToLayoutPush() throws {
        let clock = ManualFrameClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 700), clock: clock, renderer: RecordingRenderer(), timeSource: ManualTimeSource())
        let small = SquaresViewController(side: 40)
        let navigation = UINavigationController(rootViewController: small)
        window.rootViewController = navigation
        clock.advanceFrames(2)
        small.collectionView(small.collectionView, didSelectItemAt: IndexPath(item: 0, section: 0))
        clock.advance(by: 1)
        let big = try #require(navigation.topViewController as? SquaresViewController)
        #expect(big.collectionView === small.collectionView)
        #expect(small.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.width == 120)
        navigation.popViewController(animated: true)
        clock.advance(by: 1)
        #expect(small.collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.width == 40)
    }

    @Test("when the screen is shown, an item selected and the window resized, then it lays out, pushes the detail and hears the size")
    func symbolsScreen() throws {
        let clock = ManualFrameClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 700), clock: clock, renderer: RecordingRenderer(), timeSource: ManualTimeSource())
        let symbols = SymbolsViewController()
        let navigation = UINavigationController(rootViewController: symbols)
        window.rootViewController = navigation
        clock.advanceFrames(2)
        // Below the bar's row; the large title's 52 points are the collection view's own, scrolled under.
        #expect(symbols.appearances == 1 && symbols.collectionView.frame == CGRect(x: 0, y: 44, width: 400, height: 656))
        #expect(symbols.collectionView.adjustedContentInset.top == 52)
        #expect(symbols.collectionView.visibleCells.count == 8)
        let cell = try #require(symbols.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? SymbolCell)
        // A 28-point symbol (33.5 points square), 6 points, one caption line (16 points), centred in a 100 × 90 cell.
        #expect(cell.frame == CGRect(x: 100, y: 0, width: 100, height: 90))
        #expect(cell.imageView.frame.size == CGSize(width: 33.5, height: 33.5) && cell.nameLabel.text == "heart")
        let add = try #require(navigation.navigationItemOfTop?.rightBarButtonItem?.primaryAction)
        add.handler(add)
        clock.advanceFrames(1)
        #expect(symbols.collectionView.numberOfItems(inSection: 0) == 9)
        symbols.collectionView(symbols.collectionView, didSelectItemAt: IndexPath(item: 2, section: 0))
        clock.advanceFrames(1)
        #expect(navigation.viewControllers.count == 2 && navigation.topViewController?.title == "bell")
        #expect(navigation.navigationBar.frame.height == 44, "the detail never shows a large title")
        navigation.popViewController(animated: true)
        clock.advanceFrames(1)
        #expect(symbols.appearances == 2 && navigation.navigationBar.frame.height == 96)
        window.transition(to: CGSize(width: 800, height: 700))
        clock.advanceFrames(1)
        #expect(symbols.transitions == [CGSize(width: 800, height: 700)] && symbols.collectionView.frame.width == 800)
    }
}

extension UINavigationController {
    /// The top view controller's navigation item (for the test).
    var navigationItemOfTop: UINavigationItem? { topViewController?.navigationItem }

    @Test("when a search controller in the navigation bar is typed into, then the updater filters the list; Cancel shows all again")
    func searchController() throws {
        let screen = CountriesViewController()
        let navigation = UINavigationController(rootViewController: screen)
        let clock = ManualFrameClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844), clock: clock)
        window.rootViewController = navigation
        clock.advanceFrames(1)
        #expect(screen.searchController.searchBar.superview === navigation.navigationBar)
        screen.searchController.isActive = true
        screen.searchController.searchBar.text = "ir"
        #expect(screen.filtered == ["Ireland"])
        screen.searchController.isActive = false
        #expect(screen.filtered == screen.countries)
    }
}
