import Foundation

/// Which way an assistive technology asks a view to scroll (`UIAccessibilityScrollDirection`).
public enum AccessibilityScrollDirection: Int, Hashable, Sendable {
    /// Towards the right edge of the content.
    case right = 1
    /// Towards the left edge of the content.
    case left
    /// Towards the top of the content.
    case up
    /// Towards the bottom of the content.
    case down
    /// To the next page.
    case next
    /// To the previous page.
    case previous
}
