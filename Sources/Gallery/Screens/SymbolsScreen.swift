import CollectionWeb
import OpenCollectionView

/// A screen written as a UIKit app is (F35): a container view controller with a search bar above a
/// child collection view controller of the symbols the page draws, in a navigation controller with a
/// large title and a bar button; choosing a symbol pushes a detail view controller (the symbol in
/// every weight, a switch, a button), and the back button pops it.
@MainActor
final class SymbolsScreen: ViewControllerScreen {
    nonisolated static let entry = WebScreenEntry(ScreenDescription(
        id: "view-controllers", title: "View controllers", group: GalleryGroup.views,
        summary: "A navigation controller: tap a symbol to push its detail, then go back", settings: []
    )) { _ in SymbolsScreen() }

    let browser = SymbolBrowserViewController()

    /// The grid (the browser's child).
    var symbols: SymbolsViewController { browser.grid }

    init() {
        super.init(root: browser)
        browser.grid.onEvent = { [weak self] notice in self?.post(notice) }  // the grid is the root's child
    }

    override var reportedCollectionView: CollectionViewBase? { symbols.collectionView }
}

/// A search bar over the grid, as UIKit containment writes it: the grid is a child view controller
/// whose view sits below the bar; typing filters it.
@MainActor
final class SymbolBrowserViewController: ViewController, SearchBarDelegate {
    let grid = SymbolsViewController()
    let searchBar = SearchBar()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Symbols"
        view.backgroundColor = .systemBackground
        searchBar.placeholder = "Search symbols"
        searchBar.delegate = self
        view.addSubview(searchBar)
        addChild(grid)
        view.addSubview(grid.view)
        grid.didMove(toParent: self)
        navigationItem.rightBarButtonItem = BarButtonItem(title: "Shuffle", primaryAction: Action { [weak self] _ in self?.grid.shuffle() })
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // A search bar keeps its field 8 points from its sides; inset by 8 more, the field starts and
        // ends where the large title and the grid do.
        searchBar.frame = CGRect(x: 8, y: 0, width: Swift.max(0, view.bounds.width - 16), height: SearchBar.height)
        grid.view.frame = CGRect(x: 0, y: SearchBar.height, width: view.bounds.width, height: Swift.max(0, view.bounds.height - SearchBar.height))
    }

    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {
        grid.filter = searchText
    }

    func searchBarSearchButtonClicked(_ searchBar: SearchBar) {
        grid.onEvent?("search \(searchBar.text ?? "")")
    }
}

/// The grid of symbols: as many 110-point columns as fit, a cell per symbol (its image and name in a
/// stack), filtered by the browser's search bar.
@MainActor
final class SymbolsViewController: CollectionViewController {
    /// Every symbol drawn, as outlines (the detail's switch shows the `.fill`).
    private var all = Image.systemSymbolNames.filter { !$0.hasSuffix(".fill") }.sorted()
    /// The symbols shown: those whose name contains `filter` (all when it is empty).
    private(set) lazy var names = all
    /// What the search bar holds.
    var filter = "" {
        didSet {
            guard filter != oldValue else { return }
            applyFilter()
            onEvent?("filter \(filter.debugDescription): \(names.count) symbols")
        }
    }
    var onEvent: ((String) -> Void)?

    /// Shuffles the symbols.
    func shuffle() {
        all.shuffle()
        applyFilter()
        onEvent?("Shuffle: \(names.prefix(3).joined(separator: ", ")) …")
    }

    private func applyFilter() {
        let query = filter.trimmingCharacters(in: .whitespaces).lowercased()
        names = query.isEmpty ? all : all.filter { $0.contains(query) }
        collectionView.reloadData()
    }

    init() {
        let layout = CollectionViewCompositionalLayout { _, environment in
            let scale = environment.textScale
            let columns = Swift.max(2, Int(environment.container.effectiveContentSize.width / (110 * scale)))
            let item = CollectionLayoutItem(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1 / CGFloat(columns)),
                                                                              heightDimension: .fractionalHeight(1)))
            item.contentInsets = DirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
            let group = CollectionLayoutGroup.horizontal(layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                          heightDimension: .absolute((96 * scale).rounded())), subitems: [item])
            let section = CollectionLayoutSection(group: group)
            section.contentInsets = DirectionalEdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12)
            return section
        }
        super.init(collectionViewLayout: layout)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Symbols"
        collectionView.register(SymbolCell.self, forCellWithReuseIdentifier: SymbolCell.reuseIdentifier)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        onEvent?("viewWillAppear: Symbols")
    }

    override func viewWillTransition(to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        onEvent?("viewWillTransition(to: \(Int(size.width)) × \(Int(size.height)))")
    }

    override func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { names.count }

    override func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: SymbolCell.reuseIdentifier, for: indexPath)
        (cell as? SymbolCell)?.show(names[indexPath.item])
        return cell
    }

    override func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        let name = names[indexPath.item]
        onEvent?("push \(name)")
        navigationController?.pushViewController(SymbolDetailViewController(name: name), animated: true)
    }
}

