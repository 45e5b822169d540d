import CollectionGeometry
import CollectionLayout
import Foundation
import ViewSystem

/// A view controller whose view is a collection view, and which is its data source and delegate
/// (`UICollectionViewController`, F35). Subclasses override the data source and delegate methods
/// they need (`override func collectionView(_:numberOfItemsInSection:)` …).
///
/// Differences from UIKit: a subclass that does not override `collectionView(_:cellForItemAt:)`
/// while reporting items gets a plain cell and a diagnostic (UIKit raises).
@MainActor
open class CollectionViewController: ViewController, CollectionViewDataSource, CollectionViewDelegate {
    private let initialLayout: CollectionViewLayout
    private static let fallbackIdentifier = "OpenCollectionView.CollectionViewController.fallback"

    /// Whether `viewWillAppear` deselects the selected items (default `true`).
    open var clearsSelectionOnViewWillAppear = true

    /// Whether a push of this controller onto a navigation controller whose top view controller is a
    /// collection view controller is a layout-to-layout transition (default `false`). Set it before the
    /// push: the pushed controller then shares the collection view of the one below — its
    /// `collectionView` is that one, whose data source and delegate stay the controller below, as in
    /// UIKit — and the collection view changes to this controller's layout, animated when the push
    /// is; popping it changes the layout back. Nothing slides, and the edge swipe does not go back.
    ///
    /// Differs from UIKit: a controller whose view was already loaded, or a push onto a controller
    /// whose collection view is not loaded, slides as usual.
    open var useLayoutToLayoutNavigationTransitions = false

    /// A controller whose collection view uses `layout`.
    public init(collectionViewLayout layout: CollectionViewLayout) {
        initialLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a flow layout; `nibName` and `bundle` are ignored.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        initialLayout = CollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A controller with a flow layout; `coder` is ignored.
    public required init?(coder: NSCoder) {
        initialLayout = CollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// Whether a long press (or a mouse drag) on a movable item moves it: the collection view's
    /// `installsStandardGestureForInteractiveMovement`.
    ///
    /// Differences from UIKit: `false` until set (UIKit's controller installs the gesture by default),
    /// so a mouse drag on an item never starts a movement the app did not ask for.
    public var installsStandardGestureForInteractiveMovement: Bool {
        get { collectionView?.installsStandardGestureForInteractiveMovement ?? false }
        set { collectionView?.installsStandardGestureForInteractiveMovement = newValue }
    }

    /// The collection view's layout (`collectionView.collectionViewLayout`; the layout the controller
    /// was made with while its view is not a collection view).
    public var collectionViewLayout: CollectionViewLayout { collectionView?.collectionViewLayout ?? initialLayout }

    /// The collection view (the controller's view).
    open var collectionView: CollectionView! {
        get { view as? CollectionView }
        set { view = newValue }
    }

    /// Makes the collection view with the layout given at creation, this controller as its data source
    /// and delegate.
    open override func loadView() {
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: initialLayout)
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.register(CollectionViewCell.self, forCellWithReuseIdentifier: Self.fallbackIdentifier)
        view = collectionView
    }

    /// Editing mode for the controller and its collection view (`collectionView.isEditing`).
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        collectionView?.isEditing = editing
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear, let collectionView else { return }
        for indexPath in collectionView.indexPathsForSelectedItems ?? [] { collectionView.deselectItem(at: indexPath, animated: animated) }
    }

    // MARK: Data source (defaults as UIKit's; override what you need)

    /// One section.
    open func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

