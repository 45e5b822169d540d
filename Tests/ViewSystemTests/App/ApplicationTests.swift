import CollectionGeometry
import Foundation
import Testing
@testable import ViewSystem

/// Logs what an app delegate hears.
@MainActor
final class LoggingAppDelegate: Responder, ApplicationDelegate {
    var log: [String] = []
    var sceneDelegateClass: AnyClass? = LoggingSceneDelegate.self
    var finishesLaunching = true
    var sceneMakesWindow = true

    func application(_ application: Application, didFinishLaunchingWithOptions launchOptions: [Application.LaunchOptionsKey: Any]?) -> Bool {
        log.append("didFinishLaunching")
        return finishesLaunching
    }
    func application(_ application: Application, configurationForConnecting connectingSceneSession: SceneSession,
                     options: Scene.ConnectionOptions) -> SceneConfiguration {
        log.append("configurationForConnecting")
        let configuration = SceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = sceneDelegateClass
        return configuration
    }
    func application(_ application: Application, didDiscardSceneSessions sceneSessions: Set<SceneSession>) {
        log.append("didDiscardSceneSessions(\(sceneSessions.count))")
    }
    func applicationDidBecomeActive(_ application: Application) { log.append("applicationDidBecomeActive") }
    func applicationDidEnterBackground(_ application: Application) { log.append("applicationDidEnterBackground") }
}

/// Logs what a scene delegate hears, and makes the scene's window as the template does.
@MainActor
final class LoggingSceneDelegate: Responder, WindowSceneDelegate {
    var window: Window?
    var log: [String] = []

    func scene(_ scene: Scene, willConnectTo session: SceneSession, options connectionOptions: Scene.ConnectionOptions) {
        log.append("willConnect")
        let makesWindow = (scene.next?.next as? LoggingAppDelegate)?.sceneMakesWindow ?? true
        guard makesWindow, let windowScene = scene as? WindowScene else { return }
        window = Window(windowScene: windowScene)
        window?.rootViewController = LoggingViewController("root")
        window?.makeKeyAndVisible()
    }
    func sceneDidDisconnect(_ scene: Scene) { log.append("didDisconnect") }
    func sceneDidBecomeActive(_ scene: Scene) { log.append("didBecomeActive") }
    func sceneWillResignActive(_ scene: Scene) { log.append("willResignActive") }
    func sceneWillEnterForeground(_ scene: Scene) { log.append("willEnterForeground") }
    func sceneDidEnterBackground(_ scene: Scene) { log.append("didEnterBackground") }
}

@Suite("Application and scenes: launch, connect and disconnect in UIKit's order, the responder chain, bad delegates (F39)")
@MainActor
struct ApplicationTests {
    func connect(_ application: Application, size: CGSize = CGSize(width: 390, height: 844)) -> WindowScene {
        application.connectWindowScene(size: size, traits: TraitCollection(), clock: ManualFrameClock(), renderer: RecordingRenderer(),
                                       timeSource: ManualTimeSource())
    }

    @Test("when an app launches and a scene connects then disconnects, then the delegates hear UIKit's calls in order and the state follows")
    func lifecycle() throws {
        let application = Application()
        let appDelegate = LoggingAppDelegate()
        application.launch(appDelegate)
        #expect(application.applicationState == .inactive && appDelegate.log == ["didFinishLaunching"])
        let scene = connect(application)
        let sceneDelegate = try #require(scene.delegate as? LoggingSceneDelegate)
        #expect(sceneDelegate.log == ["willConnect", "willEnterForeground", "didBecomeActive"])
        #expect(appDelegate.log == ["didFinishLaunching", "configurationForConnecting", "applicationDidBecomeActive"])
        #expect(application.applicationState == .active && scene.activationState == .foregroundActive)
        #expect(application.connectedScenes == [scene] && application.openSessions == [scene.session] && scene.session.scene === scene)
        let window = try #require(scene.keyWindow)
        #expect(window.isKeyWindow && window.windowScene === scene && window.bounds.size == CGSize(width: 390, height: 844))
        #expect(window.rootViewController?.view.window === window && sceneDelegate.window === window)
        let second = connect(application)
        #expect(application.connectedScenes.count == 2 && second.session.persistentIdentifier != scene.session.persistentIdentifier)
        application.disconnect(scene)
        #expect(sceneDelegate.log.suffix(3) == ["willResignActive", "didEnterBackground", "didDisconnect"])
        #expect(scene.activationState == .unattached && scene.delegate == nil && scene.windows.isEmpty && !window.isKeyWindow)
        #expect(application.applicationState == .active, "the other scene is still active")
        application.disconnect(second)
        application.disconnect(second)
        #expect(appDelegate.log.suffix(3) == ["didDiscardSceneSessions(1)", "didDiscardSceneSessions(1)", "applicationDidEnterBackground"])
        #expect(application.applicationState == .background && application.connectedScenes.isEmpty && application.openSessions.isEmpty)
    }

