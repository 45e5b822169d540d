import CollectionData
import CollectionGeometry
import CollectionLayout
import Foundation
import ViewSystem

// `CollectionView` and `TableView` are front ends of one engine, `CollectionViewBase` (F1, F15, F9 for
// tables). Each answers the engine through these three protocols, from its own data source and delegate
// protocols; the engine never sees those. The engine holds its front end weakly and falls back to
// the defaults below when there is none.

/// Where the engine's content comes from: counts, cells, supplementary views, moves and prefetching.
@MainActor
protocol CollectionContentSource: AnyObject {
    /// Whether a data source is set.
    var hasContentSource: Bool { get }
    /// The data source's number of sections.
    func contentNumberOfSections() -> Int
    /// The data source's number of items in `section`.
    func contentNumberOfItems(inSection section: Int) -> Int
    /// The data source's cell for the item at `indexPath`.
    func contentCell(at indexPath: IndexPath) -> CollectionViewCell?
    /// The supplementary view of `kind` at `indexPath`; `nil` shows nothing (the front end reports why).
    func contentSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> CollectionReusableView?
    /// Whether the data source lets the item move.
    func contentCanMoveItem(at indexPath: IndexPath) -> Bool
    /// Tells the data source an item moved; `false` when it does not implement moving.
    func contentMoveItem(at source: IndexPath, to destination: IndexPath) -> Bool
    /// Whether a prefetch data source is set.
    var hasPrefetchSource: Bool { get }
    /// Hands items about to be needed to the prefetch data source.
    func contentPrefetch(itemsAt indexPaths: [IndexPath])
    /// Tells the prefetch data source the items are no longer needed soon.
    func contentCancelPrefetching(forItemsAt indexPaths: [IndexPath])
}

/// What the engine tells the front end's delegate, and what it asks it, about display and interaction.
@MainActor
protocol CollectionDisplayDelegate: AnyObject {
    /// A cell is about to be shown.
    func delegateWillDisplay(_ cell: CollectionViewCell, forItemAt indexPath: IndexPath)
    /// A cell left the screen.
    func delegateDidEndDisplaying(_ cell: CollectionViewCell, forItemAt indexPath: IndexPath)
    /// A supplementary view is about to be shown.
    func delegateWillDisplaySupplementaryView(_ view: CollectionReusableView, forElementKind kind: String, at indexPath: IndexPath)
    /// A supplementary view left the screen.
    func delegateDidEndDisplayingSupplementaryView(_ view: CollectionReusableView, forElementOfKind kind: String, at indexPath: IndexPath)
    /// Whether the item may be highlighted.
    func delegateShouldHighlightItem(at indexPath: IndexPath) -> Bool
    /// The item was highlighted.
    func delegateDidHighlightItem(at indexPath: IndexPath)
    /// The item lost its highlight.
    func delegateDidUnhighlightItem(at indexPath: IndexPath)
    /// The item to select when the user selects `indexPath` (itself, another valid item, or `nil` to refuse).
    func delegateWillSelectItem(at indexPath: IndexPath) -> IndexPath?
    /// The item was selected by the user.
    func delegateDidSelectItem(at indexPath: IndexPath)
    /// The user tapped the item without extending a selection: its primary action, if the delegate allows.
    func delegatePerformPrimaryAction(at indexPath: IndexPath)
    /// The content offset after a layout change, given the layout's proposal (the delegate may move it).
    func delegateTargetContentOffset(forProposedContentOffset proposed: CGPoint) -> CGPoint
    /// The item's context menu, if the delegate gives one (`point` in the view's coordinates).
    func delegateContextMenuConfiguration(forItemAt indexPath: IndexPath, point: CGPoint) -> ContextMenuConfiguration?
    /// A context menu is about to show.
    func delegateWillDisplayContextMenu(_ configuration: ContextMenuConfiguration)
    /// A context menu closed.
    func delegateWillEndContextMenuInteraction(_ configuration: ContextMenuConfiguration)
    /// The view to lift for the item's context menu (`highlightPreviewForItemAt`; `nil`: the cell).
    func delegateHighlightPreview(for configuration: ContextMenuConfiguration, at indexPath: IndexPath) -> TargetedPreview?
    /// Where the item's closing context menu goes back to (`dismissalPreviewForItemAt`).
    func delegateDismissalPreview(for configuration: ContextMenuConfiguration, at indexPath: IndexPath) -> TargetedPreview?
    /// The user tapped the context menu's preview (`willPerformPreviewActionForMenuWith`).
    func delegateWillPerformPreviewAction(_ configuration: ContextMenuConfiguration, animator: any ContextMenuInteractionCommitAnimating)
    /// The item to deselect when the user deselects `indexPath` (itself, another item, or `nil` to refuse).
    func delegateWillDeselectItem(at indexPath: IndexPath) -> IndexPath?
    /// The item was deselected by the user.
    func delegateDidDeselectItem(at indexPath: IndexPath)
    /// Where an interactively moving item goes instead of `proposed`.
    func delegateTargetIndexPathForMove(fromOriginal original: IndexPath, current: IndexPath, proposed: IndexPath) -> IndexPath
    /// The transition layout between two layouts, if the delegate supplies one.
    func delegateTransitionLayout(forOldLayout old: CollectionViewLayout, newLayout: CollectionViewLayout) -> CollectionViewTransitionLayout?
    /// The delegate changed: the front end caches its typed view of it.
    func delegateDidChange()
    /// Whether the delegate lets the keyboard focus the item; `nil` without a delegate.
    func delegateCanFocusItem(at indexPath: IndexPath) -> Bool?
    /// Whether the delegate has the item selected when focused; `nil` without a delegate.
    func delegateSelectionFollowsFocus(forItemAt indexPath: IndexPath) -> Bool?
    /// The item the delegate wants focused when focus enters.
    func delegatePreferredFocusedItem() -> IndexPath?
    /// Whether the delegate lets the focus move from `previous` to `next`.
    func delegateShouldUpdateFocus(from previous: IndexPath?, to next: IndexPath?, heading: FocusHeading) -> Bool
    /// The focus moved from `previous` to `next`; the delegate may add animations to `coordinator`.
    func delegateDidUpdateFocus(from previous: IndexPath?, to next: IndexPath?, heading: FocusHeading, coordinator: FocusAnimationCoordinator)
    /// Whether a drag from the item may sweep a multiple selection (`shouldBeginMultipleSelectionInteractionAt`).
    func delegateShouldBeginMultipleSelectionInteraction(at indexPath: IndexPath) -> Bool
    /// A multiple-selection sweep began on the item.
    func delegateDidBeginMultipleSelectionInteraction(at indexPath: IndexPath)
    /// The multiple-selection sweep ended.
    func delegateDidEndMultipleSelectionInteraction()
}

