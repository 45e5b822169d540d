import Foundation

/// The keyboard and input behaviour a text field asks for (UIKit's `UITextInputTraits`, as one
/// value): what a renderer gives its editor. Text fields and search bars hold one and expose each
/// trait under UIKit's name.
public struct TextInputTraits: Hashable, Sendable {
    /// The keyboard (`keyboardType`).
    public var keyboardType: KeyboardType = .default
    /// The keyboard's look (`keyboardAppearance`; kept, not drawn).
    public var keyboardAppearance: KeyboardAppearance = .default
    /// The return key's title (`returnKeyType`).
    public var returnKeyType: ReturnKeyType = .default
    /// Whether the return key is off while the field is empty (`enablesReturnKeyAutomatically`):
    /// the field then ignores Return while its text is empty.
    public var enablesReturnKeyAutomatically = false
    /// Automatic capitals (`autocapitalizationType`; UIKit's default: sentences).
    public var autocapitalizationType: TextAutocapitalizationType = .sentences
    /// Autocorrection (`autocorrectionType`).
    public var autocorrectionType: TextAutocorrectionType = .default
    /// Spell checking (`spellCheckingType`).
    public var spellCheckingType: TextSpellCheckingType = .default
    /// Smart quotes (`smartQuotesType`; kept, not applied).
    public var smartQuotesType: TextSmartQuotesType = .default
    /// Smart dashes (`smartDashesType`; kept, not applied).
    public var smartDashesType: TextSmartDashesType = .default
    /// Smart insert and delete (`smartInsertDeleteType`; kept, not applied).
    public var smartInsertDeleteType: TextSmartInsertDeleteType = .default
    /// Inline predictions (`inlinePredictionType`; kept, not applied).
    public var inlinePredictionType: TextInlinePredictionType = .default
    /// What the text is, for autofill (`textContentType`).
    public var textContentType: TextContentType?
    /// The rules of a strong password for the field (`passwordRules`).
    public var passwordRules: TextInputPasswordRules?

    /// UIKit's defaults.
    public init() {}
}
