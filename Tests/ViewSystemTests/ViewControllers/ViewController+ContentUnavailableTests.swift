import CollectionGeometry
import Foundation
import Testing
@testable import ViewSystem

/// Shows an empty state while it has no items, as iOS 17 code does.
@MainActor
private final class InboxViewController: ViewController {
    var items: [String] = [] { didSet { setNeedsUpdateContentUnavailableConfiguration() } }
    var states: [ContentUnavailableConfigurationState] = []

    override func updateContentUnavailableConfiguration(using state: ContentUnavailableConfigurationState) {
        states.append(state)
        if items.isEmpty {
            var empty = ContentUnavailableConfiguration.empty()
            empty.text = "Inbox Zero"
            contentUnavailableConfiguration = empty
        } else {
            contentUnavailableConfiguration = nil
        }
    }
}

@Suite("View controllers' content-unavailable configuration (iOS 17)")
@MainActor
struct ViewControllerContentUnavailableTests {
    func window() -> Window {
        Window(frame: CGRect(x: 0, y: 0, width: 390, height: 700), clock: ManualFrameClock(), renderer: nil, timeSource: ManualTimeSource())
    }

    func placeholder(of controller: ViewController) -> ContentUnavailableView? {
        controller.viewIfLoaded?.subviews.last as? ContentUnavailableView
    }

    @Test("when a configuration is set before the view loads, then the view shows it over its subviews, covering it, once laid out")
    func coversTheView() throws {
        let controller = ViewController()
        var configuration = ContentUnavailableConfiguration.empty()
        configuration.text = "Nothing Yet"
        controller.contentUnavailableConfiguration = configuration
        #expect(!controller.isViewLoaded)
        let window = window()
        window.rootViewController = controller
        window.layoutIfNeeded()
        let shown = try #require(placeholder(of: controller))
        #expect(shown.frame == controller.view.bounds)
        controller.view.addSubview(View(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        window.layoutIfNeeded()
        #expect(placeholder(of: controller) === shown)  // brought back to the top, not made again
        controller.contentUnavailableConfiguration = nil
        #expect(placeholder(of: controller) == nil && !controller.view.subviews.contains { $0 is ContentUnavailableView })
    }

    @Test("when the controller overrides the update, then it runs in the first layout and after each request, with the traits, and a configuration set there does not ask again")
    func updatesOnRequest() {
        let controller = InboxViewController()
        let window = window()
        window.overrideUserInterfaceStyle = .dark
        window.rootViewController = controller
        window.layoutIfNeeded()
        #expect(controller.states.count == 1 && controller.states.first?.traitCollection.userInterfaceStyle == .dark)
        #expect(placeholder(of: controller) != nil)
        window.layoutIfNeeded()
        #expect(controller.states.count == 1)
        controller.items = ["Hello"]
        window.layoutIfNeeded()
        #expect(controller.states.count == 2 && placeholder(of: controller) == nil)
        window.overrideUserInterfaceStyle = .light
        window.layoutIfNeeded()
        #expect(controller.states.count == 3 && controller.states.last?.traitCollection.userInterfaceStyle == .light)
    }

    @Test("when the navigation item's search text changes, then the state carries it and a search configuration names it")
    func searchText() throws {
        let controller = ViewController()
        let search = SearchController(searchResultsController: nil)
        controller.navigationItem.searchController = search
        controller.contentUnavailableConfiguration = ContentUnavailableConfiguration.search()
        let navigation = NavigationController(rootViewController: controller)
        let window = window()
        window.rootViewController = navigation
        window.layoutIfNeeded()
        search.isActive = true
        search.searchBar.text = "Ridge"
        window.layoutIfNeeded()
        #expect(controller.contentUnavailableConfigurationState.searchText == "Ridge")
        let shown = try #require(placeholder(of: controller)?.contentUnavailableConfiguration)
        #expect(shown.text == "No Results for “Ridge”")
        // The property keeps the configuration as it was given.
        #expect((controller.contentUnavailableConfiguration as? ContentUnavailableConfiguration)?.text == "No Results")
    }

    @Test("when a configuration of another kind replaces the first, then its own view replaces the placeholder")
    func otherKindsOfConfiguration() throws {
        let controller = ViewController()
        let window = window()
        window.rootViewController = controller
        controller.contentUnavailableConfiguration = ContentUnavailableConfiguration.loading()
        window.layoutIfNeeded()
        #expect(placeholder(of: controller) != nil)
        var list = ListContentConfiguration.cell()
        list.text = "Custom"
        controller.contentUnavailableConfiguration = list
        window.layoutIfNeeded()
        #expect(controller.view.subviews.last is ListContentView && placeholder(of: controller) == nil)
        #expect(controller.view.subviews.last?.frame == controller.view.bounds)
    }
}
