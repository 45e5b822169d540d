import Testing
import OpenCollectionViewTesting
import UIKit

// Accessibility written as UIKit code writes it: identifiers for UI tests, labels and traits set on
// views, a custom element overriding the label and activation. That this file compiles in Swift 5
// and Swift 6 modes is half the test.

final class RatingView: UIView {
    var stars = 3

    override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
        accessibilityTraits = .adjustable
        accessibilityIdentifier = "rating"
    }

    required init?(coder: NSCoder) { nil }

    override var accessibilityLabel: String? {
        get { "Rating" }
        set { super.accessibilityLabel = newValue }
    }
    override var accessibilityValue: String? {
        get { "\(stars) of 5 stars" }
        set { super.accessibilityValue = newValue }
    }
    override func accessibilityIncrement() { stars = min(5, stars + 1) }
    override func accessibilityDecrement() { stars = max(0, stars - 1) }
}

/// A screen that speaks after saving and honours reduced motion, as iOS code writes it.
final class SaveViewController: UIViewController {
    let saveButton = UIButton(type: .system)
    private(set) var savedWithAnimation: Bool?
    private(set) var motionChanges = 0
    private var observer: NSObjectProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        saveButton.setTitle("Save", for: .normal)
        saveButton.frame = CGRect(x: 20, y: 100, width: 120, height: 44)
        saveButton.addAction(UIAction { [weak self] _ in self?.save() }, for: .touchUpInside)
        view.addSubview(saveButton)
        observer = NotificationCenter.default.addObserver(forName: UIAccessibility.reduceMotionStatusDidChangeNotification,
                                                          object: nil, queue: nil) { [weak self] _ in
            MainActor.assumeIsolated { self?.motionChanges += 1 }
        }
    }

    func save() {
        savedWithAnimation = !UIAccessibility.isReduceMotionEnabled
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        UIAccessibility.post(notification: .layoutChanged, argument: saveButton)
    }
}

@MainActor
@Suite("UIKit-spelled accessibility code compiles and reads as UIKit's (F40)")
struct AccessibilitySourceCompatibilityTests {
    @Test("when views are labelled, identified and traited the UIKit way, then they say so; a custom element overrides label, value and adjustment")
    func uikitSpelledAccessibility() {
        let title = UILabel()
        title.text = "Inbox"
        title.accessibilityTraits.insert(.header)
        #expect(title.isAccessibilityElement && title.accessibilityLabel == "Inbox")
        #expect(title.accessibilityTraits.contains(.header) && title.accessibilityTraits.contains(.staticText))

        let compose = UIButton(type: .system)
        compose.setImage(UIImage(systemName: "square.and.pencil"), for: .normal)
        compose.accessibilityLabel = "Compose"
        compose.accessibilityHint = "Starts a new message"
        compose.accessibilityIdentifier = "compose-button"
        #expect(compose.accessibilityLabel == "Compose" && compose.accessibilityTraits.contains(.button))

        let toggle = UISwitch()
        toggle.isOn = true
        #expect(toggle.accessibilityValue == "1")

        let rating = RatingView(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        rating.accessibilityIncrement()
        #expect(rating.accessibilityValue == "4 of 5 stars" && rating.accessibilityTraits == .adjustable)

        let action = UIAccessibilityCustomAction(name: "Archive") { _ in true }
        let container = UIView()
        container.accessibilityElements = [title, compose]
        container.accessibilityCustomActions = [action]
        container.shouldGroupAccessibilityChildren = true
        #expect(container.accessibilityCustomActions?.first?.perform() == true)
        #expect(container.accessibilityElements?.count == 2 && !container.isAccessibilityElement)
    }

    @Test("when a screen posts announcements and reads reduced motion the UIKit way, then the test host hears what VoiceOver would and the setting reaches the screen")
    func notificationsAndSettings() throws {
        let host = TestHost()
        let screen = SaveViewController()
        host.show(screen)
        try host.tap(screen.saveButton)
        #expect(host.accessibilityAnnouncements == ["Saved"] && host.accessibilityFocusedElement === screen.saveButton)
        #expect(screen.savedWithAnimation == true)
        host.accessibilitySettings.isReduceMotionEnabled = true
        try host.tap(screen.saveButton)
        #expect(screen.savedWithAnimation == false && screen.motionChanges == 1)
        #expect(host.accessibilityAnnouncements == ["Saved", "Saved"])
        #expect(UIAccessibility.isVoiceOverRunning == false && UIAccessibility.isDarkerSystemColorsEnabled == false)
        let contrast: UIAccessibilityContrast = UITraitCollection(accessibilityContrast: .high).accessibilityContrast
        #expect(contrast == .high && UIColor.systemBlue.resolvedColor(with: UITraitCollection(accessibilityContrast: .high)) != UIColor.systemBlue)
    }
}
