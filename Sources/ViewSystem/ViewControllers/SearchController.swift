import CollectionGeometry
import Foundation

/// What updates the results as the search text changes (`UISearchResultsUpdating`).
@MainActor
public protocol SearchResultsUpdating: AnyObject {
    /// The search became active or inactive, or its text changed: show the results for
    /// `searchController.searchBar.text`.
    func updateSearchResults(for searchController: SearchController)
}

/// What a search controller tells its delegate as it becomes active and inactive
/// (`UISearchControllerDelegate`); every method is optional.
@MainActor
public protocol SearchControllerDelegate: AnyObject {
    /// The search is about to become active.
    func willPresentSearchController(_ searchController: SearchController)
    /// The search became active.
    func didPresentSearchController(_ searchController: SearchController)
    /// The search is about to become inactive.
    func willDismissSearchController(_ searchController: SearchController)
    /// The search became inactive.
    func didDismissSearchController(_ searchController: SearchController)
}

extension SearchControllerDelegate {
    /// The default: nothing.
    public func willPresentSearchController(_ searchController: SearchController) {}
    /// The default: nothing.
    public func didPresentSearchController(_ searchController: SearchController) {}
    /// The default: nothing.
    public func willDismissSearchController(_ searchController: SearchController) {}
    /// The default: nothing.
    public func didDismissSearchController(_ searchController: SearchController) {}
}

/// A search bar in a navigation bar and what it shows while searching (`UISearchController`, F39).
///
/// Give it to a view controller's `navigationItem.searchController`: its navigation controller's bar
/// shows the search bar under the title. Typing in it makes the search active — the delegate hears
/// it, the Cancel button shows, and the `searchResultsUpdater` is told of every change of the text;
/// Cancel (or `isActive = false`) clears the text and ends it. While active, the
/// `searchResultsController`'s view covers the view controller's content once there is text (or
/// always, with `showsSearchResultsController`); without one, `obscuresBackgroundDuringPresentation`
/// dims the content, and a tap on the dimmed content ends the search.
///
/// While active with `hidesNavigationBarDuringPresentation` (the default), the navigation bar hides
/// its title and buttons and shows the search bar alone at the top; the search bar scrolls away with
/// the content as the item's `hidesSearchBarWhenScrolling` says.
///
/// Differences from UIKit: there are no scope buttons, search suggestions or search tokens; nothing
/// animates.
@MainActor
open class SearchController: ViewController {
    /// The search bar the navigation bar shows.
    public let searchBar = SearchBar()
    /// The view controller that shows the results over the content, if any (`nil`: the content
    /// shows them itself, filtered by the updater).
    public private(set) var searchResultsController: ViewController?
    /// Told of every change while searching.
    open weak var searchResultsUpdater: (any SearchResultsUpdating)?
    /// Told as the search becomes active and inactive.
    open weak var delegate: (any SearchControllerDelegate)?
    /// Whether the content is dimmed while searching without a results controller (default `true`).
    open var obscuresBackgroundDuringPresentation = true
    /// Whether the navigation bar hides its title and buttons while the search is active, leaving the
    /// search bar alone at the top (default `true`).
    open var hidesNavigationBarDuringPresentation = true {
        didSet { if isActive, hidesNavigationBarDuringPresentation != oldValue { host?.navigationItemDidChange() } }
    }
    /// Whether the search bar shows Cancel while searching (default `true`).
    open var automaticallyShowsCancelButton = true
    /// Whether the results controller shows only once there is text (default `true`) …
    open var automaticallyShowsSearchResultsController = true
    /// … or, with that off, whether it shows (default `false`).
    open var showsSearchResultsController = false { didSet { if showsSearchResultsController != oldValue { placeCover() } } }

    /// The view controller whose navigation item shows this search (set by its navigation controller).
    package weak var host: ViewController?
    /// What covers the host's content while searching: the results controller's view or the dimming.
    private var cover: View?
    private let dimming = DimmingView()

