import CollectionGeometry
import Foundation

/// One modal presentation: a presenting view controller showing a presented one in a container over
/// the window (UIKit's presentation controller and transition view, as one object). The presenting
/// view controller owns it; the presented one points back to it.
///
/// Its phases run one way: presenting (the view slides or fades in) → presented → dismissing (out) →
/// gone (unlinked from both view controllers, the container out of the window).
@MainActor
final class Presentation {
    /// Where the presentation is.
    enum Phase: Equatable {
        case presenting, presented, dismissing
    }

    /// The view controller that runs the presentation (the presentation context's root).
    private(set) weak var presenting: ViewController?
    /// The view controller shown.
    let presented: ViewController
    /// The style the presentation shows, `.automatic` and `.none` resolved.
    package let style: ModalPresentationStyle
    /// How the presented view enters and leaves.
    let transition: ModalTransitionStyle
    /// The view over the window that holds the dimming and the presented view.
    let container: PresentationContainerView
    private(set) var phase = Phase.presenting
    /// The presenting view a full-screen presentation took out of the window, and where it was.
    private var covered: (view: View, superview: View, index: Int)?
    /// The view that had the keys before the presentation took them.
    private weak var previousFirstResponder: View?

    /// How long the presented view takes to enter and to leave (seconds).
    static let presentDuration: TimeInterval = 0.5
    static let dismissDuration: TimeInterval = 0.35

    init(presenting: ViewController, presented: ViewController) {
        self.presenting = presenting
        self.presented = presented
        switch presented.modalPresentationStyle {
        case .automatic: style = .pageSheet
        case .none: style = .fullScreen
        case let other: style = other
        }
        switch presented.modalTransitionStyle {
        case .crossDissolve: transition = .crossDissolve
        default: transition = .coverVertical
        }
        container = PresentationContainerView(frame: .zero)
        container.presentation = self
        if isSheet, let sheet = presented.sheetPresentationController {
            sheet.changeHandler = { [weak container] in container?.sheetConfigurationDidChange() }
        }
    }

    /// Whether the presenting view leaves the window while the presented one is shown.
    var coversPresentingView: Bool { style == .fullScreen || style == .currentContext }

    /// Whether the presented view is drawn as a sheet (rounded, over a dimmed window).
    var isSheet: Bool { style == .pageSheet || style == .formSheet || style == .popover }

    // MARK: Showing

    /// Puts the container over the presenting view's window and brings the presented view in, then
    /// calls `completion` (the caller made sure there is a window).
    func show(animated: Bool, completion: (() -> Void)?) {
        guard let window = presenting?.viewIfLoaded?.window else { return }
        container.frame = window.bounds
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        // Under any menu shown, over everything else.
        if let menu = window.subviews.firstIndex(where: { $0 is MenuBackdrop }) {
            window.insertSubview(container, at: menu)
        } else {
            window.addSubview(container)
        }
        let presentedView: View = presented.view
        presented.beginAppearanceTransition(true, animated: animated)
        container.install(presentedView)
        container.place(shown: false)
        if coversPresentingView { presenting?.beginAppearanceTransition(false, animated: animated) }

        previousFirstResponder = window.firstResponder
        if window.firstResponder?.isDescendant(of: presentedView) != true { window.makeFirstResponder(container) }
        run(animated: animated, duration: Self.presentDuration, change: { container.place(shown: true) }) { [self] in
            if phase == .presenting {
                phase = .presented
                presented.endAppearanceTransition()
                if coversPresentingView, let presenting {
                    presenting.endAppearanceTransition()
                    takeOutCoveredView(of: presenting)
                }
            }
            completion?()
        }
    }

    // MARK: Dismissing

    /// Takes the presented view away — after any presentation it runs itself, at once — gives the
    /// presenting one back its view, unlinks both view controllers and calls `completion`. A second
    /// dismissal while one runs is ignored (as UIKit ignores it).
    func dismiss(animated: Bool, completion: (() -> Void)?) {
        guard phase != .dismissing else { return }
        presented.presentationAsPresenting?.dismiss(animated: false, completion: nil)
        phase = .dismissing
        presented.beginAppearanceTransition(false, animated: animated)
        if coversPresentingView, let presenting {
            putBackCoveredView()
            presenting.beginAppearanceTransition(true, animated: animated)
        }
        run(animated: animated, duration: Self.dismissDuration, change: { container.place(shown: false) }) { [self] in
            finishDismissal()
            completion?()
        }
    }

    private func finishDismissal() {
        let window = container.window
        presented.viewIfLoaded?.removeFromSuperview()
        container.removeFromSuperview()
        presented.endAppearanceTransition()
        if coversPresentingView { presenting?.endAppearanceTransition() }
        container.restorePresentingView()
        (presented.storedPresentationController as? SheetPresentationController)?.changeHandler = nil
        if presenting?.presentationAsPresenting === self { presenting?.presentationAsPresenting = nil }
        if presented.presentationAsPresented === self { presented.presentationAsPresented = nil }
        if let window, window.firstResponder == nil || window.firstResponder === container
            || window.firstResponder?.window !== window {
            window.makeFirstResponder(previousFirstResponder?.window === window ? previousFirstResponder : nil)
        }
    }

    /// What a tap on the dimmed area, a swipe down or Escape does: dismisses the sheet, telling the
    /// presentation controller's delegate, unless the presented view controller asked to stay
    /// (`isModalInPresentation`) or the delegate refuses — then the delegate hears the attempt.
    /// Returns whether the dismissal started.
    func userAskedToDismiss() -> Bool {
        guard phase == .presented, isSheet || style == .custom else { return false }
        let controller = presented.storedPresentationController
        let delegate = controller?.delegate
        if presented.isModalInPresentation || !(controller.map { delegate?.presentationControllerShouldDismiss($0) ?? true } ?? true) {
            if let controller { delegate?.presentationControllerDidAttemptToDismiss(controller) }
            return false
        }
        if let controller { delegate?.presentationControllerWillDismiss(controller) }
        container.endDragForDismissal()
        presented.dismiss(animated: true) {
            if let controller { delegate?.presentationControllerDidDismiss(controller) }
        }
        return true
    }

    // MARK: Helpers

    private func run(animated: Bool, duration: TimeInterval, change: () -> Void, then finish: @escaping () -> Void) {
        guard animated, container.window != nil else {
            change()
            finish()
            return
        }
        View.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 1, animations: change) { _ in finish() }
    }

    private func takeOutCoveredView(of presenting: ViewController) {
        guard let view = presenting.viewIfLoaded, let superview = view.superview, view.window != nil else { return }
        covered = (view, superview, superview.subviews.firstIndex { $0 === view } ?? 0)
        view.removeFromSuperview()
    }

    private func putBackCoveredView() {
        guard let (view, superview, index) = covered else { return }
        covered = nil
        superview.insertSubview(view, at: Swift.min(index, superview.subviews.count))
    }
}
