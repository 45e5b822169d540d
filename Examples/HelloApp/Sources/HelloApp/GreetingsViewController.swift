import UIKit

/// A list of greetings: choosing one says it in an alert; + adds one from a sheet; the search bar
/// filters the list.
class GreetingsViewController: UIViewController {

    private(set) var greetings = ["Hello", "Bonjour", "Hola", "Ciao", "Hallo", "Olá", "Hej", "Merhaba"]
    private let searchController = UISearchController(searchResultsController: nil)
    private var query = ""
    private var dataSource: UICollectionViewDiffableDataSource<Int, String>!
    private(set) var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Greetings"
        navigationController?.navigationBar.prefersLargeTitles = true
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { [weak self] _ in
            self?.compose()
        })
        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Search Greetings"
        navigationItem.searchController = searchController

        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped))
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.delegate = self
        view.addSubview(collectionView)

        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, greeting in
            var content = cell.defaultContentConfiguration()
            content.text = greeting
            content.image = UIImage(systemName: "hand.wave")
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, greeting in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: greeting)
        }
        applySnapshot()
    }

    private func applySnapshot() {
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(query.isEmpty ? greetings : greetings.filter { $0.localizedCaseInsensitiveContains(query) })
        dataSource.apply(snapshot, animatingDifferences: true)
    }

    /// Adds `greeting` to the end of the list (ignored when it is empty or already there).
    func add(_ greeting: String) {
        let trimmed = greeting.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, !greetings.contains(trimmed) else { return }
        greetings.append(trimmed)
        applySnapshot()
    }

    private func compose() {
        let compose = ComposeViewController()
        compose.onAdd = { [weak self] greeting in self?.add(greeting) }
        let sheet = UINavigationController(rootViewController: compose)
        if let controller = sheet.sheetPresentationController {
            controller.detents = [.medium(), .large()]
            controller.prefersGrabberVisible = true
        }
        present(sheet, animated: true)
    }
}

extension GreetingsViewController: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: true)
        guard let greeting = dataSource.itemIdentifier(for: indexPath) else { return }
        let alert = UIAlertController(title: greeting, message: "You chose \(greeting).", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}

extension GreetingsViewController: UISearchResultsUpdating {
    func updateSearchResults(for searchController: UISearchController) {
        query = searchController.searchBar.text ?? ""
        applySnapshot()
    }
}
