import Foundation

/// The style of the status bar's text and symbols (`UIStatusBarStyle`), which a view controller asks
/// for with `preferredStatusBarStyle`.
public enum StatusBarStyle: Int, Sendable, Hashable {
    /// Dark content on light backgrounds, light on dark, following the interface style.
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
}
