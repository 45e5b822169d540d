import Foundation

#if !canImport(CoreGraphics)
/// A path built step by step (Core Graphics' `CGMutablePath`), where Core Graphics is missing.
///
/// Every method takes an optional `transform` that maps the points it adds. As in Core Graphics,
/// `clockwise` in `addArc(center:radius:startAngle:endAngle:clockwise:transform:)` is read in
/// Core Graphics' own coordinates, whose y axis points up: `clockwise: true` makes the angle
/// decrease, which on a UIKit screen (y pointing down) turns counter-clockwise — `UIBezierPath`'s
/// `clockwise` means what the eye sees.
///
/// Differences from Core Graphics: non-finite points, rectangles, radii and angles add nothing
/// (Core Graphics logs them); a line, curve or arc with no current point begins a subpath where it
/// begins instead of being dropped with a log message.
public final class CGMutablePath: CGPath {
    /// An empty path.
    public init() {
        super.init(elements: [])
    }

    override init(elements: [PathElement]) {
        super.init(elements: elements)
    }

    private static func finite(_ points: CGPoint...) -> Bool { points.allSatisfy { $0.x.isFinite && $0.y.isFinite } }

    private func append(_ element: PathElement, _ transform: CGAffineTransform) {
        let mapped = transform.isIdentity ? element : element.applying(transform)
        switch mapped {
        case .line, .quadCurve, .curve:
            if elements.isEmpty { elements.append(.move(to: mapped.points.last!)) }
        default: break
        }
        elements.append(mapped)
    }

    /// Begins a subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard Self.finite(point) else { return }
        append(.move(to: point), transform)
    }

    /// A straight line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard Self.finite(point) else { return }
        append(.line(to: point), transform)
    }

    /// A subpath through `points`: a move to the first, lines to the others.
    /// - Complexity: O(points).
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        let usable = points.filter { Self.finite($0) }
        guard let first = usable.first else { return }
        append(.move(to: first), transform)
        for point in usable.dropFirst() { append(.line(to: point), transform) }
    }

    /// A quadratic Bézier curve from the current point to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        guard Self.finite(end, control) else { return }
        append(.quadCurve(to: end, control: control), transform)
    }

    /// A cubic Bézier curve from the current point to `end`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        guard Self.finite(end, control1, control2) else { return }
        append(.curve(to: end, control1: control1, control2: control2), transform)
    }

    /// Closes the current subpath with a line back to its first point.
    public func closeSubpath() {
        guard let last = elements.last else { return }
        if case .closeSubpath = last { return }
        elements.append(.closeSubpath)
    }

    /// A closed rectangle, a subpath of its own.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        guard CGPath.finite(rect) else { return }
        for element in PathGeometry.rect(rect) { append(element, transform) }
    }

    /// A closed rectangle for each of `rects`.
    /// - Complexity: O(rects).
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// The ellipse that fits `rect`, a closed subpath of its own.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        guard CGPath.finite(rect) else { return }
        for element in PathGeometry.ellipse(in: rect) { append(element, transform) }
    }

    /// A closed rectangle with elliptical corners (sizes clamped to 0…half the side).
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity) {
        guard CGPath.finite(rect), cornerWidth.isFinite, cornerHeight.isFinite else { return }
        for element in PathGeometry.roundedRect(rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight) { append(element, transform) }
    }

    /// An arc of the circle about `center` from `startAngle` to `endAngle` (radians, from the x
    /// axis), decreasing when `clockwise`; a line joins the current point to the arc's start, or the
    /// arc begins a subpath. Angles a whole turn or more apart in the arc's direction make a circle.
    /// - Complexity: O(turns).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        guard startAngle.isFinite, endAngle.isFinite else { return }
        let sweep = PathGeometry.sweep(from: startAngle, to: endAngle, decreasing: clockwise)
        addArc(center: center, radius: radius, start: startAngle, sweep: sweep, transform: transform)
    }

    /// An arc of `delta` radians from `startAngle` (positive: increasing angles), joined to the
    /// current point by a line. The sweep may exceed a whole turn only by being clamped to one.
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        guard startAngle.isFinite, delta.isFinite else { return }
        addArc(center: center, radius: radius, start: startAngle, sweep: Swift.min(2 * .pi, Swift.max(-2 * .pi, delta)), transform: transform)
    }

    private func addArc(center: CGPoint, radius: CGFloat, start: CGFloat, sweep: CGFloat, transform: CGAffineTransform) {
        guard Self.finite(center), radius.isFinite, radius >= 0 else { return }
        let first = PathGeometry.point(onCircle: center, radius: radius, angle: start)
        append(elements.isEmpty ? .move(to: first) : .line(to: first), transform)
        for curve in PathGeometry.arcCurves(center: center, radius: radius, start: start, sweep: sweep) { append(curve, transform) }
    }

    /// A line from the current point towards `tangent1End`, then an arc of `radius` that turns onto
    /// the line from `tangent1End` to `tangent2End` (the rounded corner of a polygon).
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        guard Self.finite(tangent1End, tangent2End), radius.isFinite, radius >= 0 else { return }
        guard !elements.isEmpty else { return move(to: tangent1End, transform: transform) }
        // The current point is already mapped; the corner is built untransformed, then mapped.
        let current = transform.isIdentity ? currentPoint : currentPoint.applying(transform.inverted())
        for element in PathGeometry.tangentArc(from: current, tangent1: tangent1End, tangent2: tangent2End, radius: radius) {
            append(element, transform)
        }
    }

    /// Every element of `path`, mapped by `transform`.
    /// - Complexity: O(elements of `path`).
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        for element in path.elements { append(element, transform) }
    }
}
#endif
