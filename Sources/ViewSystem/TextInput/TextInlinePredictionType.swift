import Foundation

/// Whether the keyboard completes words inline as they are typed (`UITextInlinePredictionType`, iOS 17). Kept, not applied: a browser's own text prediction decides.
public enum TextInlinePredictionType: Int, Sendable, Hashable, CaseIterable {
    /// As the system decides.
    case `default`
    /// Off.
    case no
    /// On.
    case yes
}
