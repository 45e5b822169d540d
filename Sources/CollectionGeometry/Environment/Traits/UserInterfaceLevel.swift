import Foundation

/// Whether content sits at the window's base level or above it (`UIUserInterfaceLevel`), with UIKit's raw values.
public enum UserInterfaceLevel: Int, Hashable, Sendable, CaseIterable {
    /// Not known.
    case unspecified = -1
    /// The window's own content.
    case base = 0
    /// Content above it: a sheet, a popover, a pushed-up panel.
    case elevated = 1
}
