import CollectionGeometry
import Foundation
import Testing
@testable import ViewSystem
import ViewTestSupport

/// Records what a search controller tells its updater and delegate.
@MainActor
final class SearchRecorder: SearchResultsUpdating, SearchControllerDelegate {
    var log: [String] = []
    func updateSearchResults(for searchController: SearchController) {
        log.append("update \"\(searchController.searchBar.text ?? "")\" active \(searchController.isActive)")
    }
    func willPresentSearchController(_ searchController: SearchController) { log.append("willPresent") }
    func didPresentSearchController(_ searchController: SearchController) { log.append("didPresent") }
    func willDismissSearchController(_ searchController: SearchController) { log.append("willDismiss") }
    func didDismissSearchController(_ searchController: SearchController) { log.append("didDismiss") }
}

@Suite("UISearchController: a search bar under the navigation bar's title, the updater told as the text changes (F39)")
@MainActor
struct SearchControllerTests {
    /// A navigation controller whose root view controller's navigation item holds `search`.
    func stage(_ search: SearchController) -> (Window, ManualFrameClock, NavigationController, LoggingViewController) {
        let clock = ManualFrameClock()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844), clock: clock, renderer: RecordingRenderer(), timeSource: ManualTimeSource())
        let content = LoggingViewController("content")
        content.title = "Countries"
        content.navigationItem.searchController = search
        let navigation = NavigationController(rootViewController: content)
        window.rootViewController = navigation
        clock.advanceFrames(1)
        return (window, clock, navigation, content)
    }

    func type(_ text: String, into search: SearchController, in window: Window, clock: ManualFrameClock) throws {
        let field = try #require(search.searchBar.searchTextField.renderIdentifier)
        window.send(TextInputEvent(view: field, kind: .focus, text: search.searchBar.text ?? ""))
        window.send(TextInputEvent(view: field, kind: .change, text: text))
        clock.advanceFrames(1)
    }

    @Test("when a navigation item has a search controller, then the bar shows its search bar under the title and the content starts below it")
    func searchBarInTheNavigationBar() throws {
        let search = SearchController(searchResultsController: nil)
        let (window, _, navigation, content) = stage(search)
        #expect(search.searchBar.superview === navigation.navigationBar)
        #expect(navigation.navigationBar.preferredHeight == NavigationBar.rowHeight + SearchBar.height)
        #expect(search.searchBar.frame == CGRect(x: 0, y: NavigationBar.rowHeight, width: 390, height: SearchBar.height))
        #expect(content.view.frame.minY == navigation.navigationBar.frame.maxY)
        content.navigationItem.searchController = nil
        #expect(search.searchBar.superview == nil && navigation.navigationBar.preferredHeight == NavigationBar.rowHeight)
        withExtendedLifetime(window) {}
    }

    @Test("when a search becomes active, then the bar hides its title and buttons and shows the search bar alone at the top, the content and its dimming below it; ending it restores the bar; without hidesNavigationBarDuringPresentation the bar stays")
    func barHidesDuringSearch() throws {
        let search = SearchController(searchResultsController: nil)
        let (window, clock, navigation, content) = stage(search)
        content.navigationItem.rightBarButtonItem = BarButtonItem(title: "Edit")
        clock.advanceFrames(1)
        let bar = navigation.navigationBar
        let title = try #require(bar.subviews.compactMap { $0 as? Label }.first { $0.text == "Countries" })
        search.isActive = true
        bar.layoutIfNeeded()
        #expect(bar.preferredHeight == SearchBar.height && bar.frame.height == SearchBar.height)
        #expect(search.searchBar.frame == CGRect(x: 0, y: 0, width: 390, height: SearchBar.height) && !search.searchBar.isHidden)
        #expect(title.isHidden && bar.buttonViews.allSatisfy(\.isHidden))
        #expect(content.view.frame.minY == SearchBar.height)
        let dimming = try #require(content.view.superview?.subviews.first { $0 is DimmingView })
        #expect(dimming.frame == content.view.frame, "the dimming covers the content where it now is")
        search.isActive = false
        bar.layoutIfNeeded()
        #expect(bar.preferredHeight == NavigationBar.rowHeight + SearchBar.height && !title.isHidden && bar.buttonViews.allSatisfy { !$0.isHidden })
        #expect(content.view.frame.minY == NavigationBar.rowHeight + SearchBar.height)

        search.hidesNavigationBarDuringPresentation = false
        search.isActive = true
        bar.layoutIfNeeded()
        #expect(bar.preferredHeight == NavigationBar.rowHeight + SearchBar.height && !title.isHidden)
        search.hidesNavigationBarDuringPresentation = true
        bar.layoutIfNeeded()
        #expect(bar.preferredHeight == SearchBar.height, "changed while searching: the bar follows")
        withExtendedLifetime(window) {}
    }

    @Test("when the user types in the search bar, then the search becomes active, Cancel shows and the updater hears every change; Cancel clears the text and ends it")
    func typingAndCancelling() throws {
        let search = SearchController(searchResultsController: nil)
        search.obscuresBackgroundDuringPresentation = false
        let recorder = SearchRecorder()
        search.searchResultsUpdater = recorder
        search.delegate = recorder
        let (window, clock, _, _) = stage(search)
        try type("Fr", into: search, in: window, clock: clock)
        #expect(search.isActive && search.searchBar.showsCancelButton)
        #expect(recorder.log == ["willPresent", "update \"\" active true", "didPresent", "update \"Fr\" active true"])
        recorder.log.removeAll()
        search.isActive = false
        #expect(search.searchBar.text == "" && !search.searchBar.showsCancelButton && !search.searchBar.searchTextField.isFirstResponder)
        #expect(recorder.log == ["willDismiss", "update \"\" active false", "didDismiss"])
        recorder.log.removeAll()
        search.searchBar.text = "ignored while inactive"
        #expect(recorder.log.isEmpty)
    }

    @Test("when searching with nothing typed, then the content is dimmed and a tap on it ends the search; typing lifts the dimming")
    func obscuredBackground() throws {
        let search = SearchController(searchResultsController: nil)
        let (window, clock, navigation, content) = stage(search)
        search.isActive = true
        let dimming = try #require(navigation.view.subviews.first { $0 is DimmingView })
        #expect(dimming.frame == content.view.frame)
        try type("a", into: search, in: window, clock: clock)
        #expect(!navigation.view.subviews.contains { $0 is DimmingView })
        search.searchBar.text = ""
        #expect(navigation.view.subviews.contains { $0 is DimmingView })
        window.tap(CGPoint(x: 200, y: 600), clock: clock)
        #expect(!search.isActive && !navigation.view.subviews.contains { $0 is DimmingView })
    }

    @Test("when a results controller is given, then its view covers the content once there is text, as a child of the searching view controller, and leaves when the search ends")
    func resultsController() throws {
        let results = LoggingViewController("results")
        let search = SearchController(searchResultsController: results)
        let (window, clock, _, content) = stage(search)
        search.isActive = true
        #expect(results.viewIfLoaded?.superview == nil, "no text yet")
        try type("Ice", into: search, in: window, clock: clock)
        #expect(results.view.superview === content.view.superview && results.view.frame == content.view.frame)
        #expect(results.parent === content && results.log.contains("results.viewDidAppear"))
        search.isActive = false
        #expect(results.viewIfLoaded?.superview == nil && results.parent == nil)
        #expect(Array(results.log.suffix(4)) == ["results.willMove(nil)", "results.viewWillDisappear", "results.viewDidDisappear", "results.didMove(nil)"])
        search.automaticallyShowsSearchResultsController = false
        search.showsSearchResultsController = true
        search.isActive = true
        #expect(results.view.superview != nil, "shown with no text when asked")
    }

    @Test("when a search controller is made or activated outside any navigation controller, then it still searches and nothing breaks")
    func outsideANavigationController() {
        let search = SearchController()
        let recorder = SearchRecorder()
        search.searchResultsUpdater = recorder
        search.isActive = true
        search.searchBar.text = "x"
        search.isActive = false
        #expect(recorder.log == ["update \"\" active true", "update \"x\" active true", "update \"\" active false"])
    }
}
