import CollectionData
import CollectionGeometry
import CollectionLayout
import Foundation
import ViewSystem

/// The engine shared by `CollectionView` and `TableView`: a scroll view that shows an ordered
/// collection of elements through a layout (F1).
///
/// UIKit has no such class: `UICollectionView` and `UITableView` are separate. Here both are thin
/// front-ends over this one engine — each asks its own data source and delegate protocols through the
/// overridable hooks below — so a table gets batch updates, prefetching, self-sizing, selection,
/// reordering and recovery from bad input exactly as a collection view does. Use `CollectionView` or
/// `TableView`; the hooks are internal, so other subclasses see only the shared API.
///
/// Arrangement comes from `collectionViewLayout`. `layoutIfNeeded()` runs the layout pass synchronously: it prepares the layout when
/// invalidated, applies bounds-change invalidation, and shows exactly the cells, supplementary and
/// decoration views whose frames overlap the visible bounds (strictly: touching edges do not count),
/// mirrored when the layout flips for right-to-left.
///
/// Differences from UIKit:
/// - Problems that raise exceptions in UIKit (an unregistered identifier, a cell not obtained by
///   dequeueing, item counts that changed without `reloadData()` …) are reported to `diagnosticHandler`
///   with UIKit's wording where UIKit has one, and the collection view recovers (feature B2, Guides/HostileInput.md).
@MainActor
open class CollectionViewBase: ScrollView {
    /// The layout that arranges the items.
    ///
    /// Setting it installs the new layout without animation. A layout already installed in another
    /// collection view is refused (UIKit raises an exception) and reported.
    open var collectionViewLayout: CollectionViewLayout {
        get { installedLayout }
        set { install(newValue) }
    }

    /// Whether the user can select items (default `true`).
    open var allowsSelection = true
    /// Whether the user can select several items (default `false`); taps then toggle items.
    open var allowsMultipleSelection = false
    /// Whether the keyboard can focus items (`allowsFocus`; default `true`, as on a Mac: arrow keys
    /// move the focus). A delegate's `canFocusItemAt` answer, and a cell's `canBecomeFocused`, take
    /// precedence. Turning it off removes the focus.
    open var allowsFocus = true {
        didSet { if !allowsFocus { removeFocus() } }
    }
    /// Whether the keyboard can focus items in editing mode (`allowsFocusDuringEditing`; default `true`).
    open var allowsFocusDuringEditing = true
    /// Whether the focused item is selected as the focus moves (`selectionFollowsFocus`; default
    /// `true`, as in a Mac list: arrow keys move the selection). With `false`, arrow keys move only
    /// the focus and Return or Space selects the focused item. A delegate's
    /// `selectionFollowsFocusForItemAt` answer takes precedence.
    open var selectionFollowsFocus = true
    /// Whether focus entering the collection view returns to the item focused when it left
    /// (`remembersLastFocusedIndexPath`; default `false`, UIKit's). With `false` it goes to the
    /// delegate's `indexPathForPreferredFocusedView`, else the first selected item, else the first
    /// item that can be focused.
    open var remembersLastFocusedIndexPath = false
    /// Whether pressing and holding an item and dragging it reorders it (default `false`).
    ///
    /// UIKit puts this switch on `UICollectionViewController`; here the collection view owns it, since
    /// it receives pointer input itself. A touch holds 0.5 s; a mouse drags beyond 10 points.
    open var installsStandardGestureForInteractiveMovement = false
    /// The rectangle of a rubber-band selection in progress (content coordinates), drawn above the
    /// cells as a translucent blue rectangle (as AppKit and Mac Catalyst draw it).
    public internal(set) var rubberBandRect: CGRect? {
        didSet { updateRubberBandView() }
    }
    /// The view drawing `rubberBandRect`, while there is one.
    var rubberBandView: RubberBandView?

    /// Whether cells are prepared ahead of display while a frame has time to spare (F14). The
    /// default is `true`, as in UIKit since iOS 10.
    open var isPrefetchingEnabled = true

    /// How far (points along the scroll axis) a cell that left the screen stays configured before it is
    /// recycled; `nil` (the default) keeps cells within the prefetcher's reach — eight screens for cells
    /// that cost a frame or more a screen to configure, four for cheaper ones — while prefetching is
    /// enabled (a cell the prefetcher would prepare again if the scrolling turns back), and within half a
    /// screen when it is not. Scrolling back within it shows the same cell again with
    /// `willDisplay` and no `cellForItemAt`.
    ///
    /// Not in UIKit, which keeps such cells for an unspecified time.
    open var cellRetentionDistance: CGFloat? {
        didSet { if let distance = cellRetentionDistance, !distance.isFinite || distance < 0 { cellRetentionDistance = oldValue } }
    }

