import CollectionGeometry
import Foundation

/// The dimming over a view controller's content while its search is active with nothing typed
/// (`obscuresBackgroundDuringPresentation`): a tap on it ends the search.
@MainActor
final class SearchDimmingView: View, PointerInteracting {
    /// What a tap does.
    var onTap: (() -> Void)?

    func pointerDown(_ event: PointerEvent, at point: CGPoint, time: TimeInterval) -> PointerClaim { .tap }
    func pointerHeld(at point: CGPoint, for duration: TimeInterval, time: TimeInterval) -> PointerClaim { .tap }
    func pointerDragged(_ event: PointerEvent, to point: CGPoint, time: TimeInterval) {}
    func pointerUp(_ event: PointerEvent, at point: CGPoint, time: TimeInterval) { onTap?() }
    func pointerCancelled() {}
}
