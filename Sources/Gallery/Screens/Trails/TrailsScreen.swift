import CollectionWeb
import OpenCollectionView

/// The Apps group's sample (F39): Trails, an app written as an iOS app is — an app delegate, a scene
/// delegate, a split view with a sidebar that collapses to a tab bar on a narrow page, grids, a detail
/// screen, a sheet with detents, an alert and a search controller.
///
/// The gallery runs the app in an application of its own (not `Application.shared`, which a served
/// app owns): it launches the app delegate, connects a scene — the scene delegate makes the window
/// and its root view controller, as on iOS — and shows that root view controller in the page's
/// window. What the app changes is told to the page as notices.
@MainActor
final class TrailsScreen: NoticingScreen, WebScreen {
    nonisolated static let entry = WebScreenEntry(ScreenDescription(
        id: "trails-app", title: "Trails", group: GalleryGroup.apps,
        summary: "A whole app: a sidebar on a wide page, tabs on a narrow one; + adds a trail in a sheet, a trail's Remove asks in an alert"
    )) { size in TrailsScreen(size: size) }

    private let application = Application()
    private let scene: WindowScene
    let root: ViewController

    init(size: CGSize) {
        application.launch(TrailsAppDelegate())
        scene = application.connectWindowScene(size: size, traits: TraitCollection(), clock: ManualFrameClock(), renderer: nil,
                                               timeSource: ManualTimeSource())
        let window = scene.keyWindow
        root = window?.rootViewController ?? ViewController()
        window?.rootViewController = nil
        super.init()
        (scene.delegate as? TrailsSceneDelegate)?.store.observe { [weak self] change in
            switch change {
            case .added(let trail): self?.post("Added \(trail.name)")
            case .removed(let trail): self?.post("Removed \(trail.name)")
            case .favoriteToggled(let trail): self?.post("Favorite toggled: \(trail.name)")
            }
        }
    }

    var view: View { root.view }
    var viewController: ViewController? { root }

    /// The collection views shown (the sidebar and the grid on a wide page, the tab's grid on a narrow one).
    /// - Complexity: O(views in the app's window).
    var reportedCollectionViews: [CollectionViewBase] {
        var shown: [CollectionViewBase] = []
        func visit(_ view: View) {
            guard !view.isHidden, view.alpha > 0 else { return }
            if let collection = view as? CollectionViewBase { shown.append(collection) }
            view.subviews.forEach(visit)
        }
        visit(root.view)
        return shown
    }

    /// The widest of them, which takes the keys first (the grid of trails).
    var reportedCollectionView: CollectionViewBase? { reportedCollectionViews.max { $0.bounds.width < $1.bounds.width } }
}
