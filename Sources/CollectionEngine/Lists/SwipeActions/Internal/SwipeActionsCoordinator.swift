import CollectionData
import CollectionGeometry
import Foundation
import ViewSystem

/// The swipe actions of a collection or table view: which row is open, the swipe in progress, and
/// the action whose handler has not called its completion handler yet (F36).
///
/// One row is open at a time. A tap elsewhere, a scroll, another swipe or an update that removes the
/// row closes it.
@MainActor
final class SwipeActionsCoordinator {
    /// The open row.
    struct OpenRow {
        var indexPath: IndexPath
        weak var cell: CollectionViewCell?
        var edge: SwipeEdge
    }

    /// Released wider than this, the actions stay open.
    static let openThreshold: CGFloat = 40
    /// Released wider than this share of the row, a full swipe performs the first action.
    static let fullSwipeShare: CGFloat = 0.6

    private(set) var open: OpenRow?
    /// The swipe in progress, if any.
    var active: CellSwipe?
    /// An action that was performed and has not called its completion handler.
    private var pending: (action: ContextualAction, indexPath: IndexPath, generation: Int)?
    private var generation = 0
    /// Whether an action's handler is running (closing the row from inside it is not a problem).
    private var isRunningHandler = false

    /// The row whose `edge` actions show.
    func isOpen(_ indexPath: IndexPath, edge: SwipeEdge? = nil) -> Bool {
        guard let open, open.indexPath == indexPath else { return false }
        return edge == nil || open.edge == edge
    }

    /// Opens `cell`'s actions at `edge` to their natural width (closing another open row).
    func open(_ configuration: SwipeActionsConfiguration, edge: SwipeEdge, cell: CollectionViewCell, at indexPath: IndexPath,
              in base: any SwipeActionsHost) {
        if let open, open.indexPath != indexPath { close(in: base) }
        show(configuration, edge: edge, cell: cell, at: indexPath, width: nil, in: base)
        open = OpenRow(indexPath: indexPath, cell: cell, edge: edge)
    }

    /// Shows `configuration` `width` wide (`nil`: its natural width) while a finger moves it.
    func show(_ configuration: SwipeActionsConfiguration, edge: SwipeEdge, cell: CollectionViewCell, at indexPath: IndexPath,
              width: CGFloat?, in base: any SwipeActionsHost) {
        cell.showSwipeActions(configuration, edge: edge, width: 1) { [weak self, weak base] button in
            guard let self, let base else { return }
            if let action = button.action { self.perform(action, from: button, at: indexPath, in: base) }
        }
        cell.revealSwipeActions(width: width ?? (cell.swipeActionsView?.naturalWidth ?? 0))
    }

    /// Closes the open row, if any. An action still waiting for its completion handler is reported.
    func close(in base: any SwipeActionsHost) {
        if let pending, !isRunningHandler {
            self.pending = nil
            base.report(CollectionDiagnostic(source: .api, message: "the handler of the contextual action \"\(pending.action.title ?? "")\" at \(pending.indexPath.collectionDescription) did not call its completion handler before the row was closed",
                                             recovery: "the row was closed"))
        }
        guard let open else { return }
        self.open = nil
        open.cell?.hideSwipeActions()
    }

    /// Runs `action`'s handler; its completion handler closes the row (once; later calls are ignored).
    func perform(_ action: ContextualAction, from view: View, at indexPath: IndexPath, in base: any SwipeActionsHost) {
        generation &+= 1
        let current = generation
        pending = (action, indexPath, current)
        isRunningHandler = true
        defer { isRunningHandler = false }
        action.handler(action, view) { [weak self, weak base] _ in
            guard let self, let base, let pending = self.pending, pending.generation == current else { return }
            self.pending = nil
            if self.open?.indexPath == indexPath { self.close(in: base) }
        }
    }

    /// A pointer going down away from the open row closes it; so does one on the open row outside its
    /// actions (its content, slid aside), which then does nothing else — as in UIKit, the tap only
    /// closes the row. Returns whether the pointer was used that way.
    func pointerWillGoDown(at point: CGPoint, item: IndexPath?, in base: any SwipeActionsHost) -> Bool {
        guard let open else { return false }
        guard item == open.indexPath else {
            close(in: base)
            return false
        }
        if let strip = open.cell?.swipeActionsView, strip.bounds.contains(strip.convert(point, from: base)) { return false }
        close(in: base)
        return true
    }

    /// Scrolling (not the swipe itself) closes the open row.
    func contentDidScroll(isDragging: Bool, in base: any SwipeActionsHost) {
        if active == nil, open != nil, isDragging { close(in: base) }
    }

    /// An update that removed the open row closes it (its cell may now show another item).
    func didCommitUpdate(in base: any SwipeActionsHost) {
        guard let open else { return }
        if !base.containsItem(at: open.indexPath) || base.cellForItem(at: open.indexPath) !== open.cell { close(in: base) }
    }
}
