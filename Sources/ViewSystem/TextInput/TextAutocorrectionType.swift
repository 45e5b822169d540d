import Foundation

/// Whether typing is corrected as it goes (`UITextAutocorrectionType`). On the page it sets the editor's `autocorrect` (Safari's) — `.default` turns it on, as for other text.
public enum TextAutocorrectionType: Int, Sendable, Hashable, CaseIterable {
    /// As the system decides for the field.
    case `default`
    /// Off.
    case no
    /// On.
    case yes
}
