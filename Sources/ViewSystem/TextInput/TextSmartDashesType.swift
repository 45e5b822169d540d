import Foundation

/// Whether two hyphens become a dash as typed (`UITextSmartDashesType`). Kept, not applied: browsers do not substitute dashes in a text input.
public enum TextSmartDashesType: Int, Sendable, Hashable, CaseIterable {
    /// As the system decides.
    case `default`
    /// Off.
    case no
    /// On.
    case yes
}
