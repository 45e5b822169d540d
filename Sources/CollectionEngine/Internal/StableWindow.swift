import CollectionGeometry
import Foundation
import ViewSystem

/// The scroll positions over which a layout pass would show exactly the elements it showed, where it
/// showed them: while the bounds stay inside, the pass has nothing to do (most frames of a scroll).
///
/// Built from the elements a pass queried around the visible rectangle: every element on screen must
/// stay on screen, no other element may come on, and the bounds must stay inside the queried area.
struct StableWindow {
    /// The bounds and content size the window was computed for.
    let bounds: CGRect
    let contentSize: CGSize
    /// The layout's `answersGeneration` then.
    let generation: Int
    /// Whether the main axis is vertical.
    let alongY: Bool
    /// The open interval of main-axis movements (points) that change nothing.
    private(set) var lower: CGFloat
    private(set) var upper: CGFloat

    init(bounds: CGRect, contentSize: CGSize, generation: Int, alongY: Bool, queried: CGRect) {
        self.bounds = bounds
        self.contentSize = contentSize
        self.generation = generation
        self.alongY = alongY
        lower = alongY ? queried.minY - bounds.minY : queried.minX - bounds.minX
        upper = alongY ? queried.maxY - bounds.maxY : queried.maxX - bounds.maxX
    }

    /// Narrows the window for an element at `frame` (displayed coordinates), on screen or not.
    mutating func include(_ frame: CGRect, onScreen: Bool) {
        let (minimum, maximum, crossMin, crossMax) = alongY
            ? (frame.minY, frame.maxY, frame.minX, frame.maxX) : (frame.minX, frame.maxX, frame.minY, frame.maxY)
        let (low, high, viewCrossMin, viewCrossMax) = alongY
            ? (bounds.minY, bounds.maxY, bounds.minX, bounds.maxX) : (bounds.minX, bounds.maxX, bounds.minY, bounds.maxY)
        if onScreen {
            // It must keep overlapping: low + d < maximum and high + d > minimum.
            upper = Swift.min(upper, maximum - low)
            lower = Swift.max(lower, minimum - high)
            return
        }
        // Off screen: only elements across from the bounds, with length along the axis, can come on.
        guard crossMin < viewCrossMax, crossMax > viewCrossMin, maximum > minimum else { return }
        if minimum >= high {
            upper = Swift.min(upper, minimum - high)
        } else if maximum <= low {
            lower = Swift.max(lower, maximum - low)
        } else {
            // Overlapping along the axis yet not on screen (zero cross size): no movement is safe.
            lower = 0
            upper = 0
        }
    }

    /// Whether a pass for `bounds` and `contentSize`, with the layout's answers at `generation`, would
    /// change nothing.
    func contains(_ newBounds: CGRect, contentSize newContentSize: CGSize, generation newGeneration: Int) -> Bool {
        guard newGeneration == generation, newBounds.size == bounds.size, newContentSize == contentSize else { return false }
        let (delta, crossSame) = alongY
            ? (newBounds.minY - bounds.minY, newBounds.minX == bounds.minX)
            : (newBounds.minX - bounds.minX, newBounds.minY == bounds.minY)
        // The bounds are compared through differences, which round differently from the layout pass's
        // own overlap test: within `margin` of an edge the pass runs (an element touching the edge by a
        // rounding error would otherwise keep its on-screen state).
        return crossSame && delta > lower + Self.margin && delta < upper - Self.margin
    }

    /// How close (points) to leaving the window a movement may come and still skip the pass.
    static let margin: CGFloat = 1e-6
}
