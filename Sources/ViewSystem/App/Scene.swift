import Foundation

/// One instance of the app's interface (`UIScene`): here, one browser page (or one test host
/// scene). It has a session, a delegate it keeps, and an activation state.
///
/// Differences from UIKit: a page that closes disconnects its scene at once (there is no app
/// switcher to keep it in the background); connection options carry no URLs, activities or
/// shortcuts.
@MainActor
open class Scene: Responder, Hashable {
    /// Where the scene is in its life (`UIScene.ActivationState`, raw values as UIKit's).
    public enum ActivationState: Int, Sendable {
        /// Not connected.
        case unattached = -1
        /// On screen and receiving input.
        case foregroundActive = 0
        /// On screen, not receiving input.
        case foregroundInactive = 1
        /// Not on screen.
        case background = 2
    }

    /// What the system tells a scene as it connects (`UIScene.ConnectionOptions`); empty here.
    public final class ConnectionOptions {
        /// The bundle identifier of the app that asked for the scene (always `nil` here).
        public let sourceApplication: String? = nil
        init() {}
    }

    /// The scene's session.
    public let session: SceneSession
    /// The scene's delegate, kept by the scene.
    open var delegate: (any SceneDelegate)?
    /// Where the scene is in its life.
    public internal(set) var activationState = ActivationState.unattached
    /// The scene's title (the page's title, when set).
    open var title: String!
    /// The application the scene belongs to.
    package weak var application: Application?

    /// Creates a scene for `session` (the application creates scenes; apps do not).
    public init(session: SceneSession, connectionOptions: ConnectionOptions) {
        self.session = session
        super.init()
    }

    /// Not available: a scene is made by the application for a session.
    @available(*, unavailable, message: "scenes are made by the application")
    public required init() {
        fatalError("Scene.init() is unavailable")
    }

    /// The next responder: the application.
    open override var next: Responder? { application }

    /// Scenes are equal when they are the same object.
    public nonisolated static func == (lhs: Scene, rhs: Scene) -> Bool { lhs === rhs }
    /// Hashes the scene's identity.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
