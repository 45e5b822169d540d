import Foundation

/// Whether misspelled words are marked (`UITextSpellCheckingType`). On the page it sets the editor's `spellcheck`; `.default` follows the autocorrection, as in UIKit.
public enum TextSpellCheckingType: Int, Sendable, Hashable, CaseIterable {
    /// As the autocorrection.
    case `default`
    /// Off.
    case no
    /// On.
    case yes
}
