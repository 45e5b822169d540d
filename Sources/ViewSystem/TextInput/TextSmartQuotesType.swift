import Foundation

/// Whether straight quotes become curly ones as typed (`UITextSmartQuotesType`). Kept, not applied: browsers do not substitute quotes in a text input.
public enum TextSmartQuotesType: Int, Sendable, Hashable, CaseIterable {
    /// As the system decides.
    case `default`
    /// Off.
    case no
    /// On.
    case yes
}
