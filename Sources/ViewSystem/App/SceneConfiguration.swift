import Foundation

/// How a scene is made (`UISceneConfiguration`): its name, role and the class of its delegate.
///
/// Differences from UIKit: there is no Info.plist — when `delegateClass` is `nil`, the application
/// looks for a class named `SceneDelegate` in the app delegate's module, the name Xcode's template
/// gives it (`Guides/Apps.md`); the delegate class must be a `UIResponder` subclass (made with
/// `init()`); storyboards are not supported.
@MainActor
open class SceneConfiguration {
    /// The configuration's name (informational).
    public let name: String?
    /// The role of the sessions it configures.
    public let role: SceneSession.Role
    /// The class of the scene's delegate: a `Responder` subclass conforming to `SceneDelegate`.
    open var delegateClass: AnyClass?
    /// The class of the scene (`WindowScene` or a subclass); other classes are ignored.
    open var sceneClass: AnyClass?

    /// Creates a configuration named `name` for sessions of `sessionRole`.
    public init(name: String?, sessionRole: SceneSession.Role) {
        self.name = name
        role = sessionRole
    }
}
