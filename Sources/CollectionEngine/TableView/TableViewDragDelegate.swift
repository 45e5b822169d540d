import CollectionGeometry
import Foundation
import ViewSystem

/// Starts drags from a table view and hears about them (`UITableViewDragDelegate`).
///
/// Differs from UIKit: `itemsForAddingTo` is declared but never asked: the page sends one pointer, so
/// no other finger taps rows into a drag in progress (as on a Mac). The lifted cell is the
/// preview; `dragPreviewParametersForRowAt` shapes it (see `DragPreviewParameters`).
@MainActor
public protocol TableViewDragDelegate: AnyObject {
    /// The items a drag starting on the row at `indexPath` carries; none, and no drag starts.
    func tableView(_ tableView: TableView, itemsForBeginning session: any DragSession, at indexPath: IndexPath) -> [DragItem]
    /// The items to add to a drag in progress when the row at `indexPath` is tapped (default: none).
    /// Never asked here (see above).
    func tableView(_ tableView: TableView, itemsForAddingTo session: any DragSession, at indexPath: IndexPath, point: CGPoint) -> [DragItem]
    /// How the row at `indexPath` is drawn while it is dragged (default `nil`: as it is, with its lift
    /// shadow). Asked as the drag lifts it.
    func tableView(_ tableView: TableView, dragPreviewParametersForRowAt indexPath: IndexPath) -> DragPreviewParameters?
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
    /// No items.
    public func tableView(_ tableView: TableView, itemsForAddingTo session: any DragSession, at indexPath: IndexPath, point: CGPoint) -> [DragItem] { [] }
    /// `nil`: the row is drawn as it is.
    public func tableView(_ tableView: TableView, dragPreviewParametersForRowAt indexPath: IndexPath) -> DragPreviewParameters? { nil }
    /// Does nothing.
    public func tableView(_ tableView: TableView, dragSessionWillBegin session: any DragSession) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, dragSessionDidEnd session: any DragSession) {}
    /// `true`.
    public func tableView(_ tableView: TableView, dragSessionAllowsMoveOperation session: any DragSession) -> Bool { true }
    /// `false`.
    public func tableView(_ tableView: TableView, dragSessionIsRestrictedToDraggingApplication session: any DragSession) -> Bool { false }
}
