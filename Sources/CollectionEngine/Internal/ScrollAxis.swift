import Foundation

/// The axis a collection view scrolls along, for the components that measure distances along it
/// (prefetching, retention): a value, so they need no collection view to ask.
struct ScrollAxis: Equatable {
    /// Whether the content scrolls vertically.
    let alongY: Bool

    /// `rect` grown by `before` and `after` points along the axis.
    func extended(_ rect: CGRect, before: CGFloat, after: CGFloat) -> CGRect {
        alongY
            ? CGRect(x: rect.minX, y: rect.minY - before, width: rect.width, height: rect.height + before + after)
            : CGRect(x: rect.minX - before, y: rect.minY, width: rect.width + before + after, height: rect.height)
    }

    /// The length of `rect` along the axis.
    func length(of rect: CGRect) -> CGFloat { alongY ? rect.height : rect.width }

    /// The coordinate of `point` along the axis.
    func coordinate(of point: CGPoint) -> CGFloat { alongY ? point.y : point.x }
}
