import CollectionGeometry
import Foundation

/// Following a touch: `isTracking`, `isTouchInside` and the touch events a control sends.
extension Control {
    /// The horizontal alignment as laid out: `.leading` and `.trailing` resolved to `.left` or `.right`
    /// by the layout direction.
    public var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch contentHorizontalAlignment {
        case .leading: return rightToLeft ? .right : .left
        case .trailing: return rightToLeft ? .left : .right
        case .center, .left, .right, .fill: return contentHorizontalAlignment
        }
    }

    /// A touch went down at `point` (the control's coordinates): tracking starts and `.touchDown` is sent.
    func beginTouchTracking(at point: CGPoint) {
        isTracking = true
        isTouchInside = bounds.contains(point)
        sendActions(for: .touchDown)
    }

    /// The touch moved to `point`: `.touchDragEnter` or `.touchDragExit` when it crossed the bounds,
    /// then `.touchDragInside` or `.touchDragOutside`. Nothing while not tracking.
    func continueTouchTracking(at point: CGPoint) {
        guard isTracking else { return }
        let inside = bounds.contains(point)
        if inside != isTouchInside {
            isTouchInside = inside
            sendActions(for: inside ? .touchDragEnter : .touchDragExit)
        }
        sendActions(for: inside ? .touchDragInside : .touchDragOutside)
    }

    /// The touch was lifted at `point`: tracking ends; `.touchUpOutside` is sent when outside (the
    /// control itself sends what a touch lifted inside means). Returns whether it was inside, `false`
    /// while not tracking.
    @discardableResult
    func endTouchTracking(at point: CGPoint) -> Bool {
        guard isTracking else { return false }
        let inside = bounds.contains(point)
        isTracking = false
        isTouchInside = false
        if !inside { sendActions(for: .touchUpOutside) }
        return inside
    }

    /// The touch was cancelled: tracking ends and `.touchCancel` is sent.
    func cancelTouchTracking() {
        guard isTracking else { return }
        isTracking = false
        isTouchInside = false
        sendActions(for: .touchCancel)
    }
}
