import Foundation

/// When the keyboard turns on capitals by itself (`UITextAutocapitalizationType`). On the page it sets the editor's `autocapitalize`.
public enum TextAutocapitalizationType: Int, Sendable, Hashable, CaseIterable {
    /// Never.
    case none
    /// At the start of each word.
    case words
    /// At the start of each sentence.
    case sentences
    /// For every character.
    case allCharacters
}
