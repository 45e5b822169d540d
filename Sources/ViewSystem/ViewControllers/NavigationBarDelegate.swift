import Foundation

/// What a navigation bar on its own asks and tells as its items are pushed and popped
/// (`UINavigationBarDelegate`). Every method is optional.
///
/// A navigation controller's bar has no delegate of the app's: its controller decides.
@MainActor
public protocol NavigationBarDelegate: AnyObject {
    /// Whether `item` may be pushed (default `true`).
    func navigationBar(_ navigationBar: NavigationBar, shouldPush item: NavigationItem) -> Bool
    /// `item` was pushed.
    func navigationBar(_ navigationBar: NavigationBar, didPush item: NavigationItem)
    /// Whether `item` may be popped, by the back button or `popItem(animated:)` (default `true`).
    func navigationBar(_ navigationBar: NavigationBar, shouldPop item: NavigationItem) -> Bool
    /// `item` was popped.
    func navigationBar(_ navigationBar: NavigationBar, didPop item: NavigationItem)
    /// Where the bar sits (`UIBarPositioningDelegate`; default `.any`, read as `.top`): the bar's
    /// `barPosition`, which picks its legacy background image.
    func position(for bar: any BarPositioning) -> BarPosition
}

public extension NavigationBarDelegate {
    func navigationBar(_ navigationBar: NavigationBar, shouldPush item: NavigationItem) -> Bool { true }
    func navigationBar(_ navigationBar: NavigationBar, didPush item: NavigationItem) {}
    func navigationBar(_ navigationBar: NavigationBar, shouldPop item: NavigationItem) -> Bool { true }
    func navigationBar(_ navigationBar: NavigationBar, didPop item: NavigationItem) {}
    func position(for bar: any BarPositioning) -> BarPosition { .any }
}
