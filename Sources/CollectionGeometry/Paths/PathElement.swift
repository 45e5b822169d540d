import Foundation

/// One step of a path, as renderers read it: Core Graphics' path elements as a value (F32).
///
/// A path is a list of these: each subpath begins with `move`, continues with lines and quadratic
/// or cubic Bézier curves, and may end with `close`, which draws a line back to its start. Arcs,
/// ellipses and rounded corners are already cubic curves, as Core Graphics stores them.
public enum PathElement: Hashable, Sendable, CustomStringConvertible {
    /// Begins a subpath at the point.
    case move(to: CGPoint)
    /// A straight line to the point.
    case line(to: CGPoint)
    /// A quadratic Bézier curve to the point.
    case quadCurve(to: CGPoint, control: CGPoint)
    /// A cubic Bézier curve to the point.
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    /// Closes the subpath with a line back to its first point.
    case closeSubpath

    /// The points the element names, the end point last (none for `closeSubpath`).
    public var points: [CGPoint] {
        switch self {
        case .move(let point), .line(let point): [point]
        case .quadCurve(let point, let control): [control, point]
        case .curve(let point, let control1, let control2): [control1, control2, point]
        case .closeSubpath: []
        }
    }

    /// The element with every point mapped by `transform`.
    public func applying(_ transform: CGAffineTransform) -> PathElement {
        switch self {
        case .move(let point): .move(to: point.applying(transform))
        case .line(let point): .line(to: point.applying(transform))
        case .quadCurve(let point, let control): .quadCurve(to: point.applying(transform), control: control.applying(transform))
        case .curve(let point, let control1, let control2):
            .curve(to: point.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform))
        case .closeSubpath: .closeSubpath
        }
    }

    /// The element as SVG path data (`M1 2`, `L3 4`, `Q…`, `C…`, `Z`), numbers to 1/1000 of a point.
    public var description: String {
        func n(_ value: CGFloat) -> String { ((value * 1000).rounded() / 1000).compactDescription }
        func p(_ point: CGPoint) -> String { "\(n(point.x)) \(n(point.y))" }
        switch self {
        case .move(let point): return "M\(p(point))"
        case .line(let point): return "L\(p(point))"
        case .quadCurve(let point, let control): return "Q\(p(control)) \(p(point))"
        case .curve(let point, let control1, let control2): return "C\(p(control1)) \(p(control2)) \(p(point))"
        case .closeSubpath: return "Z"
        }
    }
}

extension Array where Element == PathElement {
    /// The path as SVG path data: its elements' descriptions, joined.
    /// - Complexity: O(elements).
    public var svgPathData: String { map(\.description).joined() }
}
