import CollectionGeometry
import CollectionLayout
import Foundation
import ViewSystem

/// Receives a collection view's interaction and display events (F1, F11).
///
/// UIKit's `UICollectionViewDelegate`; it extends `ScrollViewDelegate`. Every method is optional.
@MainActor
public protocol CollectionViewDelegate: ScrollViewDelegate {
    /// The cell for `indexPath` is about to become visible.
    func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath)

    /// The cell that showed `indexPath` is no longer visible.
    func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath)

    /// A supplementary view is about to become visible.
    func collectionView(_ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
                        forElementKind elementKind: String, at indexPath: IndexPath)

    /// A supplementary view is no longer visible.
    func collectionView(_ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
                        forElementOfKind elementKind: String, at indexPath: IndexPath)

    /// Whether the item may be highlighted by a touch or click (default `true`); an item that may not
    /// be highlighted is not selected by it either.
    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    /// The item was highlighted.
    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath)
    /// The item's highlight was removed.
    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath)
    /// Whether the user may select the item (default `true`). Not asked for `selectItem(at:animated:scrollPosition:)`.
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// Whether the user may deselect the item (default `true`).
    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    /// The user selected the item.
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
    /// The user deselected the item.
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)

    /// Where an item being moved interactively should go, given where the layout proposes (default:
    /// the proposal). `originalIndexPath` is where the movement started, `currentIndexPath` where the
    /// item is now.
    func collectionView(_ collectionView: CollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath

    /// The transition layout for `startInteractiveTransition(to:completion:)` (default: a
    /// `CollectionViewTransitionLayout` between the two); return a subclass to interpolate your own way.
    func collectionView(_ collectionView: CollectionView, transitionLayoutForOldLayout fromLayout: CollectionViewLayout,
                        newLayout toLayout: CollectionViewLayout) -> CollectionViewTransitionLayout

    /// The content offset after `setCollectionViewLayout(_:animated:)`, given the new layout's
    /// `targetContentOffset(forProposedContentOffset:)` (default: that proposal).
    func collectionView(_ collectionView: CollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint
    /// The context menu for a long press or secondary click on the items (one item here) at `point`
    /// (the collection view's coordinates); `nil` (the default) shows none.
    func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                        point: CGPoint) -> ContextMenuConfiguration?
    /// A context menu is about to show (`animator` is `nil`: it appears at once).
    func collectionView(_ collectionView: CollectionView, willDisplayContextMenu configuration: ContextMenuConfiguration,
                        animator: (any ContextMenuInteractionAnimating)?)
    /// A context menu is closing, an action chosen or not.
    func collectionView(_ collectionView: CollectionView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
                        animator: (any ContextMenuInteractionAnimating)?)
    /// The view the context menu lifts for the item (default `nil`: the item's cell). The lift is drawn
    /// around the view where it is (see `TargetedPreview`).
    func collectionView(_ collectionView: CollectionView, contextMenuConfiguration configuration: ContextMenuConfiguration,
                        highlightPreviewForItemAt indexPath: IndexPath) -> TargetedPreview?
    /// Where the closing context menu goes back to (default `nil`: the cell). Asked as the menu closes;
    /// the menu leaves at once here, so nothing is drawn for it.
    func collectionView(_ collectionView: CollectionView, contextMenuConfiguration configuration: ContextMenuConfiguration,
                        dismissalPreviewForItemAt indexPath: IndexPath) -> TargetedPreview?
    /// The user tapped the context menu's preview: add a completion to `animator` that shows the
    /// preview's view controller (`animator.previewViewController`). The menu then closes.
    func collectionView(_ collectionView: CollectionView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
                        animator: any ContextMenuInteractionCommitAnimating)
    /// Whether the item takes part in editing mode (its cell's `isEditing` and editing accessories;
    /// default `true`).
    func collectionView(_ collectionView: CollectionView, canEditItemAt indexPath: IndexPath) -> Bool
    /// Whether a drag that starts on the item may sweep a multiple selection (default `false`).
    ///
    /// UIKit's gesture is a two-finger pan; here it is a mouse drag that starts on an item of a view
    /// that does not move items with the standard gesture, or any drag that starts on an item's
    /// multiple-selection control in editing mode. Asked when the pointer goes down there.
    func collectionView(_ collectionView: CollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool
    /// Whether a drag resting on the item in a spring-loaded collection view (`isSpringLoaded`) opens it
    /// — selects it, as a tap does (default `true`). `context` names the item's cell.
    func collectionView(_ collectionView: CollectionView, shouldSpringLoadItemAt indexPath: IndexPath,
                        with context: any SpringLoadedInteractionContext) -> Bool
    /// A multiple-selection sweep began on the item (after the view entered editing mode, when
    /// `allowsMultipleSelectionDuringEditing` asks for it).
    func collectionView(_ collectionView: CollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath)
    /// The multiple-selection sweep ended: the pointer went up or the gesture was cancelled.
    func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: CollectionView)
    /// Whether a tap on the item performs its primary action (default `true`).
    func collectionView(_ collectionView: CollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool
    /// The user tapped the item without extending a selection: after `didSelectItemAt`, whether or not
    /// the selection changed, and not in editing mode.
    func collectionView(_ collectionView: CollectionView, performPrimaryActionForItemAt indexPath: IndexPath)

    /// Whether the keyboard can focus the item (default: `allowsFocus`, or `allowsFocusDuringEditing`
    /// in editing mode); takes precedence over those properties.
    func collectionView(_ collectionView: CollectionView, canFocusItemAt indexPath: IndexPath) -> Bool
    /// The item to focus when focus enters the collection view (default `nil`: the first selected
    /// item, else the first item that can be focused). Not asked while `remembersLastFocusedIndexPath`
    /// has an item to return to.
    func indexPathForPreferredFocusedView(in collectionView: CollectionView) -> IndexPath?
    /// Whether the focus may move as `context` says (default `true`).
    func collectionView(_ collectionView: CollectionView, shouldUpdateFocusIn context: CollectionViewFocusUpdateContext) -> Bool
    /// The focus moved as `context` says; animations added to `coordinator` run alongside.
    func collectionView(_ collectionView: CollectionView, didUpdateFocusIn context: CollectionViewFocusUpdateContext,
                        with coordinator: FocusAnimationCoordinator)
    /// Whether focusing the item selects it (default: `selectionFollowsFocus`).
    func collectionView(_ collectionView: CollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath) -> Bool
}

extension CollectionViewDelegate {
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
                               forElementKind elementKind: String, at indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
                               forElementOfKind elementKind: String, at indexPath: IndexPath) {}
    /// `true`.
    public func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// `true`.
    public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// `true`.
    public func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// `proposedIndexPath`.
    public func collectionView(_ collectionView: CollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                               atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        proposedIndexPath
    }
    /// A `CollectionViewTransitionLayout` from `fromLayout` to `toLayout`.
    public func collectionView(_ collectionView: CollectionView, transitionLayoutForOldLayout fromLayout: CollectionViewLayout,
                               newLayout toLayout: CollectionViewLayout) -> CollectionViewTransitionLayout {
        CollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }
    /// `nil`: no context menu.
    public func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                               point: CGPoint) -> ContextMenuConfiguration? { nil }
    /// Nothing.
    public func collectionView(_ collectionView: CollectionView, willDisplayContextMenu configuration: ContextMenuConfiguration,
                               animator: (any ContextMenuInteractionAnimating)?) {}
    /// Nothing.
    public func collectionView(_ collectionView: CollectionView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
                               animator: (any ContextMenuInteractionAnimating)?) {}
    /// `nil`: the item's cell is lifted.
    public func collectionView(_ collectionView: CollectionView, contextMenuConfiguration configuration: ContextMenuConfiguration,
                               highlightPreviewForItemAt indexPath: IndexPath) -> TargetedPreview? { nil }
    /// `nil`.
    public func collectionView(_ collectionView: CollectionView, contextMenuConfiguration configuration: ContextMenuConfiguration,
                               dismissalPreviewForItemAt indexPath: IndexPath) -> TargetedPreview? { nil }
    /// Nothing: tapping the preview only closes the menu.
    public func collectionView(_ collectionView: CollectionView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
                               animator: any ContextMenuInteractionCommitAnimating) {}
    /// `proposedContentOffset`.
    public func collectionView(_ collectionView: CollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }
    /// `true`.
    public func collectionView(_ collectionView: CollectionView, canEditItemAt indexPath: IndexPath) -> Bool { true }
    /// `false`: no multiple-selection sweep.
    public func collectionView(_ collectionView: CollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool { false }
    /// `true`: a drag resting on the item opens it.
    public func collectionView(_ collectionView: CollectionView, shouldSpringLoadItemAt indexPath: IndexPath,
                               with context: any SpringLoadedInteractionContext) -> Bool { true }
    /// Nothing.
    public func collectionView(_ collectionView: CollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}
    /// Nothing.
    public func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: CollectionView) {}
    /// `true`.
    public func collectionView(_ collectionView: CollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool { true }
    /// Nothing.
    public func collectionView(_ collectionView: CollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {}
    /// `allowsFocus`, or `allowsFocusDuringEditing` in editing mode.
    public func collectionView(_ collectionView: CollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
        collectionView.focusAllowedByProperties
    }
    /// `nil`.
    public func indexPathForPreferredFocusedView(in collectionView: CollectionView) -> IndexPath? { nil }
    /// `true`.
    public func collectionView(_ collectionView: CollectionView, shouldUpdateFocusIn context: CollectionViewFocusUpdateContext) -> Bool { true }
    /// Nothing.
    public func collectionView(_ collectionView: CollectionView, didUpdateFocusIn context: CollectionViewFocusUpdateContext,
                               with coordinator: FocusAnimationCoordinator) {}
    /// `selectionFollowsFocus`.
    public func collectionView(_ collectionView: CollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath) -> Bool {
        collectionView.selectionFollowsFocus
    }
}
