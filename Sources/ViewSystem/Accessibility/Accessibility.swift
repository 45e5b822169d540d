import CollectionGeometry
import Foundation

/// UIKit's accessibility functions (`UIAccessibility`): posting notifications to assistive
/// technologies and reading the reader's settings (F40).
///
/// Differences from UIKit: each browser page is a device of its own, so these answer for — and post
/// to — the window whose frame is running (its input, layout, animations and the callbacks they make:
/// where an app reacts to the user). Outside any frame (a block on the main queue, a timer), the
/// settings read as off and a notification without an element goes nowhere; pass the element (a
/// view) to post to its window from anywhere. `isVoiceOverRunning` is `false` in browsers, which do
/// not say whether a screen reader runs.
@MainActor
public enum Accessibility {
    /// A notification for assistive technologies (`UIAccessibility.Notification`), with UIKit's raw values.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        /// A new screen appeared: the argument is the element to focus, or a text to speak.
        public static let screenChanged = Notification(rawValue: 1000)
        /// Part of the screen changed: the argument is the element to focus, or a text to speak.
        public static let layoutChanged = Notification(rawValue: 1001)
        /// Speak the argument (a `String` or `NSAttributedString`).
        public static let announcement = Notification(rawValue: 1008)
        /// A scroll finished: the argument is a text describing the new position, spoken.
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// Posts `notification`: an announcement (or a text given with any notification) is spoken — the
    /// page reads it through a live region — and a view given with `.screenChanged` or
    /// `.layoutChanged` takes the assistive focus — the page moves its own focus to the view's box.
    /// Other arguments are ignored, as VoiceOver ignores them.
    public static func post(notification: Notification, argument: Any?) {
        let element = argument as? any AccessibilityEnvironmentProviding
        guard let environment = element?.accessibilityEnvironment ?? AccessibilityEnvironment.current else { return }
        if let text = spokenText(argument) {
            environment.announce(text)
        } else if let element, notification == .screenChanged || notification == .layoutChanged {
            environment.moveFocus(to: element)
        }
    }

    private static func spokenText(_ argument: Any?) -> String? {
        if let text = argument as? String { return text }
        if let text = argument as? NSAttributedString { return text.string }
        return nil
    }

    // MARK: Settings

    private static var environment: AccessibilityEnvironment? { AccessibilityEnvironment.current }

    /// Whether a screen reader runs (`false` in browsers, which do not say; a test sets it on the window).
    public static var isVoiceOverRunning: Bool { environment?.settings.isVoiceOverRunning ?? false }
    /// Whether the reader asked for less motion (the page's `prefers-reduced-motion`).
    public static var isReduceMotionEnabled: Bool { environment?.settings.isReduceMotionEnabled ?? false }
    /// Whether system transitions cross-fade instead of moving: iOS turns it on with reduced motion,
    /// and so does the page (sheets fade in place).
    public static var prefersCrossFadeTransitions: Bool { isReduceMotionEnabled }
    /// Whether the reader asked for less transparency.
    public static var isReduceTransparencyEnabled: Bool { environment?.settings.isReduceTransparencyEnabled ?? false }
    /// Whether the reader asked for bold text (the window's `legibilityWeight` is `.bold`).
    public static var isBoldTextEnabled: Bool { environment?.traits.legibilityWeight == .bold }
    /// Whether the reader asked for increased contrast (the window's `accessibilityContrast` is `.high`;
    /// the page's `prefers-contrast: more`).
    public static var isDarkerSystemColorsEnabled: Bool { environment?.traits.accessibilityContrast == .high }

    /// Posted on the main queue's notification center when a window's screen-reader setting changes.
    nonisolated public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// Posted when a window's reduce-motion setting changes.
    nonisolated public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// Posted with `reduceMotionStatusDidChangeNotification`: cross-fade transitions follow reduced motion.
    nonisolated public static let prefersCrossFadeTransitionsStatusDidChange = Foundation.Notification.Name("UIAccessibilityPrefersCrossFadeTransitionsStatusDidChangeNotification")
    /// Posted when a window's reduce-transparency setting changes.
    nonisolated public static let reduceTransparencyStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    /// Posted when a window's bold-text trait changes.
    nonisolated public static let boldTextStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
    /// Posted when a window's increased-contrast trait changes.
    nonisolated public static let darkerSystemColorsStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
}
