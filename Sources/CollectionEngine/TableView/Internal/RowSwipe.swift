import CollectionGeometry
import Foundation
import ViewSystem

/// A swipe on a table row: the delete confirmation button follows the finger, then opens, closes or
/// deletes the row (a full swipe) when the finger lifts.
@MainActor
final class RowSwipe: PanScrollable {
    /// Released wider than this, the button stays open.
    static let openThreshold: CGFloat = 40
    /// Released wider than this share of the row, the row is deleted at once.
    static let fullSwipeShare: CGFloat = 0.6

    private weak var table: TableView?
    let row: IndexPath
    private weak var cell: TableViewCell?
    /// In right-to-left the button is at the left edge and the swipe goes right.
    private let mirrored: Bool
    private var startWidth: CGFloat = 0

    init(table: TableView, row: IndexPath, cell: TableViewCell, mirrored: Bool) {
        self.table = table
        self.row = row
        self.cell = cell
        self.mirrored = mirrored
    }

    /// How far the finger moved toward the leading edge (opening the button).
    private func opening(_ translation: CGPoint) -> CGFloat { mirrored ? translation.x : -translation.x }

    func canScroll(forDrag translation: CGPoint) -> Bool {
        // Toward the leading edge opens; back again closes a button that is open.
        opening(translation) > 0 || (cell?.deleteConfirmationWidth ?? 0) > 0
    }

    func panBegan(time: TimeInterval) {
        guard let table, let cell else { return }
        if let open = table.rowShowingDeleteConfirmation, open != row { table.closeDeleteConfirmation() }
        table.activeSwipe = self
        startWidth = cell.deleteConfirmationWidth
    }

    func panChanged(translation: CGPoint, time: TimeInterval) {
        guard let cell else { return }
        cell.deleteConfirmationWidth = Swift.min(cell.bounds.width, Swift.max(0, startWidth + opening(translation)))
    }

    func panEnded(velocity: CGPoint, time: TimeInterval) {
        guard let table, let cell else { return }
        table.activeSwipe = nil
        let width = cell.deleteConfirmationWidth
        let flick = mirrored ? velocity.x : -velocity.x
        if width > cell.bounds.width * Self.fullSwipeShare {
            table.commitEditing(.delete, forRowAt: row)
        } else if width > Self.openThreshold || flick > 0.5 {
            table.openDeleteConfirmation(at: row)
        } else {
            table.rowShowingDeleteConfirmation = row
            table.closeDeleteConfirmation()
        }
    }
}
