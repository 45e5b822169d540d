import Foundation
import ViewSystem

/// A text field's input traits as the page's editor attributes: `inputmode`, `enterkeyhint`,
/// `autocapitalize`, Safari's `autocorrect`, `spellcheck`, `autocomplete` and `passwordrules`. Only
/// what differs from the editor's defaults is sent (`nil` when nothing does): a plain text keyboard,
/// Return, sentences capitalized, autocorrection and spell checking on, no autofill.
struct WireTextInput: Encodable {
    var mode: String?
    var enter: String?
    var capitalize: String?
    var autocorrect: Bool?
    var spellcheck: Bool?
    var autocomplete: String?
    var rules: String?

    init?(_ traits: TextInputTraits) {
        mode = Self.inputMode(traits.keyboardType)
        enter = Self.enterKeyHint(traits.returnKeyType)
        switch traits.autocapitalizationType {
        case .none: capitalize = "none"
        case .words: capitalize = "words"
        case .sentences: capitalize = nil
        case .allCharacters: capitalize = "characters"
        }
        autocorrect = traits.autocorrectionType == .no ? false : nil
        // Spell checking follows autocorrection unless it is set, as in UIKit.
        switch traits.spellCheckingType {
        case .yes: spellcheck = nil
        case .no: spellcheck = false
        case .default: spellcheck = traits.autocorrectionType == .no ? false : nil
        }
        autocomplete = traits.textContentType?.autocompleteToken
        rules = traits.passwordRules?.passwordRulesDescriptor
        if mode == nil, enter == nil, capitalize == nil, autocorrect == nil, spellcheck == nil, autocomplete == nil, rules == nil { return nil }
    }

    /// The on-screen keyboard closest to UIKit's (`nil`: plain text).
    static func inputMode(_ type: KeyboardType) -> String? {
        switch type {
        case .default, .asciiCapable, .numbersAndPunctuation, .twitter: nil
        case .URL: "url"
        case .numberPad, .asciiCapableNumberPad: "numeric"
        case .phonePad, .namePhonePad: "tel"
        case .emailAddress: "email"
        case .decimalPad: "decimal"
        case .webSearch: "search"
        }
    }

    /// The return key's label closest to UIKit's (`nil`: Return).
    static func enterKeyHint(_ type: ReturnKeyType) -> String? {
        switch type {
        case .default: nil
        case .go, .join, .route, .emergencyCall: "go"
        case .google, .yahoo, .search: "search"
        case .next, .continue: "next"
        case .send: "send"
        case .done: "done"
        }
    }
}
