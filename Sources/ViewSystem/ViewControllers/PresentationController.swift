import CollectionGeometry
import Foundation

/// What manages a presented view controller's presentation (`UIPresentationController`): who presents
/// whom, in which style, and the delegate asked before the user dismisses it.
///
/// A view controller makes its presentation controller on first access to `presentationController`
/// (a `SheetPresentationController` for the sheet styles), so it can be configured before `present`.
///
/// Differences from UIKit: not subclassable for custom presentations (no `containerView`,
/// `frameOfPresentedViewInContainerView` or transitions; `transitioningDelegate` is absent).
@MainActor
open class PresentationController {
    /// The view controller presented.
    public private(set) weak var presentedViewController: ViewController?
    /// The view controller presenting it, while it is presented.
    public var presentingViewController: ViewController? { presentedViewController?.presentingViewController }
    /// Asked whether the user may dismiss, told when they try and when they do.
    open weak var delegate: (any AdaptivePresentationControllerDelegate)?

    /// The style of the presentation: the presented view controller's `modalPresentationStyle`.
    open var presentationStyle: ModalPresentationStyle { presentedViewController?.modalPresentationStyle ?? .automatic }

    /// Creates the presentation controller of `presentedViewController`; `presentingViewController`
    /// is ignored (the presentation context decides, as `present` runs).
    public init(presentedViewController: ViewController, presenting presentingViewController: ViewController?) {
        self.presentedViewController = presentedViewController
    }
}
