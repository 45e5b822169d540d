import Foundation

/// How the status bar shows or hides (`UIStatusBarAnimation`), which a view controller asks for with
/// `preferredStatusBarUpdateAnimation`.
public enum StatusBarAnimation: Int, Sendable, Hashable {
    /// At once.
    case none = 0
    /// Fading.
    case fade = 1
    /// Sliding.
    case slide = 2
}
