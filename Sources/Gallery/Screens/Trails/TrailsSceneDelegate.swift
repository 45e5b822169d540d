import UIKitNames

/// Makes each scene's window: a split view with a sidebar on a regular width, which collapses to a
/// tab bar (its compact column) on a narrow page. Each scene (each browser page) has its own trails.
class TrailsSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    /// This scene's trails.
    let store = TrailStore()

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }

        let split = UISplitViewController(style: .doubleColumn)
        split.preferredDisplayMode = .oneBesideSecondary
        split.preferredPrimaryColumnWidth = 260
        let trails = TrailsViewController(store: store, filter: .all)
        split.setViewController(SidebarViewController(store: store, showing: trails), for: .primary)
        split.setViewController(UINavigationController(rootViewController: trails), for: .secondary)

        let all = UINavigationController(rootViewController: TrailsViewController(store: store, filter: .all))
        all.tabBarItem = UITabBarItem(title: "Trails", image: UIImage(systemName: "map"), tag: 0)
        let favorites = UINavigationController(rootViewController: TrailsViewController(store: store, filter: .favorites))
        favorites.tabBarItem = UITabBarItem(title: "Favorites", image: UIImage(systemName: "star"), tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [all, favorites]
        split.setViewController(tabs, for: .compact)

        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = split
        window?.makeKeyAndVisible()
    }
}
