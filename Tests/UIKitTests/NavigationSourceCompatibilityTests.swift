import Foundation
import Testing
import UIKit

/// An onboarding flow as iOS apps write it: the welcome screen hides the navigation bar (and shows it
/// again as it leaves), the flow's coordinator is the navigation controller's delegate and logs each
/// screen shown, and finishing replaces the whole stack with the home screen — compiles unchanged.
@Suite("UIKit spellings of a navigation stack replaced, observed and shown without its bar")
@MainActor
struct NavigationSourceCompatibilityTests {
    final class WelcomeViewController: UIViewController {
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            navigationController?.setNavigationBarHidden(true, animated: animated)
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            navigationController?.setNavigationBarHidden(false, animated: animated)
        }
    }

    final class FlowCoordinator: NSObject, UINavigationControllerDelegate {
        let navigationController: UINavigationController
        var shown: [String] = []

        init(navigationController: UINavigationController) {
            self.navigationController = navigationController
            super.init()
            navigationController.delegate = self
        }

        func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
            shown.append(viewController.title ?? "untitled")
        }

        func showPermissions() {
            let permissions = UIViewController()
            permissions.title = "Permissions"
            navigationController.pushViewController(permissions, animated: false)
        }

        func finish() {
            let home = UIViewController()
            home.title = "Home"
            navigationController.setViewControllers([home], animated: false)
        }
    }

    @Test("when the flow starts, goes on and finishes, then the bar hides on the welcome screen only, the delegate hears each screen, and the stack ends as the home screen alone")
    func onboarding() throws {
        let clock = ManualFrameClock()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844), clock: clock, renderer: RecordingRenderer(), timeSource: ManualTimeSource())
        let welcome = WelcomeViewController()
        welcome.title = "Welcome"
        let navigation = UINavigationController(rootViewController: welcome)
        let coordinator = FlowCoordinator(navigationController: navigation)
        window.rootViewController = navigation
        clock.advanceFrames(1)
        #expect(navigation.isNavigationBarHidden && welcome.view.frame.minY == 0)
        coordinator.showPermissions()
        clock.advanceFrames(1)
        #expect(!navigation.isNavigationBarHidden && navigation.visibleViewController?.title == "Permissions")
        coordinator.finish()
        clock.advanceFrames(1)
        #expect(navigation.viewControllers.map { $0.title ?? "" } == ["Home"] && welcome.parent == nil)
        #expect(coordinator.shown == ["Welcome", "Permissions", "Home"])
        #expect(UINavigationController.hideShowBarDuration > 0)
    }
}
