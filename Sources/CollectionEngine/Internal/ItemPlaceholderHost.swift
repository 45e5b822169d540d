import Foundation
import ViewSystem

/// The view a drop placeholder lives in, as its context and drop coordinator see it: `CollectionView`
/// and `TableView`, through the engine's placeholder methods and their own dequeueing.
@MainActor
protocol ItemPlaceholderHost: AnyObject {
    /// Inserts the placeholder, animated; `false` (reported) when its index path is not a place to insert.
    func insertPlaceholder(_ placeholder: ItemPlaceholder) -> Bool
    /// Replaces the placeholder by the item the app inserts; `false` when it is no longer there.
    func commitPlaceholder(_ placeholder: ItemPlaceholder, dataSourceUpdates: (IndexPath) -> Void) -> Bool
    /// Deletes the placeholder, animated; `false` when it is no longer there.
    func deletePlaceholder(_ placeholder: ItemPlaceholder) -> Bool
    /// Runs the app's update handler on the placeholder's cell again.
    func updatePlaceholderCell(_ placeholder: ItemPlaceholder)
    /// A cell for a placeholder, dequeued as the view's data source would dequeue one.
    func dequeuePlaceholderCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell
}
