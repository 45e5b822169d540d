import Testing
import UIKit
import OpenCollectionViewTesting

// Xcode's iOS App template (UIKit, no storyboard), unchanged but for the `@main` attribute, which a
// test target cannot have (the test runner has the entry point); `Examples/HelloApp` keeps it and
// runs. Compiled in the Swift 6 and the Swift 5 language modes.

class AppDelegate: UIResponder, UIApplicationDelegate {

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        // Override point for customization after application launch.
        return true
    }

    // MARK: UISceneSession Lifecycle

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        // Called when a new scene session is being created.
        // Use this method to select a configuration to create the new scene with.
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        // Called when the user discards a scene session.
        // If any sessions were discarded while the application was not running, this will be called shortly after application:didFinishLaunchingWithOptions.
        // Use this method to release any resources that were specific to the discarded scenes, as they will not return.
    }
}

class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        // Use this method to optionally configure and attach the UIWindow `window` to the provided UIWindowScene `scene`.
        guard let windowScene = (scene as? UIWindowScene) else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UINavigationController(rootViewController: TemplateViewController())
        window?.makeKeyAndVisible()
    }

    func sceneDidDisconnect(_ scene: UIScene) {
        // Called as the scene is being released by the system.
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        // Called when the scene has moved from an inactive state to an active state.
    }

    func sceneWillResignActive(_ scene: UIScene) {
        // Called when the scene will move from an active state to an inactive state.
    }

    func sceneWillEnterForeground(_ scene: UIScene) {
        // Called as the scene transitions from the background to the foreground.
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        // Called as the scene transitions from the foreground to the background.
    }
}

class TemplateViewController: UIViewController {

    override func viewDidLoad() {
        super.viewDidLoad()
        // Do any additional setup after loading the view.
        title = "Hello"
        view.backgroundColor = .systemBackground
        let button = UIButton(type: .system)
        button.setTitle("Say hello", for: .normal)
        button.frame = CGRect(x: 20, y: 120, width: 200, height: 44)
        button.addAction(UIAction { [weak self] _ in self?.sayHello() }, for: .touchUpInside)
        view.addSubview(button)
    }

    func sayHello() {
        let alert = UIAlertController(title: "Hello", message: "From a UIKit app on Linux.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }
}

@Suite("An Xcode-template app delegate and scene delegate compile unchanged and run in the test host (F39)")
@MainActor
struct AppSourceCompatibilityTests {
    @Test("when the template app is launched, then its scene delegate (found by its template name) makes the window, and a tap presents an alert")
    func templateApp() throws {
        let host = TestHost(launching: AppDelegate())
        #expect(host.applicationDiagnostics.isEmpty)
        let scene = try #require(host.scene)
        #expect(scene.delegate is SceneDelegate && UIApplication.shared.connectedScenes.contains(scene))
        let navigation = try #require(host.window.rootViewController as? UINavigationController)
        let screen = try #require(navigation.topViewController as? TemplateViewController)
        #expect(screen.title == "Hello" && host.window.isKeyWindow)
        let button = try #require(screen.view.subviews.first { $0 is UIButton })
        try host.tap(button)
        try host.settle()
        let alert = try #require(screen.presentedViewController as? UIAlertController)
        #expect(alert.title == "Hello" && alert.preferredStyle == .alert)
        #expect(UIApplication.shared.applicationState == .active)
    }

    @Test("when a tab bar controller is built in UIKit's spelling, then its tabs, badge and selection read as in UIKit")
    func tabBarController() throws {
        let library = UINavigationController(rootViewController: TemplateViewController())
        library.tabBarItem = UITabBarItem(title: "Library", image: UIImage(systemName: "books.vertical"), tag: 0)
        let search = UIViewController()
        search.tabBarItem = UITabBarItem(tabBarSystemItem: .search, tag: 1)
        search.tabBarItem.badgeValue = "2"
        let tabs = UITabBarController()
        tabs.setViewControllers([library, search], animated: false)
        tabs.selectedIndex = 1
        let host = TestHost()
        host.show(tabs)
        #expect(tabs.selectedViewController === search && search.tabBarController === tabs)
        #expect(tabs.tabBar.items?.map { $0.title } == ["Library", "Search"])
        try host.tap(try host.element(label: "Library", traits: .button))
        #expect(tabs.selectedIndex == 0)
    }
}
