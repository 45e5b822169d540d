import CollectionGeometry
import Foundation

/// The view a presentation puts over the window (UIKit's transition view): a dimming view, and the
/// presented view in a rounded, clipping sheet placed for the presentation's style and the window's
/// width. It takes the keys while shown (Escape asks to dismiss) and a tap on the dimmed area.
@MainActor
final class PresentationContainerView: View, PointerInteracting, PanScrollableProviding {
    /// The presentation it shows (which owns it).
    weak var presentation: Presentation?
    /// Dims what is behind a sheet.
    let dimmingView = View(frame: .zero)
    /// Holds the presented view: rounded and clipping for a sheet, the whole window otherwise.
    let sheetView = View(frame: .zero)
    private var isShownPlacement = false
    /// The sheet's top while the user drags it (`nil` otherwise).
    private var draggedTop: CGFloat?
    /// The sheet's grabber (shown when the sheet presentation controller prefers it).
    let grabber = View(frame: .zero)
    /// The presenting view a compact page sheet shrinks, and the transform it had.
    private var shrunk: (view: View, transform: CGAffineTransform)?

    /// The dimming over the window behind a sheet.
    static let dimmingAlpha: CGFloat = 0.35
    /// A sheet's corner radius.
    static let cornerRadius: CGFloat = 10

