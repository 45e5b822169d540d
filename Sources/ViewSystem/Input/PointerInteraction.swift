import CollectionGeometry
import Foundation

/// What a view wants from a pointer gesture that started on it.
package enum PointerClaim: Equatable {
    /// Nothing: the gesture may scroll.
    case none
    /// Taps (and highlight while the pointer is down); a drag beyond the slop scrolls instead.
    case tap
    /// The drag itself (interactive movement, rubber-band selection): the gesture never scrolls.
    case drag
}

/// A view that takes part in pointer gestures beyond scrolling (taps, highlight, long press, drags).
@MainActor
package protocol PointerInteracting: AnyObject {
    /// The pointer went down at `point` (in the view's coordinates).
    func pointerDown(_ event: PointerEvent, at point: CGPoint, time: TimeInterval) -> PointerClaim
    /// The pointer has been down `duration` seconds without moving past the slop (called every frame).
    func pointerHeld(at point: CGPoint, for duration: TimeInterval, time: TimeInterval) -> PointerClaim
    /// The pointer moved during a gesture this view claims as a drag.
    func pointerDragged(_ event: PointerEvent, to point: CGPoint, time: TimeInterval)
    /// The pointer went up: a tap, or the end of a claimed drag.
    func pointerUp(_ event: PointerEvent, at point: CGPoint, time: TimeInterval)
    /// The gesture turned into scrolling or was cancelled.
    func pointerCancelled()
    /// Whether a tap this view claims keeps going when the pointer moves past the slop and nothing
    /// scrolls: the moves then arrive as `pointerDragged` and the lift as `pointerUp` (a control
    /// following its touch in and out of its bounds). `false`: the tap is cancelled.
    var followsTapPastSlop: Bool { get }
}

extension PointerInteracting {
    /// A tap is cancelled past the slop.
    package var followsTapPastSlop: Bool { false }
}

/// Something a drag can scroll: a scroll view, or an orthogonal section of a collection view.
@MainActor
package protocol PanScrollable: AnyObject {
    /// Whether a drag by `translation` (points, finger direction) would scroll this.
    func canScroll(forDrag translation: CGPoint) -> Bool
    /// The drag started.
    func panBegan(time: TimeInterval)
    /// The finger moved `translation` from where the drag started.
    func panChanged(translation: CGPoint, time: TimeInterval)
    /// The finger lifted with `velocity` in points per millisecond (finger direction).
    func panEnded(velocity: CGPoint, time: TimeInterval)
}

/// A view that scrolls, or contains parts that scroll, under a drag.
@MainActor
package protocol PanScrollableProviding: AnyObject {
    /// What a drag by `translation` starting at `point` (view coordinates) scrolls, if this view takes it.
    func panScrollable(at point: CGPoint, forDrag translation: CGPoint) -> (any PanScrollable)?
    /// What this view moves instead of `inner` — something inside it that a drag by `translation`
    /// would scroll — if it takes the drag over (a sheet takes a drag down from content scrolled to
    /// its top); `nil` leaves it to `inner` (the default).
    func panScrollable(takingOverFrom inner: any PanScrollable, forDrag translation: CGPoint) -> (any PanScrollable)?
}

extension PanScrollableProviding {
    package func panScrollable(takingOverFrom inner: any PanScrollable, forDrag translation: CGPoint) -> (any PanScrollable)? { nil }
}
