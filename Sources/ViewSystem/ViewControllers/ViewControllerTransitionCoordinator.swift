import Foundation

/// What a view controller receives with `viewWillTransition(to:with:)` and `willTransition(to:with:)`,
/// and reads from `transitionCoordinator` (`UIViewControllerTransitionCoordinator`): a way to run
/// changes alongside a transition and after it.
///
/// A protocol, as in UIKit, so overrides written `with coordinator: any UIViewControllerTransitionCoordinator`
/// (Xcode's spelling) or without `any` both compile. `TransitionCoordinator` is the one conforming type;
/// it has no interactive transitions, so `isInteractive` is always `false`.
@MainActor
public protocol ViewControllerTransitionCoordinator: AnyObject, ViewControllerTransitionCoordinatorContext {
    /// Runs `animation` with the transition and `completion` after it; `true` when they will run.
    @discardableResult
    func animate(alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool
}

extension ViewControllerTransitionCoordinator {
    /// Runs `animation` with the transition (no completion).
    @discardableResult
    public func animate(alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}

/// What the blocks of a transition receive (`UIViewControllerTransitionCoordinatorContext`): how the
/// transition runs.
@MainActor
public protocol ViewControllerTransitionCoordinatorContext {
    /// Whether the transition is animated (an animated push or pop).
    var isAnimated: Bool { get }
    /// How long the transition lasts, in seconds.
    var transitionDuration: TimeInterval { get }
    /// Whether the transition was cancelled (never here: no transition is interactive).
    var isCancelled: Bool { get }
    /// Whether the user drives the transition (never here).
    var isInteractive: Bool { get }
}
