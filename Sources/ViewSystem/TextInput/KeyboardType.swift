import Foundation

/// The kind of keyboard a text field asks for (`UIKeyboardType`). On the page it sets the editor's `inputmode`, which picks a phone's or tablet's on-screen keyboard.
public enum KeyboardType: Int, Sendable, Hashable, CaseIterable {
    /// The default keyboard for the current input method.
    case `default`
    /// Letters and digits of ASCII only.
    case asciiCapable
    /// Digits and punctuation.
    case numbersAndPunctuation
    /// For URLs: `.`, `/` and `.com` at hand.
    case URL
    /// Digits.
    case numberPad
    /// Digits, `*`, `#` and `+`.
    case phonePad
    /// Letters and a phone pad.
    case namePhonePad
    /// For e-mail addresses: `@` and `.` at hand.
    case emailAddress
    /// Digits and a decimal point.
    case decimalPad
    /// For social posts: `@` and `#` at hand.
    case twitter
    /// For web searches: a Go key.
    case webSearch
    /// Digits of ASCII only.
    case asciiCapableNumberPad

    /// The ASCII-capable keyboard (UIKit's older name).
    public static let alphabet = KeyboardType.asciiCapable
}
