import UIKitNames

/// The Trails sample app's delegate, as Xcode's template writes one. The gallery launches it in an
/// application of its own (see `TrailsScreen`); a served app marks its delegate `@main`.
class TrailsAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = TrailsSceneDelegate.self
        return configuration
    }
}
