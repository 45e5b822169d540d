import Foundation

/// Which processes may load a representation (`NSItemProviderRepresentationVisibility`).
///
/// Differs from UIKit: kept, not enforced — items never leave the app here.
public enum ItemProviderRepresentationVisibility: Int, Hashable, Sendable, CaseIterable {
    /// Every process.
    case all = 0
    /// Apps of the same developer team.
    case team = 1
    /// Apps of the same app group.
    case group = 2
    /// Only this app.
    case ownProcess = 3
}