    override init(frame: CGRect) {
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Puts `presentedView` in the sheet, filling it.
    func install(_ presentedView: View) {
        let sheet = presentation?.isSheet ?? false
        dimmingView.backgroundColor = sheet ? Color(white: 0, alpha: Self.dimmingAlpha) : nil
        dimmingView.isUserInteractionEnabled = false
        addSubview(dimmingView)
        sheetView.clipsToBounds = sheet
        sheetView.layer.cornerRadius = sheet ? Self.cornerRadius : 0
        addSubview(sheetView)
        accessibilityViewIsModal = true
        presentedView.frame = CGRect(origin: .zero, size: sheetView.bounds.size)
        presentedView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        sheetView.addSubview(presentedView)
        grabber.backgroundColor = .systemGray3
        grabber.layer.cornerRadius = 2.5
        grabber.isUserInteractionEnabled = false
        sheetView.addSubview(grabber)
    }

    /// Places the sheet now (a detent or a grabber changed); inside an animation block, animated.
    func sheetConfigurationDidChange() {
        applyPlacement()
    }

    /// The sheet presentation controller, when the presentation is a sheet.
    private var sheetController: SheetPresentationController? {
        guard let presentation, presentation.isSheet else { return nil }
        return presentation.presented.storedPresentationController as? SheetPresentationController
    }

    /// A detent resolved for the container: its identifier and height.
    typealias ResolvedDetent = (identifier: SheetPresentationController.Detent.Identifier, height: CGFloat)

    /// The detents of a compact sheet, resolved for the container's height: (identifier, height), by
    /// height; empty on a regular width or for what is no sheet.
    func resolvedDetents() -> [ResolvedDetent] {
        guard let presentation, presentation.isSheet, !isRegularWidth else { return [] }
        let maximum = Swift.max(0, bounds.height - safeAreaInsets.top - 10)
        return sheetController?.resolvedDetents(maximum: maximum, traits: traitCollection) ?? [(.large, maximum)]
    }

    /// The detent the sheet rests at: the selected one, else the smallest.
    private func restingDetent(in detents: [ResolvedDetent]) -> ResolvedDetent? {
        let selected = sheetController?.selectedDetentIdentifier
        return detents.first { $0.identifier == selected } ?? detents.first
    }

    /// Whether what is behind the sheet is dimmed (and takes no input): always, unless the sheet rests
    /// at or below its largest undimmed detent.
    func isDimmed(with detents: [ResolvedDetent]) -> Bool {
        guard let undimmed = sheetController?.largestUndimmedDetentIdentifier else { return true }
        guard let limit = detents.first(where: { $0.identifier == undimmed }), let resting = restingDetent(in: detents) else { return true }
        return resting.height > limit.height
    }

    /// Places the sheet on screen (`shown`) or where it enters from and leaves to; inside an
    /// animation block, the change animates.
    func place(shown: Bool) {
        isShownPlacement = shown
        applyPlacement()
    }

    /// The presented view controller's title (its navigation controller's top one's), else "Sheet":
    /// the name a screen reader gives the dialog.
    override var defaultAccessibilityLabel: String? {
        guard let presented = presentation?.presented else { return nil }
        return presented.title ?? (presented as? NavigationController)?.topViewController?.title ?? "Sheet"
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        applyPlacement()
    }

    /// Whether the window is wide enough for a centred sheet: a regular horizontal size class, or
    /// with none given, a width of 700 points or more.
    var isRegularWidth: Bool { hasRegularWidthForContainers }

    /// Where the sheet is when shown, in the container's coordinates — at its resting detent among
    /// `detents`, or with its top at `draggedTop` while dragged.
    /// - Complexity: O(detents).
    func shownFrame(detents: [ResolvedDetent], draggedTop: CGFloat?) -> CGRect {
        guard let presentation, presentation.isSheet else { return bounds }
        let safe = safeAreaInsets
        if isRegularWidth {
            let margin: CGFloat = 20
            let availableHeight = Swift.max(0, bounds.height - safe.top - safe.bottom - 2 * margin)
            let width: CGFloat
            let height: CGFloat
            if presentation.style == .pageSheet {
                width = Swift.min(704, Swift.max(0, bounds.width - 2 * margin))
                height = availableHeight
            } else {
                width = Swift.min(540, Swift.max(0, bounds.width - 2 * margin))
                height = Swift.min(620, availableHeight)
            }
            let top = (safe.top + margin + (availableHeight - height) / 2).rounded()
            // Dragged: the centred sheet follows the finger down (it has one height).
            return CGRect(x: ((bounds.width - width) / 2).rounded(), y: draggedTop.map { Swift.max($0, top) } ?? top,
                          width: width, height: height)
        }
        let height = restingDetent(in: detents)?.height ?? Swift.max(0, bounds.height - safe.top - 10)
        if let draggedTop {
            // Dragged: the top follows the finger; above the largest detent it stretches, below the
            // smallest the sheet keeps its smallest height and slides down.
            let smallest = detents.first?.height ?? height
            return CGRect(x: 0, y: draggedTop, width: bounds.width, height: Swift.max(smallest, bounds.height - draggedTop))
        }
        return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    }

    private func applyPlacement() {
        guard let presentation else { return }
        dimmingView.frame = bounds
        let detents = resolvedDetents()
        let frame = shownFrame(detents: detents, draggedTop: draggedTop)
        let compactSheet = presentation.isSheet && !isRegularWidth
        sheetView.layer.maskedCorners = compactSheet ? [.layerMinXMinYCorner, .layerMaxXMinYCorner] : .all
        if presentation.isSheet { sheetView.layer.cornerRadius = sheetController?.preferredCornerRadius ?? Self.cornerRadius }
        grabber.isHidden = !(sheetController?.prefersGrabberVisible ?? false)
        grabber.frame = CGRect(x: ((frame.width - 36) / 2).rounded(), y: 5, width: 36, height: 5)
        let dimmed = isDimmed(with: detents)
        // With reduced motion a sheet cross-fades instead of sliding, as iOS's cross-fade transitions do.
        let fades = presentation.transition == .crossDissolve || window?.accessibilitySettings.isReduceMotionEnabled == true
        if isShownPlacement || fades {
            sheetView.frame = frame
        } else {
            sheetView.frame = frame.offsetBy(dx: 0, dy: bounds.height - frame.minY)
        }
        for presented in sheetView.subviews where presented !== grabber { presented.frame = CGRect(origin: .zero, size: frame.size) }
        sheetView.alpha = isShownPlacement || !fades ? 1 : 0
        dimmingView.alpha = isShownPlacement && dimmed ? 1 : 0
        let atLargest = draggedTop == nil && restingDetent(in: detents)?.height == detents.last?.height
        placePresentingView(shrinks: compactSheet && isShownPlacement && dimmed && atLargest)
    }

    /// A compact page sheet shrinks the presenting view behind it, its top at the safe area's, as iOS
    /// does; otherwise the presenting view keeps its transform.
    private func placePresentingView(shrinks: Bool) {
        guard shrinks, let view = presentation?.presenting?.viewIfLoaded, view.window === window, view !== self,
              view.bounds.width > 32, view.bounds.height > 0 else {
            if let (view, transform) = shrunk, !shrinks { view.transform = transform }
            return
        }
        if shrunk == nil || shrunk?.view !== view { shrunk = (view, view.transform) }
        let scale = (view.bounds.width - 32) / view.bounds.width
        // The untransformed top, in the window (the frame follows the transform).
        let top = view.superview.map { $0.convert(CGPoint(x: 0, y: view.center.y - view.bounds.height / 2), to: nil).y } ?? 0
        let scaledTop = top + view.bounds.height * (1 - scale) / 2
        let shift = (safeAreaInsets.top - scaledTop).rounded()
        view.transform = CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: 0, ty: shift)
    }

    /// Gives the presenting view back the transform it had before a compact sheet shrank it.
    func restorePresentingView() {
        if let (view, transform) = shrunk { view.transform = transform }
        shrunk = nil
    }

    // MARK: Dragging a sheet

    /// A vertical drag on a sheet (where what is under the finger does not scroll) moves it.
    package func panScrollable(at point: CGPoint, forDrag translation: CGPoint) -> (any PanScrollable)? {
        guard let presentation, presentation.isSheet, presentation.phase == .presented,
              sheetView.frame.contains(point), abs(translation.y) > abs(translation.x) else { return nil }
        return SheetDrag(container: self)
    }

