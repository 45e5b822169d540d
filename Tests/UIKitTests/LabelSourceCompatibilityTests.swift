import Foundation
import OpenCollectionViewTesting
import Testing
import UIKit

/// A badge label as iOS code bases write it — a `UILabel` subclass that draws its text inside insets
/// and grows its intrinsic size by them — with a text shadow and the font read as `UIFont!`.
@Suite("UIKit spellings of UILabel drawing: drawText(in:), textRect, shadows, a null-resettable font")
@MainActor
struct LabelSourceCompatibilityTests {
    final class BadgeLabel: UILabel {
        var textInsets = UIEdgeInsets(top: 2, left: 6, bottom: 2, right: 6)

        override func drawText(in rect: CGRect) {
            super.drawText(in: rect.inset(by: textInsets))
        }

        override var intrinsicContentSize: CGSize {
            let size = super.intrinsicContentSize
            return CGSize(width: size.width + textInsets.left + textInsets.right, height: size.height + textInsets.top + textInsets.bottom)
        }
    }

    @Test("when a badge label is laid out by constraints, then it takes its text's size and the insets, and keeps its shadow")
    func badgeLabel() {
        let host = TestHost(size: CGSize(width: 390, height: 844))
        let controller = UIViewController()
        let badge = BadgeLabel()
        badge.text = "New"
        badge.font = nil
        badge.font = UIFont.systemFont(ofSize: badge.font.pointSize)
        badge.shadowColor = UIColor.black.withAlphaComponent(0.3)
        badge.shadowOffset = CGSize(width: 0, height: 1)
        badge.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 16),
            badge.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 100),
        ])
        host.show(controller)
        let plain = UILabel()
        plain.text = "New"
        #expect(badge.frame.size == CGSize(width: plain.intrinsicContentSize.width + 12, height: plain.intrinsicContentSize.height + 4))
        #expect(badge.font?.pointSize == 17 && badge.textRect(forBounds: badge.bounds, limitedToNumberOfLines: 1).width > 0)
    }
}
