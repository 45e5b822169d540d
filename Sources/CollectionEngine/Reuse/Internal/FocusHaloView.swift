import CollectionGeometry
import Foundation
import ViewSystem

/// The ring a cell shows while the keyboard focuses it (UIKit's focus halo): a stroke in the tint
/// colour, inside the cell's bounds and following its corners, above everything the cell holds.
package final class FocusHaloView: View {
    /// The ring's thickness in points.
    static let thickness: CGFloat = 3

    /// The corners the ring follows.
    package var cornerRadius: CGFloat = 0 {
        didSet { if oldValue != cornerRadius { setNeedsDisplay() } }
    }

    /// Touches go through the ring to the cell.
    package override func hitTest(_ point: CGPoint, with event: PointerEvent?) -> View? { nil }

    package override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    package override var renderedBackground: BackgroundConfiguration? {
        var ring = BackgroundConfiguration(backgroundColor: nil)
        ring.cornerRadius = cornerRadius
        ring.strokeColor = tintColor
        ring.strokeWidth = Self.thickness
        return ring
    }
}
