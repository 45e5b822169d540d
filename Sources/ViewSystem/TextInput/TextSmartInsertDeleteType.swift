import Foundation

/// Whether spaces are added or removed around pasted and deleted words (`UITextSmartInsertDeleteType`). Kept, not applied: browsers do not adjust spaces in a text input.
public enum TextSmartInsertDeleteType: Int, Sendable, Hashable, CaseIterable {
    /// As the system decides.
    case `default`
    /// Off.
    case no
    /// On.
    case yes
}
