import CollectionData
import CollectionGeometry
import CollectionLayout
import Foundation
import ViewSystem

/// A scroll view that shows an ordered collection of items through a layout — the headless
/// `UICollectionView` (F1).
///
/// Content comes from `dataSource`, arrangement from `collectionViewLayout`, and interaction is reported
/// to `delegate`. `layoutIfNeeded()` runs the layout pass synchronously: it prepares the layout when
/// invalidated, applies bounds-change invalidation, and shows exactly the cells, supplementary and
/// decoration views whose frames overlap the visible bounds (strictly: touching edges do not count),
/// mirrored when the layout flips for right-to-left.
///
/// Differences from UIKit:
/// - Problems that raise exceptions in UIKit (an unregistered identifier, a cell not obtained by
///   dequeueing, item counts that changed without `reloadData()` …) are reported to `diagnosticHandler`
///   with UIKit's wording where UIKit has one, and the collection view recovers (feature B2, Guides/HostileInput.md).
/// - The engine lives in `CollectionViewBase`, which `TableView` shares; everything but the data
///   source, delegate and prefetching protocols is inherited from it.
@MainActor
open class CollectionView: CollectionViewBase {
    /// The scroll direction type (`UICollectionView.ScrollDirection`).
    public typealias ScrollDirection = CollectionViewScrollDirection
    /// The element category type (`UICollectionView.ElementCategory`).
    public typealias ElementCategory = CollectionElementCategory
    /// Where `scrollToItem(at:at:animated:)` puts an item (`UICollectionView.ScrollPosition`).
    public typealias ScrollPosition = CollectionEngine.ScrollPosition
    /// A cell registration (`UICollectionView.CellRegistration`).
    public typealias CellRegistration<Cell: CollectionViewCell, Item> = CollectionEngine.CellRegistration<Cell, Item>
    /// A supplementary registration (`UICollectionView.SupplementaryRegistration`).
    public typealias SupplementaryRegistration<Supplementary: CollectionReusableView> = CollectionEngine.SupplementaryRegistration<Supplementary>

    /// The kind of section headers (`UICollectionView.elementKindSectionHeader`).
    public static let elementKindSectionHeader = CollectionElementKind.sectionHeader
    /// The kind of section footers (`UICollectionView.elementKindSectionFooter`).
    public static let elementKindSectionFooter = CollectionElementKind.sectionFooter

    /// How quickly the other items make room while an item is moved (`UICollectionView.ReorderingCadence`).
    public typealias ReorderingCadence = CollectionViewReorderingCadence

    /// How quickly the other items make room for an item moved interactively: at once (`.immediate`,
    /// the default, as in UIKit) or once it has stayed over a new place a moment (`.fast`, `.slow`).
    /// UIKit paces drops with it; this project paces interactive movement, with delays of its own
    /// (`CollectionViewReorderingCadence`).
    open var reorderingCadence: ReorderingCadence {
        get { movementCadence }
        set { movementCadence = newValue }
    }

    /// When self-sizing cells on screen are measured again (`UICollectionView.SelfSizingInvalidation`).
    public typealias SelfSizingInvalidation = CollectionViewSelfSizingInvalidation

    /// The object that supplies the content.
    open weak var dataSource: (any CollectionViewDataSource)? {
        didSet { if oldValue !== dataSource { reloadData() } }
    }

    /// Receives the items about to be needed, to load their data ahead (F15).
    open weak var prefetchDataSource: (any CollectionViewDataSourcePrefetching)?

    /// Gives the items a drag of an item carries, and hears about the drag (`dragDelegate`;
    /// `CollectionViewBase+DragAndDrop.swift` describes the gesture).
    open weak var dragDelegate: (any CollectionViewDragDelegate)?
    /// Handles drops on the collection view (`dropDelegate`). Drags come only from the same view here.
    open weak var dropDelegate: (any CollectionViewDropDelegate)?
    /// Whether items can be dragged (`dragInteractionEnabled`): by default `true` where the trait
    /// collection's idiom is iPad or Mac and `false` otherwise (an iPhone, or no idiom set), as in UIKit.
    open var dragInteractionEnabled: Bool {
        get { dragInteractionSetting ?? traitCollection.userInterfaceIdiom.dragsByDefault }
        set { dragInteractionSetting = newValue }
    }
    /// `dragInteractionEnabled` as set, `nil` for the idiom's default.
    private var dragInteractionSetting: Bool?
    /// Whether a drag resting 1 s on an item opens it — selects it, as a tap does, when the delegate's
    /// `shouldSpringLoadItemAt` agrees (`isSpringLoaded`; default `false`). The delay is this project's:
    /// UIKit publishes none.
    open var isSpringLoaded = false

