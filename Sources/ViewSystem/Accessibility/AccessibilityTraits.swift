import Foundation

/// What an accessibility element is and what state it is in (`UIAccessibilityTraits`, F40).
///
/// Differences from UIKit: the raw values are this project's own (UIKit's are private bit positions).
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The traits as bits.
    public let rawValue: UInt64
    /// Creates traits from their raw value.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No trait.
    public static let none: AccessibilityTraits = []
    /// Acts as a button.
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    /// Opens a link.
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    /// A picture.
    public static let image = AccessibilityTraits(rawValue: 1 << 2)
    /// Currently selected.
    public static let selected = AccessibilityTraits(rawValue: 1 << 3)
    /// Plays its own sound when activated.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 4)
    /// A keyboard key.
    public static let keyboardKey = AccessibilityTraits(rawValue: 1 << 5)
    /// Text that does not change.
    public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
    /// A summary of the screen, read when it appears.
    public static let summaryElement = AccessibilityTraits(rawValue: 1 << 7)
    /// Not enabled: it does not respond to the user.
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 8)
    /// Its label or value changes often.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 9)
    /// A search field.
    public static let searchField = AccessibilityTraits(rawValue: 1 << 10)
    /// Starts a media session when activated.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    /// Its value is adjusted by increment and decrement (a slider, a stepper).
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 12)
    /// Takes touches directly (a drawing surface).
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 13)
    /// Turns the page when reading reaches its end.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 14)
    /// A heading that divides content into sections.
    public static let header = AccessibilityTraits(rawValue: 1 << 15)
    /// A tab bar.
    public static let tabBar = AccessibilityTraits(rawValue: 1 << 16)
    /// Can be toggled between on and off (iOS 17).
    public static let toggleButton = AccessibilityTraits(rawValue: 1 << 17)
    /// Supports zooming.
    public static let supportsZoom = AccessibilityTraits(rawValue: 1 << 18)
}