    /// When a self-sizing cell on screen is measured again without its item being reloaded
    /// (`selfSizingInvalidation`; default `.enabled`, as in UIKit since iOS 16): a new content
    /// configuration or `invalidateIntrinsicContentSize()` on the cell or its content view resizes it
    /// in the next layout pass; `.enabledIncludingConstraints` adds Auto Layout changes inside the
    /// content view; `.disabled` waits for a reload or reconfiguration.
    open var selfSizingInvalidation: CollectionViewSelfSizingInvalidation = .enabled

    /// The receiver of interaction and scrolling events (`CollectionView` and `TableView` say which
    /// protocols they look for).
    open override weak var delegate: (any ScrollViewDelegate)? {
        didSet { engineDelegateDidChange() }
    }

    /// A view under every cell, filling the collection view's bounds and staying put while the
    /// content scrolls (`backgroundView`): an empty state, typically. Setting it removes the old one.
    open var backgroundView: View? {
        didSet {
            guard oldValue !== backgroundView else { return }
            oldValue?.removeFromSuperview()
            guard let backgroundView else { return }
            insertSubview(backgroundView, at: 0)
            backgroundView.frame = bounds
            setNeedsLayout()
        }
    }

    /// Receives every problem found in the input the collection view was given, with UIKit's wording
    /// where UIKit has one. When `nil`, problems are written to standard error.
    public var diagnosticHandler: ((CollectionDiagnostic) -> Void)?

    // MARK: State
    // Each concern keeps its state in a component of its own; the extensions named after them work
    // on it. Guides/Engine.md draws who owns what.

    private var installedLayout: CollectionViewLayout
    /// Set once by the front end's initialiser.
    weak var installedFrontEnd: (any CollectionFrontEnd)?
    /// The item counts loaded from the data source and their generation.
    var loaded = LoadedData()
    /// Every view held, by element, and the reuse queues.
    let elements = ElementStore()
    /// What the prefetcher knows about scrolling and cell costs, and the items it handed out (F14, F15).
    var prefetchState = PrefetchState()
    /// The selected, highlighted and focused items (F11, F30).
    var selection = SelectionState()
    /// The changes recorded inside `performBatchUpdates(_:completion:)` (F9).
    var batches = BatchRecorder()
    /// The scroll views of orthogonally scrolling sections (F29).
    var strips = OrthogonalStrips()
    /// What the layout pass keeps between passes (F12, F13).
    var pass = LayoutPassState()
    /// Which element each self-sizing view was measured for (F17).
    var selfSizing = SelfSizingCoordinator()
    /// The open row's swipe actions and the swipe in progress (F36).
    let swipes = SwipeActionsCoordinator()
    /// Cells `dequeueReusableCell` hands back as they are while `reconfigureItems` runs, by index path.
    var reconfiguringCells: [IndexPath: CollectionViewCell] = [:]
    /// The pointer gesture the collection view is handling (tap, rubber band, movement), and where the
    /// pointer grabbed a moving item relative to its centre.
    var pointerGesture: CollectionPointerGesture?
    var grabOffset: CGPoint = .zero
    /// The interactive movement in progress, if any (F18).
    var movement: InteractiveMovement?
    /// The drop placeholders shown, which the data source does not know about.
    var placeholders = ItemPlaceholders()
    /// How quickly the other items make room for a moved item (`CollectionView.reorderingCadence`).
    var movementCadence: CollectionViewReorderingCadence = .immediate
    /// The interactive layout transition in progress and its completion (completed, finished) (F3).
    var interactiveTransition: (layout: CollectionViewTransitionLayout, completion: ((Bool, Bool) -> Void)?)?
    /// The interaction that shows items' context menus (`contextMenuInteraction`).
    lazy var menuInteraction = ContextMenuInteraction(view: self)

    // MARK: Creating

