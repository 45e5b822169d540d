import CollectionData
import CollectionGeometry
import CollectionLayout
import Foundation
import ViewSystem

/// Row and section updates with row animations (F9 for tables).
///
/// Each call outside a batch is a batch of its own; inside `performBatchUpdates(_:completion:)` or
/// `beginUpdates()`/`endUpdates()` the changes join that batch. Validation is the collection view's,
/// worded in rows ("attempt to delete row 5 from section 0 which only contains 3 rows before the
/// update"); an invalid batch is reported and the table reloads its data.
extension TableView {
    /// Inserts rows at these (after-update) index paths.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        for indexPath in indexPaths { appearingRowAnimations[indexPath] = animation }
        insertItems(at: indexPaths)
    }

    /// Deletes the rows at these (before-update) index paths.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        for indexPath in indexPaths { disappearingRowAnimations[indexPath] = animation }
        deleteItems(at: indexPaths)
    }

    /// Reloads the rows at these (before-update) index paths: new cells replace the old ones.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        for indexPath in indexPaths {
            disappearingRowAnimations[indexPath] = animation
            appearingRowAnimations[indexPath] = animation
        }
        reloadItems(at: indexPaths)
    }

    /// Moves a row; its cell slides to the new place.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        moveItem(at: indexPath, to: newIndexPath)
    }

    /// Runs the data source again for these rows in their existing cells (no `prepareForReuse()`).
    public func reconfigureRows(at indexPaths: [IndexPath]) {
        reconfigureItems(at: indexPaths)
    }

    /// Inserts sections at these (after-update) indices.
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        for section in sections { appearingSectionAnimations[section] = animation }
        insertSections(sections)
    }

    /// Deletes the sections at these (before-update) indices.
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        for section in sections { disappearingSectionAnimations[section] = animation }
        deleteSections(sections)
    }

    /// Reloads the sections at these indices.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        for section in sections {
            appearingSectionAnimations[section] = animation
            disappearingSectionAnimations[section] = animation
        }
        reloadSections(sections)
    }

    /// Opens a batch: changes until the matching `endUpdates()` animate together (UIKit's older form of
    /// `performBatchUpdates`). Pairs nest.
    public func beginUpdates() {
        openBatch()
    }

    /// Closes the batch `beginUpdates()` opened; the outermost one commits it. Without an open batch
    /// the call is reported and ignored (UIKit's behaviour is undefined).
    public func endUpdates() {
        guard batches.isOpen else {
            report(.api, "endUpdates() was called without a matching beginUpdates()", recovery: "ignored")
            return
        }
        closeBatch(completion: nil)
    }

    // MARK: Row animations

    /// The animation recorded for an element: its row's, else its section's (headers and footers
    /// follow their section).
    func rowAnimation(for key: ElementKey, rows: [IndexPath: RowAnimation], sections: [Int: RowAnimation]) -> RowAnimation? {
        guard let section = key.indexPath.first else { return nil }
        return (key.category == .cell ? rows[key.indexPath] : nil) ?? sections[section]
    }

    /// Where a row starts (or ends) for `animation`, from the engine's default (faded where it is).
    func apply(_ animation: RowAnimation?, to attributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        guard let animation else { return attributes }
        let frame = attributes.frame
        switch animation {
        case .fade, .automatic:
            break
        case .none:
            attributes.alpha = 1
        case .left:
            attributes.frame = frame.offsetBy(dx: -frame.width, dy: 0)
        case .right:
            attributes.frame = frame.offsetBy(dx: frame.width, dy: 0)
        case .top:
            attributes.frame = frame.offsetBy(dx: 0, dy: -frame.height)
        case .bottom:
            attributes.frame = frame.offsetBy(dx: 0, dy: frame.height)
        case .middle:
            attributes.frame = CGRect(x: frame.minX, y: frame.midY, width: frame.width, height: 0)
        }
        return attributes
    }

}

extension TableView {
    /// Gives the rows and sections a batch inserts, deletes or reloads `animation` (a diffable data
    /// source's `defaultRowAnimation`).
    func recordRowAnimation(_ animation: RowAnimation, for update: BatchUpdate) {
        for indexPath in update.insertedItems.union(update.reloadedItems) { appearingRowAnimations[indexPath] = animation }
        for indexPath in update.deletedItems.union(update.reloadedItems) { disappearingRowAnimations[indexPath] = animation }
        for section in update.insertedSections.union(update.reloadedSections) { appearingSectionAnimations[section] = animation }
        for section in update.deletedSections.union(update.reloadedSections) { disappearingSectionAnimations[section] = animation }
    }
}
