import CollectionGeometry
import CollectionLayout
import Foundation
import ViewSystem

/// Receives a table view's events and answers its per-row questions (`UITableViewDelegate`).
///
/// Every method is optional. Differences from UIKit:
/// - `willSelectRowAt` / `willDeselectRowAt` may answer `nil` to refuse; answering another index path
///   (redirecting the selection) is reported and treated as a refusal.
/// - Header and footer views come from `viewForHeaderInSection` / `viewForFooterInSection` and must be
///   dequeued (`dequeueReusableHeaderFooterView(withIdentifier:)`) or be new instances.
@MainActor
public protocol TableViewDelegate: ScrollViewDelegate {
    /// The row's height; `TableView.automaticDimension` sizes it to its content. The default is
    /// the table's `rowHeight`.
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// The height a self-sizing row has until it is measured; the default is `estimatedRowHeight`.
    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    /// The header's height; the default is `sectionHeaderHeight`.
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat
    /// The footer's height; the default is `sectionFooterHeight`.
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat
    /// The section's header view; `nil` (the default) shows the data source's title, if any.
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> TableViewHeaderFooterView?
    /// The section's footer view; `nil` (the default) shows the data source's title, if any.
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> TableViewHeaderFooterView?
    /// A cell is about to be shown.
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// A cell left the screen.
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// A header view is about to be shown.
    func tableView(_ tableView: TableView, willDisplayHeaderView view: TableViewHeaderFooterView, forSection section: Int)
    /// A footer view is about to be shown.
    func tableView(_ tableView: TableView, willDisplayFooterView view: TableViewHeaderFooterView, forSection section: Int)
    /// A header view left the screen.
    func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: TableViewHeaderFooterView, forSection section: Int)
    /// A footer view left the screen.
    func tableView(_ tableView: TableView, didEndDisplayingFooterView view: TableViewHeaderFooterView, forSection section: Int)
    /// Whether the row highlights when touched (default `true`).
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    /// The row was highlighted.
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath)
    /// The row lost its highlight.
    func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath)
    /// The row is about to be selected: return it, or `nil` to refuse (the default returns it).
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// The row was selected by the user.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    /// The row is about to be deselected: return it, or `nil` to refuse (the default returns it).
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// The row was deselected by the user.
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
    /// The editing style of the row (default `.delete` for rows the data source lets edit).
    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle
    /// The title of the delete confirmation button (default "Delete").
    func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?
    /// The actions a swipe toward the trailing edge reveals at the row's leading edge (default `nil`: none).
    func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration?
    /// The actions a swipe toward the leading edge reveals at the row's trailing edge (default `nil`: a
    /// delete action titled by `titleForDeleteConfirmationButtonForRowAt`, for rows whose editing style
    /// is `.delete`, as in UIKit).
    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration?
    /// Where a row being moved goes instead of `proposedDestinationIndexPath` (default: there).
    func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                   toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath
}

extension TableViewDelegate {
    /// The table's `rowHeight`.
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    /// The table's `estimatedRowHeight`.
    public func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }
    /// The table's `sectionHeaderHeight`.
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { tableView.sectionHeaderHeight }
    /// The table's `sectionFooterHeight`.
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat { tableView.sectionFooterHeight }
    /// `nil`.
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> TableViewHeaderFooterView? { nil }
    /// `nil`.
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> TableViewHeaderFooterView? { nil }
    /// Nothing.
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// Nothing.
    public func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// Nothing.
    public func tableView(_ tableView: TableView, willDisplayHeaderView view: TableViewHeaderFooterView, forSection section: Int) {}
    /// Nothing.
    public func tableView(_ tableView: TableView, willDisplayFooterView view: TableViewHeaderFooterView, forSection section: Int) {}
    /// Nothing.
    public func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: TableViewHeaderFooterView, forSection section: Int) {}
    /// Nothing.
    public func tableView(_ tableView: TableView, didEndDisplayingFooterView view: TableViewHeaderFooterView, forSection section: Int) {}
    /// `true`.
    public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// Nothing.
    public func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
    /// Nothing.
    public func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}
    /// `indexPath`.
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Nothing.
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    /// `indexPath`.
    public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Nothing.
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    /// `.delete`.
    public func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle { .delete }
    /// "Delete".
    public func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { "Delete" }
    /// `nil`.
    public func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }
    /// `nil` (the table then offers its delete action).
    public func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }
    /// `proposedDestinationIndexPath`.
    public func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                          toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        proposedDestinationIndexPath
    }
}
