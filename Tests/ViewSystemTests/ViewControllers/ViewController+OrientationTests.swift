import CollectionGeometry
import Foundation
import Testing
@testable import ViewSystem

@Suite("View controllers' orientations: the idiom's defaults, the presentation orientation, the scene's shape")
@MainActor
struct ViewControllerOrientationTests {
    func window(size: CGSize, idiom: UserInterfaceIdiom) -> (WindowScene, Window) {
        var traits = TraitCollection()
        traits.userInterfaceIdiom = idiom
        let scene = WindowScene(session: SceneSession(role: .windowApplication, number: 1), size: size, traits: traits,
                                clock: ManualFrameClock(), renderer: RecordingRenderer(), timeSource: ManualTimeSource())
        let window = Window(windowScene: scene)
        window.makeKeyAndVisible()
        return (scene, window)
    }

    @Test("when nothing is overridden, then a phone supports all but upside down and a pad all, and a tall scene is portrait")
    func defaults() {
        let (phoneScene, phone) = window(size: CGSize(width: 390, height: 844), idiom: .phone)
        let onPhone = ViewController()
        phone.rootViewController = onPhone
        #expect(onPhone.supportedInterfaceOrientations == .allButUpsideDown)
        #expect(phoneScene.interfaceOrientation == .portrait && onPhone.preferredInterfaceOrientationForPresentation == .portrait)
        let (padScene, pad) = window(size: CGSize(width: 1180, height: 820), idiom: .pad)
        let onPad = ViewController()
        pad.rootViewController = onPad
        #expect(onPad.supportedInterfaceOrientations == .all)
        #expect(padScene.interfaceOrientation == .landscapeRight && padScene.interfaceOrientation.isLandscape)
        #expect(onPad.preferredInterfaceOrientationForPresentation == .landscapeRight)
    }

    @Test("when the app is asked for a window's orientations, then its delegate answers, else the idiom's defaults")
    func applicationOrientations() {
        final class LandscapeDelegate: ApplicationDelegate {
            func application(_ application: Application, supportedInterfaceOrientationsFor window: Window?) -> InterfaceOrientationMask { .landscape }
        }
        final class DefaultDelegate: ApplicationDelegate {}
        let application = Application()
        let (_, pad) = window(size: CGSize(width: 820, height: 1180), idiom: .pad)
        #expect(application.supportedInterfaceOrientations(for: pad) == .all)
        #expect(application.supportedInterfaceOrientations(for: nil) == .allButUpsideDown)
        let landscape = LandscapeDelegate()
        application.delegate = landscape
        #expect(application.supportedInterfaceOrientations(for: pad) == .landscape)
        let plain = DefaultDelegate()
        application.delegate = plain
        #expect(application.supportedInterfaceOrientations(for: pad) == .all)
    }

    @Test("when a view controller supports only landscape in a portrait scene, then it is presented in landscape")
    func landscapeOnly() {
        final class Video: ViewController {
            override var supportedInterfaceOrientations: InterfaceOrientationMask { .landscape }
        }
        let (_, phone) = window(size: CGSize(width: 390, height: 844), idiom: .phone)
        let video = Video()
        phone.rootViewController = video
        #expect(video.preferredInterfaceOrientationForPresentation == .landscapeLeft)
        video.setNeedsUpdateOfSupportedInterfaceOrientations()
        #expect(InterfaceOrientationMask.landscape.contains(.landscapeRight) && !InterfaceOrientationMask.landscape.contains(.unknown))
    }
}
