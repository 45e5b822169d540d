import CollectionGeometry
import CollectionWeb
import Foundation
import Testing
import ViewSystem

/// An app whose scenes show a label saying which scene they are, and log their life.
@MainActor
final class GreetingAppDelegate: Responder, ApplicationDelegate {
    var log: [String] = []
    func application(_ application: Application, configurationForConnecting connectingSceneSession: SceneSession,
                     options: Scene.ConnectionOptions) -> SceneConfiguration {
        let configuration = SceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = GreetingSceneDelegate.self
        return configuration
    }
    func application(_ application: Application, didDiscardSceneSessions sceneSessions: Set<SceneSession>) {
        log.append("discarded \(sceneSessions.count)")
    }
}

@MainActor
final class GreetingSceneDelegate: Responder, WindowSceneDelegate {
    var window: Window?
    func scene(_ scene: Scene, willConnectTo session: SceneSession, options connectionOptions: Scene.ConnectionOptions) {
        guard let windowScene = scene as? WindowScene else { return }
        let controller = ViewController()
        let label = Label(frame: CGRect(x: 10, y: 10, width: 300, height: 30))
        label.text = "Hello from \(session.persistentIdentifier)"
        controller.view.addSubview(label)
        window = Window(windowScene: windowScene)
        window?.rootViewController = controller
        window?.makeKeyAndVisible()
    }
    func sceneDidDisconnect(_ scene: Scene) {
        ((scene.next as? Application)?.delegate as? GreetingAppDelegate)?.log.append("disconnected")
    }
}

extension WebSessionTests {
    /// The greeting app, launched.
    func launchedGreetingApp() -> (Application, GreetingAppDelegate) {
        let application = Application()
        let delegate = GreetingAppDelegate()
        application.launch(delegate)
        return (application, delegate)
    }

    /// A page's session of `application`, as the greeting app lists itself.
    func greetingSession(of application: Application) -> WebSession {
        WebSession(application: application, description: ScreenDescription(id: "app", title: "Greeting"), timeSource: ManualTimeSource())
    }

    @Test("when a page opens a session of an app, then a scene connects, the page lists the app and draws its key window, resizes reach the scene, and closing disconnects it")
    func appSession() throws {
        let (application, delegate) = launchedGreetingApp()
        let session = greetingSession(of: application)
        let reply = send(session, #"{"type":"hello","version":1,"viewport":{"width":320,"height":480}}"#)
        let messages = try reply.messages.map { try json($0) }
        #expect(messages.map { $0["type"] as? String } == ["welcome", "frame", "report"])
        #expect(messages[0]["current"] as? String == "app")
        #expect((messages[0]["screens"] as? [[String: Any]])?.map { $0["title"] as? String } == ["Greeting"])
        let frame = try frameMessage(reply)
        let texts = (frame["inserted"] as? [[String: Any]])?.compactMap { (($0["content"] as? [String: Any])?["text"] as? [String: Any])?["text"] as? String }
        #expect(texts?.contains { $0.hasPrefix("Hello from scene-session-") } == true, "\(texts ?? [])")
        let scene = try #require(session.connectedScene)
        #expect(session.hostWindow === scene.keyWindow && application.connectedScenes.count == 1)
        _ = send(session, #"{"type":"frame","time":16,"viewport":{"width":700,"height":500}}"#)
        #expect(scene.keyWindow?.bounds.size == CGSize(width: 700, height: 500))
        let second = greetingSession(of: application)
        _ = send(second, #"{"type":"hello","version":1,"viewport":{"width":320,"height":480}}"#)
        #expect(application.connectedScenes.count == 2 && second.connectedScene !== scene)
        session.close()
        session.close()
        #expect(delegate.log == ["disconnected", "discarded 1"] && application.connectedScenes.count == 1)
        second.close()
    }

    @Test("when a page closes while its scene is presenting an alert, then its scene disconnects and the other page's scene keeps its state, presents and draws")
    func appSessionClosedMidPresentation() throws {
        let (application, delegate) = launchedGreetingApp()
        let first = greetingSession(of: application)
        let second = greetingSession(of: application)
        _ = send(first, #"{"type":"hello","version":1,"viewport":{"width":390,"height":844}}"#)
        _ = send(second, #"{"type":"hello","version":1,"viewport":{"width":390,"height":844}}"#)
        let firstRoot = try #require(first.connectedScene?.keyWindow?.rootViewController)
        let secondRoot = try #require(second.connectedScene?.keyWindow?.rootViewController)
        let kept = Label(frame: CGRect(x: 10, y: 60, width: 300, height: 30))
        kept.text = "Kept"
        secondRoot.view.addSubview(kept)
        let alert = AlertController(title: "Leave?", message: nil, preferredStyle: .alert)
        alert.addAction(AlertAction(title: "OK", style: .default))
        firstRoot.present(alert, animated: true)
        _ = send(first, #"{"type":"frame","time":16}"#)
        first.close()
        #expect(delegate.log == ["disconnected", "discarded 1"] && application.connectedScenes.count == 1)
        let reply = send(second, #"{"type":"frame","time":16}"#)
        #expect(reply.messages.isEmpty == false)
        let sheet = ViewController()
        secondRoot.present(sheet, animated: false)
        let texts = try frameMessage(send(second, #"{"type":"frame","time":32}"#))
        #expect(secondRoot.presentedViewController === sheet && kept.window === second.hostWindow)
        #expect(String(describing: texts["inserted"] ?? "").contains("Leave?") == false, "nothing of the closed page's alert reaches the other page")
        second.close()
    }

    @Test("when an app's page sends a navigation, an action, a text or an unknown setting, then each is refused with a reason and the scene is kept; a dark appearance reaches the scene")
    func appSessionRefusals() throws {
        let (application, _) = launchedGreetingApp()
        let session = greetingSession(of: application)
        _ = send(session, #"{"type":"hello","version":1,"viewport":{"width":320,"height":480}}"#)
        for (text, expected) in [(#"{"type":"navigate","screen":"list"}"#, "an app has no screens to navigate to"),
                                 (#"{"type":"action","name":"append"}"#, "an app has no action \"append\""),
                                 (#"{"type":"text","name":"query","text":"x"}"#, "an app has no text field \"query\""),
                                 (#"{"type":"setting","name":"speed","value":1}"#, "an app has no setting \"speed\"")] {
            let reply = send(session, text)
            let message = try json(try #require(reply.messages.first))
            #expect(message["type"] as? String == "error" && (message["message"] as? String)?.hasPrefix(expected) == true, "\(message)")
        }
        _ = send(session, #"{"type":"setting","name":"userInterfaceStyle","value":1}"#)
        #expect(session.connectedScene?.traitCollection.userInterfaceStyle == .dark && session.connectedScene?.activationState == .foregroundActive)
        _ = send(session, #"{"type":"setting","name":"reduceMotion","value":1}"#)
        #expect(session.connectedScene?.windows.allSatisfy(\.accessibilitySettings.isReduceMotionEnabled) == true)
        #expect(session.connectedScene?.windows.isEmpty == false)
        session.close()
    }
}
