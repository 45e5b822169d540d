import Foundation
import Testing
import UIKit

/// A favourites screen with iOS 17's empty states: a loading placeholder while items load, an empty
/// state with a button, and the search placeholder while a search finds nothing — compiles unchanged.
final class FavoritesViewController: UICollectionViewController, UISearchResultsUpdating {
    var isLoading = true
    var favorites: [String] = []
    var query = ""
    private(set) var addTaps = 0

    init() {
        super.init(collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        let search = UISearchController(searchResultsController: nil)
        search.searchResultsUpdater = self
        navigationItem.searchController = search
    }

    func updateSearchResults(for searchController: UISearchController) {
        query = searchController.searchBar.text ?? ""
        setNeedsUpdateContentUnavailableConfiguration()
    }

    var shown: [String] { favorites.filter { query.isEmpty || $0.localizedCaseInsensitiveContains(query) } }

    override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
        var config: UIContentUnavailableConfiguration?
        if isLoading {
            config = .loading()
        } else if favorites.isEmpty {
            var empty = UIContentUnavailableConfiguration.empty()
            empty.image = UIImage(systemName: "star")
            empty.text = "No Favorites"
            empty.secondaryText = "Your favorite trails will appear here."
            empty.imageProperties.tintColor = .systemYellow
            empty.textProperties.color = .label
            empty.secondaryTextProperties.numberOfLines = 2
            var button = UIButton.Configuration.filled()
            button.title = "Browse Trails"
            empty.button = button
            empty.buttonProperties.primaryAction = UIAction { [weak self] _ in self?.addTaps += 1 }
            empty.alignment = .center
            empty.background = .clear()
            config = empty
        } else if shown.isEmpty {
            config = UIContentUnavailableConfiguration.search().updated(for: state)
        }
        contentUnavailableConfiguration = config
    }
}

@Suite("UIKit spellings of content-unavailable configurations: UIContentUnavailableConfiguration, UIContentUnavailableView")
@MainActor
struct ContentUnavailableSourceCompatibilityTests {
    func placeholder(_ controller: UIViewController) -> UIContentUnavailableView? {
        controller.view.subviews.last as? UIContentUnavailableView
    }

    @Test("when the favourites load empty and a search finds nothing, then the screen shows loading, the empty state, then the search placeholder")
    func emptyStates() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = FavoritesViewController()
        window.rootViewController = UINavigationController(rootViewController: controller)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        let loading = try #require(placeholder(controller)?.configuration as? UIContentUnavailableConfiguration)
        #expect(loading.text == "Loading…")

        controller.isLoading = false
        controller.setNeedsUpdateContentUnavailableConfiguration()
        window.layoutIfNeeded()
        let empty = try #require(placeholder(controller)?.configuration as? UIContentUnavailableConfiguration)
        #expect(empty.text == "No Favorites" && empty.button.title == "Browse Trails")

        controller.favorites = ["Ridge Loop"]
        controller.navigationItem.searchController?.isActive = true
        controller.navigationItem.searchController?.searchBar.text = "lake"
        window.layoutIfNeeded()
        let search = try #require(placeholder(controller)?.configuration as? UIContentUnavailableConfiguration)
        #expect(search.text == "No Results for “lake”")
        #expect(controller.contentUnavailableConfigurationState.searchText == "lake")
    }

    @Test("when a content-unavailable view is made on its own, then it shows its configuration")
    func standaloneView() {
        var configuration = UIContentUnavailableConfiguration.empty()
        configuration.text = "Offline"
        configuration.textProperties.font = .preferredFont(forTextStyle: .headline)
        let view = UIContentUnavailableView(configuration: configuration)
        #expect((view.configuration as? UIContentUnavailableConfiguration)?.text == "Offline")
        let state = UIContentUnavailableConfigurationState(traitCollection: UITraitCollection(userInterfaceStyle: .dark))
        #expect(configuration.updated(for: state).text == "Offline")
    }
}
