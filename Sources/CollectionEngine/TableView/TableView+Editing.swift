import CollectionData
import CollectionGeometry
import CollectionLayout
import Foundation
import ViewSystem

/// Editing mode, swipe to delete, and reordering rows (F18 for tables).
///
/// - In editing mode, rows the data source lets edit show their editing control at the leading edge
///   (delete `minus.circle.fill` or insert `plus.circle.fill`, the symbols of a list's accessories)
///   and movable rows a reorder grip (`line.3.horizontal`) at the trailing edge; the content moves
///   aside. Tapping delete shows the delete confirmation button; tapping the button, or insert, calls
///   the data source's `commit(_:forRowAt:)`. Dragging the grip moves the row through the engine's interactive
///   movement (the delegate's `targetIndexPathForMoveFromRowAt` may redirect it) and ends with one
///   `moveRowAt`.
/// - Outside editing mode, swiping a row reveals the delegate's swipe actions, or for a deletable row
///   the delete action, under the finger (`SwipeActionsConfiguration`); released past 40 points they
///   stay open, past 60 % of the row the first action is performed (a full swipe). A tap elsewhere,
///   or scrolling, closes them.
extension TableView {
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

    /// The row's trailing swipe actions: the delegate's, or — when it gives none and the row's editing
    /// style is `.delete` — a destructive action titled by `titleForDeleteConfirmationButtonForRowAt`
    /// that commits the delete.
    func trailingSwipeActions(forRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? {
        if let configuration = tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath) { return configuration }
        guard editingStyle(forRowAt: indexPath) == .delete else { return nil }
        let title = tableDelegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
        let delete = ContextualAction(style: .destructive, title: title) { [weak self] _, _, completion in
            guard let self else { return completion(false) }
            self.commitEditing(.delete, forRowAt: indexPath)
            completion(true)
        }
        return SwipeActionsConfiguration(actions: [delete])
    }

    /// Whether the row shows its trailing actions (the delete confirmation).
    func isShowingDeleteConfirmation(_ indexPath: IndexPath) -> Bool { swipes.isOpen(indexPath, edge: .trailing) }

    /// Shows the row's trailing actions (closing another row's).
    func openDeleteConfirmation(at indexPath: IndexPath) {
        guard let cell = cellForRow(at: indexPath), let configuration = trailingSwipeActions(forRowAt: indexPath),
              !configuration.actions.isEmpty else { return }
        swipes.open(configuration, edge: .trailing, cell: cell, at: indexPath, in: self)
    }

    /// Hides the open swipe actions, if any.
    func closeDeleteConfirmation() {
        swipes.close(in: self)
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
            if isShowingDeleteConfirmation(indexPath) { closeDeleteConfirmation() } else { openDeleteConfirmation(at: indexPath) }
        case .insert:
            commitEditing(.insert, forRowAt: indexPath)
        case .accessory(.detailButton), .accessory(.detailDisclosureButton):
            tableDelegate?.tableView(self, accessoryButtonTappedForRowWith: indexPath)
        case .reorder, .selection, .accessory:
            break
        }
    }

    /// A row's swipe actions are about to open (`willBeginEditingRowAt`) or closed (`didEndEditingRowAt`).
    func rowSwipeStateWillChange(_ cell: TableViewCell, opening: Bool) {
        guard opening, let indexPath = indexPath(for: cell) else { return }
        tableDelegate?.tableView(self, willBeginEditingRowAt: indexPath)
    }

    func rowSwipeStateDidChange(_ cell: TableViewCell, opened: Bool) {
        guard !opened else { return }
        tableDelegate?.tableView(self, didEndEditingRowAt: indexPath(for: cell))
    }
}
