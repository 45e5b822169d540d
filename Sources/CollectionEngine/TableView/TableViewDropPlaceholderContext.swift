import Foundation
import ViewSystem

/// The handle on a drop placeholder a table's drop coordinator returns
/// (`UITableViewDropPlaceholderContext`): keep it, and once the dropped content has loaded, commit
/// it in the placeholder's place or delete the placeholder. As a `DragAnimating`, it adds to the
/// drop's animation.
@MainActor
public protocol TableViewDropPlaceholderContext: DragAnimating {
    /// The dropped item the placeholder stands for.
    var dragItem: DragItem { get }
    /// Replaces the placeholder by the real row: insert it in your data source inside
    /// `dataSourceUpdates`, at the index path it is handed (the placeholder's place now, in the data
    /// source's index paths); its cell then cross-fades in. `false`, and `dataSourceUpdates` is not
    /// run, when the placeholder is no longer there (committed, deleted, or dropped by `reloadData()`).
    @discardableResult
    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool
    /// Removes the placeholder row, animated; `false` when it is no longer there.
    @discardableResult
    func deletePlaceholder() -> Bool
    /// Runs the placeholder's `cellUpdateHandler` on its cell again (when it has one on screen).
    func setNeedsCellUpdate()
}
