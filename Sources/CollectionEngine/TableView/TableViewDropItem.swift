import CollectionGeometry
import Foundation
import ViewSystem

/// A dropped row, as a table view's drop coordinator hands it over (`UITableViewDropItem`).
@MainActor
public protocol TableViewDropItem: AnyObject {
    /// The dragged item.
    var dragItem: DragItem { get }
    /// Where the row was in this table (always set here: drags come from the same table).
    var sourceIndexPath: IndexPath? { get }
    /// The size of the dragged row.
    var previewSize: CGSize { get }
}
