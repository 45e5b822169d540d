import Foundation

#if !canImport(CoreGraphics)
/// The kind of a `CGPathElement` (Core Graphics' `CGPathElementType`).
public enum CGPathElementType: Int32, Hashable, Sendable {
    /// One point: where the subpath begins.
    case moveToPoint = 0
    /// One point: the line's end.
    case addLineToPoint = 1
    /// Two points: the control point, then the end.
    case addQuadCurveToPoint = 2
    /// Three points: the two control points, then the end.
    case addCurveToPoint = 3
    /// No points.
    case closeSubpath = 4

    init(_ element: PathElement) {
        switch element {
        case .move: self = .moveToPoint
        case .line: self = .addLineToPoint
        case .quadCurve: self = .addQuadCurveToPoint
        case .curve: self = .addCurveToPoint
        case .closeSubpath: self = .closeSubpath
        }
    }
}
#endif
