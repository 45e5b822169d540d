import Foundation

/// What a split view controller tells its delegate (`UISplitViewControllerDelegate`); every method has
/// a default.
@MainActor
public protocol SplitViewControllerDelegate: AnyObject {
    /// The columns collapsed into one stack (the width became compact).
    func splitViewControllerDidCollapse(_ svc: SplitViewController)
    /// The stack expanded into columns (the width became regular).
    func splitViewControllerDidExpand(_ svc: SplitViewController)
    /// The display mode is about to change (on a wide window; collapsing and expanding are told apart).
    func splitViewController(_ svc: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode)
    /// A sidebar column is about to show (on a wide window).
    func splitViewController(_ svc: SplitViewController, willShow column: SplitViewController.Column)
    /// A sidebar column is about to hide (on a wide window).
    func splitViewController(_ svc: SplitViewController, willHide column: SplitViewController.Column)
}

extension SplitViewControllerDelegate {
    /// Does nothing.
    public func splitViewControllerDidCollapse(_ svc: SplitViewController) {}
    /// Does nothing.
    public func splitViewControllerDidExpand(_ svc: SplitViewController) {}
    /// Does nothing.
    public func splitViewController(_ svc: SplitViewController, willChangeTo displayMode: SplitViewController.DisplayMode) {}
    /// Does nothing.
    public func splitViewController(_ svc: SplitViewController, willShow column: SplitViewController.Column) {}
    /// Does nothing.
    public func splitViewController(_ svc: SplitViewController, willHide column: SplitViewController.Column) {}
}
