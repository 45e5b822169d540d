import Foundation

/// A scene's session (`UISceneSession`): its role, the configuration it was connected with, and the
/// scene while it is connected. Here a session lasts as long as its page (or test host scene).
@MainActor
open class SceneSession: Hashable {
    /// What a scene is for (`UISceneSession.Role`).
    public struct Role: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        /// Creates a role from its raw value.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The app's main interactive windows.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// A non-interactive window on an external display (not served here).
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    /// What the scene is for.
    public let role: Role
    /// The configuration the app delegate chose for the scene.
    public internal(set) var configuration: SceneConfiguration
    /// An identifier unique to this session in the process.
    public let persistentIdentifier: String
    /// The scene while it is connected.
    public internal(set) weak var scene: Scene?
    /// What the app keeps with the session (not persisted across launches here).
    open var userInfo: [String: Any]?

    init(role: Role, number: Int) {
        self.role = role
        configuration = SceneConfiguration(name: nil, sessionRole: role)
        persistentIdentifier = "scene-session-\(number)"
    }

    /// Sessions are equal when they are the same object.
    public nonisolated static func == (lhs: SceneSession, rhs: SceneSession) -> Bool { lhs === rhs }
    /// Hashes the session's identity.
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