    @Test("when the responder chain is walked from a view, then it goes view → view controller → window → scene → application → app delegate")
    func responderChain() throws {
        let application = Application()
        let appDelegate = LoggingAppDelegate()
        application.launch(appDelegate)
        let scene = connect(application)
        let window = try #require(scene.keyWindow)
        let root = try #require(window.rootViewController)
        let label = Label(frame: .zero)
        root.view.addSubview(label)
        var chain: [String] = []
        var responder: Responder? = label
        while let current = responder {
            chain.append(String(describing: type(of: current)))
            responder = current.next
        }
        #expect(chain == ["Label", "View", "LoggingViewController", "Window", "WindowScene", "Application", "LoggingAppDelegate"])
        #expect(!label.isFirstResponder && !label.becomeFirstResponder())
        let field = TextField(frame: .zero)
        root.view.addSubview(field)
        #expect(field.becomeFirstResponder() && field.isFirstResponder && window.firstResponder === field)
        application.disconnect(scene)
    }

    @Test("when the configuration names no delegate class, then the class named SceneDelegate in the app delegate's module is made, as Xcode's Info.plist names it")
    func delegateFoundByName() throws {
        let application = Application()
        let appDelegate = LoggingAppDelegate()
        appDelegate.sceneDelegateClass = nil
        application.launch(appDelegate)
        let scene = connect(application)
        #expect(scene.delegate is SceneDelegate)
        #expect(scene.delegate.map { String(reflecting: type(of: $0)) } == "ViewSystemTests.SceneDelegate")
        application.disconnect(scene)
    }

    @Test("when the delegate class is not a responder that can be made, or not a scene delegate, or the scene delegate makes no window, or launching returns false, then each is reported and the scene still connects")
    func badDelegates() throws {
        let application = Application()
        var messages: [String] = []
        application.diagnosticHandler = { messages.append($0) }
        let appDelegate = LoggingAppDelegate()
        appDelegate.finishesLaunching = false
        application.launch(appDelegate)
        appDelegate.sceneDelegateClass = View.self
        let first = connect(application)
        appDelegate.sceneDelegateClass = LoggingAppDelegate.self
        let second = connect(application)
        appDelegate.sceneDelegateClass = LoggingSceneDelegate.self
        appDelegate.sceneMakesWindow = false
        let third = connect(application)
        #expect(first.delegate == nil && second.delegate == nil && third.keyWindow == nil)
        #expect(first.activationState == .foregroundActive && application.connectedScenes.count == 3)
        let noWindow = "The scene delegate made no window in scene(_:willConnectTo:options:): make one with UIWindow(windowScene:), give it a rootViewController and call makeKeyAndVisible()."
        #expect(messages == [
            "application(_:didFinishLaunchingWithOptions:) returned false; the app goes on launching.",
            "The scene delegate class ViewSystem.View is not a UIResponder subclass that can be made with init(): the scene has no delegate.",
            noWindow,
            "The scene delegate class ViewSystemTests.LoggingAppDelegate does not conform to UISceneDelegate: the scene has no delegate.",
            noWindow,
            noWindow,
        ])
        application.terminate()
        #expect(application.connectedScenes.isEmpty)
    }

    @Test("when a scene is resized or its traits change, then its windows follow and their view controllers hear the size first")
    func resizeAndTraits() throws {
        let application = Application()
        application.launch(LoggingAppDelegate())
        let scene = connect(application)
        let window = try #require(scene.keyWindow)
        let root = try #require(window.rootViewController as? LoggingViewController)
        scene.resize(to: CGSize(width: 1280, height: 800))
        #expect(window.bounds.size == CGSize(width: 1280, height: 800) && root.log.contains("root.viewWillTransition(1280×800)"))
        var traits = TraitCollection()
        traits.userInterfaceStyle = .dark
        scene.changeTraits(to: traits)
        #expect(window.traitCollection.userInterfaceStyle == .dark && scene.traitCollection.userInterfaceStyle == .dark)
        application.disconnect(scene)
    }
}

/// The scene delegate an app without a configured delegate class gets, by its template name.
@MainActor
final class SceneDelegate: Responder, WindowSceneDelegate {
    var window: Window?
}
