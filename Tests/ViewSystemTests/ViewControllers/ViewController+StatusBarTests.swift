import CollectionGeometry
import Foundation
import Testing
@testable import ViewSystem

/// A view controller whose status bar answers the test sets.
@MainActor
final class StatusBarController: ViewController {
    var style: StatusBarStyle = .default
    var hidden = false
    override var preferredStatusBarStyle: StatusBarStyle { style }
    override var prefersStatusBarHidden: Bool { hidden }
}

@Suite("View controllers and the status bar: the deciding controller, its children, updates; styles and loading")
@MainActor
struct ViewControllerStatusBarTests {
    func scene() -> (WindowScene, Window, ManualFrameClock) {
        let clock = ManualFrameClock()
        let scene = WindowScene(session: SceneSession(role: .windowApplication, number: 1), size: CGSize(width: 390, height: 844),
                                traits: TraitCollection(), clock: clock, renderer: RecordingRenderer(), timeSource: ManualTimeSource())
        let window = Window(windowScene: scene)
        return (scene, window, clock)
    }

    @Test("when the root view controller asks for a style, then the manager takes it as the controller appears, and a change only after setNeedsStatusBarAppearanceUpdate")
    func rootDecides() throws {
        let (scene, window, clock) = scene()
        let root = StatusBarController()
        root.style = .lightContent
        window.rootViewController = root
        window.makeKeyAndVisible()
        clock.advanceFrames(1)
        let manager = try #require(scene.statusBarManager)
        #expect(manager.statusBarStyle == .lightContent && !manager.isStatusBarHidden)
        #expect(manager.statusBarFrame == .zero)
        root.style = .darkContent
        root.hidden = true
        #expect(manager.statusBarStyle == .lightContent, "not before the update is asked for")
        root.setNeedsStatusBarAppearanceUpdate()
        #expect(manager.statusBarStyle == .darkContent && manager.isStatusBarHidden)
    }

    @Test("when containers hold the controllers, then a tab bar's selected child decides both and a navigation controller's top one only the hiding")
    func containers() throws {
        let (scene, window, clock) = scene()
        let top = StatusBarController()
        top.style = .lightContent
        top.hidden = true
        let navigation = NavigationController(rootViewController: top)
        let tabs = TabBarController()
        tabs.viewControllers = [navigation]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        clock.advanceFrames(1)
        let manager = try #require(scene.statusBarManager)
        #expect(manager.isStatusBarHidden, "the navigation controller's top view controller hides it")
        #expect(manager.statusBarStyle == .default, "the navigation controller keeps the style, as in UIKit")
    }

    @Test("when a full-screen controller is presented, then it decides; a sheet decides only when it captures the appearance")
    func presentation() throws {
        let (scene, window, clock) = scene()
        let root = StatusBarController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        clock.advanceFrames(1)
        let sheet = StatusBarController()
        sheet.style = .lightContent
        root.present(sheet, animated: false)
        clock.advanceFrames(1)
        let manager = try #require(scene.statusBarManager)
        #expect(manager.statusBarStyle == .default)
        sheet.modalPresentationCapturesStatusBarAppearance = true
        sheet.setNeedsStatusBarAppearanceUpdate()
        #expect(manager.statusBarStyle == .lightContent)
        sheet.dismiss(animated: false)
        let cover = StatusBarController()
        cover.style = .darkContent
        cover.modalPresentationStyle = .fullScreen
        root.present(cover, animated: false)
        clock.advanceFrames(1)
        #expect(manager.statusBarStyle == .darkContent)
    }

    @Test("when a view controller overrides the interface style, then its view and its children's resolve colours in it, before and after the view loads")
    func overrideUserInterfaceStyle() {
        let parent = ViewController()
        parent.overrideUserInterfaceStyle = .dark
        let child = ViewController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(parent.view.traitCollection.userInterfaceStyle == .dark)
        #expect(child.traitCollection.userInterfaceStyle == .dark)
        parent.overrideUserInterfaceStyle = .light
        #expect(child.view.traitCollection.userInterfaceStyle == .light)
    }

    @Test("when a @ViewLoading property is read before the view loads, then the view loads and viewDidLoad's value comes back")
    func viewLoading() {
        final class Screen: ViewController {
            @ViewLoading var titleLabel: Label
            @ViewLoading var count = 1
            var loads = 0
            override func viewDidLoad() {
                super.viewDidLoad()
                loads += 1
                titleLabel = Label()
                titleLabel.text = "Inbox"
            }
        }
        let screen = Screen()
        #expect(!screen.isViewLoaded)
        #expect(screen.titleLabel.text == "Inbox")
        #expect(screen.isViewLoaded && screen.loads == 1)
        #expect(screen.count == 1)
        screen.count = 4
        #expect(screen.count == 4 && screen.loads == 1)
    }
}