    /// Creates a search controller whose results `searchResultsController` shows (`nil`: the content
    /// shows them).
    public init(searchResultsController: ViewController?) {
        super.init(nibName: nil, bundle: nil)
        self.searchResultsController = searchResultsController
        setUp()
    }

    /// Creates a search controller with no results controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setUp()
    }

    /// Creates a search controller; `coder` is ignored.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        searchBar.searchEvents = { [weak self] event in self?.searchBarDid(event) }
        dimming.backgroundColor = Color(white: 0, alpha: 0.2)
        dimming.onTap = { [weak self] in self?.isActive = false }
    }

    /// Whether the search is under way. Setting it `true` puts the keyboard in the search field;
    /// `false` clears the text, hides Cancel and takes the keyboard away.
    open var isActive = false {
        didSet {
            guard isActive != oldValue else { return }
            if isActive { activate() } else { deactivate() }
        }
    }

    private func activate() {
        delegate?.willPresentSearchController(self)
        if automaticallyShowsCancelButton { searchBar.showsCancelButton = true }
        if !searchBar.searchTextField.isFirstResponder { searchBar.searchTextField.becomeFirstResponder() }
        // The bar hides around the search bar first, so the cover takes the content's new place.
        if hidesNavigationBarDuringPresentation { host?.navigationItemDidChange() }
        placeCover()
        searchResultsUpdater?.updateSearchResults(for: self)
        host?.setNeedsUpdateContentUnavailableConfiguration()
        delegate?.didPresentSearchController(self)
    }

    private func deactivate() {
        delegate?.willDismissSearchController(self)
        searchBar.text = ""
        if automaticallyShowsCancelButton { searchBar.showsCancelButton = false }
        if searchBar.searchTextField.isFirstResponder { searchBar.searchTextField.resignFirstResponder() }
        placeCover()
        if hidesNavigationBarDuringPresentation { host?.navigationItemDidChange() }
        searchResultsUpdater?.updateSearchResults(for: self)
        host?.setNeedsUpdateContentUnavailableConfiguration()
        delegate?.didDismissSearchController(self)
    }

    private func searchBarDid(_ event: SearchBar.SearchEvent) {
        switch event {
        case .beganEditing:
            isActive = true
        case .textChanged:
            guard isActive else { return }
            placeCover()
            searchResultsUpdater?.updateSearchResults(for: self)
            host?.setNeedsUpdateContentUnavailableConfiguration()
        case .cancelled:
            isActive = false
        }
    }

    /// Shows what covers the host's content while searching — the results controller's view once it
    /// should show, else the dimming when asked for — below the navigation bar, or removes it.
    private func placeCover() {
        let text = searchBar.text ?? ""
        let wanted: View?
        if !isActive {
            wanted = nil
        } else if let results = searchResultsController {
            let shows = automaticallyShowsSearchResultsController ? !text.isEmpty : showsSearchResultsController
            wanted = shows ? results.view : (obscuresBackgroundDuringPresentation && text.isEmpty ? dimming : nil)
        } else {
            wanted = obscuresBackgroundDuringPresentation && text.isEmpty ? dimming : nil
        }
        if cover !== wanted {
            if let results = searchResultsController, cover === results.viewIfLoaded {
                results.willMove(toParent: nil)
                results.beginAppearanceTransition(false, animated: false)
                cover?.removeFromSuperview()
                results.endAppearanceTransition()
                results.removeFromParent()
            } else {
                cover?.removeFromSuperview()
            }
            cover = nil
        }
        guard let wanted, cover == nil, let content = host?.viewIfLoaded, let container = content.superview else { return }
        let results = searchResultsController.flatMap { wanted === $0.viewIfLoaded ? $0 : nil }
        if let results, let host { host.addChild(results) }
        results?.beginAppearanceTransition(true, animated: false)
        wanted.frame = content.frame
        wanted.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.insertSubview(wanted, aboveSubview: content)
        results?.endAppearanceTransition()
        if let results, let host { results.didMove(toParent: host) }
        cover = wanted
    }
}
