import CollectionGeometry
import Foundation

/// The place of a boundary supplementary item around a section or the layout (`NSRectAlignment`).
public enum RectAlignment: Int, Hashable, Sendable, CaseIterable {
    case none = 0
    case top = 1
    case topLeading = 2
    case leading = 3
    case bottomLeading = 4
    case bottom = 5
    case bottomTrailing = 6
    case trailing = 7
    case topTrailing = 8
}
