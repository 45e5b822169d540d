import Foundation

/// The text input traits (`UITextInputTraits`) under UIKit's names: what the page's editor is told
/// — `inputmode`, `enterkeyhint`, `autocapitalize`, `autocorrect`, `spellcheck`, `autocomplete`,
/// `passwordrules` (`Guides/ContentViews.md`).
extension TextField {
    /// The keyboard the field asks for (default `.default`).
    public var keyboardType: KeyboardType {
        get { inputTraits.keyboardType }
        set { inputTraits.keyboardType = newValue }
    }
    /// The keyboard's look (default `.default`; kept, not drawn).
    public var keyboardAppearance: KeyboardAppearance {
        get { inputTraits.keyboardAppearance }
        set { inputTraits.keyboardAppearance = newValue }
    }
    /// The return key's title (default `.default`).
    public var returnKeyType: ReturnKeyType {
        get { inputTraits.returnKeyType }
        set { inputTraits.returnKeyType = newValue }
    }
    /// Whether Return does nothing while the field is empty (default `false`).
    public var enablesReturnKeyAutomatically: Bool {
        get { inputTraits.enablesReturnKeyAutomatically }
        set { inputTraits.enablesReturnKeyAutomatically = newValue }
    }
    /// Automatic capitals (default `.sentences`).
    public var autocapitalizationType: TextAutocapitalizationType {
        get { inputTraits.autocapitalizationType }
        set { inputTraits.autocapitalizationType = newValue }
    }
    /// Autocorrection (default `.default`).
    public var autocorrectionType: TextAutocorrectionType {
        get { inputTraits.autocorrectionType }
        set { inputTraits.autocorrectionType = newValue }
    }
    /// Spell checking (default `.default`).
    public var spellCheckingType: TextSpellCheckingType {
        get { inputTraits.spellCheckingType }
        set { inputTraits.spellCheckingType = newValue }
    }
    /// Smart quotes (default `.default`; kept, not applied).
    public var smartQuotesType: TextSmartQuotesType {
        get { inputTraits.smartQuotesType }
        set { inputTraits.smartQuotesType = newValue }
    }
    /// Smart dashes (default `.default`; kept, not applied).
    public var smartDashesType: TextSmartDashesType {
        get { inputTraits.smartDashesType }
        set { inputTraits.smartDashesType = newValue }
    }
    /// Smart insert and delete (default `.default`; kept, not applied).
    public var smartInsertDeleteType: TextSmartInsertDeleteType {
        get { inputTraits.smartInsertDeleteType }
        set { inputTraits.smartInsertDeleteType = newValue }
    }
    /// Inline predictions (default `.default`; kept, not applied).
    public var inlinePredictionType: TextInlinePredictionType {
        get { inputTraits.inlinePredictionType }
        set { inputTraits.inlinePredictionType = newValue }
    }
    /// What the text is, for autofill (default `nil`).
    public var textContentType: TextContentType! {
        get { inputTraits.textContentType }
        set { inputTraits.textContentType = newValue }
    }
    /// The rules a generated password follows (default `nil`).
    public var passwordRules: TextInputPasswordRules? {
        get { inputTraits.passwordRules }
        set { inputTraits.passwordRules = newValue }
    }
}
