import Foundation

/// A view controller that, pushed on a navigation controller, can take over the view of the one
/// below instead of bringing its own (a collection view controller with
/// `useLayoutToLayoutNavigationTransitions`): the navigation controller then slides nothing, and the
/// shared view changes its look itself as each of them becomes the top one.
@MainActor
package protocol SharedViewNavigating: AnyObject {
    /// Takes over `previous`'s view for a push onto it; whether it did (then its view is `previous`'s).
    func adoptView(of previous: ViewController) -> Bool
    /// It became the top view controller of a shared view (pushed, or back after a pop).
    func didBecomeTopOfSharedView(animated: Bool)
}