    /// A vertical drag on content that scrolls vertically inside a compact sheet moves the sheet
    /// instead when the content is scrolled to its top and the drag goes down, or when the sheet rests
    /// below its largest detent and the drag goes up (UIKit's `prefersScrollingExpandsWhenScrolledToEdge`,
    /// on by default) — as UIKit's sheet takes the pan from its content.
    package func panScrollable(takingOverFrom inner: any PanScrollable, forDrag translation: CGPoint) -> (any PanScrollable)? {
        guard let scrollView = inner as? ScrollView, scrollView.isDescendant(of: sheetView), let presentation, presentation.isSheet,
              presentation.phase == .presented, !isRegularWidth, abs(translation.y) > abs(translation.x) else { return nil }
        let atTop = scrollView.contentOffset.y <= scrollView.minimumContentOffset.y + 0.5
        if translation.y > 0, atTop { return SheetDrag(container: self) }
        let detents = resolvedDetents()
        let expands = sheetController?.prefersScrollingExpandsWhenScrolledToEdge ?? true
        if translation.y < 0, expands, let resting = restingDetent(in: detents), let largest = detents.last, resting.height < largest.height {
            return SheetDrag(container: self)
        }
        return nil
    }

    /// The finger moved the sheet's top to `top`: held below the largest detent's top by a third of the
    /// way past it (a rubber band), free downwards.
    func dragSheet(toTop top: CGFloat) {
        if isRegularWidth {
            draggedTop = top
            return applyPlacement()
        }
        let highest = bounds.height - (resolvedDetents().last?.height ?? 0)
        draggedTop = top < highest ? highest - (highest - top) / 3 : top
        applyPlacement()
    }

    /// The finger lifted with `velocity` (points per millisecond, down positive): the sheet rests at
    /// the detent nearest where the throw points (150 ms ahead), or leaves when that is below half its
    /// smallest height — unless it may not, when it goes back and the delegate hears the attempt.
    func endSheetDrag(velocity: CGFloat) {
        guard let presentation, let top = draggedTop else { return }
        let detents = resolvedDetents()
        let projected = top + (velocity.isFinite ? velocity : 0) * 150
        if isRegularWidth {
            // One height: away past half of it, else back.
            let resting = shownFrame(detents: detents, draggedTop: nil)
            if projected > resting.minY + resting.height / 2, presentation.userAskedToDismiss() { return }
            View.animate(withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.9, animations: {
                draggedTop = nil
                applyPlacement()
            })
            return
        }
        let smallest = detents.first?.height ?? 0
        if projected > bounds.height - smallest / 2 {
            if presentation.userAskedToDismiss() { return }
        }
        let nearest = detents.min { abs(bounds.height - $0.height - projected) < abs(bounds.height - $1.height - projected) }
        let sheet = sheetController
        let changed = nearest.map { $0.identifier != (restingDetent(in: detents)?.identifier) } ?? false
        View.animate(withDuration: 0.4, delay: 0, usingSpringWithDamping: 0.9, animations: {
            draggedTop = nil
            if changed { sheet?.selectedDetentIdentifier = nearest?.identifier }
            applyPlacement()
        })
        if changed, let sheet { (sheet.delegate as? any SheetPresentationControllerDelegate)?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(sheet) }
    }

    /// Forgets a drag (the sheet is leaving).
    func endDragForDismissal() {
        draggedTop = nil
    }

    // MARK: Keys and taps

    /// Outside the sheet, an undimmed container lets input through to what is behind it.
    override func hitTest(_ point: CGPoint, with event: PointerEvent?) -> View? {
        let hit = super.hitTest(point, with: event)
        guard hit === self || hit === dimmingView, presentation?.isSheet == true, !isDimmed(with: resolvedDetents()) else { return hit }
        return nil
    }

    package override var canBecomeFirstResponder: Bool { true }

    /// Keys go to the presented view controller first (an alert's Escape and Return); Escape then asks
    /// to dismiss a sheet. No key reaches the views behind the presentation.
    override func keyDown(_ event: KeyEvent) -> Bool {
        guard let presentation else { return false }
        if presentation.presented.presentationKeyDown(event) { return true }
        if event.key == .escape { _ = presentation.userAskedToDismiss() }
        return true
    }

    package func pointerDown(_ event: PointerEvent, at point: CGPoint, time: TimeInterval) -> PointerClaim { .tap }
    package func pointerHeld(at point: CGPoint, for duration: TimeInterval, time: TimeInterval) -> PointerClaim { .tap }
    package func pointerDragged(_ event: PointerEvent, to point: CGPoint, time: TimeInterval) {}
    /// A tap on the dimmed area (outside the sheet) asks to dismiss.
    package func pointerUp(_ event: PointerEvent, at point: CGPoint, time: TimeInterval) {
        guard let presentation, presentation.isSheet, !sheetView.frame.contains(point) else { return }
        _ = presentation.userAskedToDismiss()
    }
    package func pointerCancelled() {}
}
