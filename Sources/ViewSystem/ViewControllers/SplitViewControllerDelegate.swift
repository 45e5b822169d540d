import Foundation

/// What a split view controller tells its delegate (`UISplitViewControllerDelegate`); every method has
/// a default.
@MainActor
public protocol SplitViewControllerDelegate: AnyObject {
    /// The columns collapsed into one stack (the width became compact).
    func splitViewControllerDidCollapse(_ svc: SplitViewController)
    /// The stack expanded into columns (the width became regular).
    func splitViewControllerDidExpand(_ svc: SplitViewController)
}

extension SplitViewControllerDelegate {
    /// Does nothing.
    public func splitViewControllerDidCollapse(_ svc: SplitViewController) {}
    /// Does nothing.
    public func splitViewControllerDidExpand(_ svc: SplitViewController) {}
}