    /// Creates a collection view with `layout`.
    public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
        installedLayout = layout
        super.init(frame: frame)
        behavior = self
        accessibilityKind = .collection
        installedFrontEnd = self as? any CollectionFrontEnd
        install(layout, replacing: nil)
    }

    /// Creates a collection view with a flow layout.
    ///
    /// UIKit requires a layout and raises an exception without one; here a `CollectionViewFlowLayout` is used.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, collectionViewLayout: CollectionViewFlowLayout())
    }

    /// Creates a collection view with a flow layout; archives are not supported, so `coder` is ignored.
    public required init?(coder: NSCoder) {
        let layout = CollectionViewFlowLayout()
        installedLayout = layout
        super.init(coder: coder)
        behavior = self
        accessibilityKind = .collection
        installedFrontEnd = self as? any CollectionFrontEnd
        install(layout, replacing: nil)
    }

    // MARK: Data

    /// Reloads everything: the counts, every visible cell and view, and the layout (no animation); the
    /// selection is cleared and an interactive movement is abandoned.
    ///
    /// Like UIKit, the work happens at the next layout pass.
    open func reloadData() {
        finishDisappearingViews()
        // As in UIKit, reloading forgets the selection (index paths may now name other items).
        selection.reset()
        movement = nil
        placeholders.removeAll()
        loaded.counts = nil
        pass.needsFullReload = true
        loaded.indexPathsChanged()
        elements.discardOffscreen()
        prefetchState.prefetchedItems.removeAll()
        let context = installedLayout.makeInvalidationContext()
        context.invalidateEverything = true
        context.invalidateDataSourceCounts = true
        installedLayout.invalidateLayout(with: context)
        setNeedsLayout()
    }

    /// The number of sections, as last loaded from the data source (loading it if needed).
    public var numberOfSections: Int {
        counts.count
    }

    /// The number of items in `section`, as last loaded from the data source; 0 when out of range.
    public func numberOfItems(inSection section: Int) -> Int {
        let counts = self.counts
        return counts.indices.contains(section) ? counts[section] : 0
    }

    // MARK: Layout

    /// Runs the layout pass now if anything changed (bounds, data, layout invalidation).
    ///
    /// A pass can itself change the state (a new content size changes the adjusted content inset, a
    /// self-sized cell invalidates the layout and uncovers cells not yet measured); passes repeat until
    /// the state settles. Each repeat measures at least one new element, so this ends; a bound of
    /// `maximumLayoutPasses` keeps a cell whose size never settles from looping forever.
    open override func layoutIfNeeded() {
        var passes = 0
        while passes < Self.maximumLayoutPasses, needsLayout || loaded.counts == nil || installedLayout.invalidation.needsPrepare {
            setNeedsLayout()
            super.layoutIfNeeded()
            passes += 1
        }
        // Only a view inside a cell needs layout (a label's size arrived): lay out that subtree.
        if subtreeNeedsLayout { super.layoutIfNeeded() }
    }

    /// The most layout passes one `layoutIfNeeded()` runs (an estimate of 1 000 000 points for items
    /// that measure 40 needs about ten).
    static let maximumLayoutPasses = 64

    open override func layoutSubviews() {
        super.layoutSubviews()
        // The bounds' origin is the content offset: framed at the bounds, the view does not scroll.
        if let backgroundView, backgroundView.frame != bounds { backgroundView.frame = bounds }
        pass.isRunning = true
        defer { pass.isRunning = false }
        pass.hasDeferredCells = performLayoutPass(currentPassMode).deferredCells
    }

    /// The mode of a pass the layout cycle runs: a reload after `reloadData()`, the movement while
    /// an item is moved interactively, steady otherwise. (Updates run their own pass.)
    var currentPassMode: LayoutPassMode {
        if pass.needsFullReload { return .reload }
        if let movement { return .movement(movement) }
        return .steady
    }


    open override func didMoveToWindow() {
        super.didMoveToWindow()
        for scrollView in strips.scrollViews.values { scrollView.hostWindow = window }
    }

    open override var canBecomeFirstResponder: Bool { true }

    /// A list layout's background (`CollectionLayoutListConfiguration.backgroundColor`, else the
    /// appearance's: `.systemBackground` plain, `.systemGroupedBackground` grouped, inset grouped
    /// and sidebar) while the app sets no `backgroundColor`, as UIKit's list layouts colour their
    /// collection view.
    open override var renderedBackground: BackgroundConfiguration? {
        guard backgroundColor == nil, let color = pass.listBackground else { return nil }
        return BackgroundConfiguration(backgroundColor: color)
    }

    /// Arrow keys move the focus through the layout's geometry, and the selection with it while
    /// selection follows focus (shift extends it); Return and Space act on the focused item; other
    /// keys, and these when nothing can be focused, scroll (F30).
    open override func keyDown(_ event: KeyEvent) -> Bool {
        if handleFocusKey(event) { return true }
        return super.keyDown(event)
    }

    open override func willChangeBounds(to newBounds: CGRect) {
        super.willChangeBounds(to: newBounds)
        let layout = installedLayout
        if layout.shouldInvalidateLayout(forBoundsChange: newBounds) {
            layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: newBounds))
        }
    }

    open override func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        installedLayout.invalidateLayout()
    }

    open override func layoutMarginsDidChange() {
        super.layoutMarginsDidChange()
        installedLayout.invalidateLayout()
    }

    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        installedLayout.invalidateLayout()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        installedLayout.invalidateLayout()
        if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
            remeasureForContentSizeCategory()
        }
    }

    // MARK: Front end

    /// The front end answering for content, display and presentation (`CollectionView` or
    /// `TableView`, set when they are created); the defaults when there is none.
    var frontEnd: any CollectionFrontEnd { installedFrontEnd ?? AbsentFrontEnd.shared }

    // MARK: Private

    func install(_ layout: CollectionViewLayout) {
        guard layout !== installedLayout else { return }
        if let other = layout.host, other !== self {
            report(.api, "the layout \(type(of: layout)) is already associated with another collection view; a layout can lay out only one collection view at a time",
                   recovery: "kept the current layout")
            return
        }
        install(layout, replacing: installedLayout)
    }

    private func install(_ layout: CollectionViewLayout, replacing old: CollectionViewLayout?) {
        old?.attach(to: nil)
        installedLayout = layout
        layout.attach(to: self)
        setNeedsLayout()
    }

    /// The delegate changed: the front end caches its typed view of it first.
    func engineDelegateDidChange() {
        frontEnd.delegateDidChange()
        for scrollView in strips.scrollViews.values { scrollView.delegate = delegate }
        installedLayout.invalidateLayout()
        setNeedsLayout()
    }

}

