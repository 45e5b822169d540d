import Foundation

/// The geometry of paths that Core Graphics computes and swift-corelibs-foundation lacks: arcs as
/// Bézier curves, bounding boxes, and whether a point is inside.
enum PathGeometry {
    /// The arc's sweep from `start` to `end`, as Core Graphics reads the angles: their difference,
    /// taken modulo a full turn into the direction asked (angles decreasing when `decreasing`); a
    /// difference of a full turn or more in that direction is a full turn.
    static func sweep(from start: CGFloat, to end: CGFloat, decreasing: Bool) -> CGFloat {
        let full = 2 * CGFloat.pi
        let delta = end - start
        if decreasing {
            if delta <= -full { return -full }
            let turn = delta.truncatingRemainder(dividingBy: full)
            return turn > 0 ? turn - full : turn
        }
        if delta >= full { return full }
        let turn = delta.truncatingRemainder(dividingBy: full)
        return turn < 0 ? turn + full : turn
    }

    /// The point at `angle` on the circle.
    static func point(onCircle center: CGPoint, radius: CGFloat, angle: CGFloat) -> CGPoint {
        CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
    }

    /// An arc of `sweep` radians from `start` as cubic curves of at most a quarter turn each (none
    /// when the sweep is zero); the arc begins at `point(onCircle:radius:angle: start)`.
    /// - Complexity: O(|sweep|).
    static func arcCurves(center: CGPoint, radius: CGFloat, start: CGFloat, sweep: CGFloat) -> [PathElement] {
        guard sweep != 0 else { return [] }
        let count = Swift.max(1, Int((abs(sweep) / (CGFloat.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(count)
        let reach = radius * 4 / 3 * tan(step / 4)
        var curves: [PathElement] = []
        curves.reserveCapacity(count)
        for index in 0..<count {
            let a0 = start + step * CGFloat(index), a1 = index == count - 1 ? start + sweep : a0 + step
            let p0 = point(onCircle: center, radius: radius, angle: a0)
            let p1 = point(onCircle: center, radius: radius, angle: a1)
            let c1 = CGPoint(x: p0.x - reach * sin(a0), y: p0.y + reach * cos(a0))
            let c2 = CGPoint(x: p1.x + reach * sin(a1), y: p1.y - reach * cos(a1))
            curves.append(.curve(to: p1, control1: c1, control2: c2))
        }
        return curves
    }

    /// The smallest rectangle holding every point the elements name, control points included
    /// (`CGRect.null` for none).
    /// - Complexity: O(elements).
    static func controlBounds(_ elements: [PathElement]) -> CGRect {
        bounds(of: elements.lazy.flatMap(\.points))
    }

    /// The smallest rectangle holding the path as drawn: its end points and its curves' extremes
    /// (`CGRect.null` for none).
    /// - Complexity: O(elements).
    static func tightBounds(_ elements: [PathElement]) -> CGRect {
        var points: [CGPoint] = []
        walk(elements) { from, element in
            switch element {
            case .move(let point), .line(let point): points.append(point)
            case .quadCurve(let end, let control):
                points.append(end)
                for t in extremes(from.x, control.x, end.x) + extremes(from.y, control.y, end.y) {
                    points.append(quadPoint(from, control, end, t))
                }
            case .curve(let end, let c1, let c2):
                points.append(end)
                for t in extremes(from.x, c1.x, c2.x, end.x) + extremes(from.y, c1.y, c2.y, end.y) {
                    points.append(cubicPoint(from, c1, c2, end, t))
                }
            case .closeSubpath: break
            }
        }
        return bounds(of: points)
    }

    /// Whether `point` is inside the filled path: subpaths closed, curves followed to a tenth of a
    /// point or better, and the winding rule or the even-odd rule deciding.
    /// - Complexity: O(elements).
    static func contains(_ point: CGPoint, in elements: [PathElement], evenOdd: Bool) -> Bool {
        var winding = 0
        var crossings = 0
        func edge(_ a: CGPoint, _ b: CGPoint) {
            guard (a.y <= point.y) != (b.y <= point.y) else { return }
            let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
            guard x > point.x else { return }
            crossings += 1
            winding += b.y > a.y ? 1 : -1
        }
        for polygon in polygons(elements) {
            guard polygon.count > 1 else { continue }
            for index in polygon.indices { edge(polygon[index], polygon[(index + 1) % polygon.count]) }
        }
        return evenOdd ? crossings % 2 == 1 : winding != 0
    }

    /// Each subpath as a polygon, curves flattened.
    private static func polygons(_ elements: [PathElement]) -> [[CGPoint]] {
        var result: [[CGPoint]] = []
        var current: [CGPoint] = []
        walk(elements) { from, element in
            switch element {
            case .move(let point):
                if !current.isEmpty { result.append(current) }
                current = [point]
            case .line(let point): current.append(point)
            case .quadCurve(let end, let control):
                let steps = segments(from, control, end)
                for step in 1...steps { current.append(quadPoint(from, control, end, CGFloat(step) / CGFloat(steps))) }
            case .curve(let end, let c1, let c2):
                let steps = segments(from, c1, c2, end)
                for step in 1...steps { current.append(cubicPoint(from, c1, c2, end, CGFloat(step) / CGFloat(steps))) }
            case .closeSubpath:
                if !current.isEmpty { result.append(current) }
                current = []
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    /// Enough straight segments to follow a curve through `points` to a tenth of a point.
    private static func segments(_ points: CGPoint...) -> Int {
        let length = zip(points, points.dropFirst()).reduce(CGFloat(0)) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
        return Swift.min(256, Swift.max(4, Int((length.squareRoot() * 2).rounded(.up))))
    }

    /// Calls `body` with each element and the point it starts from (the current point); returns
    /// the point the last element ends at (`.zero` for none).
    @discardableResult
    static func walk(_ elements: [PathElement], _ body: (CGPoint, PathElement) -> Void) -> CGPoint {
        var current = CGPoint.zero, subpathStart = CGPoint.zero
        for element in elements {
            body(current, element)
            switch element {
            case .move(let point):
                current = point
                subpathStart = point
            case .line(let point), .quadCurve(let point, _), .curve(let point, _, _): current = point
            case .closeSubpath: current = subpathStart
            }
        }
        return current
    }

    /// Where a path of `elements` ends: its current point.
    static func currentPoint(after elements: [PathElement]) -> CGPoint { walk(elements) { _, _ in } }

    private static func bounds<Points: Sequence<CGPoint>>(of points: Points) -> CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for point in points {
            minX = Swift.min(minX, point.x)
            minY = Swift.min(minY, point.y)
            maxX = Swift.max(maxX, point.x)
            maxY = Swift.max(maxY, point.y)
        }
        guard minX <= maxX else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Where inside (0, 1) a quadratic through `a`, `b`, `c` turns.
    private static func extremes(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> [CGFloat] {
        let denominator = a - 2 * b + c
        guard denominator != 0 else { return [] }
        let t = (a - b) / denominator
        return t > 0 && t < 1 ? [t] : []
    }

    /// Where inside (0, 1) a cubic through `a`, `b`, `c`, `d` turns.
    private static func extremes(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat) -> [CGFloat] {
        // The derivative, divided by 3: qa·t² + qb·t + qc.
        let qa = -a + 3 * b - 3 * c + d, qb = 2 * (a - 2 * b + c), qc = b - a
        var roots: [CGFloat] = []
        if abs(qa) < 1e-12 {
            if qb != 0 { roots = [-qc / qb] }
        } else {
            let discriminant = qb * qb - 4 * qa * qc
            if discriminant >= 0 {
                let root = discriminant.squareRoot()
                roots = [(-qb + root) / (2 * qa), (-qb - root) / (2 * qa)]
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }

    static func quadPoint(_ p0: CGPoint, _ c: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        return CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p1.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p1.y)
    }

    static func cubicPoint(_ p0: CGPoint, _ c1: CGPoint, _ c2: CGPoint, _ p1: CGPoint, _ t: CGFloat) -> CGPoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p1.x, y: a * p0.y + b * c1.y + c * c2.y + d * p1.y)
    }
}

extension PathGeometry {
    /// A rectangle as Core Graphics adds it: from its minimum corner along the x axis, closed.
    static func rect(_ rect: CGRect) -> [PathElement] {
        let r = rect.standardized
        return [.move(to: CGPoint(x: r.minX, y: r.minY)), .line(to: CGPoint(x: r.maxX, y: r.minY)),
                .line(to: CGPoint(x: r.maxX, y: r.maxY)), .line(to: CGPoint(x: r.minX, y: r.maxY)), .closeSubpath]
    }

    /// The ellipse that fits `rect`, as four quarter curves from its rightmost point, closed.
    static func ellipse(in rect: CGRect) -> [PathElement] {
        let r = rect.standardized
        let center = CGPoint(x: r.midX, y: r.midY)
        let scale = CGAffineTransform(a: r.width / 2, b: 0, c: 0, d: r.height / 2, tx: center.x, ty: center.y)
        let curves = arcCurves(center: .zero, radius: 1, start: 0, sweep: 2 * .pi).map { $0.applying(scale) }
        return [.move(to: CGPoint(x: r.maxX, y: center.y))] + curves + [.closeSubpath]
    }

    /// A rectangle with elliptical corners of `cornerWidth` × `cornerHeight` (each clamped to half
    /// the rectangle's side; negative values are 0), closed.
    static func roundedRect(_ rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat) -> [PathElement] {
        let r = rect.standardized
        let w = Swift.min(Swift.max(0, cornerWidth), r.width / 2), h = Swift.min(Swift.max(0, cornerHeight), r.height / 2)
        guard w > 0, h > 0 else { return self.rect(r) }
        // A quarter of the unit circle, scaled to the corner's ellipse about its centre.
        func corner(_ cx: CGFloat, _ cy: CGFloat, from angle: CGFloat) -> [PathElement] {
            let scale = CGAffineTransform(a: w, b: 0, c: 0, d: h, tx: cx, ty: cy)
            return arcCurves(center: .zero, radius: 1, start: angle, sweep: .pi / 2).map { $0.applying(scale) }
        }
        var elements: [PathElement] = [.move(to: CGPoint(x: r.minX + w, y: r.minY)), .line(to: CGPoint(x: r.maxX - w, y: r.minY))]
        elements += corner(r.maxX - w, r.minY + h, from: -.pi / 2)
        elements.append(.line(to: CGPoint(x: r.maxX, y: r.maxY - h)))
        elements += corner(r.maxX - w, r.maxY - h, from: 0)
        elements.append(.line(to: CGPoint(x: r.minX + w, y: r.maxY)))
        elements += corner(r.minX + w, r.maxY - h, from: .pi / 2)
        elements.append(.line(to: CGPoint(x: r.minX, y: r.minY + h)))
        elements += corner(r.minX + w, r.minY + h, from: .pi)
        elements.append(.closeSubpath)
        return elements
    }

    /// The arc `addArc(tangent1End:tangent2End:radius:)` draws from `current`: a line to where a
    /// circle of `radius` touches the line towards `tangent1`, then the arc to where it touches the
    /// line from `tangent1` to `tangent2`; only the line when the three points are collinear or the
    /// radius is zero.
    static func tangentArc(from current: CGPoint, tangent1: CGPoint, tangent2: CGPoint, radius: CGFloat) -> [PathElement] {
        func unit(_ x: CGFloat, _ y: CGFloat) -> CGPoint? {
            let length = hypot(x, y)
            return length > 1e-12 ? CGPoint(x: x / length, y: y / length) : nil
        }
        guard radius > 0, let v1 = unit(current.x - tangent1.x, current.y - tangent1.y),
              let v2 = unit(tangent2.x - tangent1.x, tangent2.y - tangent1.y) else { return [.line(to: tangent1)] }
        let cosine = Swift.max(-1, Swift.min(1, v1.x * v2.x + v1.y * v2.y))
        let angle = acos(cosine)
        guard angle > 1e-9, angle < .pi - 1e-9, let bisector = unit(v1.x + v2.x, v1.y + v2.y) else { return [.line(to: tangent1)] }
        let reach = radius / tan(angle / 2), distance = radius / sin(angle / 2)
        let a = CGPoint(x: tangent1.x + v1.x * reach, y: tangent1.y + v1.y * reach)
        let b = CGPoint(x: tangent1.x + v2.x * reach, y: tangent1.y + v2.y * reach)
        let center = CGPoint(x: tangent1.x + bisector.x * distance, y: tangent1.y + bisector.y * distance)
        let start = atan2(a.y - center.y, a.x - center.x), end = atan2(b.y - center.y, b.x - center.x)
        var sweep = (end - start).truncatingRemainder(dividingBy: 2 * .pi)
        if sweep > .pi { sweep -= 2 * .pi } else if sweep < -.pi { sweep += 2 * .pi }
        return [.line(to: a)] + arcCurves(center: center, radius: radius, start: start, sweep: sweep)
    }
}
