import CollectionGeometry
import ViewSystem

/// One problem an accessibility audit found on screen (`TestHost.accessibilityAudit(_:)`): the
/// element and why, as Xcode's accessibility audit reports it.
///
/// Not in UIKit (XCTest's `XCUIAccessibilityAuditIssue` is the nearest).
public struct AccessibilityAuditFinding: CustomStringConvertible {
    /// What an audit checks.
    public struct Check: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        /// Creates a set of checks from its raw value.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// An interactive element (button, link, switch, adjustable, search field, list row) with no
        /// label: VoiceOver reads only its role.
        public static let unlabelledElement = Check(rawValue: 1 << 0)
        /// A control (button, link, switch, adjustable) a finger 44 points across, centred on it,
        /// would miss at an edge: the smallest target the Human Interface Guidelines give a finger.
        public static let smallHitTarget = Check(rawValue: 1 << 1)
        /// A label whose lines are cut off (less height than its lines need), or whose one line is
        /// clipped (`.byClipping`); an ellipsis is not a cut.
        public static let clippedText = Check(rawValue: 1 << 2)
        /// Text whose contrast against what lies behind it is under WCAG AA's: 4.5:1, or 3:1 for large
        /// text (18 points, or 14 points bold).
        public static let lowContrast = Check(rawValue: 1 << 3)
        /// Every check.
        public static let all: Check = [.unlabelledElement, .smallHitTarget, .clippedText, .lowContrast]
    }

    /// The check that failed.
    public let check: Check
    /// The element.
    public let element: View
    /// Why, in words.
    public let reason: String
    /// The element's class and label, then the reason.
    public let description: String

    /// A finding of `check` on `element`, for `reason`.
    @MainActor
    init(check: Check, element: View, reason: String) {
        self.check = check
        self.element = element
        self.reason = reason
        description = "\(TextDump.name(of: element)) \(element.accessibilityLabel.map { "\"\($0)\"" } ?? "(no label)"): \(reason)"
    }
}
