import Foundation

/// What a scene tells its delegate about its life (`UISceneDelegate`); every method has a default
/// that does nothing.
///
/// Declare the methods with UIKit's exact signatures: a method whose signature differs is not a
/// witness and the default runs instead.
@MainActor
public protocol SceneDelegate: AnyObject {
    /// The scene is connecting to the app: make its window here (`UIWindow(windowScene:)`, a root view
    /// controller, `makeKeyAndVisible()`).
    func scene(_ scene: Scene, willConnectTo session: SceneSession, options connectionOptions: Scene.ConnectionOptions)
    /// The scene disconnected (its page closed).
    func sceneDidDisconnect(_ scene: Scene)
    /// The scene became active (it receives input).
    func sceneDidBecomeActive(_ scene: Scene)
    /// The scene is about to stop being active.
    func sceneWillResignActive(_ scene: Scene)
    /// The scene is about to come to the foreground.
    func sceneWillEnterForeground(_ scene: Scene)
    /// The scene went to the background.
    func sceneDidEnterBackground(_ scene: Scene)
}

extension SceneDelegate {
    /// Does nothing.
    public func scene(_ scene: Scene, willConnectTo session: SceneSession, options connectionOptions: Scene.ConnectionOptions) {}
    /// Does nothing.
    public func sceneDidDisconnect(_ scene: Scene) {}
    /// Does nothing.
    public func sceneDidBecomeActive(_ scene: Scene) {}
    /// Does nothing.
    public func sceneWillResignActive(_ scene: Scene) {}
    /// Does nothing.
    public func sceneWillEnterForeground(_ scene: Scene) {}
    /// Does nothing.
    public func sceneDidEnterBackground(_ scene: Scene) {}
}

/// A window scene's delegate (`UIWindowSceneDelegate`): a scene delegate that may keep the scene's
/// window in `window`.
@MainActor
public protocol WindowSceneDelegate: SceneDelegate {
    /// The scene's main window (the template keeps the window it makes here).
    var window: Window? { get set }
}

extension WindowSceneDelegate {
    /// No window kept: declare `var window: UIWindow?` to keep one.
    public var window: Window? {
        get { nil }
        set {}
    }
}
