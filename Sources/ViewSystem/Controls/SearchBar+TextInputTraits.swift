import Foundation

/// The search bar's text input traits (`UITextInputTraits`), its field's: what the page's editor is
/// told (`TextField+TextInputTraits.swift`).
extension SearchBar {
    /// Automatic capitals (default `.sentences`).
    public var autocapitalizationType: TextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }
    /// Autocorrection (default `.default`).
    public var autocorrectionType: TextAutocorrectionType {
        get { searchTextField.autocorrectionType }
        set { searchTextField.autocorrectionType = newValue }
    }
    /// Spell checking (default `.default`).
    public var spellCheckingType: TextSpellCheckingType {
        get { searchTextField.spellCheckingType }
        set { searchTextField.spellCheckingType = newValue }
    }
    /// The keyboard the bar asks for (default `.default`).
    public var keyboardType: KeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }
    /// The keyboard's look (default `.default`; kept, not drawn).
    public var keyboardAppearance: KeyboardAppearance {
        get { searchTextField.keyboardAppearance }
        set { searchTextField.keyboardAppearance = newValue }
    }
    /// The return key's title (default `.search`, as UIKit's search bar).
    public var returnKeyType: ReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }
    /// Whether Return does nothing while the bar is empty (default `true`, as UIKit's search bar).
    public var enablesReturnKeyAutomatically: Bool {
        get { searchTextField.enablesReturnKeyAutomatically }
        set { searchTextField.enablesReturnKeyAutomatically = newValue }
    }
}
