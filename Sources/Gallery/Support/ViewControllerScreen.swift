import CollectionWeb
import OpenCollectionView

/// A gallery screen written as a UIKit app: a navigation controller around `root`; the page's
/// notices are what the screen's view controllers tell it through `post(_:)`.
@MainActor
class ViewControllerScreen: WebScreen {
    let navigation: NavigationController
    private var notices: [String] = []

    init(root: ViewController, prefersLargeTitles: Bool = true) {
        navigation = NavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = prefersLargeTitles
    }

    var view: View { navigation.view }
    var viewController: ViewController? { navigation }
    /// The collection view of the view controller on top, for the page's report.
    var reportedCollectionView: CollectionViewBase? { nil }

    /// Queues `notice` for the page.
    func post(_ notice: String) { notices.append(notice) }

    func takeNotices() -> [String] {
        defer { notices.removeAll() }
        return notices
    }

    func perform(action name: String) -> Bool { false }
    func apply(setting name: String, value: Double) -> Bool { false }
    func apply(text: String, toField name: String) -> Bool { false }
    func frameWillBegin(at time: TimeInterval) {}
}
