import CollectionGeometry
import Foundation
import ViewSystem

/// A dropped item, as a collection view's drop coordinator hands it over (`UICollectionViewDropItem`).
@MainActor
public protocol CollectionViewDropItem: AnyObject {
    /// The dragged item.
    var dragItem: DragItem { get }
    /// Where the item was in this collection view (always set here: drags come from the same view).
    var sourceIndexPath: IndexPath? { get }
    /// The size of the dragged cell.
    var previewSize: CGSize { get }
}