/// How the front end presents the engine: its words, its selection rule, its update animations and
/// the gestures it adds (a table's swipe actions and reorder controls).
@MainActor
protocol CollectionPresentation: AnyObject {
    /// The words diagnostics use ("item" or "row", the protocol methods' names).
    var vocabulary: ContentVocabulary { get }
    /// Whether user selection toggles items now (`allowsMultipleSelection`; a table in editing mode
    /// answers `allowsMultipleSelectionDuringEditing`).
    var selectsMultipleItems: Bool { get }
    /// Whether the content is in editing mode (`isEditing`).
    var isEditingContent: Bool { get }
    /// What the flow layout asks per item and per section, if the front end answers it.
    var flowLayoutAdapter: (any FlowLayoutMetricsProvider)? { get }
    /// Where a new element of an update starts when the layout does not say (default: faded in where
    /// it ends); the table view applies its row animation.
    func adjustAppearingAttributes(_ attributes: CollectionViewLayoutAttributes, key: ElementKey) -> CollectionViewLayoutAttributes
    /// Where a deleted element ends when the layout does not say (default: faded out where it was).
    func adjustDisappearingAttributes(_ attributes: CollectionViewLayoutAttributes, key: ElementKey) -> CollectionViewLayoutAttributes
    /// A batch update was committed and laid out.
    func didCommitUpdate()
    /// The content offset changed (a table closes a delete confirmation its user scrolled away from).
    func contentDidScroll()
    /// An interactive movement ended (moved, refused or cancelled).
    func didFinishMovement()
    /// Whether a press at `point` on `item` grabs it for moving at once (a table's reorder control).
    func grabsItemForMovement(at point: CGPoint, item: IndexPath) -> Bool
    /// Whether `point` is on the item's multiple-selection control (a list cell's multiselect
    /// accessory, a table row's selection circle), where any pointer may start a sweep.
    func multipleSelectionControlContains(_ point: CGPoint, item: IndexPath) -> Bool
    /// Whether a multiple-selection sweep selects several items: now, or in the editing mode that
    /// `beginMultipleSelectionEditing()` enters.
    var selectsMultipleItemsWhenSweeping: Bool { get }
    /// A sweep begins: enter editing mode when `allowsMultipleSelectionDuringEditing` asks for it.
    func beginMultipleSelectionEditing()
    /// The pointer goes down at `point` on the collection view or one of its cells (a table closes an
    /// open delete confirmation elsewhere).
    func pointerWillGoDown(at point: CGPoint)
    /// The swipe actions of the item at `indexPath` (a list section's providers, a table delegate's),
    /// or `nil` when the item does not swipe now.
    func swipeActionsConfigurations(forItemAt indexPath: IndexPath) -> (leading: SwipeActionsConfiguration?, trailing: SwipeActionsConfiguration?)?
}

/// A front end: all three.
typealias CollectionFrontEnd = CollectionContentSource & CollectionDisplayDelegate & CollectionPresentation

extension CollectionContentSource {
    var hasContentSource: Bool { false }
    func contentNumberOfSections() -> Int { 0 }
    func contentNumberOfItems(inSection section: Int) -> Int { 0 }
    func contentCell(at indexPath: IndexPath) -> CollectionViewCell? { nil }
    func contentSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> CollectionReusableView? { nil }
    func contentCanMoveItem(at indexPath: IndexPath) -> Bool { false }
    func contentMoveItem(at source: IndexPath, to destination: IndexPath) -> Bool { false }
    var hasPrefetchSource: Bool { false }
    func contentPrefetch(itemsAt indexPaths: [IndexPath]) {}
    func contentCancelPrefetching(forItemsAt indexPaths: [IndexPath]) {}
}

