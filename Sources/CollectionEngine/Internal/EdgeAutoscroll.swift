import Foundation

/// How a drag held near an edge of a collection view scrolls it (interactive movement, the
/// multiple-selection sweep, the rubber band): within `edge` points of an edge along the scrolling
/// axis, continuously, faster the closer to the edge, up to `speed`.
enum EdgeAutoscroll {
    /// The distance from an edge (points) within which a drag scrolls the content.
    static let edge: CGFloat = 44
    /// The fastest autoscroll, in points per millisecond (at the very edge).
    static let speed: CGFloat = 1

    /// Which way a pointer at `coordinate` along an axis of `length` visible points scrolls: −1 towards
    /// the start, 1 towards the end, 0 when it is not near an edge (or the view is too short to tell).
    static func direction(at coordinate: CGFloat, length: CGFloat) -> CGFloat {
        guard length > 2 * edge, coordinate.isFinite else { return 0 }
        return coordinate < edge ? -1 : (coordinate > length - edge ? 1 : 0)
    }

    /// The signed distance to scroll after `elapsed` seconds with the pointer at `coordinate`.
    static func step(at coordinate: CGFloat, length: CGFloat, elapsed: TimeInterval) -> CGFloat {
        let direction = direction(at: coordinate, length: length)
        guard direction != 0, elapsed > 0, elapsed.isFinite else { return 0 }
        let depth = direction < 0 ? edge - coordinate : coordinate - (length - edge)
        return direction * speed * Swift.min(1, depth / edge) * CGFloat(elapsed * 1000)
    }
}
