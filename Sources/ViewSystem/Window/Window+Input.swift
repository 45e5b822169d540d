import CollectionGeometry
import Foundation

extension Window {
    /// The distance a pointer must move before a tap becomes a drag.
    package static let dragSlop: CGFloat = 10
    /// How long a touch rests on a view before its context menu interaction opens a menu.
    static let contextMenuHoldDuration: TimeInterval = 0.5

    /// Queues a pointer event for the next frame.
    ///
    /// Returns `false` and queues nothing when the location is NaN or infinite.
    @discardableResult
    public func send(_ event: PointerEvent) -> Bool {
        guard event.location.isFinitePoint else { return false }
        input.enqueue(.pointer(event))
        return true
    }

    /// Queues a scroll-wheel event for the next frame (`false` for NaN or infinite values).
    @discardableResult
    public func send(_ event: ScrollWheelEvent) -> Bool {
        guard event.location.isFinitePoint, event.deltaX.isFinite, event.deltaY.isFinite else { return false }
        input.enqueue(.wheel(event))
        return true
    }

    /// Queues a key press for the next frame; it goes to `firstResponder`, then up its superviews.
    @discardableResult
    public func send(_ event: KeyEvent) -> Bool {
        input.enqueue(.key(event))
        return true
    }

    /// Queues text typed into a text field for the next frame (it goes to the field the renderer names;
    /// a view that is gone, or is no text field, ignores it).
    @discardableResult
    public func send(_ event: TextInputEvent) -> Bool {
        input.enqueue(.text(event))
        return true
    }

    /// Queues an assistive technology's action for the next frame: the element the renderer names is
    /// activated, adjusted or performs its custom action of that name. An element that is gone, is no
    /// element, is hidden from assistive technologies or has no such action ignores it.
    @discardableResult
    public func send(_ event: AccessibilityActionEvent) -> Bool {
        input.enqueue(.accessibilityAction(event))
        return true
    }

    /// Makes `view` receive key presses (`nil` clears the focus). A view outside this window is refused.
    @discardableResult
    public func makeFirstResponder(_ view: View?) -> Bool {
        guard let view else {
            firstResponder = nil
            return true
        }
        guard view.window === self else { return false }
        firstResponder = view
        return true
    }
}

/// Something a scroll wheel moves directly (no momentum: the wheel's own events carry it).
@MainActor
package protocol WheelScrollable: AnyObject {
    func scrollWheel(deltaX: CGFloat, deltaY: CGFloat)
}
