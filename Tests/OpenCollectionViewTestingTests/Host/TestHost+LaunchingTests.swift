import CollectionGeometry
import Foundation
import OpenCollectionViewTesting
import Testing
import ViewSystem

@MainActor
private final class WindowlessAppDelegate: Responder, ApplicationDelegate {
    func application(_ application: Application, configurationForConnecting connectingSceneSession: SceneSession,
                     options: Scene.ConnectionOptions) -> SceneConfiguration {
        let configuration = SceneConfiguration(name: nil, sessionRole: connectingSceneSession.role)
        configuration.delegateClass = WindowlessSceneDelegate.self
        return configuration
    }
}

@MainActor
private final class WindowlessSceneDelegate: Responder, WindowSceneDelegate {}

@Suite("TestHost(launching:): an app's scene in the host, and a scene delegate that makes no window (F39)")
@MainActor
struct TestHostLaunchingTests {
    @Test("when the scene delegate makes no window, then the host says so in applicationDiagnostics and shows an empty window of its size")
    func noWindow() throws {
        let host = TestHost(launching: WindowlessAppDelegate(), size: CGSize(width: 320, height: 480))
        #expect(host.applicationDiagnostics == ["The scene delegate made no window in scene(_:willConnectTo:options:): make one with UIWindow(windowScene:), give it a rootViewController and call makeKeyAndVisible()."])
        #expect(host.window.bounds.size == CGSize(width: 320, height: 480) && host.window.subviews.isEmpty)
        #expect(host.scene?.keyWindow == nil && host.scene?.activationState == .foregroundActive)
        host.resize(to: CGSize(width: 400, height: 500))
        #expect(host.window.bounds.size == CGSize(width: 400, height: 500))
    }
}
