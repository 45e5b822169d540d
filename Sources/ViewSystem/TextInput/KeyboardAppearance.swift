import Foundation

/// The look of the on-screen keyboard (`UIKeyboardAppearance`). Kept, not applied: a browser draws its keyboard with the page's colour scheme.
public enum KeyboardAppearance: Int, Sendable, Hashable, CaseIterable {
    /// The system's.
    case `default`
    /// Dark.
    case dark
    /// Light.
    case light

    /// The dark keyboard (UIKit's older name for alerts).
    public static let alert = KeyboardAppearance.dark
}
