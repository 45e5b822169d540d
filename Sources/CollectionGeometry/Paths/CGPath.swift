import Foundation

#if !canImport(CoreGraphics)
/// An immutable path of lines and curves (Core Graphics' `CGPath`), where Core Graphics is missing:
/// what `CAShapeLayer.path` and `UIBezierPath.cgPath` hold (F32).
///
/// Build one with `CGMutablePath` or the rectangle, ellipse and rounded-rectangle initialisers; read
/// it with `elements` (renderers do) or `applyWithBlock(_:)`.
///
/// Differences from Core Graphics: bad input does not trap or log — a non-finite point or rectangle
/// adds nothing, corner sizes beyond half a side are clamped, and a line or curve with no current
/// point begins a subpath at its end point instead of being dropped. `contains(_:using:transform:)`
/// follows curves to a tenth of a point. No dashing or stroking copies.
public class CGPath: Hashable, CustomStringConvertible {
    /// The elements, in order.
    public internal(set) var elements: [PathElement]

    init(elements: [PathElement]) {
        self.elements = elements
    }

    /// A closed rectangle (`transform`, when given, maps its points).
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(elements: Self.finite(rect) ? PathGeometry.rect(rect) : [], transform: transform)
    }

    /// The ellipse that fits `rect`, closed.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(elements: Self.finite(rect) ? PathGeometry.ellipse(in: rect) : [], transform: transform)
    }

    /// A closed rectangle with elliptical corners `cornerWidth` wide and `cornerHeight` high (clamped
    /// to 0…half the side; Core Graphics traps on values out of that range).
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: UnsafePointer<CGAffineTransform>?) {
        let usable = Self.finite(rect) && cornerWidth.isFinite && cornerHeight.isFinite
        self.init(elements: usable ? PathGeometry.roundedRect(rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight) : [],
                  transform: transform)
    }

    private convenience init(elements: [PathElement], transform: UnsafePointer<CGAffineTransform>?) {
        self.init(elements: Self.mapped(elements, by: transform))
    }

    /// `elements` with every point mapped by `transform`, when there is one.
    static func mapped(_ elements: [PathElement], by transform: UnsafePointer<CGAffineTransform>?) -> [PathElement] {
        transform.map { t in elements.map { $0.applying(t.pointee) } } ?? elements
    }

    static func finite(_ rect: CGRect) -> Bool {
        rect.origin.x.isFinite && rect.origin.y.isFinite && rect.size.width.isFinite && rect.size.height.isFinite
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Where the path ends: the last element's end point, a closed subpath's first point, or
    /// `.zero` for an empty path.
    public var currentPoint: CGPoint {
        PathGeometry.currentPoint(after: elements)
    }

    /// The smallest rectangle holding every point of the path, control points included
    /// (`CGRect.null` for an empty path).
    /// - Complexity: O(elements).
    public var boundingBox: CGRect { PathGeometry.controlBounds(elements) }

    /// The smallest rectangle holding the path as drawn, curves' extremes exactly
    /// (`CGRect.null` for an empty path).
    /// - Complexity: O(elements).
    public var boundingBoxOfPath: CGRect { PathGeometry.tightBounds(elements) }

    /// Whether `point` is inside the path filled with `rule`, the path mapped by `transform` first.
    /// - Complexity: O(elements).
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        let mapped = transform.isIdentity ? elements : elements.map { $0.applying(transform) }
        return PathGeometry.contains(point, in: mapped, evenOdd: rule == .evenOdd)
    }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(elements: elements) }

    /// An immutable copy with every point mapped by `transform`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(elements: elements, transform: transform)
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

    /// A mutable copy with every point mapped by `transform`.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        CGMutablePath(elements: Self.mapped(elements, by: transform))
    }

    /// Calls `block` with each element in order, its points in a buffer valid only during the call.
    /// - Complexity: O(elements).
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        for element in elements {
            var points = element.points + Array(repeating: CGPoint.zero, count: 3 - element.points.count)
            points.withUnsafeMutableBufferPointer { buffer in
                var raw = CGPathElement(type: CGPathElementType(element), points: buffer.baseAddress!)
                withUnsafePointer(to: &raw) { block($0) }
            }
        }
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }
    public func hash(into hasher: inout Hasher) { hasher.combine(elements) }
    public var description: String { "CGPath(\(elements.svgPathData))" }
}
#else
// Core Graphics' own CGPath (Foundation brings it in), read as elements.
extension CGPath {
    /// The elements, in order, read with `applyWithBlock(_:)`.
    /// - Complexity: O(elements).
    public var elements: [PathElement] {
        var result: [PathElement] = []
        applyWithBlock { pointer in
            let element = pointer.pointee, points = element.points
            switch element.type {
            case .moveToPoint: result.append(.move(to: points[0]))
            case .addLineToPoint: result.append(.line(to: points[0]))
            case .addQuadCurveToPoint: result.append(.quadCurve(to: points[1], control: points[0]))
            case .addCurveToPoint: result.append(.curve(to: points[2], control1: points[0], control2: points[1]))
            case .closeSubpath: result.append(.closeSubpath)
            @unknown default: break
            }
        }
        return result
    }
}
#endif
