import CollectionData
import CollectionGeometry
import Foundation
import ViewSystem

/// Drop placeholders (`drop(_:to:)` with a `UICollectionViewDropPlaceholder` or
/// `UITableViewDropPlaceholder`): cells for dropped content the app has not loaded yet.
///
/// A placeholder is inserted as an item is — animated, as its own batch update — without the data
/// source knowing: the view's counts and index paths include it, and the engine asks the data source
/// with the index paths it knows (the placeholders before an item do not count). It follows later
/// updates as the other items do. Its context replaces it by the real item
/// (`commitInsertion(dataSourceUpdates:)`: the app inserts the item at the index path it is handed,
/// and the placeholder's cell cross-fades to the data source's) or deletes it; a reload drops every
/// placeholder, after which both answer `false`.
extension CollectionViewBase {
    /// Inserts `placeholder` at its index path, animated; `false` (reported) when the index path is
    /// not one an item could be inserted at.
    func insertPlaceholder(_ placeholder: ItemPlaceholder) -> Bool {
        layoutIfNeeded()
        let indexPath = placeholder.indexPath
        let counts = self.counts
        guard indexPath.count == 2, counts.indices.contains(indexPath.section),
              (0...counts[indexPath.section]).contains(indexPath.item) else {
            report(.api, "the drop placeholder's insertion index path \(indexPath.collectionDescription) is not a place to insert \(frontEnd.vocabulary.items) in this view",
                   recovery: "no placeholder was inserted")
            placeholder.isActive = false
            return false
        }
        openBatch()
        placeholders.insert(placeholder)
        insertItems(at: [indexPath])
        closeBatch(completion: nil)
        return placeholder.isActive
    }

    /// Replaces `placeholder` by the item the app inserts in its data source inside `dataSourceUpdates`
    /// (handed the placeholder's index path now); `false` when the placeholder is no longer there.
    func commitPlaceholder(_ placeholder: ItemPlaceholder, dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        guard placeholder.isActive else { return false }
        openBatch()
        let indexPath = placeholder.indexPath
        placeholders.remove(placeholder)
        dataSourceUpdates(placeholders.dataSourceIndexPath(for: indexPath))
        reloadItems(at: [indexPath])
        closeBatch(completion: nil)
        return true
    }

    /// Deletes `placeholder`, animated; `false` when it is no longer there.
    func deletePlaceholder(_ placeholder: ItemPlaceholder) -> Bool {
        guard placeholder.isActive else { return false }
        openBatch()
        let indexPath = placeholder.indexPath
        placeholders.remove(placeholder)
        deleteItems(at: [indexPath])
        closeBatch(completion: nil)
        return true
    }

    /// Runs the app's update handler on `placeholder`'s cell again, when it has one now.
    func updatePlaceholderCell(_ placeholder: ItemPlaceholder) {
        guard placeholder.isActive, let cell = cellForItem(at: placeholder.indexPath) else { return }
        placeholder.updateCell(cell)
    }
}
