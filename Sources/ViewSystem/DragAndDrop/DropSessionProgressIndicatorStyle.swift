import Foundation

/// Whether a drop shows its loading progress (`UIDropSessionProgressIndicatorStyle`).
///
/// Differs from UIKit: kept, not drawn — loading happens at once.
public enum DropSessionProgressIndicatorStyle: UInt, Hashable, Sendable, CaseIterable {
    /// No progress shown.
    case none = 0
    /// The system's progress.
    case `default` = 1
}
