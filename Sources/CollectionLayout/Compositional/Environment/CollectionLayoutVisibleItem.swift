import CollectionGeometry
import Foundation

/// An element of a section as its `visibleItemsInvalidationHandler` sees and changes it
/// (`NSCollectionLayoutVisibleItem`).
@MainActor
public protocol CollectionLayoutVisibleItem: AnyObject {
    /// The element's frame, in the layout's coordinates.
    var frame: CGRect { get }
    /// The element's bounds.
    var bounds: CGRect { get }
    /// The element's index path.
    var indexPath: IndexPath { get }
    /// Cell, supplementary or decoration.
    var representedElementCategory: CollectionElementCategory { get }
    /// The kind of a supplementary or decoration element.
    var representedElementKind: String? { get }
    /// A name for debugging.
    var name: String { get }
    /// The centre; may be changed.
    var center: CGPoint { get set }
    /// The opacity; may be changed.
    var alpha: CGFloat { get set }
    /// The transform; may be changed.
    var transform: CGAffineTransform { get set }
    /// The 3-D transform; may be changed.
    var transform3D: Transform3D { get set }
    /// The z order; may be changed.
    var zIndex: Int { get set }
    /// Whether hidden; may be changed.
    var isHidden: Bool { get set }
}
