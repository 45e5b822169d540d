import Foundation

/// What the reader asked of assistive settings that are no trait (F40): reduced motion, reduced
/// transparency, a running screen reader. Increased contrast and bold text are traits
/// (`TraitCollection.accessibilityContrast`, `legibilityWeight`).
///
/// Differences from UIKit: the settings belong to a window (`Window.accessibilitySettings`), since
/// each browser page is a device of its own; `Accessibility`'s static queries answer for the window
/// whose frame is running.
public struct AccessibilitySettings: Hashable, Sendable {
    /// Whether the reader asked for less motion (the page's `prefers-reduced-motion: reduce`).
    public var isReduceMotionEnabled: Bool
    /// Whether the reader asked for less transparency (the page's `prefers-reduced-transparency`).
    public var isReduceTransparencyEnabled: Bool
    /// Whether a screen reader is running. Browsers do not say so; the web renderer leaves it `false`.
    public var isVoiceOverRunning: Bool

    /// Settings with everything off unless given.
    public init(isReduceMotionEnabled: Bool = false, isReduceTransparencyEnabled: Bool = false, isVoiceOverRunning: Bool = false) {
        self.isReduceMotionEnabled = isReduceMotionEnabled
        self.isReduceTransparencyEnabled = isReduceTransparencyEnabled
        self.isVoiceOverRunning = isVoiceOverRunning
    }
}
