import CollectionGeometry
import Foundation
import ViewSystem

/// A placeholder cell a drop put in a collection or table view (`UICollectionViewDropPlaceholder`,
/// `UITableViewDropPlaceholder`): an item the data source does not have, shown until the app
/// commits the dropped content or deletes it. The front end that made it says how its cell is
/// dequeued and updated.
@MainActor
final class ItemPlaceholder {
    /// Its index path in the view (a presentation index path: placeholders before it count).
    var indexPath: IndexPath
    /// The dropped item it stands for.
    let dragItem: DragItem
    /// The height of its row in a table (`nil` in a collection view: the layout decides).
    let rowHeight: CGFloat?
    /// Dequeues its cell at an index path and runs the app's update handler on it.
    let makeCell: (IndexPath) -> CollectionViewCell
    /// Runs the app's update handler on its cell again.
    let updateCell: (CollectionViewCell) -> Void
    /// The app's preview parameters for its cell as the drop animates into it.
    let previewParameters: (CollectionViewCell) -> PreviewParameters?
    /// Whether it is still in the view (committed, deleted or dropped by a reload: no longer).
    var isActive = true

    init(indexPath: IndexPath, dragItem: DragItem, rowHeight: CGFloat?, makeCell: @escaping (IndexPath) -> CollectionViewCell,
         updateCell: @escaping (CollectionViewCell) -> Void, previewParameters: @escaping (CollectionViewCell) -> PreviewParameters?) {
        self.indexPath = indexPath
        self.dragItem = dragItem
        self.rowHeight = rowHeight
        self.makeCell = makeCell
        self.updateCell = updateCell
        self.previewParameters = previewParameters
    }
}
