import CollectionGeometry
import CollectionLayout
import Foundation
import ViewSystem

/// Receives a table view's events and answers its per-row questions (`UITableViewDelegate`).
///
/// Every method is optional. Differences from UIKit:
/// - `willSelectRowAt` / `willDeselectRowAt` may answer `nil` to refuse; answering another index path
///   (redirecting the selection) is reported and treated as a refusal.
/// - Header and footer views come from `viewForHeaderInSection` / `viewForFooterInSection`: dequeued
///   header-footer views (`dequeueReusableHeaderFooterView(withIdentifier:)`), or any view, which the
///   table shows inside a header-footer view of its own, filling it.
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
    /// The height a self-sizing header has until it is measured; the default is
    /// `estimatedSectionHeaderHeight`. 0 turns its self-sizing off.
    func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat
    /// The height a self-sizing footer has until it is measured; the default is
    /// `estimatedSectionFooterHeight`. 0 turns its self-sizing off.
    func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> CGFloat
    /// The section's header view; `nil` (the default) shows the data source's title, if any.
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
    /// The section's footer view; `nil` (the default) shows the data source's title, if any.
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?
    /// A cell is about to be shown.
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// A cell left the screen.
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// A header view is about to be shown.
    func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int)
    /// A footer view is about to be shown.
    func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int)
    /// A header view left the screen.
    func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int)
    /// A footer view left the screen.
    func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int)
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
    /// The row's indentation level, given to its cell before it shows. The default answers `Int.min`,
    /// which leaves the cell's own level (UIKit does not ask a delegate without the method).
    func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int
    /// Whether the row's content moves aside for its editing control (default `true`).
    func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool
    /// The row's detail button (`.detailButton`, `.detailDisclosureButton`) was tapped.
    func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
    /// The row's trailing swipe actions (the delete confirmation) are about to show.
    func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath)
    /// The row's swipe actions closed; `indexPath` is `nil` when the row no longer exists.
    func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?)
    /// The context menu for a long press or secondary click on the row at `point` (the table's
    /// coordinates); `nil` (the default) shows none.
    func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> ContextMenuConfiguration?
    /// A context menu is about to show (`animator` is `nil`: it appears at once).
    func tableView(_ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration, animator: (any ContextMenuInteractionAnimating)?)
    /// A context menu is closing, an action chosen or not.
    func tableView(_ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration, animator: (any ContextMenuInteractionAnimating)?)
    /// The view the context menu lifts (default `nil`: the row's cell). The lift is drawn around the
    /// view where it is (see `TargetedPreview`).
    func tableView(_ tableView: TableView, previewForHighlightingContextMenuWithConfiguration configuration: ContextMenuConfiguration) -> TargetedPreview?
    /// Where the closing context menu goes back to (default `nil`: the cell). Asked as the menu closes;
    /// the menu leaves at once here, so nothing is drawn for it.
    func tableView(_ tableView: TableView, previewForDismissingContextMenuWithConfiguration configuration: ContextMenuConfiguration) -> TargetedPreview?
    /// The user tapped the context menu's preview: add a completion to `animator` that shows the
    /// preview's view controller. The menu then closes.
    func tableView(_ tableView: TableView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
                   animator: any ContextMenuInteractionCommitAnimating)
    /// Whether a drag that starts on the row may sweep a multiple selection (default `false`).
    ///
    /// UIKit's gesture is a two-finger pan; here it is a mouse drag that starts on a row, or any drag
    /// that starts on a row's selection circle in editing mode. Asked when the pointer goes down there.
    func tableView(_ tableView: TableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool
    /// Whether a drag resting on the row in a spring-loaded table (`isSpringLoaded`) opens it — selects
    /// it, as a tap does (default `true`). `context` names the row's cell.
    func tableView(_ tableView: TableView, shouldSpringLoadRowAt indexPath: IndexPath, with context: any SpringLoadedInteractionContext) -> Bool
    /// A multiple-selection sweep began on the row (after the table entered editing mode, when
    /// `allowsMultipleSelectionDuringEditing` asks for it).
    func tableView(_ tableView: TableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)
    /// The multiple-selection sweep ended: the pointer went up or the gesture was cancelled.
    func tableViewDidEndMultipleSelectionInteraction(_ tableView: TableView)
    /// Whether a tap on the row performs its primary action (default `true`).
    func tableView(_ tableView: TableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool
    /// The user tapped the row without extending a selection: after `didSelectRowAt`, whether or not
    /// the selection changed, and not in editing mode.
    func tableView(_ tableView: TableView, performPrimaryActionForRowAt indexPath: IndexPath)

    /// Whether the keyboard can focus the row (default: `allowsFocus`, or `allowsFocusDuringEditing`
    /// in editing mode); takes precedence over those properties.
    func tableView(_ tableView: TableView, canFocusRowAt indexPath: IndexPath) -> Bool
    /// The row to focus when focus enters the table view (default `nil`: the first selected row, else
    /// the first row that can be focused). Not asked while `remembersLastFocusedIndexPath` has a row
    /// to return to.
    func indexPathForPreferredFocusedView(in tableView: TableView) -> IndexPath?
    /// Whether the focus may move as `context` says (default `true`).
    func tableView(_ tableView: TableView, shouldUpdateFocusIn context: TableViewFocusUpdateContext) -> Bool
    /// The focus moved as `context` says; animations added to `coordinator` run alongside.
    func tableView(_ tableView: TableView, didUpdateFocusIn context: TableViewFocusUpdateContext, with coordinator: FocusAnimationCoordinator)
    /// Whether focusing the row selects it (default: `selectionFollowsFocus`).
    func tableView(_ tableView: TableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool
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
    /// The table's `estimatedSectionHeaderHeight`.
    public func tableView(_ tableView: TableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        tableView.estimatedSectionHeaderHeight
    }
    /// The table's `estimatedSectionFooterHeight`.
    public func tableView(_ tableView: TableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        tableView.estimatedSectionFooterHeight
    }
    /// `nil`.
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    /// `nil`.
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    /// Nothing.
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// Nothing.
    public func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// Nothing.
    public func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {}
    /// Nothing.
    public func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int) {}
    /// Nothing.
    public func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int) {}
    /// Nothing.
    public func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int) {}
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
    /// `Int.min`: the cell keeps its own level.
    public func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { Int.min }
    /// `true`.
    public func tableView(_ tableView: TableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
    /// Nothing.
    public func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    /// Nothing.
    public func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {}
    /// Nothing.
    public func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {}
    /// `nil`: no context menu.
    public func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> ContextMenuConfiguration? { nil }
    /// Nothing.
    public func tableView(_ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration, animator: (any ContextMenuInteractionAnimating)?) {}
    /// Nothing.
    public func tableView(_ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration, animator: (any ContextMenuInteractionAnimating)?) {}
    /// `nil`: the row's cell is lifted.
    public func tableView(_ tableView: TableView, previewForHighlightingContextMenuWithConfiguration configuration: ContextMenuConfiguration) -> TargetedPreview? { nil }
    /// `nil`.
    public func tableView(_ tableView: TableView, previewForDismissingContextMenuWithConfiguration configuration: ContextMenuConfiguration) -> TargetedPreview? { nil }
    /// Nothing: tapping the preview only closes the menu.
    public func tableView(_ tableView: TableView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
                          animator: any ContextMenuInteractionCommitAnimating) {}
    /// `false`: no multiple-selection sweep.
    public func tableView(_ tableView: TableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool { false }
    /// `true`: a drag resting on the row opens it.
    public func tableView(_ tableView: TableView, shouldSpringLoadRowAt indexPath: IndexPath,
                          with context: any SpringLoadedInteractionContext) -> Bool { true }
    /// Nothing.
    public func tableView(_ tableView: TableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}
    /// Nothing.
    public func tableViewDidEndMultipleSelectionInteraction(_ tableView: TableView) {}
    /// `true`.
    public func tableView(_ tableView: TableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool { true }
    /// Nothing.
    public func tableView(_ tableView: TableView, performPrimaryActionForRowAt indexPath: IndexPath) {}
    /// `allowsFocus`, or `allowsFocusDuringEditing` in editing mode.
    public func tableView(_ tableView: TableView, canFocusRowAt indexPath: IndexPath) -> Bool { tableView.focusAllowedByProperties }
    /// `nil`.
    public func indexPathForPreferredFocusedView(in tableView: TableView) -> IndexPath? { nil }
    /// `true`.
    public func tableView(_ tableView: TableView, shouldUpdateFocusIn context: TableViewFocusUpdateContext) -> Bool { true }
    /// Nothing.
    public func tableView(_ tableView: TableView, didUpdateFocusIn context: TableViewFocusUpdateContext, with coordinator: FocusAnimationCoordinator) {}
    /// `selectionFollowsFocus`.
    public func tableView(_ tableView: TableView, selectionFollowsFocusForRowAt indexPath: IndexPath) -> Bool { tableView.selectionFollowsFocus }
}
