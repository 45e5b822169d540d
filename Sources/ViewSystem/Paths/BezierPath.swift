import CollectionGeometry
import Foundation

/// A path of lines and curves in UIKit's coordinates (UIKit's `UIBezierPath`): what code builds
/// for a `CAShapeLayer` (`shapeLayer.path = path.cgPath`) or a shadow.
///
/// `clockwise` means what the eye sees on a UIKit screen (y pointing down): angles increase.
///
/// Differences from UIKit: there is no graphics context, so `fill()`, `stroke()` and the drawing
/// state (line width, caps, joins, dashes) are absent — a shape layer carries those. Rounded
/// rectangles have circular corners (UIKit draws its continuous curve). Bad input adds nothing
/// (non-finite points, rectangles, radii and angles), as `CGMutablePath` does here.
public final class BezierPath: CustomStringConvertible {
    private var storage: CGMutablePath

    /// An empty path.
    public init() {
        storage = CGMutablePath()
    }

    /// A closed rectangle.
    public init(rect: CGRect) {
        storage = CGMutablePath()
        storage.addRect(rect)
    }

    /// The ellipse that fits `rect`.
    public init(ovalIn rect: CGRect) {
        storage = CGMutablePath()
        storage.addEllipse(in: rect)
    }

    /// A rectangle with all four corners rounded by `cornerRadius` (clamped to half the shorter side).
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        storage = CGMutablePath()
        appendRoundedRect(rect, corners: .allCorners, radius: cornerRadius)
    }

    /// A rectangle with `corners` rounded by `cornerRadii.width` (UIKit reads the width for both
    /// radii; clamped to half the shorter side).
    public init(roundedRect rect: CGRect, byRoundingCorners corners: RectCorner, cornerRadii: CGSize) {
        storage = CGMutablePath()
        appendRoundedRect(rect, corners: corners, radius: cornerRadii.width)
    }

    /// An arc of the circle about `center` from `startAngle` to `endAngle` (radians), clockwise on
    /// screen when `clockwise`.
    public init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        storage = CGMutablePath()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path with `cgPath`'s elements.
    public init(cgPath: CGPath) {
        storage = cgPath.mutableCopy() ?? CGMutablePath()
    }

    /// The path as Core Graphics holds it (a copy: changing this path later does not change it).
    public var cgPath: CGPath {
        get { storage.copy() ?? CGMutablePath() }
        set { storage = newValue.mutableCopy() ?? CGMutablePath() }
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { storage.isEmpty }
    /// The smallest rectangle holding the path, control points included (`CGRect.null` when empty).
    /// - Complexity: O(elements).
    public var bounds: CGRect { storage.boundingBox }
    /// Where the path ends.
    public var currentPoint: CGPoint { storage.currentPoint }

    /// Begins a subpath at `point`.
    public func move(to point: CGPoint) { storage.move(to: point) }
    /// A straight line from the current point to `point`.
    public func addLine(to point: CGPoint) { storage.addLine(to: point) }
    /// A cubic Bézier curve from the current point to `endPoint`.
    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        storage.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    /// A quadratic Bézier curve from the current point to `endPoint`.
    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        storage.addQuadCurve(to: endPoint, control: controlPoint)
    }
    /// An arc, joined to the current point by a line; clockwise on screen when `clockwise`.
    /// - Complexity: O(turns).
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        // Core Graphics reads `clockwise` with the y axis up; on screen it is the other way round.
        storage.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }
    /// Closes the current subpath with a line back to its first point.
    public func close() { storage.closeSubpath() }
    /// Removes every element.
    public func removeAllPoints() { storage = CGMutablePath() }
    /// Adds `bezierPath`'s elements.
    /// - Complexity: O(elements of `bezierPath`).
    public func append(_ bezierPath: BezierPath) { storage.addPath(bezierPath.storage) }
    /// Maps every point by `transform`.
    /// - Complexity: O(elements).
    public func apply(_ transform: CGAffineTransform) {
        var matrix = transform
        storage = storage.mutableCopy(using: &matrix) ?? storage
    }

    /// Whether `point` is inside the path filled with the non-zero winding rule.
    /// - Complexity: O(elements).
    public func contains(_ point: CGPoint) -> Bool { storage.contains(point) }

    /// The same path drawn the other way: each subpath from its end to its start, closed subpaths
    /// still closed.
    /// - Complexity: O(elements).
    public func reversing() -> BezierPath {
        let reversed = BezierPath()
        for subpath in Self.subpaths(of: storage.elements) {
            guard case .move(let start)? = subpath.first else { continue }
            var closed = false
            var points: [CGPoint] = [start]
            var segments: [PathElement] = []
            for element in subpath.dropFirst() {
                if case .closeSubpath = element { closed = true; continue }
                segments.append(element)
                points.append(element.points.last!)
            }
            reversed.storage.move(to: points.last!)
            for (index, segment) in segments.enumerated().reversed() {
                let to = points[index]
                switch segment {
                case .line: reversed.storage.addLine(to: to)
                case .quadCurve(_, let control): reversed.storage.addQuadCurve(to: to, control: control)
                case .curve(_, let c1, let c2): reversed.storage.addCurve(to: to, control1: c2, control2: c1)
                case .move, .closeSubpath: break
                }
            }
            if closed { reversed.storage.closeSubpath() }
        }
        return reversed
    }

    /// The corner radius of the rounded rectangle this path outlines, read from where its first
    /// subpath starts on the top edge (`init(roundedRect:cornerRadius:)` starts after the top-leading
    /// corner); 0 for a plain rectangle and for paths that start elsewhere. What a preview drawn
    /// "cut to the path" rounds its corners by.
    /// - Complexity: O(elements).
    package var outlineCornerRadius: CGFloat {
        guard case .move(let start)? = storage.elements.first else { return 0 }
        let box = bounds
        guard !box.isNull, start.y == box.minY, start.x >= box.minX else { return 0 }
        return Swift.min(start.x - box.minX, box.width / 2, box.height / 2)
    }

    public var description: String { "UIBezierPath(\(storage.elements.svgPathData))" }

    /// The subpaths, each beginning with its move.
    private static func subpaths(of elements: [PathElement]) -> [[PathElement]] {
        var result: [[PathElement]] = []
        for element in elements {
            if case .move = element { result.append([element]) } else if !result.isEmpty { result[result.count - 1].append(element) }
        }
        return result
    }

    private func appendRoundedRect(_ rect: CGRect, corners: RectCorner, radius: CGFloat) {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        let r = rect.standardized
        let limit = Swift.min(r.width, r.height) / 2
        let usable = radius.isFinite ? Swift.min(Swift.max(0, radius), limit) : 0
        guard usable > 0, !corners.isEmpty else { return storage.addRect(r) }
        func rounding(_ corner: RectCorner) -> CGFloat { corners.contains(corner) ? usable : 0 }
        let topLeft = rounding(.topLeft), topRight = rounding(.topRight)
        let bottomRight = rounding(.bottomRight), bottomLeft = rounding(.bottomLeft)
        storage.move(to: CGPoint(x: r.minX + topLeft, y: r.minY))
        storage.addLine(to: CGPoint(x: r.maxX - topRight, y: r.minY))
        corner(CGPoint(x: r.maxX - topRight, y: r.minY + topRight), topRight, from: -.pi / 2)
        storage.addLine(to: CGPoint(x: r.maxX, y: r.maxY - bottomRight))
        corner(CGPoint(x: r.maxX - bottomRight, y: r.maxY - bottomRight), bottomRight, from: 0)
        storage.addLine(to: CGPoint(x: r.minX + bottomLeft, y: r.maxY))
        corner(CGPoint(x: r.minX + bottomLeft, y: r.maxY - bottomLeft), bottomLeft, from: .pi / 2)
        storage.addLine(to: CGPoint(x: r.minX, y: r.minY + topLeft))
        corner(CGPoint(x: r.minX + topLeft, y: r.minY + topLeft), topLeft, from: .pi)
        storage.closeSubpath()
    }

    /// A quarter turn on screen, clockwise, about `center` (nothing for a square corner).
    private func corner(_ center: CGPoint, _ radius: CGFloat, from angle: CGFloat) {
        guard radius > 0 else { return }
        addArc(withCenter: center, radius: radius, startAngle: angle, endAngle: angle + .pi / 2, clockwise: true)
    }
}
