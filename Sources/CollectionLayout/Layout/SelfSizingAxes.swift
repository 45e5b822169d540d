import Foundation

/// The axes along which an element's size comes from measuring it (the others are fixed by the layout).
package struct SelfSizingAxes: Hashable, Sendable {
    /// Whether the width is measured.
    package var width: Bool
    /// Whether the height is measured.
    package var height: Bool

    init(width: Bool, height: Bool) {
        self.width = width
        self.height = height
    }
}
