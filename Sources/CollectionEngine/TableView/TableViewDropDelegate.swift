import Foundation
import ViewSystem

/// Handles drops on a table view (`UITableViewDropDelegate`).
///
/// Differs from UIKit: drags come only from the same table (`session.localDragSession` is always
/// set).
@MainActor
public protocol TableViewDropDelegate: AnyObject {
    /// Performs the drop: update the data and the table, and tell `coordinator` where the rows went.
    /// Not called for a move inside the table that the data source's `moveRowAt` makes.
    func tableView(_ tableView: TableView, performDropWith coordinator: any TableViewDropCoordinator)
    /// Whether the delegate can handle the session's items at all (default `true`); asked as the drag
    /// enters the table.
    func tableView(_ tableView: TableView, canHandle session: any DropSession) -> Bool
    /// The drag entered the table.
    func tableView(_ tableView: TableView, dropSessionDidEnter session: any DropSession)
    /// How a drop at `destinationIndexPath` would be handled, asked as the pointer moves (default: a
    /// `.cancel` proposal — no drop).
    func tableView(_ tableView: TableView, dropSessionDidUpdate session: any DropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> TableViewDropProposal
    /// How the row at `indexPath` is drawn while a drop puts a row there (default `nil`: as it is);
    /// asked after `performDropWith` for each row the coordinator dropped an item to.
    func tableView(_ tableView: TableView, dropPreviewParametersForRowAt indexPath: IndexPath) -> DragPreviewParameters?
    /// The drag left the table without dropping.
    func tableView(_ tableView: TableView, dropSessionDidExit session: any DropSession)
    /// The drop ended, performed or not.
    func tableView(_ tableView: TableView, dropSessionDidEnd session: any DropSession)
}

extension TableViewDropDelegate {
    /// `true`.
    public func tableView(_ tableView: TableView, canHandle session: any DropSession) -> Bool { true }
    /// Does nothing.
    public func tableView(_ tableView: TableView, dropSessionDidEnter session: any DropSession) {}
    /// A `.cancel` proposal.
    public func tableView(_ tableView: TableView, dropSessionDidUpdate session: any DropSession,
                          withDestinationIndexPath destinationIndexPath: IndexPath?) -> TableViewDropProposal {
        TableViewDropProposal(operation: .cancel)
    }
    /// `nil`: the row is drawn as it is.
    public func tableView(_ tableView: TableView, dropPreviewParametersForRowAt indexPath: IndexPath) -> DragPreviewParameters? { nil }
    /// Does nothing.
    public func tableView(_ tableView: TableView, dropSessionDidExit session: any DropSession) {}
    /// Does nothing.
    public func tableView(_ tableView: TableView, dropSessionDidEnd session: any DropSession) {}
}
