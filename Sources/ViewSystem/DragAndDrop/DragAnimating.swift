import Foundation

/// Adds to the animation of a dropped item going to its place (`UIDragAnimating`).
///
/// Differs from UIKit: the animations run for 0.25 s beside the drop's own, and the completions
/// follow, in the order added, with `.end`.
@MainActor
public protocol DragAnimating: AnyObject {
    /// Adds animations to run alongside the drop's.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds a completion to run when the drop's animation ends.
    func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void)
}
