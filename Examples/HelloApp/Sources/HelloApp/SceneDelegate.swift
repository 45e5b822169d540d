import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {

    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        window = UIWindow(windowScene: windowScene)
        let greetings = UINavigationController(rootViewController: GreetingsViewController())
        greetings.tabBarItem = UITabBarItem(title: "Greetings", image: UIImage(systemName: "hand.wave"), tag: 0)
        let about = UINavigationController(rootViewController: AboutViewController())
        about.tabBarItem = UITabBarItem(title: "About", image: UIImage(systemName: "info.circle"), tag: 1)
        let tabs = UITabBarController()
        tabs.viewControllers = [greetings, about]
        window?.rootViewController = tabs
        window?.makeKeyAndVisible()
    }
}
