import Foundation

extension CGRect {
    /// Whether the two rectangles share an area of positive size.
    ///
    /// Stricter than Foundation's `intersects(_:)`: rectangles that only touch along an edge or a
    /// corner, empty rectangles and rectangles with NaN coordinates do not overlap. This is the
    /// visibility rule of the collection view (a cell is shown only when some of it is inside the
    /// visible bounds).
    public func overlapsStrictly(_ other: CGRect) -> Bool {
        let a = standardized, b = other.standardized
        guard a.width > 0, a.height > 0, b.width > 0, b.height > 0 else { return false }
        return a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }
}

extension CGRect {
    /// Foundation's `intersects(_:)` rule (closed intervals: touching edges count), without its traps:
    /// a rectangle with a NaN or infinite origin, or a NaN size, intersects nothing.
    ///
    /// The rule every `layoutAttributesForElements(in:)` of the library uses.
    @inline(__always)
    public func intersectsIncludingEdges(_ other: CGRect) -> Bool {
        guard origin.isFinitePoint, other.origin.isFinitePoint,
              !size.width.isNaN, !size.height.isNaN, !other.size.width.isNaN, !other.size.height.isNaN
        else { return false }
        return minX <= other.maxX && other.minX <= maxX && minY <= other.maxY && other.minY <= maxY
    }
}

extension CGRect {
    /// The slack a rect query adds when it selects candidates in coordinates shifted by a section's or
    /// group's origin: the shift can round a touching edge by an ulp either way, so candidates are
    /// taken with this margin and the returned frames are then tested exactly. Larger than
    /// the rounding of coordinates up to 10⁹ points, far smaller than anything visible.
    package static let querySlack: CGFloat = 1e-6

    /// This rectangle grown by `querySlack` on every side, for selecting rect-query candidates.
    package var widenedForQuery: CGRect {
        insetBy(dx: -CGRect.querySlack, dy: -CGRect.querySlack)
    }
}
