import Foundation

#if !canImport(CoreGraphics)
/// How a path's inside is decided where subpaths overlap (Core Graphics' `CGPathFillRule`).
public enum CGPathFillRule: Int, Hashable, Sendable {
    /// Inside when the path winds around the point a non-zero number of times.
    case winding = 0
    /// Inside when a ray from the point crosses the path an odd number of times.
    case evenOdd = 1
}
#endif
