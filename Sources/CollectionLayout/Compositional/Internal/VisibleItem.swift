import CollectionGeometry
import Foundation

/// The visible item the layout hands to `visibleItemsInvalidationHandler`; changes are written
/// straight into the attributes the query returns.
@MainActor
final class VisibleItem: CollectionLayoutVisibleItem {
    let attributes: CollectionViewLayoutAttributes
    /// How far the item's section is scrolled on its own (orthogonal sections); `frame` and `center`
    /// are reported without it, as UIKit reports them in the section's scroll view.
    let scroll: CGPoint
    init(_ attributes: CollectionViewLayoutAttributes, scrolledBy scroll: CGPoint) {
        self.attributes = attributes
        self.scroll = scroll
    }
    var frame: CGRect { attributes.frame.offsetBy(dx: scroll.x, dy: scroll.y) }
    var bounds: CGRect { attributes.bounds }
    var indexPath: IndexPath { attributes.indexPath }
    var representedElementCategory: CollectionElementCategory { attributes.representedElementCategory }
    var representedElementKind: String? { attributes.representedElementKind }
    var name: String { attributes.representedElementKind ?? "cell" }
    var center: CGPoint {
        get { CGPoint(x: attributes.center.x + scroll.x, y: attributes.center.y + scroll.y) }
        set { if newValue.isFinitePoint { attributes.center = CGPoint(x: newValue.x - scroll.x, y: newValue.y - scroll.y) } }
    }
    var alpha: CGFloat {
        get { attributes.alpha }
        set { attributes.alpha = newValue.isFinite ? Swift.min(1, Swift.max(0, newValue)) : attributes.alpha }
    }
    var transform: CGAffineTransform {
        get { attributes.transform }
        set { attributes.transform = newValue }
    }
    var transform3D: Transform3D {
        get { attributes.transform3D }
        set { attributes.transform3D = newValue }
    }
    var zIndex: Int {
        get { attributes.zIndex }
        set { attributes.zIndex = newValue }
    }
    var isHidden: Bool {
        get { attributes.isHidden }
        set { attributes.isHidden = newValue }
    }
}
