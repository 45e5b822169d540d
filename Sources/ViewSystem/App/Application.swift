import CollectionGeometry
import Foundation

/// The running app (`UIApplication`): its delegate, its connected scenes and their sessions, and
/// whether it is active. One per process: `shared`.
///
/// A host connects scenes: the web server one per page, the test host one per host made for an app
/// (`Guides/Apps.md`). The application calls the app and scene delegates in UIKit's order.
///
/// Differences from UIKit: `shared` exists before launch (there is no `UIApplicationMain` run loop
/// to create it), so a test can launch an app delegate into it again (`launch(_:)` ends the scenes of
/// the previous launch); there are no URLs to open, background tasks, notifications, shortcut items,
/// status bar or badge.
@MainActor
open class Application: Responder {
    /// The one application of the process.
    public static let shared = Application()

    /// Whether the app is active (`UIApplication.State`, raw values as UIKit's).
    public enum State: Int, Sendable {
        /// A scene is in the foreground and active.
        case active = 0
        /// In the foreground, no scene active (launching, or between states).
        case inactive = 1
        /// No scene in the foreground.
        case background = 2
    }

    /// A key of the launch options (`UIApplication.LaunchOptionsKey`); no options are given here.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        /// Creates a key from its raw value.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A URL the app was launched to open.
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        /// The app that asked for the launch.
        public static let sourceApplication = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
    }

    /// The app delegate, kept by the application.
    open var delegate: (any ApplicationDelegate)?
    /// The scenes connected (one per open page).
    public private(set) var connectedScenes: Set<Scene> = []
    /// The sessions of the connected scenes.
    public private(set) var openSessions: Set<SceneSession> = []
    /// Whether the app is active.
    public private(set) var applicationState = State.inactive
    /// Whether the app shows several scenes at once: always (one per page).
    public var supportsMultipleScenes: Bool { true }
    /// Whether the screen stays on (kept; a page has no idle timer).
    open var isIdleTimerDisabled = false
    private var sessionCount = 0
    /// Receives what the application reports (a scene delegate that made no window …) instead of
    /// standard error (the test host collects them).
    package var diagnosticHandler: ((String) -> Void)?

    /// Creates an application; apps use `shared`.
    public required init() {
        super.init()
    }

    /// The next responder: the app delegate, when it is a responder.
    open override var next: Responder? { delegate as? Responder }

    // MARK: Launching (for hosts)

    /// Launches the app with `delegate`: the scenes of an earlier launch disconnect, then
    /// `application(_:willFinishLaunchingWithOptions:)` and `…didFinishLaunching…` run. A delegate
    /// that returns `false` from either is reported (the app goes on, as in UIKit).
    package func launch(_ delegate: any ApplicationDelegate) {
        for scene in connectedScenes.compactMap({ $0 as? WindowScene }) { disconnect(scene) }
        self.delegate = delegate
        applicationState = .inactive
        if !delegate.application(self, willFinishLaunchingWithOptions: nil) {
            report("application(_:willFinishLaunchingWithOptions:) returned false; the app goes on launching.")
        }
        if !delegate.application(self, didFinishLaunchingWithOptions: nil) {
            report("application(_:didFinishLaunchingWithOptions:) returned false; the app goes on launching.")
        }
    }

    /// Connects a window scene of `size` and `traits` whose windows run on `clock` and draw with
    /// `renderer`: asks the app delegate for its configuration, makes the scene delegate, and tells it
    /// the scene connects, enters the foreground and becomes active. Returns the scene; its key window
    /// is the one to drive (`nil` when the scene delegate made none, which is reported).
    package func connectWindowScene(size: CGSize, traits: TraitCollection, clock: FrameClock, renderer: (any Renderer)?,
                                    timeSource: any TimeSource) -> WindowScene {
        // The device answers for the scene while it connects (its first view controller loads here).
        DeviceScreen.$current.withValue(DeviceScreen(traits: Window.traits(traits, sizedTo: size), size: size)) {
            connectWindowSceneOnScreen(size: size, traits: traits, clock: clock, renderer: renderer, timeSource: timeSource)
        }
    }

    private func connectWindowSceneOnScreen(size: CGSize, traits: TraitCollection, clock: FrameClock, renderer: (any Renderer)?,
                                            timeSource: any TimeSource) -> WindowScene {
        sessionCount += 1
        let session = SceneSession(role: .windowApplication, number: sessionCount)
        let options = Scene.ConnectionOptions()
        let configuration = delegate?.application(self, configurationForConnecting: session, options: options)
            ?? SceneConfiguration(name: "Default Configuration", sessionRole: session.role)
        session.configuration = configuration
        let scene = WindowScene(session: session, size: size, traits: traits, clock: clock, renderer: renderer, timeSource: timeSource)
        scene.application = self
        session.scene = scene
        connectedScenes.insert(scene)
        openSessions.insert(session)
        scene.delegate = makeSceneDelegate(for: configuration)
        scene.activationState = .foregroundInactive
        scene.delegate?.scene(scene, willConnectTo: session, options: options)
        if scene.keyWindow == nil {
            report(scene.windows.isEmpty
                   ? "The scene delegate made no window in scene(_:willConnectTo:options:): make one with UIWindow(windowScene:), give it a rootViewController and call makeKeyAndVisible()."
                   : "The scene has a window but no key window: call makeKeyAndVisible() on it in scene(_:willConnectTo:options:).")
        }
        scene.delegate?.sceneWillEnterForeground(scene)
        let wasActive = applicationState == .active
        scene.activationState = .foregroundActive
        scene.delegate?.sceneDidBecomeActive(scene)
        if !wasActive {
            applicationState = .active
            delegate?.applicationDidBecomeActive(self)
        }
        return scene
    }

    /// Disconnects `scene` (its page closed): it resigns active, enters the background and
    /// disconnects; its session is discarded; the app goes to the background when no scene is left
    /// active. A scene not connected is ignored.
    package func disconnect(_ scene: WindowScene) {
        guard connectedScenes.contains(scene) else { return }
        if scene.activationState == .foregroundActive {
            scene.delegate?.sceneWillResignActive(scene)
            scene.activationState = .foregroundInactive
        }
        scene.delegate?.sceneDidEnterBackground(scene)
        scene.activationState = .unattached
        connectedScenes.remove(scene)
        scene.delegate?.sceneDidDisconnect(scene)
        scene.removeWindows()
        scene.delegate = nil
        let session = scene.session
        openSessions.remove(session)
        session.scene = nil
        delegate?.application(self, didDiscardSceneSessions: [session])
        if applicationState == .active, !connectedScenes.contains(where: { $0.activationState == .foregroundActive }) {
            delegate?.applicationWillResignActive(self)
            applicationState = .background
            delegate?.applicationDidEnterBackground(self)
        }
    }

    /// Tells the delegate the app is about to end (the server stops).
    package func terminate() {
        for scene in connectedScenes.compactMap({ $0 as? WindowScene }) { disconnect(scene) }
        delegate?.applicationWillTerminate(self)
    }

    /// The scene delegate for `configuration`: its `delegateClass`, else the class named
    /// `SceneDelegate` in the app delegate's module (the name Xcode's template and Info.plist use).
    private func makeSceneDelegate(for configuration: SceneConfiguration) -> (any SceneDelegate)? {
        let type: AnyClass
        if let given = configuration.delegateClass {
            type = given
        } else {
            guard let delegate else { return nil }
            let module = String(reflecting: Swift.type(of: delegate)).split(separator: ".").first.map(String.init) ?? ""
            guard let found = _typeByName("\(module).SceneDelegate") as? AnyClass else { return nil }
            type = found
        }
        let name = String(reflecting: type)
        guard let responderType = type as? Responder.Type, !(type is View.Type), !(type is ViewController.Type),
              !(type is Scene.Type), !(type is Application.Type) else {
            report("The scene delegate class \(name) is not a UIResponder subclass that can be made with init(): the scene has no delegate.")
            return nil
        }
        guard let made = responderType.init() as? any SceneDelegate else {
            report("The scene delegate class \(name) does not conform to UISceneDelegate: the scene has no delegate.")
            return nil
        }
        return made
    }

    private func report(_ message: String) {
        if let diagnosticHandler { return diagnosticHandler(message) }
        LayoutDiagnostic.report(message, constraints: [], from: nil)
    }
}
