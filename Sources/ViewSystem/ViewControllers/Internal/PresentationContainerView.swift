import CollectionGeometry
import Foundation

/// The view a presentation puts over the window (UIKit's transition view): a dimming view, and the
/// presented view in a rounded, clipping sheet placed for the presentation's style and the window's
/// width. It takes the keys while shown (Escape asks to dismiss) and a tap on the dimmed area.
@MainActor
package final class PresentationContainerView: View, PointerInteracting {
    /// The presentation it shows (which owns it).
    weak var presentation: Presentation?
    /// Dims what is behind a sheet.
    let dimmingView = View(frame: .zero)
    /// Holds the presented view: rounded and clipping for a sheet, the whole window otherwise.
    let sheetView = View(frame: .zero)
    private var isShownPlacement = false
    /// The presenting view a compact page sheet shrinks, and the transform it had.
    private var shrunk: (view: View, transform: CGAffineTransform)?

    /// The dimming over the window behind a sheet.
    static let dimmingAlpha: CGFloat = 0.35
    /// A sheet's corner radius.
    static let cornerRadius: CGFloat = 10
    /// The window width from which a sheet is centred when the traits do not give a size class.
    static let regularWidth: CGFloat = 700

    package override init(frame: CGRect) {
        super.init(frame: frame)
    }

    package required init?(coder: NSCoder) {
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
    }

    /// Places the sheet on screen (`shown`) or where it enters from and leaves to; inside an
    /// animation block, the change animates.
    func place(shown: Bool) {
        isShownPlacement = shown
        applyPlacement()
    }

    package override func layoutSubviews() {
        super.layoutSubviews()
        applyPlacement()
    }

    /// Whether the window is wide enough for a centred sheet: a regular horizontal size class, or
    /// with none given, a width of 700 points or more.
    var isRegularWidth: Bool {
        switch traitCollection.horizontalSizeClass {
        case .regular: return true
        case .compact: return false
        default: return bounds.width >= Self.regularWidth
        }
    }

    /// Where the sheet is when shown, in the container's coordinates.
    /// - Complexity: O(1).
    func shownFrame() -> CGRect {
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
            return CGRect(x: ((bounds.width - width) / 2).rounded(), y: (safe.top + margin + (availableHeight - height) / 2).rounded(),
                          width: width, height: height)
        }
        let top = safe.top + 10
        return CGRect(x: 0, y: top, width: bounds.width, height: Swift.max(0, bounds.height - top))
    }

    private func applyPlacement() {
        guard let presentation else { return }
        dimmingView.frame = bounds
        let frame = shownFrame()
        let compactSheet = presentation.isSheet && !isRegularWidth
        sheetView.layer.maskedCorners = compactSheet ? [.layerMinXMinYCorner, .layerMaxXMinYCorner] : .all
        let fades = presentation.transition == .crossDissolve
        if isShownPlacement || fades {
            sheetView.frame = frame
        } else {
            sheetView.frame = frame.offsetBy(dx: 0, dy: bounds.height - frame.minY)
        }
        for presented in sheetView.subviews { presented.frame = CGRect(origin: .zero, size: frame.size) }
        sheetView.alpha = isShownPlacement || !fades ? 1 : 0
        dimmingView.alpha = isShownPlacement ? 1 : 0
        placePresentingView(shrinks: compactSheet && isShownPlacement)
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

    // MARK: Keys and taps

    package override var canBecomeFirstResponder: Bool { true }

    /// Keys go to the presented view controller first (an alert's Escape and Return); Escape then asks
    /// to dismiss a sheet. No key reaches the views behind the presentation.
    package override func keyDown(_ event: KeyEvent) -> Bool {
        guard let presentation else { return false }
        if presentation.presented.presentationKeyDown(event) { return true }
        if event.key == .escape { presentation.userAskedToDismiss() }
        return true
    }

    package func pointerDown(_ event: PointerEvent, at point: CGPoint, time: TimeInterval) -> PointerClaim { .tap }
    package func pointerHeld(at point: CGPoint, for duration: TimeInterval, time: TimeInterval) -> PointerClaim { .tap }
    package func pointerDragged(_ event: PointerEvent, to point: CGPoint, time: TimeInterval) {}
    /// A tap on the dimmed area (outside the sheet) asks to dismiss.
    package func pointerUp(_ event: PointerEvent, at point: CGPoint, time: TimeInterval) {
        guard let presentation, presentation.isSheet, !sheetView.frame.contains(point) else { return }
        presentation.userAskedToDismiss()
    }
    package func pointerCancelled() {}
}
