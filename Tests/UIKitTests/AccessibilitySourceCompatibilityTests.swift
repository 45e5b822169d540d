import Testing
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
}
