import CollectionGeometry
import Foundation
import Testing
@testable import ViewSystem

@Suite("NavigationControllerDelegate: told before and after each new top view controller shows")
@MainActor
struct NavigationControllerDelegateTests {
    final class Recorder: NavigationControllerDelegate {
        var log: [String] = []
        func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool) {
            log.append("will \(viewController.title ?? "?") \(animated) \(viewController.appearanceState)")
        }
        func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {
            log.append("did \(viewController.title ?? "?") \(animated) \(viewController.appearanceState)")
        }
    }

    func titled(_ title: String) -> ViewController {
        let controller = ViewController()
        controller.title = title
        return controller
    }

    @Test("when the navigation controller appears, pushes, pops and replaces its stack, then its delegate hears willShow before the view appears and didShow after, when an animated change ends")
    func changes() {
        let clock = ManualFrameClock()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), clock: clock, renderer: RecordingRenderer(), timeSource: ManualTimeSource())
        let recorder = Recorder()
        let navigation = NavigationController(rootViewController: titled("root"))
        navigation.delegate = recorder
        navigation.pushViewController(titled("hidden"), animated: false)
        #expect(recorder.log.isEmpty, "not shown yet: nothing to tell")
        _ = navigation.popViewController(animated: false)
        window.rootViewController = navigation
        clock.advanceFrames(1)
        #expect(recorder.log == ["will root false disappeared", "did root false appeared"])
        recorder.log.removeAll()
        navigation.pushViewController(titled("detail"), animated: true)
        #expect(recorder.log == ["will detail true disappeared"])
        clock.advance(by: 0.5)
        #expect(recorder.log == ["will detail true disappeared", "did detail true appeared"])
        recorder.log.removeAll()
        navigation.popViewController(animated: false)
        #expect(recorder.log == ["will root false disappeared", "did root false appeared"])
        recorder.log.removeAll()
        navigation.setViewControllers([titled("a"), titled("b")], animated: false)
        #expect(recorder.log == ["will b false disappeared", "did b false appeared"])
        withExtendedLifetime(window) {}
    }
}