    /// The typed delegate, cached when `delegate` is set.
    private(set) weak var collectionDelegate: (any CollectionViewDelegate)?
    /// The flow layout view of the delegate, cached when `delegate` is set.
    private var flowDelegateAdapter: FlowLayoutDelegateAdapter?
    /// Set by the data source's default `moveItemAt`: the model did not move the item.
    var dataSourceDidNotMoveItem = false
    /// The strip of the data source's index titles (`CollectionView+IndexTitles.swift`), if it has any.
    var indexTitlesView: SectionIndexView?
    /// Whether the index titles are asked for again at the next layout (after a reload or an update).
    var needsIndexTitles = true

    /// Whether the collection view is in editing mode (`UICollectionView.isEditing`, iOS 14): list
    /// cells show their editing accessories (delete, insert, reorder, multiselect), and rows do not
    /// swipe. Visible cells follow at once; an open swipe closes.
    open var isEditing = false {
        didSet {
            guard oldValue != isEditing else { return }
            swipes.close(in: self)
            for cell in visibleCells { cell.isEditing = isEditing && canEditItem(at: indexPath(for: cell)) }
            for (key, cell) in elements.prepared { cell.isEditing = isEditing && canEditItem(at: key.indexPath) }
            // Changing mode clears the selection, unless both modes select items the same way.
            if !((allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing) && allowsMultipleSelectionDuringEditing == allowsMultipleSelection) {
                for item in selection.selected.sorted() { deselectItem(at: item, animated: false) }
            }
            setNeedsLayout()
        }
    }

    /// Whether taps select items while editing (default `false`, as in UIKit).
    open var allowsSelectionDuringEditing = false
    /// Whether taps select several items while editing (default `false`); `true` implies selection
    /// during editing.
    open var allowsMultipleSelectionDuringEditing = false

    /// Whether the item takes part in editing mode: the delegate's `canEditItemAt` (default yes).
    private func canEditItem(at indexPath: IndexPath?) -> Bool {
        guard let indexPath, let collectionDelegate else { return true }
        return collectionDelegate.collectionView(self, canEditItemAt: indexPath)
    }

