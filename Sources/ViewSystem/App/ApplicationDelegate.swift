import Foundation

/// What the application tells its delegate about the app's life (`UIApplicationDelegate`); every
/// method has a default, as UIKit's are optional.
///
/// Declared as Xcode's template declares it — `@main class AppDelegate: UIResponder,
/// UIApplicationDelegate` — an app runs with `swift run` and serves itself (`Guides/Apps.md`).
/// Declare the methods with UIKit's exact signatures: a method whose signature differs is not a
/// witness and the default runs instead.
@MainActor
public protocol ApplicationDelegate: AnyObject {
    /// The app's window, for apps without scenes (kept, not shown: scenes show windows here).
    var window: Window? { get set }
    /// The app is about to finish launching.
    func application(_ application: Application, willFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool
    /// The app finished launching: set up what every scene shares.
    func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool
    /// The configuration of a scene about to connect; the default names no delegate class (then the
    /// class named `SceneDelegate` in the app delegate's module is used).
    func application(_ application: Application, configurationForConnecting connectingSceneSession: SceneSession,
                     options: Scene.ConnectionOptions) -> SceneConfiguration
    /// Sessions the user discarded (here: their pages closed).
    func application(_ application: Application, didDiscardSceneSessions sceneSessions: Set<SceneSession>)
    /// The app became active (one of its scenes did).
    func applicationDidBecomeActive(_ application: Application)
    /// The app is about to stop being active.
    func applicationWillResignActive(_ application: Application)
    /// The app went to the background (no scene is connected and active).
    func applicationDidEnterBackground(_ application: Application)
    /// The app is about to come to the foreground.
    func applicationWillEnterForeground(_ application: Application)
    /// The app is about to end (the server is stopping).
    func applicationWillTerminate(_ application: Application)
    /// The orientations the app supports in `window` (a page cannot be turned: answered, not applied).
    func application(_ application: Application, supportedInterfaceOrientationsFor window: Window?) -> InterfaceOrientationMask
}

extension ApplicationDelegate {
    /// UIKit's defaults (an app's Info.plist usually says the same): every orientation on a pad or Mac
    /// idiom, all but upside down otherwise.
    public func application(_ application: Application, supportedInterfaceOrientationsFor window: Window?) -> InterfaceOrientationMask {
        .defaultSupported(for: window?.traitCollection.userInterfaceIdiom)
    }
    /// No window kept.
    public var window: Window? {
        get { nil }
        set {}
    }
    /// Returns `true`.
    public func application(_ application: Application, willFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool { true }
    /// Returns `true`.
    public func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool { true }
    /// A configuration named "Default Configuration" with no delegate class.
    public func application(_ application: Application, configurationForConnecting connectingSceneSession: SceneSession,
                            options: Scene.ConnectionOptions) -> SceneConfiguration {
        SceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
    /// Does nothing.
    public func application(_ application: Application, didDiscardSceneSessions sceneSessions: Set<SceneSession>) {}
    /// Does nothing.
    public func applicationDidBecomeActive(_ application: Application) {}
    /// Does nothing.
    public func applicationWillResignActive(_ application: Application) {}
    /// Does nothing.
    public func applicationDidEnterBackground(_ application: Application) {}
    /// Does nothing.
    public func applicationWillEnterForeground(_ application: Application) {}
    /// Does nothing.
    public func applicationWillTerminate(_ application: Application) {}
}
