import Foundation
import OpenCollectionViewTesting
import Testing
import UIKit

/// A branded app's navigation bars as iOS apps set them up since iOS 13: an opaque coloured bar with
/// white titles for every state, a done button in its own colour, one screen that turns its bar
/// transparent at the top, and the legacy properties older code still sets — compiles unchanged.
@Suite("UIKit spellings of bar appearances: UINavigationBarAppearance, UIBarButtonItemAppearance, item overrides")
@MainActor
struct BarAppearanceSourceCompatibilityTests {
    final class ProfileViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Profile"
            let transparent = UINavigationBarAppearance()
            transparent.configureWithTransparentBackground()
            transparent.titleTextAttributes = [.foregroundColor: UIColor.label]
            navigationItem.scrollEdgeAppearance = transparent
            navigationItem.compactScrollEdgeAppearance = transparent
            navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .done)
        }
    }

    static func brandAppearance() -> UINavigationBarAppearance {
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        appearance.shadowColor = .clear
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.white, .font: UIFont.systemFont(ofSize: 30, weight: .heavy)]
        appearance.titlePositionAdjustment = UIOffset(horizontal: 0, vertical: 0)
        let buttons = UIBarButtonItemAppearance(style: .plain)
        buttons.normal.titleTextAttributes = [.foregroundColor: UIColor.white]
        buttons.disabled.titleTextAttributes = [.foregroundColor: UIColor.white.withAlphaComponent(0.4)]
        appearance.buttonAppearance = buttons
        let done = UIBarButtonItemAppearance(style: .done)
        done.normal.titleTextAttributes = [.foregroundColor: UIColor.systemYellow]
        appearance.doneButtonAppearance = done
        appearance.backButtonAppearance = buttons
        appearance.setBackIndicatorImage(UIImage(systemName: "arrow.backward"), transitionMaskImage: UIImage(systemName: "arrow.backward"))
        return appearance
    }

    @Test("when the brand appearance is set on every state, then the bar is indigo with white titles; the profile's item turns its edge transparent")
    func brandedBars() throws {
        let home = UIViewController()
        home.title = "Home"
        let navigation = UINavigationController(rootViewController: home)
        let bar: UINavigationBar = navigation.navigationBar
        let brand = Self.brandAppearance()
        bar.standardAppearance = brand
        bar.compactAppearance = brand
        bar.scrollEdgeAppearance = brand
        bar.compactScrollEdgeAppearance = brand
        bar.prefersLargeTitles = true
        bar.tintColor = .white
        let host = TestHost(size: CGSize(width: 390, height: 844))
        host.show(navigation)
        #expect(bar.backgroundColor == .systemIndigo)
        #expect(bar.standardAppearance.titleTextAttributes[.foregroundColor] as? UIColor == .white)
        #expect(bar.scrollEdgeAppearance !== brand, "the bar keeps a copy")
        navigation.pushViewController(ProfileViewController(), animated: false)
        host.runFrames(1)
        #expect(bar.backgroundColor != .systemIndigo, "the profile's transparent scroll edge")
        #expect(navigation.topViewController?.navigationItem.scrollEdgeAppearance?.backgroundColor == nil)
        navigation.popViewController(animated: false)
        host.runFrames(1)
        #expect(bar.backgroundColor == .systemIndigo)
    }

    @Test("when older code sets the legacy properties, then they still compile and fill in the standard look")
    func legacyBar() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let bar = navigation.navigationBar
        bar.barTintColor = .systemTeal
        bar.isTranslucent = false
        bar.barStyle = .default
        bar.titleTextAttributes = [.foregroundColor: UIColor.white, .font: UIFont.boldSystemFont(ofSize: 18)]
        bar.largeTitleTextAttributes = [.foregroundColor: UIColor.white]
        bar.shadowImage = UIImage()
        bar.backIndicatorImage = UIImage(systemName: "chevron.left")
        bar.backIndicatorTransitionMaskImage = UIImage(systemName: "chevron.left")
        let base = UIBarAppearance(idiom: .phone)
        base.backgroundEffect = UIBlurEffect(style: .systemMaterialDark)
        let copied = UINavigationBarAppearance(barAppearance: base)
        #expect(copied.backgroundEffect?.style == .systemMaterialDark && bar.barStyle == UIBarStyle.default)
    }
}