extension CollectionViewBase: CellContainer {
    /// A cell asks for a configuration update: the next layout pass runs it (this one, if running).
    func cellNeedsConfigurationUpdate() {
        if !pass.isRunning { setNeedsLayout() }
    }

    /// A cell on screen changed what it shows or how its content is laid out (`byConstraints`):
    /// under `selfSizingInvalidation` it is measured again in the next layout pass.
    func cellContentDidInvalidateSize(_ cell: CollectionViewCell, byConstraints: Bool) {
        switch selfSizingInvalidation {
        case .disabled: return
        case .enabled: if byConstraints { return }
        case .enabledIncludingConstraints: break
        }
        guard cell.selfSizingAxes != nil else { return }
        selfSizing.requestMeasurement(of: cell)
        // Also during a pass: requests are taken as a pass starts, so one made by a configuration
        // update inside a pass waits for the next.
        setNeedsLayout()
    }

    /// A cell's item may be focused when the delegate says so, else when the properties allow it.
    func cellCanBecomeFocused(_ cell: CollectionViewCell) -> Bool {
        guard let indexPath = indexPath(for: cell) else { return false }
        return delegateAllowsFocus(at: indexPath)
    }
}

extension CollectionViewBase: ScrollViewBehavior {
    package func scrollViewDidScroll(_ scrollView: ScrollView) {
        noteScrollForPrefetching()
        swipes.contentDidScroll(isDragging: isDragging, in: self)
        frontEnd.contentDidScroll()
    }

    package func scrollView(_ scrollView: ScrollView, targetContentOffsetForProposedContentOffset proposed: CGPoint,
                            withScrollingVelocity velocity: CGPoint) -> CGPoint {
        layoutTargetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
    }

    package func scrollView(_ scrollView: ScrollView, panScrollableAt point: CGPoint, forDrag translation: CGPoint) -> (any PanScrollable)? {
        scrollableForDrag(at: point, translation: translation)
    }

    package func scrollView(_ scrollView: ScrollView, didAdvanceFrameIn window: Window, to time: TimeInterval) {
        autoscrollForMovement(at: time)
        autoscrollForDrag(at: time)
        springLoadForDrag(at: time)
        // Cells the last frame left for later (the window's frame work limit) come now.
        if pass.hasDeferredCells { setNeedsLayout() }
    }

    package func scrollView(_ scrollView: ScrollView, performIdleWorkIn window: Window, until deadline: TimeInterval) {
        prefetch(in: window, until: deadline)
    }

    package func scrollView(_ scrollView: ScrollView, measurementsDidArriveFor views: [View]) {
        measurementsArrived(for: views)
    }
}