/// A symbol and its name, stacked and centred.
@MainActor
final class SymbolCell: CollectionViewCell {
    static let reuseIdentifier = "symbol"
    private let imageView = ImageView()
    private let nameLabel = Label()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemBackground
        contentView.layer.cornerRadius = 10
        imageView.preferredSymbolConfiguration = Image.SymbolConfiguration(pointSize: 26)
        imageView.tintColor = .systemBlue
        nameLabel.font = .preferredFont(forTextStyle: .caption2)
        nameLabel.textColor = .secondaryLabel
        nameLabel.textAlignment = .center
        let stack = StackView(arrangedSubviews: [imageView, nameLabel])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 6
        stack.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(stack)
        LayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            stack.leadingAnchor.constraint(greaterThanOrEqualTo: contentView.leadingAnchor, constant: 4),
            stack.trailingAnchor.constraint(lessThanOrEqualTo: contentView.trailingAnchor, constant: -4),
        ])
    }

    required init?(coder: NSCoder) { nil }

    func show(_ name: String) {
        imageView.image = Image(systemName: name)
        nameLabel.text = name
    }
}

/// One symbol large, then in every weight, a switch that fills it and a button back.
@MainActor
final class SymbolDetailViewController: ViewController {
    let name: String
    /// The name without `.fill`.
    var baseName: String { name.hasSuffix(".fill") ? String(name.dropLast(5)) : name }

    init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = name
        navigationItem.largeTitleDisplayMode = .never
        view.backgroundColor = .systemBackground
        let large = ImageView(image: Image(systemName: name, withConfiguration: .init(pointSize: 96, weight: .regular)))
        large.tintColor = .systemIndigo
        let weights = StackView(arrangedSubviews: Font.Weight.allCases.map { weight in
            let symbol = ImageView(image: Image(systemName: name, withConfiguration: .init(pointSize: 22, weight: weight)))
            let caption = Label()
            caption.text = weight.rawValue
            caption.font = .preferredFont(forTextStyle: .caption2)
            caption.textColor = .secondaryLabel
            let column = StackView(arrangedSubviews: [symbol, caption])
            column.axis = .vertical
            column.alignment = .center
            column.spacing = 4
            return column
        })
        weights.distribution = .equalSpacing
        weights.alignment = .top
        // Controls: a switch that fills the symbol, a button that goes back.
        let filled = Switch()
        filled.isOn = name.hasSuffix(".fill")
        filled.isEnabled = Image.systemSymbolNames.contains(baseName + ".fill")
        filled.addAction(Action { [weak self] action in
            guard let self, let toggle = action.sender as? Switch else { return }
            let shown = toggle.isOn ? self.baseName + ".fill" : self.baseName
            large.image = Image(systemName: shown, withConfiguration: .init(pointSize: 96, weight: .regular))
            for case let column as StackView in weights.arrangedSubviews {
                guard let symbol = column.arrangedSubviews.first as? ImageView, let configuration = symbol.image?.symbolConfiguration else { continue }
                symbol.image = Image(systemName: shown, withConfiguration: configuration)
            }
        }, for: .valueChanged)
        let fillLabel = Label()
        fillLabel.text = "Filled"
        let fillRow = StackView(arrangedSubviews: [fillLabel, filled])
        fillRow.spacing = 12
        fillRow.alignment = .center
        var back = Button.Configuration.tinted()
        back.title = "All symbols"
        back.image = Image(systemName: "chevron.left")
        back.buttonSize = .large
        back.cornerStyle = .capsule
        let backButton = Button(configuration: back, primaryAction: Action { [weak self] _ in
            self?.navigationController?.popViewController(animated: true)
        })
        // An attributed caption: the name bold in indigo, then how many weights, in grey.
        let caption = Label()
        let text = NSMutableAttributedString(string: name, attributes: [.font: Font.systemFont(ofSize: 22, weight: .bold),
                                                                         .foregroundColor: Color.systemIndigo])
        text.append(NSAttributedString(string: "  in \(Font.Weight.allCases.count) weights",
                                       attributes: [.font: Font.systemFont(ofSize: 15), .foregroundColor: Color.secondaryLabel]))
        caption.attributedText = text
        // A long name on a phone shortens in the middle, so the weights stay readable.
        caption.lineBreakMode = .byTruncatingMiddle
        // An image from data: a PNG made in code, drawn by the page from its bytes.
        let pattern = ImageView(image: Image(data: PatternImage.checkerboard(side: 96, cells: 8, first: (88, 86, 214), second: (235, 235, 245)), scale: 2))
        pattern.layer.cornerRadius = 6
        pattern.clipsToBounds = true
        let patternCaption = Label()
        patternCaption.text = "Not a symbol: a PNG made in Swift (UIImage(data:)), drawn from its bytes"
        patternCaption.font = .preferredFont(forTextStyle: .footnote)
        patternCaption.textColor = .secondaryLabel
        patternCaption.numberOfLines = 0
        patternCaption.textAlignment = .center
        let patternColumn = StackView(arrangedSubviews: [pattern, patternCaption])
        patternColumn.axis = .vertical
        patternColumn.alignment = .center
        patternColumn.spacing = 8
        let stack = StackView(arrangedSubviews: [large, caption, weights, fillRow, patternColumn, backButton])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 32
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        let wide = weights.widthAnchor.constraint(greaterThanOrEqualToConstant: 440)
        wide.priority = .defaultLow
        LayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            // Never wider than the screen: a long name shortens, the image's caption wraps.
            stack.leadingAnchor.constraint(greaterThanOrEqualTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(lessThanOrEqualTo: view.layoutMarginsGuide.trailingAnchor),
            weights.widthAnchor.constraint(lessThanOrEqualTo: view.widthAnchor, constant: -32),
            wide,
        ])
    }
}