    /// Lays out the content, then places the index (`CollectionView+IndexTitles.swift`).
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutIndexTitles()
    }

    /// Reloads everything, and asks the data source for its index titles again.
    open override func reloadData() {
        needsIndexTitles = true
        super.reloadData()
    }

    func delegateDidChange() {
        collectionDelegate = delegate as? (any CollectionViewDelegate)
        if let flowDelegate = delegate as? (any CollectionViewDelegateFlowLayout) {
            flowDelegateAdapter = FlowLayoutDelegateAdapter(collectionView: self, delegate: flowDelegate)
        } else {
            flowDelegateAdapter = nil
        }
    }

    var flowLayoutAdapter: (any FlowLayoutMetricsProvider)? { flowDelegateAdapter }

    // MARK: Answers from the data source and delegate

    var hasContentSource: Bool { dataSource != nil }

    func contentNumberOfSections() -> Int { dataSource?.numberOfSections(in: self) ?? 0 }

    func contentNumberOfItems(inSection section: Int) -> Int {
        dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
    }

    func contentCell(at indexPath: IndexPath) -> CollectionViewCell? {
        let cell = dataSource?.collectionView(self, cellForItemAt: indexPath)
        cell?.isEditing = isEditing && canEditItem(at: indexPath)
        return cell
    }

    /// A list section's swipe-action providers, outside editing mode.
    func swipeActionsConfigurations(forItemAt indexPath: IndexPath) -> (leading: SwipeActionsConfiguration?, trailing: SwipeActionsConfiguration?)? {
        guard !isEditing, let list = layoutAttributesForItem(at: indexPath)?.listPlacement?.configuration else { return nil }
        let leading = list.leadingSwipeActionsConfigurationProvider?(indexPath)
        let trailing = list.trailingSwipeActionsConfigurationProvider?(indexPath)
        return leading == nil && trailing == nil ? nil : (leading, trailing)
    }

    func contentSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> CollectionReusableView? {
        guard let view = dataSource?.collectionView(self, viewForSupplementaryElementOfKind: kind, at: indexPath) else { return nil }
        if view is MissingSupplementaryView {
            reportOncePerPass(.dataSource, "the layout asks for a supplementary view of kind \(kind) but the data source does not implement collectionView(_:viewForSupplementaryElementOfKind:at:)",
                              recovery: "the supplementary view is not shown")
            return nil
        }
        return view
    }

    func contentCanMoveItem(at indexPath: IndexPath) -> Bool {
        dataSource?.collectionView(self, canMoveItemAt: indexPath) ?? false
    }

    func contentMoveItem(at source: IndexPath, to destination: IndexPath) -> Bool {
        guard let dataSource else { return false }
        dataSourceDidNotMoveItem = false
        dataSource.collectionView(self, moveItemAt: source, to: destination)
        return !dataSourceDidNotMoveItem
    }

    var hasPrefetchSource: Bool { prefetchDataSource != nil }

    func contentPrefetch(itemsAt indexPaths: [IndexPath]) {
        prefetchDataSource?.collectionView(self, prefetchItemsAt: indexPaths)
    }

    func contentCancelPrefetching(forItemsAt indexPaths: [IndexPath]) {
        prefetchDataSource?.collectionView(self, cancelPrefetchingForItemsAt: indexPaths)
    }

    func delegateWillDisplay(_ cell: CollectionViewCell, forItemAt indexPath: IndexPath) {
        collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
    }

    func delegateDidEndDisplaying(_ cell: CollectionViewCell, forItemAt indexPath: IndexPath) {
        collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
    }

    func delegateWillDisplaySupplementaryView(_ view: CollectionReusableView, forElementKind kind: String,
                                                       at indexPath: IndexPath) {
        collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: kind, at: indexPath)
    }

    func delegateDidEndDisplayingSupplementaryView(_ view: CollectionReusableView, forElementOfKind kind: String,
                                                            at indexPath: IndexPath) {
        collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: kind, at: indexPath)
    }

    func delegateShouldHighlightItem(at indexPath: IndexPath) -> Bool {
        collectionDelegate?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true
    }

    func delegateDidHighlightItem(at indexPath: IndexPath) {
        collectionDelegate?.collectionView(self, didHighlightItemAt: indexPath)
    }

    func delegateDidUnhighlightItem(at indexPath: IndexPath) {
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: indexPath)
    }

    func delegateWillSelectItem(at indexPath: IndexPath) -> IndexPath? {
        guard !isEditing || allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing else { return nil }
        // A list cell whose outline disclosure has the header style toggles instead of selecting.
        if let cell = cellForItem(at: indexPath) as? CollectionViewListCell, cell.togglesExpansionOnTap {
            toggleOutlineExpansion(at: indexPath)
            return nil
        }
        return collectionDelegate?.collectionView(self, shouldSelectItemAt: indexPath) ?? true ? indexPath : nil
    }

    func delegateDidSelectItem(at indexPath: IndexPath) {
        collectionDelegate?.collectionView(self, didSelectItemAt: indexPath)
    }

    func delegateWillDeselectItem(at indexPath: IndexPath) -> IndexPath? {
        collectionDelegate?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true ? indexPath : nil
    }

    func delegateDidDeselectItem(at indexPath: IndexPath) {
        collectionDelegate?.collectionView(self, didDeselectItemAt: indexPath)
    }

    func delegateTargetIndexPathForMove(fromOriginal original: IndexPath, current: IndexPath,
                                                 proposed: IndexPath) -> IndexPath {
        collectionDelegate?.collectionView(self, targetIndexPathForMoveOfItemFromOriginalIndexPath: original,
                                           atCurrentIndexPath: current, toProposedIndexPath: proposed) ?? proposed
    }

    func delegateTransitionLayout(forOldLayout old: CollectionViewLayout,
                                           newLayout: CollectionViewLayout) -> CollectionViewTransitionLayout? {
        collectionDelegate?.collectionView(self, transitionLayoutForOldLayout: old, newLayout: newLayout)
    }
}

/// The collection view answers the engine from its data source, prefetch data source and delegate.
extension CollectionView: CollectionContentSource, CollectionDisplayDelegate, CollectionPresentation {
    var selectsMultipleItems: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    var isEditingContent: Bool { isEditing }

    /// Sections or items may have come or gone: the index titles are asked for again.
    func didCommitUpdate() {
        needsIndexTitles = true
        layoutIndexTitles()
    }

    /// The index stays at the trailing edge of what is visible.
    func contentDidScroll() {
        placeIndexTitles()
    }

    func delegateCanFocusItem(at indexPath: IndexPath) -> Bool? {
        collectionDelegate?.collectionView(self, canFocusItemAt: indexPath)
    }

    func delegateSelectionFollowsFocus(forItemAt indexPath: IndexPath) -> Bool? {
        collectionDelegate?.collectionView(self, selectionFollowsFocusForItemAt: indexPath)
    }

