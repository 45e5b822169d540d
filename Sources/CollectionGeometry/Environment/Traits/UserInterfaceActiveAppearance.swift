import Foundation

/// Whether an interface looks active (its window is the key window) (`UIUserInterfaceActiveAppearance`), with UIKit's raw values.
public enum UserInterfaceActiveAppearance: Int, Hashable, Sendable, CaseIterable {
    /// Not known.
    case unspecified = -1
    /// The window is not the key window.
    case inactive = 0
    /// The window is the key window.
    case active = 1
}
