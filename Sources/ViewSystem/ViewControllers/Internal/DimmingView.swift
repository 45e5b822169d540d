import CollectionGeometry
import Foundation

/// A dimming over content that a tap dismisses: a search's (`obscuresBackgroundDuringPresentation`)
/// and a split view controller's secondary column under an overlaid or displacing sidebar.
@MainActor
final class DimmingView: View, PointerInteracting {
    /// What a tap does.
    var onTap: (() -> Void)?

    func pointerDown(_ event: PointerEvent, at point: CGPoint, time: TimeInterval) -> PointerClaim { .tap }
    func pointerHeld(at point: CGPoint, for duration: TimeInterval, time: TimeInterval) -> PointerClaim { .tap }
    func pointerDragged(_ event: PointerEvent, to point: CGPoint, time: TimeInterval) {}
    func pointerUp(_ event: PointerEvent, at point: CGPoint, time: TimeInterval) { onTap?() }
    func pointerCancelled() {}

    /// A screen reader's activation taps it, when it is an element (the split view's dimming is one).
    override func accessibilityActivate() -> Bool {
        guard let onTap else { return false }
        onTap()
        return true
    }
}