extension CollectionDisplayDelegate {
    func delegateWillDisplay(_ cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    func delegateDidEndDisplaying(_ cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    func delegateWillDisplaySupplementaryView(_ view: CollectionReusableView, forElementKind kind: String, at indexPath: IndexPath) {}
    func delegateDidEndDisplayingSupplementaryView(_ view: CollectionReusableView, forElementOfKind kind: String, at indexPath: IndexPath) {}
    func delegateShouldHighlightItem(at indexPath: IndexPath) -> Bool { true }
    func delegateDidHighlightItem(at indexPath: IndexPath) {}
    func delegateDidUnhighlightItem(at indexPath: IndexPath) {}
    func delegateWillSelectItem(at indexPath: IndexPath) -> IndexPath? { indexPath }
    func delegateDidSelectItem(at indexPath: IndexPath) {}
    func delegatePerformPrimaryAction(at indexPath: IndexPath) {}
    func delegateTargetContentOffset(forProposedContentOffset proposed: CGPoint) -> CGPoint { proposed }
    func delegateContextMenuConfiguration(forItemAt indexPath: IndexPath, point: CGPoint) -> ContextMenuConfiguration? { nil }
    func delegateWillDisplayContextMenu(_ configuration: ContextMenuConfiguration) {}
    func delegateWillEndContextMenuInteraction(_ configuration: ContextMenuConfiguration) {}
    func delegateHighlightPreview(for configuration: ContextMenuConfiguration, at indexPath: IndexPath) -> TargetedPreview? { nil }
    func delegateDismissalPreview(for configuration: ContextMenuConfiguration, at indexPath: IndexPath) -> TargetedPreview? { nil }
    func delegateWillPerformPreviewAction(_ configuration: ContextMenuConfiguration, animator: any ContextMenuInteractionCommitAnimating) {}
    func delegateWillDeselectItem(at indexPath: IndexPath) -> IndexPath? { indexPath }
    func delegateDidDeselectItem(at indexPath: IndexPath) {}
    func delegateTargetIndexPathForMove(fromOriginal original: IndexPath, current: IndexPath, proposed: IndexPath) -> IndexPath { proposed }
    func delegateTransitionLayout(forOldLayout old: CollectionViewLayout, newLayout: CollectionViewLayout) -> CollectionViewTransitionLayout? { nil }
    func delegateDidChange() {}
    func delegateCanFocusItem(at indexPath: IndexPath) -> Bool? { nil }
    func delegateSelectionFollowsFocus(forItemAt indexPath: IndexPath) -> Bool? { nil }
    func delegatePreferredFocusedItem() -> IndexPath? { nil }
    func delegateShouldUpdateFocus(from previous: IndexPath?, to next: IndexPath?, heading: FocusHeading) -> Bool { true }
    func delegateDidUpdateFocus(from previous: IndexPath?, to next: IndexPath?, heading: FocusHeading, coordinator: FocusAnimationCoordinator) {}
    func delegateShouldBeginMultipleSelectionInteraction(at indexPath: IndexPath) -> Bool { false }
    func delegateDidBeginMultipleSelectionInteraction(at indexPath: IndexPath) {}
    func delegateDidEndMultipleSelectionInteraction() {}
}

extension CollectionPresentation {
    var vocabulary: ContentVocabulary { .collection }
    var selectsMultipleItems: Bool { false }
    var isEditingContent: Bool { false }
    var flowLayoutAdapter: (any FlowLayoutMetricsProvider)? { nil }
    func adjustAppearingAttributes(_ attributes: CollectionViewLayoutAttributes, key: ElementKey) -> CollectionViewLayoutAttributes { attributes }
    func adjustDisappearingAttributes(_ attributes: CollectionViewLayoutAttributes, key: ElementKey) -> CollectionViewLayoutAttributes { attributes }
    func didCommitUpdate() {}
    func contentDidScroll() {}
    func didFinishMovement() {}
    func grabsItemForMovement(at point: CGPoint, item: IndexPath) -> Bool { false }
    func multipleSelectionControlContains(_ point: CGPoint, item: IndexPath) -> Bool { false }
    var selectsMultipleItemsWhenSweeping: Bool { selectsMultipleItems }
    func beginMultipleSelectionEditing() {}
    func pointerWillGoDown(at point: CGPoint) {}
    func swipeActionsConfigurations(forItemAt indexPath: IndexPath) -> (leading: SwipeActionsConfiguration?, trailing: SwipeActionsConfiguration?)? { nil }
}

/// The front end of an engine created directly (not as a `CollectionView` or `TableView`): every default.
@MainActor
final class AbsentFrontEnd: CollectionContentSource, CollectionDisplayDelegate, CollectionPresentation {
    static let shared = AbsentFrontEnd()
}
