import CollectionData
import CollectionGeometry
import CollectionLayout
import Foundation
import ViewSystem

/// Editing mode, swipe to delete, and reordering rows (F18 for tables).
///
/// - In editing mode, rows the data source lets edit show their editing control at the leading edge
///   (delete ⊖ or insert ⊕) and movable rows a reorder control (≡) at the trailing edge; the content
///   moves aside. Tapping ⊖ shows the delete confirmation button; tapping the button, or ⊕, calls the
///   data source's `commit(_:forRowAt:)`. Dragging ≡ moves the row through the engine's interactive
///   movement (the delegate's `targetIndexPathForMoveFromRowAt` may redirect it) and ends with one
///   `moveRowAt`.
/// - Outside editing mode, dragging a deletable row toward the leading edge reveals the delete
///   confirmation button under the finger; released past 40 points it stays open, past 60 % of the
///   row it deletes at once (a full swipe). A tap elsewhere, or scrolling, closes it.
extension TableView {
    /// How wide the delete confirmation button opens.
    static let deleteConfirmationWidth: CGFloat = 80

    /// Gives every loaded cell its row's editing state again.
    func refreshCellTableState() {
        for (key, view) in elements.visible.merging(elements.retained, uniquingKeysWith: { first, _ in first })
        where key.category == .cell {
            if let cell = view as? TableViewCell { prepare(cell, at: key.indexPath) }
        }
        for (key, cell) in elements.prepared {
            if let cell = cell as? TableViewCell { prepare(cell, at: key.indexPath) }
        }
    }

    /// Shows the delete confirmation button of a row (closing another one).
    func openDeleteConfirmation(at indexPath: IndexPath) {
        if let open = rowShowingDeleteConfirmation, open != indexPath { closeDeleteConfirmation() }
        rowShowingDeleteConfirmation = indexPath
        cellForRow(at: indexPath)?.deleteConfirmationWidth = Self.deleteConfirmationWidth
    }

    /// Hides the open delete confirmation button, if any.
    func closeDeleteConfirmation() {
        guard let row = rowShowingDeleteConfirmation else { return }
        rowShowingDeleteConfirmation = nil
        cellForRow(at: row)?.deleteConfirmationWidth = 0
    }

    /// Tells the data source the user confirmed an edit of the row.
    func commitEditing(_ style: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        closeDeleteConfirmation()
        guard containsItem(at: indexPath) else { return }
        dataSource?.tableView(self, commit: style, forRowAt: indexPath)
    }

    /// A tap on one of a cell's controls.
    func controlTapped(_ role: TableCellControl.Role, in cell: TableViewCell) {
        guard let indexPath = indexPath(for: cell) else { return }
        switch role {
        case .delete:
            if rowShowingDeleteConfirmation == indexPath { closeDeleteConfirmation() } else { openDeleteConfirmation(at: indexPath) }
        case .insert:
            commitEditing(.insert, forRowAt: indexPath)
        case .confirmDelete:
            commitEditing(.delete, forRowAt: indexPath)
        case .reorder, .selection, .accessory:
            break
        }
    }
}
