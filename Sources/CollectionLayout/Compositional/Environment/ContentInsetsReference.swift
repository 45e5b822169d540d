import CollectionGeometry
import Foundation

/// What a section's content insets are measured from (`UIContentInsetsReference`).
public enum ContentInsetsReference: Int, Hashable, Sendable, CaseIterable {
    /// The safe area (what UIKit chooses for `.automatic`).
    case automatic = 0
    /// The container's edges.
    case none = 1
    /// The safe area.
    case safeArea = 2
    /// The layout margins.
    case layoutMargins = 3
    /// The readable content guide (layout margins, narrowed to a readable width when wider).
    case readableContent = 4
}
