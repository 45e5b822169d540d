import Foundation

/// Behaviour added to a view from outside it (`UIInteraction`): a context menu, say. A view keeps
/// its interactions (`View.addInteraction(_:)`) and tells each one as it joins or leaves.
///
/// Differences from UIKit: the window hands an interaction input only if it is a
/// `ContextMenuInteraction`; other kinds are kept and told of their view, and see what their view sees.
@MainActor
public protocol Interaction: AnyObject {
    /// The view the interaction is on (the implementer stores it in `didMove(to:)`, weakly).
    var view: View? { get }
    /// The interaction is about to join `view` (`nil`: leave its view).
    func willMove(to view: View?)
    /// The interaction joined `view` (`nil`: left its view).
    func didMove(to view: View?)
}
