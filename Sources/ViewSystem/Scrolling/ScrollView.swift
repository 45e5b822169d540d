import CollectionGeometry
import Foundation

/// A view whose bounds origin moves over a larger content area — the headless `UIScrollView`.
///
/// `contentOffset` is `bounds.origin`; `adjustedContentInset` adds the safe area to `contentInset`
/// according to `contentInsetAdjustmentBehavior`. In a window, drags scroll it with UIKit's physics
/// on the frame clock: the content follows the finger (rubber-banding past the edges when `bounces`),
/// keeps moving after the finger lifts, slowing by `decelerationRate` each millisecond, springs back
/// (critically damped) from past an edge, and stops on pages when `isPagingEnabled`. See
/// `Guides/Scrolling.md` for every constant.
///
/// Differences from UIKit: outside a window there is no clock, so animated scrolling and deceleration
/// finish at once (their delegate calls still come, in order).
@MainActor
open class ScrollView: View, FrameParticipant, PanScrollable, PanScrollableProviding, WheelScrollable {
    /// The receiver of scrolling events.
    open weak var delegate: (any ScrollViewDelegate)?

    /// The size of the scrollable content. The default is zero.
    open var contentSize: CGSize = .zero {
        didSet {
            if !contentSize.isUsableSize { contentSize = contentSize.sanitizedSize }
            if oldValue != contentSize { updateAdjustedContentInset() }
        }
    }

    /// Extra space around the content. The default is zero.
    open var contentInset: EdgeInsets = .zero {
        didSet {
            if !contentInset.isFiniteInsets { contentInset = contentInset.finiteInsets }
            if oldValue != contentInset { updateAdjustedContentInset() }
        }
    }

