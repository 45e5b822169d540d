import CollectionWeb
import OpenCollectionView

/// A view controller that tells its screen what happened (the page's notices).
@MainActor
protocol GalleryEventSource: AnyObject {
    var onEvent: ((String) -> Void)? { get set }
}

/// A gallery screen written as a UIKit app: a navigation controller around `root`; what the root
/// tells through `onEvent` (if it is a `GalleryEventSource`) becomes the page's notices.
@MainActor
class ViewControllerScreen: NoticingScreen, WebScreen {
    let navigation: NavigationController

    init(root: ViewController, prefersLargeTitles: Bool = true) {
        navigation = NavigationController(rootViewController: root)
        navigation.navigationBar.prefersLargeTitles = prefersLargeTitles
        super.init()
        (root as? any GalleryEventSource)?.onEvent = { [weak self] in self?.post($0) }
    }

    var view: View { navigation.view }
    var viewController: ViewController? { navigation }
    /// The collection or table view the page's report counts: the top view controller's view, or its
    /// first subview, when that is one (the same rule as the navigation bar's content scroll view);
    /// a screen whose collection view sits elsewhere says which.
    var reportedCollectionView: CollectionViewBase? {
        guard let view = navigation.topViewController?.viewIfLoaded else { return nil }
        return (view as? CollectionViewBase) ?? (view.subviews.first as? CollectionViewBase)
    }
}
