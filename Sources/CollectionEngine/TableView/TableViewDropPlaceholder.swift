import CollectionGeometry
import Foundation
import ViewSystem

/// A placeholder row a drop inserts (`UITableViewDropPlaceholder`): a `TableViewPlaceholder` whose
/// cell can shape the drop's preview.
@MainActor
open class TableViewDropPlaceholder: TableViewPlaceholder {
    /// The preview parameters the placeholder's cell wears while the drop settles into it (`nil`, or
    /// a `nil` answer: drawn as it is).
    open var previewParametersProvider: ((TableViewCell) -> DragPreviewParameters?)?

    /// A placeholder row at `insertionIndexPath`, `rowHeight` tall, shown with a cell dequeued for
    /// `reuseIdentifier`.
    public override init(insertionIndexPath: IndexPath, reuseIdentifier: String, rowHeight: CGFloat) {
        super.init(insertionIndexPath: insertionIndexPath, reuseIdentifier: reuseIdentifier, rowHeight: rowHeight)
    }
}
