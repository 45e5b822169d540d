import Foundation
import ViewSystem

/// Starts drags from a table view and hears about them (`UITableViewDragDelegate`).
///
/// Differs from UIKit: `itemsForAddingTo` (adding rows to a drag with another finger) and the drag
/// preview parameters are not asked — one pointer drags, and the lifted row is the preview.
@MainActor
public protocol TableViewDragDelegate: AnyObject {
    /// The items a drag starting on the row at `indexPath` carries; none, and no drag starts.
    func tableView(_ tableView: TableView, itemsForBeginning session: any DragSession, at indexPath: IndexPath) -> [DragItem]
    /// The drag is about to begin.
    func tableView(_ tableView: TableView, dragSessionWillBegin session: any DragSession)
    /// The drag ended, dropped or not.
    func tableView(_ tableView: TableView, dragSessionDidEnd session: any DragSession)
    /// Whether the rows may be moved rather than copied (default `true`).
    func tableView(_ tableView: TableView, dragSessionAllowsMoveOperation session: any DragSession) -> Bool
    /// Whether the rows may only be dropped in this app (default `false`; they never leave it here).
    func tableView(_ tableView: TableView, dragSessionIsRestrictedToDraggingApplication session: any DragSession) -> Bool
}

extension TableViewDragDelegate {
    /// Does nothing.
    public func tableView(_ tableView: TableView, dragSessionWillBegin session: any DragSession) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, dragSessionDidEnd session: any DragSession) {}
    /// `true`.
    public func tableView(_ tableView: TableView, dragSessionAllowsMoveOperation session: any DragSession) -> Bool { true }
    /// `false`.
    public func tableView(_ tableView: TableView, dragSessionIsRestrictedToDraggingApplication session: any DragSession) -> Bool { false }
}
