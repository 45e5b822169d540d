import Foundation

/// What a navigation controller tells its delegate as its top view controller changes
/// (`UINavigationControllerDelegate`); every method has a default.
///
/// Differences from UIKit: there are no custom transition animators or interface orientations.
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
    /// `viewController` is about to become the top one shown (a push, a pop, a new stack, or the
    /// navigation controller appearing), before its `viewWillAppear(_:)`.
    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool)
    /// `viewController` is shown on top: after its `viewDidAppear(_:)`, when an animated change ends.
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool)
}

extension NavigationControllerDelegate {
    /// Does nothing.
    public func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool) {}
    /// Does nothing.
    public func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {}
}
