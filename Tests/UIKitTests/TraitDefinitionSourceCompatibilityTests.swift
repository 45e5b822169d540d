import Foundation
import Testing
import UIKit

/// A custom trait as Apple's documentation defines one, carried by trait overrides and observed with
/// iOS 17's trait change registrations — compiles unchanged.
enum Theme: Int {
    case standard
    case monochrome
}

struct ThemeTrait: UITraitDefinition {
    static let defaultValue = Theme.standard
    static let affectsColorAppearance = true
    static let name = "Theme"
}

extension UITraitCollection {
    var theme: Theme { self[ThemeTrait.self] }
}

extension UIMutableTraits {
    var theme: Theme {
        get { self[ThemeTrait.self] }
        set { self[ThemeTrait.self] = newValue }
    }
}

final class ThemedBadgeView: UIView {
    private(set) var appliedThemes: [Theme] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        registerForTraitChanges([ThemeTrait.self, UITraitUserInterfaceStyle.self]) { (self: Self, previousTraitCollection: UITraitCollection) in
            self.applyTheme()
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    func applyTheme() {
        appliedThemes.append(traitCollection.theme)
        backgroundColor = traitCollection.theme == .monochrome ? .systemGray : .systemBlue
    }
}

final class ThemedViewController: UIViewController {
    private(set) var styleChanges = 0
    private var registration: UITraitChangeRegistration?

    override func viewDidLoad() {
        super.viewDidLoad()
        registration = registerForTraitChanges(UITraitCollection.systemTraitsAffectingColorAppearance) { (controller: ThemedViewController, _: UITraitCollection) in
            controller.styleChanges += 1
        }
        view.addSubview(ThemedBadgeView(frame: CGRect(x: 0, y: 0, width: 40, height: 40)))
    }

    func stopObserving() {
        if let registration { unregisterForTraitChanges(registration) }
        registration = nil
    }
}

@Suite("UIKit spellings of iOS 17 traits: UITraitDefinition, UIMutableTraits, traitOverrides, registerForTraitChanges")
@MainActor
struct TraitDefinitionSourceCompatibilityTests {
    @Test("when a screen overrides its custom theme trait, then the views observing it restyle and read the new value")
    func customTraitFlowsToObservers() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        let controller = ThemedViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let badge = try #require(controller.view.subviews.first as? ThemedBadgeView)
        controller.traitOverrides.theme = .monochrome
        #expect(badge.appliedThemes == [.monochrome] && badge.traitCollection.theme == .monochrome)
        #expect(controller.styleChanges == 0)  // a custom trait is not a system trait affecting colour
        controller.traitOverrides.userInterfaceStyle = .dark
        #expect(controller.styleChanges == 1 && badge.appliedThemes == [.monochrome, .monochrome])
        controller.stopObserving()
        controller.traitOverrides.userInterfaceStyle = .light
        #expect(controller.styleChanges == 1)
    }

    @Test("when trait collections are built the iOS 17 way, then they hold the values set")
    func buildingTraitCollections() {
        let traits = UITraitCollection { mutableTraits in
            mutableTraits.horizontalSizeClass = .regular
            mutableTraits.theme = .monochrome
            mutableTraits.userInterfaceLevel = .elevated
        }
        let modified = traits.modifyingTraits { $0.userInterfaceStyle = .dark }
        let changed: [UITrait] = modified.changedTraits(from: traits)
        #expect(traits.theme == .monochrome && traits.userInterfaceLevel == UIUserInterfaceLevel.elevated)
        #expect(changed.count == 1 && changed.first?.identifier == UITraitUserInterfaceStyle.identifier)
        #expect(traits.replacing(ThemeTrait.self, value: .standard).theme == .standard)
        let combined = UITraitCollection(traitsFrom: [traits, UITraitCollection(displayGamut: .P3)])
        #expect(combined.containsTraits(in: traits) && combined.displayGamut == UIDisplayGamut.P3)
        var overrides: UITraitOverrides = UIView().traitOverrides
        overrides.preferredContentSizeCategory = .extraLarge
        #expect(overrides.contains(UITraitPreferredContentSizeCategory.self))
        UITraitCollection(userInterfaceStyle: .dark).performAsCurrent {
            #expect(UITraitCollection.current.userInterfaceStyle == .dark)
        }
    }
}