    /// How the safe area adds to `contentInset`. The default is `.automatic`.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if oldValue != contentInsetAdjustmentBehavior { updateAdjustedContentInset() } }
    }

    /// The insets actually applied around the content: `contentInset` plus the safe area, as
    /// configured, plus the refresh control's room while it refreshes.
    public private(set) var adjustedContentInset: EdgeInsets = .zero

    /// The point of the content shown at the top-left corner (`bounds.origin`).
    ///
    /// Setting it moves the content at once and does not stop a deceleration (as UIKit).
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds = CGRect(origin: newValue, size: bounds.size) }
    }

    /// Whether the user can scroll. The default is `true`.
    open var isScrollEnabled = true

    /// How the keyboard is dismissed when a drag begins (`UIScrollView.KeyboardDismissMode`).
    public enum KeyboardDismissMode: Int, Sendable {
        /// A drag leaves the keyboard alone.
        case none
        /// A drag ends editing in the window.
        case onDrag
        /// The keyboard follows the drag down and can be dragged away; here, as `.onDrag`.
        case interactive
        /// As `.onDrag`, the keyboard's input accessory view too.
        case onDragWithAccessory
        /// As `.interactive`, the keyboard's input accessory view too; here, as `.onDrag`.
        case interactiveWithAccessory
    }

    /// Whether a drag that starts scrolling ends editing (`UIScrollView.keyboardDismissMode`; default
    /// `.none`): any other mode makes the text field being edited in the window give up the keys
    /// (`endEditing(true)`) as the drag begins.
    ///
    /// Differences from UIKit: the page's keyboard is the browser's, so the interactive modes, which
    /// let the keyboard follow the finger, dismiss it at the drag's start as `.onDrag` does.
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// Whether the content rubber-bands past its edges. The default is `true`.
    open var bounces = true
    /// Whether vertical drags bounce even when the content is not taller than the view.
    open var alwaysBounceVertical = false
    /// Whether horizontal drags bounce even when the content is not wider than the view.
    open var alwaysBounceHorizontal = false
    /// Whether a drag that begins mostly along one axis scrolls along that axis alone (default
    /// `false`); a drag that begins diagonally scrolls both ways. "Mostly": twice as far along one
    /// axis as along the other, at the first movement past the slop (UIKit does not say its ratio).
    open var isDirectionalLockEnabled = false
    /// Whether scrolling stops on multiples of the view's size.
    open var isPagingEnabled = false
    /// How fast the content slows after a drag. The default is `.normal`.
    open var decelerationRate: DecelerationRate = .normal

    /// Whether the vertical scroll indicator shows while the content moves (default `true`): a thin bar
    /// on the trailing edge, as long as the visible part is of the whole, placed as the offset is along
    /// its range. The indicators show while the content is dragged, decelerates or animates its offset
    /// (not for an offset set directly), linger half a second once it stops, then fade.
    open var showsVerticalScrollIndicator = true {
        didSet { if !showsVerticalScrollIndicator { scrollIndicators.remove(vertical: true) } }
    }
    /// Whether the horizontal scroll indicator shows while the content moves (default `true`), along
    /// the bottom edge.
    open var showsHorizontalScrollIndicator = true {
        didSet { if !showsHorizontalScrollIndicator { scrollIndicators.remove(vertical: false) } }
    }
    /// The indicators' colour (default `.default`: dark on a light appearance, light on a dark one).
    open var indicatorStyle: IndicatorStyle = .default {
        didSet { if indicatorStyle != oldValue { restyleScrollIndicators() } }
    }
    /// How far the vertical indicator keeps from the edges (default zero); NaN and infinite insets read as 0.
    open var verticalScrollIndicatorInsets: EdgeInsets = .zero {
        didSet { if !verticalScrollIndicatorInsets.isFiniteInsets { verticalScrollIndicatorInsets = verticalScrollIndicatorInsets.finiteInsets } }
    }
    /// How far the horizontal indicator keeps from the edges (default zero); NaN and infinite insets read as 0.
    open var horizontalScrollIndicatorInsets: EdgeInsets = .zero {
        didSet { if !horizontalScrollIndicatorInsets.isFiniteInsets { horizontalScrollIndicatorInsets = horizontalScrollIndicatorInsets.finiteInsets } }
    }
    /// Both indicators' insets: setting it sets both; reading it gives the vertical one's (UIKit
    /// deprecated the reading).
    open var scrollIndicatorInsets: EdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }
    /// Whether the indicators also keep out of the safe area that `adjustedContentInset` adds
    /// (default `true`).
    open var automaticallyAdjustsScrollIndicatorInsets = true
    /// The indicator bars and their fade.
    let scrollIndicators = ScrollIndicators()

    /// Shows the indicators for a moment (`flashScrollIndicators()`): they linger, then fade, as
    /// after a scroll.
    open func flashScrollIndicators() {
        showScrollIndicators()
    }

    /// Runs `changes` with the indicators shown for the content offset changes it makes, as for a
    /// scroll (`withScrollIndicatorsShown(forContentOffsetChanges:)`).
    open func withScrollIndicatorsShown(forContentOffsetChanges changes: () -> Void) {
        showingScrollIndicators(changes)
    }

    /// Whether a finger is on the content (from the start of a drag to its end).
    public internal(set) var isTracking = false
    /// Whether the content is being dragged.
    public internal(set) var isDragging = false
    /// Whether the content is still moving after a drag.
    public internal(set) var isDecelerating = false

    /// Pull to refresh; setting it adds the control above the content.
    open var refreshControl: RefreshControl? {
        didSet {
            guard oldValue !== refreshControl else { return }
            oldValue?.removeFromSuperview()
            oldValue?.scrollView = nil
            if let refreshControl {
                refreshControl.scrollView = self
                insertSubview(refreshControl, at: 0)
                layoutRefreshControl()
            }
            updateAdjustedContentInset()
        }
    }

    var motion = ScrollMotion.idle
    /// Whether the content offset is animating (`setContentOffset(_:animated: true)`, a page turn).
    package var isAnimatingScroll: Bool {
        if case .animating = motion { return true }
        return false
    }
    /// The wheel turns in progress, while they may end on a page or a group boundary.
    var wheelGesture: ScrollMotion.WheelGesture?

    /// Dragged, decelerating, animating its offset, or turned by the wheel and about to rest on a
    /// boundary (`FrameParticipant`).
    package var isInMotion: Bool { isTracking || isDecelerating || isAnimatingScroll || wheelGesture != nil }

    /// Whether a run of wheel turns ends on a page or boundary: when paging. Orthogonal sections, whose
    /// behaviour decides, always do (a continuous one rests where the turns left it).
    var restsWheelTurnsOnBoundaries: Bool { behavior?.scrollViewRestsWheelTurnsOnBoundaries(self) ?? isPagingEnabled }
    /// What a subclass elsewhere in the package adds to scrolling (see `ScrollViewBehavior`).
    package weak var behavior: (any ScrollViewBehavior)?
    /// The window whose frames drive this scroll view when it is not itself in one (orthogonal sections).
    package weak var hostWindow: Window? {
        didSet { frameWindow?.addParticipant(self) }
    }
    package var frameWindow: Window? { window ?? hostWindow }

    /// Creates a scroll view with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    /// Creates a scroll view with a zero frame; `coder` is ignored.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        clipsToBounds = true
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        window?.addParticipant(self)
    }

    // MARK: Frames

    /// Step 2 of a frame: scrolling advances. Subclasses add their own per-frame work (calling super).
    package func advanceFrame(in window: Window, to time: TimeInterval) {
        advanceWheelGesture(to: time)
        advanceScrolling(to: time)
        if scrollIndicators.isShowing { advanceScrollIndicators() }
        behavior?.scrollView(self, didAdvanceFrameIn: window, to: time)
    }

    /// Step 4 of a frame: idle work, which the behaviour does (the collection view prefetches).
    package func performIdleWork(in window: Window, until deadline: TimeInterval) {
        behavior?.scrollView(self, performIdleWorkIn: window, until: deadline)
    }

    /// Step 1 of a frame: measurements arrived; the behaviour sizes what they belong to.
    package func measurementsDidArrive(for views: [View], in window: Window) {
        behavior?.scrollView(self, measurementsDidArriveFor: views)
    }

    open override func boundsDidChange(from oldBounds: CGRect) {
        super.boundsDidChange(from: oldBounds)
        if oldBounds.size != bounds.size {
            updateAdjustedContentInset()
            layoutRefreshControl()
        }
        if oldBounds.origin != bounds.origin {
            // Views pinned to the frame guide follow the offset: the island holding them lays out again.
            if autoLayoutState?.scrollFrameGuide != nil { constraintsDidChange(constantOnly: true) }
            didScroll()
        }
    }

    /// Tells the behaviour, the delegate and the container (a navigation controller collapsing its
    /// large title) that the content offset changed.
    func didScroll() {
        if isInMotion || scrollIndicators.isForced { showScrollIndicators() } else if scrollIndicators.isShowing { placeScrollIndicators() }
        behavior?.scrollViewDidScroll(self)
        delegate?.scrollViewDidScroll(self)
        containerScrollHandler?(self)
    }

    /// Room a container keeps above the content inside the scroll view (a navigation bar's large
    /// title, which the content scrolls under): added to `adjustedContentInset.top`, as UIKit adds the
    /// bar's part of the safe area, without touching `contentInset` or the subviews' safe area.
    /// Content resting at the top stays at the top (UIKit shows a scroll view's content below the
    /// bar when it first appears).
    var containerTopInset: CGFloat = 0 {
        didSet {
            guard containerTopInset != oldValue else { return }
            let wasAtTop = abs(contentOffset.y - minimumContentOffset.y) < 0.5
            updateAdjustedContentInset()
            if wasAtTop, !isTracking, case .idle = motion { contentOffset.y = minimumContentOffset.y }
        }
    }

    /// Called after every change of the content offset, for the container that set it.
    var containerScrollHandler: ((ScrollView) -> Void)?

    /// Called when what the scroll view draws behind its content changes (`backgroundColor`, or a
    /// background a subclass draws, such as a list layout's), for the container that set it: a
    /// navigation bar at the scroll edge shows it, as UIKit's transparent bar shows the scroll view
    /// behind it.
    var containerBackgroundHandler: ((ScrollView) -> Void)?

    open override var backgroundColor: Color? {
        didSet { containerBackgroundHandler?(self) }
    }

    /// Redraws the background a subclass draws (`renderedBackground`) and tells the container.
    package func renderedBackgroundDidChange() {
        setNeedsDisplay()
        containerBackgroundHandler?(self)
    }

    open override func safeAreaInsetsDidChange() {
        super.safeAreaInsetsDidChange()
        updateAdjustedContentInset()
    }

    /// Called when `adjustedContentInset` changes. The default marks the view as needing layout.
    open func adjustedContentInsetDidChange() {
        setNeedsLayout()
        layoutRefreshControl()
    }

    // MARK: Offsets

    /// The smallest content offset at rest: the content's top-left corner at the inset edges.
    public var minimumContentOffset: CGPoint {
        CGPoint(x: -adjustedContentInset.left, y: -adjustedContentInset.top)
    }

    /// The largest content offset at rest (never below `minimumContentOffset`).
    public var maximumContentOffset: CGPoint {
        let minimum = minimumContentOffset
        return CGPoint(x: Swift.max(minimum.x, contentSize.width + adjustedContentInset.right - bounds.width),
                       y: Swift.max(minimum.y, contentSize.height + adjustedContentInset.bottom - bounds.height))
    }

    /// `offset` moved inside `minimumContentOffset`…`maximumContentOffset`.
    public func clampedContentOffset(_ offset: CGPoint) -> CGPoint {
        let minimum = minimumContentOffset, maximum = maximumContentOffset
        return CGPoint(x: Swift.min(maximum.x, Swift.max(minimum.x, offset.x.isFinite ? offset.x : contentOffset.x)),
                       y: Swift.min(maximum.y, Swift.max(minimum.y, offset.y.isFinite ? offset.y : contentOffset.y)))
    }

    /// Where content moving at `velocity` (points per millisecond) would stop on its own, inside the
    /// content (not changed by paging or the delegate).
    public func projectedContentOffset(forVelocity velocity: CGPoint) -> CGPoint {
        let offset = contentOffset
        return clampedContentOffset(CGPoint(x: offset.x + decelerationRate.restingDistance(forVelocity: velocity.x),
                                            y: offset.y + decelerationRate.restingDistance(forVelocity: velocity.y)))
    }

    /// Scrolls to `contentOffset`, over 0.3 s (ease in-out) when `animated`, then tells the delegate
    /// `scrollViewDidEndScrollingAnimation`. Stops a drag's deceleration. NaN and infinite offsets are
    /// ignored.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        guard contentOffset.isFinitePoint else { return }
        stopMotion()
        guard animated, View.areAnimationsEnabled, let window = frameWindow else {
            self.contentOffset = contentOffset
            if animated { delegate?.scrollViewDidEndScrollingAnimation(self) }
            return
        }
        guard contentOffset != self.contentOffset else {
            delegate?.scrollViewDidEndScrollingAnimation(self)
            return
        }
        motion = .animating(ScrollMotion.Animation(from: self.contentOffset, to: contentOffset, startTime: window.clock.now, duration: 0.3))
    }

    /// Scrolls as little as needed to show `rect` (content coordinates) inside the adjusted insets.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        guard rect.origin.isFinitePoint, rect.size.isUsableSize else { return }
        let visible = bounds.inset(by: adjustedContentInset)
        var offset = contentOffset
        if rect.minX < visible.minX { offset.x -= visible.minX - rect.minX } else if rect.maxX > visible.maxX {
            offset.x += Swift.min(rect.maxX - visible.maxX, rect.minX - visible.minX)
        }
        if rect.minY < visible.minY { offset.y -= visible.minY - rect.minY } else if rect.maxY > visible.maxY {
            offset.y += Swift.min(rect.maxY - visible.maxY, rect.minY - visible.minY)
        }
        setContentOffset(clampedContentOffset(offset), animated: animated)
    }

    /// Where a drag that ended at `proposed` with `velocity` should stop, before the delegate sees it.
    /// The behaviour decides (the collection view asks its layout); without one, `proposed`.
    func targetContentOffset(forProposedContentOffset proposed: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        behavior?.scrollView(self, targetContentOffsetForProposedContentOffset: proposed, withScrollingVelocity: velocity) ?? proposed
    }

    // MARK: Insets

    /// Computes `adjustedContentInset` again. A scroll view resting at the top (or leading edge) of the
    /// old inset — not dragged, not moving — rests at the top of the new one, as UIKit's does: an inset
    /// set before the first layout, or bars that arrive later, show the content from its start
    /// (`keepingRestAtTop` false leaves the offset to the caller: the refresh control animates it).
    func updateAdjustedContentInset(keepingRestAtTop: Bool = true) {
        let safe = safeAreaInsets
        var added = EdgeInsets.zero
        let scrollsHorizontally = contentSize.width > bounds.width
        let scrollsVertically = contentSize.height > bounds.height
        switch contentInsetAdjustmentBehavior {
        case .never:
            break
        case .always:
            added = safe
        case .automatic:
            added.top = safe.top
            added.bottom = safe.bottom
            if scrollsHorizontally { added.left = safe.left; added.right = safe.right }
        case .scrollableAxes:
            if scrollsVertically { added.top = safe.top; added.bottom = safe.bottom }
            if scrollsHorizontally { added.left = safe.left; added.right = safe.right }
        }
        var adjusted = contentInset + added
        if refreshControl?.isRefreshing == true { adjusted.top += RefreshControl.height }
        adjusted.top += containerTopInset
        guard adjusted != adjustedContentInset else { return }
        let old = adjustedContentInset
        let atRest = keepingRestAtTop && !isTracking && { if case .idle = motion { return true } else { return false } }()
        let atTop = atRest && abs(contentOffset.y + old.top) < 0.5
        let atLeadingEdge = atRest && abs(contentOffset.x + old.left) < 0.5
        adjustedContentInset = adjusted
        if atTop || atLeadingEdge {
            contentOffset = CGPoint(x: atLeadingEdge ? -adjusted.left : contentOffset.x, y: atTop ? -adjusted.top : contentOffset.y)
        }
        adjustedContentInsetDidChange()
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    func refreshStateDidChange() {
        updateAdjustedContentInset(keepingRestAtTop: false)
        guard !isTracking else { return }
        let minimum = minimumContentOffset
        // Above the top once refreshing ended: back to the top — also when the content still springs
        // back from the pull, toward a rest below the control that is no longer there.
        if contentOffset.y < minimum.y - 0.5, refreshControl?.isRefreshing == false {
            setContentOffset(clampedContentOffset(contentOffset), animated: true)
        }
    }

    private func layoutRefreshControl() {
        guard let refreshControl else { return }
        let top = -(adjustedContentInset.top - (refreshControl.isRefreshing ? RefreshControl.height : 0))
        refreshControl.frame = CGRect(x: 0, y: top - RefreshControl.height, width: bounds.width, height: RefreshControl.height)
    }

    // MARK: Drags, wheel and keys

    package func canScroll(forDrag translation: CGPoint) -> Bool {
        if let answer = behavior?.scrollView(self, canScrollForDrag: translation) { return answer }
        guard isScrollEnabled else { return false }
        let horizontal = abs(translation.x) > abs(translation.y)
        return horizontal ? scrollsHorizontally : scrollsVertically
    }

    /// Whether the content scrolls (or bounces) horizontally.
    package var scrollsHorizontally: Bool {
        maximumContentOffset.x > minimumContentOffset.x || (bounces && alwaysBounceHorizontal)
    }

    /// Whether the content scrolls (or bounces) vertically.
    package var scrollsVertically: Bool {
        maximumContentOffset.y > minimumContentOffset.y || (bounces && alwaysBounceVertical)
    }

    package func panScrollable(at point: CGPoint, forDrag translation: CGPoint) -> (any PanScrollable)? {
        if let other = behavior?.scrollView(self, panScrollableAt: point, forDrag: translation) { return other }
        return canScroll(forDrag: translation) ? self : nil
    }

    /// Moves the content by a wheel or trackpad turn. A paging scroll view (or an orthogonal section
    /// whose behaviour rests on boundaries; `restsWheelTurnsOnBoundaries`) treats a run of turns as one
    /// gesture: once no turn came for
    /// `wheelGestureEndDelay`, it animates to the page or boundary its velocity chooses, as UIKit does at
    /// the end of a trackpad scroll.
    package func scrollWheel(deltaX: CGFloat, deltaY: CGFloat) {
        guard isScrollEnabled else { return }
        // A turn takes over from any motion (a glide, a snap of the last gesture, an animated scroll).
        stopMotion()
        if wheelGesture == nil, restsWheelTurnsOnBoundaries {
            wheelGesture = ScrollMotion.WheelGesture(startOffset: contentOffset)
        }
        wheelGesture?.pendingDelta.x += deltaX
        wheelGesture?.pendingDelta.y += deltaY
        // The indicators show for wheel turns as for drags.
        showingScrollIndicators {
            contentOffset = clampedContentOffset(CGPoint(x: contentOffset.x + deltaX, y: contentOffset.y + deltaY))
        }
    }

    open override func keyDown(_ event: KeyEvent) -> Bool {
        guard isScrollEnabled else { return false }
        let page = CGSize(width: bounds.width - adjustedContentInset.left - adjustedContentInset.right,
                          height: bounds.height - adjustedContentInset.top - adjustedContentInset.bottom)
        var target = contentOffset
        switch event.key {
        case .upArrow: target.y -= 40
        case .downArrow: target.y += 40
        case .leftArrow: target.x -= 40
        case .rightArrow: target.x += 40
        case .pageUp: target.y -= page.height
        case .pageDown: target.y += page.height
        case .space: target.y += event.modifiers.contains(.shift) ? -page.height : page.height
        case .home: target = minimumContentOffset
        case .end: target = maximumContentOffset
        default: return false
        }
        setContentOffset(clampedContentOffset(target), animated: true)
        return true
    }
}