    /// No items.
    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// Reports that the subclass did not make its cells and returns a plain one.
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        LayoutDiagnostic.report("\(type(of: self)) reports items but does not override collectionView(_:cellForItemAt:); showing an empty cell at \(indexPath).",
                                constraints: [], from: collectionView)
        return collectionView.dequeueReusableCell(withReuseIdentifier: Self.fallbackIdentifier, for: indexPath)
    }

    /// No supplementary views.
    open func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> CollectionReusableView {
        MissingSupplementaryView()
    }

    /// `true`.
    open func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }

    /// Tells the collection view the move was not applied (it puts the item back).
    open func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        collectionView.dataSourceDidNotMoveItem = true
    }

    /// No index.
    open func indexTitles(for collectionView: CollectionView) -> [String]? { nil }

    /// An empty index path, which names no item; override with `indexTitles(for:)`.
    open func collectionView(_ collectionView: CollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath { IndexPath() }

    // MARK: Delegate

    /// The protocol's default; override it as in UIKit.
    open func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// The protocol's default; override it as in UIKit.
    open func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    /// The protocol's default; override it as in UIKit.
    open func collectionView(_ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
                             forElementKind elementKind: String, at indexPath: IndexPath) {}
    /// The protocol's default; override it as in UIKit.
    open func collectionView(_ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
                             forElementOfKind elementKind: String, at indexPath: IndexPath) {}
    /// The protocol's default; override it as in UIKit.
    open func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    /// The protocol's default; override it as in UIKit.
    open func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// The protocol's default; override it as in UIKit.
    open func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// The protocol's default; override it as in UIKit.
    open func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    /// The protocol's default; override it as in UIKit.
    open func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    /// The protocol's default; override it as in UIKit.
    open func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// The protocol's default; override it as in UIKit.
    open func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// The protocol's default; override it as in UIKit.
    open func collectionView(_ collectionView: CollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                             atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        proposedIndexPath
    }
    /// The protocol's default; override it as in UIKit.
    open func collectionView(_ collectionView: CollectionView, transitionLayoutForOldLayout fromLayout: CollectionViewLayout,
                             newLayout toLayout: CollectionViewLayout) -> CollectionViewTransitionLayout {
        CollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }
    /// The protocol's default; override it as in UIKit.
    open func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                             point: CGPoint) -> ContextMenuConfiguration? { nil }
    /// The protocol's default; override it as in UIKit.
    open func collectionView(_ collectionView: CollectionView, willDisplayContextMenu configuration: ContextMenuConfiguration,
                             animator: (any ContextMenuInteractionAnimating)?) {}
    /// The protocol's default; override it as in UIKit.
    open func collectionView(_ collectionView: CollectionView, willEndContextMenuInteraction configuration: ContextMenuConfiguration,
                             animator: (any ContextMenuInteractionAnimating)?) {}
    /// The protocol's default; override it as in UIKit.
    open func collectionView(_ collectionView: CollectionView, contextMenuConfiguration configuration: ContextMenuConfiguration,
                             highlightPreviewForItemAt indexPath: IndexPath) -> TargetedPreview? { nil }
    /// The protocol's default; override it as in UIKit.
    open func collectionView(_ collectionView: CollectionView, contextMenuConfiguration configuration: ContextMenuConfiguration,
                             dismissalPreviewForItemAt indexPath: IndexPath) -> TargetedPreview? { nil }
    /// The protocol's default; override it as in UIKit.
    open func collectionView(_ collectionView: CollectionView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
                             animator: any ContextMenuInteractionCommitAnimating) {}
    /// The protocol's default; override it as in UIKit.
    open func collectionView(_ collectionView: CollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }
    /// The protocol's default; override it as in UIKit.
    open func collectionView(_ collectionView: CollectionView, canEditItemAt indexPath: IndexPath) -> Bool { true }
    /// The protocol's default; override it as in UIKit.
    open func collectionView(_ collectionView: CollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool { false }
    /// The protocol's default; override it as in UIKit.
    open func collectionView(_ collectionView: CollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}
    /// The protocol's default; override it as in UIKit.
    open func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: CollectionView) {}
    /// The protocol's default; override it as in UIKit.
    open func collectionView(_ collectionView: CollectionView, canPerformPrimaryActionForItemAt indexPath: IndexPath) -> Bool { true }
    /// The protocol's default; override it as in UIKit.
    open func collectionView(_ collectionView: CollectionView, performPrimaryActionForItemAt indexPath: IndexPath) {}
    /// The protocol's default; override it as in UIKit.
    open func collectionView(_ collectionView: CollectionView, canFocusItemAt indexPath: IndexPath) -> Bool {
        collectionView.focusAllowedByProperties
    }
    /// The protocol's default; override it as in UIKit.
    open func indexPathForPreferredFocusedView(in collectionView: CollectionView) -> IndexPath? { nil }
    /// The protocol's default; override it as in UIKit.
    open func collectionView(_ collectionView: CollectionView, shouldUpdateFocusIn context: CollectionViewFocusUpdateContext) -> Bool { true }
    /// The protocol's default; override it as in UIKit.
    open func collectionView(_ collectionView: CollectionView, didUpdateFocusIn context: CollectionViewFocusUpdateContext,
                             with coordinator: FocusAnimationCoordinator) {}
    /// The protocol's default; override it as in UIKit.
    open func collectionView(_ collectionView: CollectionView, selectionFollowsFocusForItemAt indexPath: IndexPath) -> Bool {
        collectionView.selectionFollowsFocus
    }

    // MARK: Scroll view delegate

    /// The protocol's default; override it as in UIKit.
    open func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// The protocol's default; override it as in UIKit.
    open func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    /// The protocol's default; override it as in UIKit.
    open func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// The protocol's default; override it as in UIKit.
    open func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    /// The protocol's default; override it as in UIKit.
    open func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    /// The protocol's default; override it as in UIKit.
    open func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    /// The protocol's default; override it as in UIKit.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
}

extension CollectionViewController: SharedViewNavigating {
    package func adoptView(of previous: ViewController) -> Bool {
        guard useLayoutToLayoutNavigationTransitions, let below = previous as? CollectionViewController,
              let shared = below.viewIfLoaded as? CollectionView else { return false }
        if !isViewLoaded { loadSharedView(shared) }
        return viewIfLoaded === shared
    }

    package func didBecomeTopOfSharedView(animated: Bool) {
        guard let collectionView, collectionView.collectionViewLayout !== initialLayout else { return }
        collectionView.setCollectionViewLayout(initialLayout, animated: animated)
    }
}
