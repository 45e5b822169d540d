import Foundation

/// What a presentation controller asks and tells about dismissals the user starts
/// (`UIAdaptivePresentationControllerDelegate`); every method has a default.
@MainActor
public protocol AdaptivePresentationControllerDelegate: AnyObject {
    /// Whether a swipe down, a tap on the dimmed area or Escape may dismiss (default `true`).
    func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool
    /// The user tried to dismiss a presentation that may not be (`isModalInPresentation`, or
    /// `presentationControllerShouldDismiss(_:)` said no): ask them what to do with their changes.
    func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController)
    /// The user is dismissing the presentation.
    func presentationControllerWillDismiss(_ presentationController: PresentationController)
    /// The user dismissed the presentation (not called for `dismiss(animated:)` in code).
    func presentationControllerDidDismiss(_ presentationController: PresentationController)
}

extension AdaptivePresentationControllerDelegate {
    /// Returns `true`.
    public func presentationControllerShouldDismiss(_ presentationController: PresentationController) -> Bool { true }
    /// Does nothing.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: PresentationController) {}
    /// Does nothing.
    public func presentationControllerWillDismiss(_ presentationController: PresentationController) {}
    /// Does nothing.
    public func presentationControllerDidDismiss(_ presentationController: PresentationController) {}
}