    func delegatePreferredFocusedItem() -> IndexPath? {
        collectionDelegate?.indexPathForPreferredFocusedView(in: self)
    }

    func delegateShouldUpdateFocus(from previous: IndexPath?, to next: IndexPath?, heading: FocusHeading) -> Bool {
        guard let collectionDelegate else { return true }
        return collectionDelegate.collectionView(self, shouldUpdateFocusIn: focusContext(from: previous, to: next, heading: heading))
    }

    func delegateDidUpdateFocus(from previous: IndexPath?, to next: IndexPath?, heading: FocusHeading, coordinator: FocusAnimationCoordinator) {
        collectionDelegate?.collectionView(self, didUpdateFocusIn: focusContext(from: previous, to: next, heading: heading), with: coordinator)
    }

    func delegateContextMenuConfiguration(forItemAt indexPath: IndexPath, point: CGPoint) -> ContextMenuConfiguration? {
        collectionDelegate?.collectionView(self, contextMenuConfigurationForItemsAt: [indexPath], point: point)
    }

    func delegateWillDisplayContextMenu(_ configuration: ContextMenuConfiguration) {
        collectionDelegate?.collectionView(self, willDisplayContextMenu: configuration, animator: nil)
    }

    func delegateWillEndContextMenuInteraction(_ configuration: ContextMenuConfiguration) {
        collectionDelegate?.collectionView(self, willEndContextMenuInteraction: configuration, animator: nil)
    }

    func delegateHighlightPreview(for configuration: ContextMenuConfiguration, at indexPath: IndexPath) -> TargetedPreview? {
        collectionDelegate?.collectionView(self, contextMenuConfiguration: configuration, highlightPreviewForItemAt: indexPath)
    }

    func delegateDismissalPreview(for configuration: ContextMenuConfiguration, at indexPath: IndexPath) -> TargetedPreview? {
        collectionDelegate?.collectionView(self, contextMenuConfiguration: configuration, dismissalPreviewForItemAt: indexPath)
    }

    func delegateWillPerformPreviewAction(_ configuration: ContextMenuConfiguration, animator: any ContextMenuInteractionCommitAnimating) {
        collectionDelegate?.collectionView(self, willPerformPreviewActionForMenuWith: configuration, animator: animator)
    }

    func delegateTargetContentOffset(forProposedContentOffset proposed: CGPoint) -> CGPoint {
        collectionDelegate?.collectionView(self, targetContentOffsetForProposedContentOffset: proposed) ?? proposed
    }

    func delegatePerformPrimaryAction(at indexPath: IndexPath) {
        guard !isEditing, let collectionDelegate, collectionDelegate.collectionView(self, canPerformPrimaryActionForItemAt: indexPath) else { return }
        collectionDelegate.collectionView(self, performPrimaryActionForItemAt: indexPath)
    }

    /// In editing mode, a press on a list cell's reorder accessory grabs the item.
    func grabsItemForMovement(at point: CGPoint, item: IndexPath) -> Bool {
        guard isEditing, let cell = cellForItem(at: item) as? CollectionViewListCell, let grip = cell.accessoryFrame(of: .reorder),
              contentCanMoveItem(at: item) else { return false }
        return grip.contains(cell.convert(point, from: self))
    }

    /// In editing mode, a list cell's multiselect accessory.
    func multipleSelectionControlContains(_ point: CGPoint, item: IndexPath) -> Bool {
        guard isEditing, let cell = cellForItem(at: item) as? CollectionViewListCell,
              let circle = cell.accessoryFrame(of: .multiselect) else { return false }
        return circle.contains(cell.convert(point, from: self))
    }

    var selectsMultipleItemsWhenSweeping: Bool { selectsMultipleItems || allowsMultipleSelectionDuringEditing }

    func beginMultipleSelectionEditing() {
        if !isEditing, allowsMultipleSelectionDuringEditing { isEditing = true }
    }

    func delegateShouldBeginMultipleSelectionInteraction(at indexPath: IndexPath) -> Bool {
        collectionDelegate?.collectionView(self, shouldBeginMultipleSelectionInteractionAt: indexPath) ?? false
    }

    func delegateDidBeginMultipleSelectionInteraction(at indexPath: IndexPath) {
        collectionDelegate?.collectionView(self, didBeginMultipleSelectionInteractionAt: indexPath)
    }

    func delegateDidEndMultipleSelectionInteraction() {
        collectionDelegate?.collectionViewDidEndMultipleSelectionInteraction(self)
    }
}
