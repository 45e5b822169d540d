import Foundation

/// What a tab bar controller asks and tells its delegate (`UITabBarControllerDelegate`); every
/// method has a default.
@MainActor
public protocol TabBarControllerDelegate: AnyObject {
    /// Whether a tap on `viewController`'s tab may select it (default `true`).
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
    /// The user selected `viewController`'s tab (not called when code sets the selection).
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
}

extension TabBarControllerDelegate {
    /// Returns `true`.
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool { true }
    /// Does nothing.
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}
}
