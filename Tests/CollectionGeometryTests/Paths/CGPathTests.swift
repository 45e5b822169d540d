import CollectionGeometry
import TestSupport
import Foundation
import Testing

@Suite("CGPath: shapes, bounds, hit-testing and elements as Core Graphics gives them")
struct CGPathTests {
    static func close(_ a: CGPoint, _ b: CGPoint, within tolerance: CGFloat = 1e-9) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    static func close(_ a: CGRect, _ b: CGRect, within tolerance: CGFloat = 1e-9) -> Bool {
        close(a.origin, b.origin, within: tolerance) && abs(a.width - b.width) <= tolerance && abs(a.height - b.height) <= tolerance
    }

    @Test("when a path is made from a rectangle, then it is one closed subpath from the minimum corner along x")
    func rectangle() {
        let path = CGPath(rect: CGRect(x: 1, y: 2, width: 10, height: 5), transform: nil)
        #expect(path.elements == [.move(to: CGPoint(x: 1, y: 2)), .line(to: CGPoint(x: 11, y: 2)), .line(to: CGPoint(x: 11, y: 7)),
                                  .line(to: CGPoint(x: 1, y: 7)), .closeSubpath])
        #expect(path.boundingBox == CGRect(x: 1, y: 2, width: 10, height: 5) && path.currentPoint == CGPoint(x: 1, y: 2))
        #expect(path.elements.svgPathData == "M1 2L11 2L11 7L1 7Z")
        var shift = CGAffineTransform(translationX: 100, y: 0)
        let moved = CGPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1), transform: &shift)
        #expect(moved.boundingBox == CGRect(x: 100, y: 0, width: 1, height: 1))
    }

    @Test("when a path is an ellipse or a rounded rectangle, then its curves stay on the shape and its bounds are the rectangle")
    func ellipseAndRoundedRect() {
        let rect = CGRect(x: 10, y: 20, width: 80, height: 40)
        let ellipse = CGPath(ellipseIn: rect, transform: nil)
        #expect(Self.close(ellipse.boundingBoxOfPath, rect) && Self.close(ellipse.boundingBox, rect))
        #expect(ellipse.contains(CGPoint(x: 50, y: 40)) && !ellipse.contains(CGPoint(x: 12, y: 22)), "the corner is outside the ellipse")
        let rounded = CGPath(roundedRect: rect, cornerWidth: 10, cornerHeight: 5, transform: nil)
        #expect(Self.close(rounded.boundingBoxOfPath, rect))
        #expect(rounded.contains(CGPoint(x: 11, y: 40)) && !rounded.contains(CGPoint(x: 10.5, y: 20.5)), "the corner is cut off")
        let clamped = CGPath(roundedRect: rect, cornerWidth: 500, cornerHeight: -3, transform: nil)
        #expect(clamped.elements == CGPath(rect: rect, transform: nil).elements, "a zero corner height draws square corners")
    }

    @Test("when a curve bulges past its end points, then boundingBox holds the control points and boundingBoxOfPath the curve")
    func bounds() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addCurve(to: CGPoint(x: 10, y: 0), control1: CGPoint(x: 0, y: 10), control2: CGPoint(x: 10, y: 10))
        #expect(path.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(Self.close(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 10, height: 7.5)))
        #expect(CGMutablePath().boundingBox.isNull && CGMutablePath().boundingBoxOfPath.isNull && CGMutablePath().isEmpty)
    }

    @Test("when random curves are bounded (seeded), then the tight box holds every point of the curve and touches it on each side")
    func tightBoundsProperty() {
        for seed in TestSeeds.seeds(count: 40) {
            var rng = SeededRandomNumberGenerator(seed: seed)
            func point() -> CGPoint { CGPoint(x: CGFloat.random(in: -50...50, using: &rng), y: CGFloat.random(in: -50...50, using: &rng)) }
            let p0 = point(), c1 = point(), c2 = point(), p1 = point(), q = point(), p2 = point()
            let path = CGMutablePath()
            path.move(to: p0)
            path.addCurve(to: p1, control1: c1, control2: c2)
            path.addQuadCurve(to: p2, control: q)
            var samples: [CGPoint] = []
            for step in 0...2000 {
                let t = CGFloat(step) / 2000, u = 1 - t
                samples.append(CGPoint(x: u * u * u * p0.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p1.x,
                                       y: u * u * u * p0.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * p1.y))
                samples.append(CGPoint(x: u * u * p1.x + 2 * u * t * q.x + t * t * p2.x, y: u * u * p1.y + 2 * u * t * q.y + t * t * p2.y))
            }
            let tight = path.boundingBoxOfPath, sampled = CGRect(
                x: samples.map(\.x).min()!, y: samples.map(\.y).min()!,
                width: samples.map(\.x).max()! - samples.map(\.x).min()!, height: samples.map(\.y).max()! - samples.map(\.y).min()!)
            #expect(Self.close(tight, sampled, within: 0.01), "seed \(seed): \(tight) against sampled \(sampled)")
            let loose = path.boundingBox
            #expect(loose.minX <= tight.minX + 1e-9 && loose.minY <= tight.minY + 1e-9 && loose.maxX >= tight.maxX - 1e-9
                    && loose.maxY >= tight.maxY - 1e-9, "seed \(seed): \(tight) outside \(loose)")
        }
    }

    @Test("when arcs are added (seeded), then every curve stays on the circle and ends at the end angle in the direction asked")
    func arcsProperty() {
        for seed in TestSeeds.seeds(count: 40) {
            var rng = SeededRandomNumberGenerator(seed: seed)
            let center = CGPoint(x: .random(in: -20...20, using: &rng), y: .random(in: -20...20, using: &rng))
            let radius = CGFloat.random(in: 1...100, using: &rng)
            // Less than a whole turn apart: a whole turn or more is a full circle (`fullTurns`).
            let start = CGFloat.random(in: -3...3, using: &rng), end = CGFloat.random(in: -3...3, using: &rng)
            let clockwise = Bool.random(using: &rng)
            let path = CGMutablePath()
            path.addArc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: clockwise)
            let expectedEnd = CGPoint(x: center.x + radius * cos(end), y: center.y + radius * sin(end))
            #expect(Self.close(path.currentPoint, expectedEnd, within: 1e-6 * radius), "seed \(seed)")
            var from = path.elements[0].points[0], angles: [CGFloat] = []
            for element in path.elements.dropFirst() {
                guard case .curve(let to, let c1, let c2) = element else { Issue.record("seed \(seed): \(element)"); continue }
                for step in 1...8 {
                    let t = CGFloat(step) / 8, u = 1 - t
                    let x = u * u * u * from.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * to.x
                    let y = u * u * u * from.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * to.y
                    #expect(abs(hypot(x - center.x, y - center.y) - radius) < 1e-3 * radius, "seed \(seed): off the circle")
                    angles.append(atan2(y - center.y, x - center.x))
                }
                from = to
            }
            // Each step turns the way asked: angles decrease when clockwise (Core Graphics' y-up sense).
            var previous = atan2(path.elements[0].points[0].y - center.y, path.elements[0].points[0].x - center.x)
            for angle in angles {
                var turn = (angle - previous).truncatingRemainder(dividingBy: 2 * .pi)
                if turn > .pi { turn -= 2 * .pi } else if turn < -.pi { turn += 2 * .pi }
                #expect(clockwise ? turn <= 1e-9 : turn >= -1e-9, "seed \(seed): turned \(turn)")
                previous = angle
            }
        }
    }

    @Test("when an arc's angles are a whole turn apart in its direction, then it is a circle; the other way, nothing")
    func fullTurns() {
        let circle = CGMutablePath()
        circle.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
        #expect(circle.elements.count == 5 && Self.close(circle.boundingBoxOfPath, CGRect(x: -10, y: -10, width: 20, height: 20)))
        let none = CGMutablePath()
        none.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        #expect(none.elements == [.move(to: CGPoint(x: 10, y: 0))])
        let relative = CGMutablePath()
        relative.addRelativeArc(center: .zero, radius: 10, startAngle: 0, delta: -.pi / 2)
        #expect(Self.close(relative.currentPoint, CGPoint(x: 0, y: -10)))
    }

    @Test("when a corner is rounded with a tangent arc, then a line reaches the arc, which ends on the second line")
    func tangentArc() {
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 2)
        #expect(path.elements[1] == .line(to: CGPoint(x: 8, y: 0)))
        #expect(Self.close(path.currentPoint, CGPoint(x: 10, y: 2), within: 1e-9))
        let straight = CGMutablePath()
        straight.move(to: .zero)
        straight.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 20, y: 0), radius: 2)
        #expect(straight.elements == [.move(to: .zero), .line(to: CGPoint(x: 10, y: 0))], "collinear points draw the line only")
    }

    @Test("when points are hit-tested, then the winding and even-odd rules decide overlapping subpaths")
    func fillRules() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        path.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        #expect(path.contains(CGPoint(x: 50, y: 50)) && !path.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
        #expect(path.contains(CGPoint(x: 10, y: 10), using: .evenOdd) && !path.contains(CGPoint(x: 150, y: 50)))
        #expect(path.contains(CGPoint(x: 250, y: 50), transform: CGAffineTransform(translationX: 200, y: 0)))
    }

    @Test("when bad values are added, then nothing is added; a line with no current point begins a subpath")
    func badInput() {
        let path = CGMutablePath()
        path.addLine(to: CGPoint(x: 5, y: 5))
        #expect(path.elements == [.move(to: CGPoint(x: 5, y: 5)), .line(to: CGPoint(x: 5, y: 5))])
        let before = path.elements
        path.addLine(to: CGPoint(x: CGFloat.nan, y: 0))
        path.move(to: CGPoint(x: 0, y: CGFloat.infinity))
        path.addCurve(to: .zero, control1: CGPoint(x: CGFloat.nan, y: 0), control2: .zero)
        path.addQuadCurve(to: .zero, control: CGPoint(x: 0, y: -CGFloat.infinity))
        path.addRect(CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1))
        path.addEllipse(in: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1))
        path.addArc(center: .zero, radius: -1, startAngle: 0, endAngle: 1, clockwise: false)
        path.addArc(center: .zero, radius: 1, startAngle: .nan, endAngle: 1, clockwise: false)
        path.addRoundedRect(in: CGRect(x: 0, y: 0, width: 1, height: 1), cornerWidth: .nan, cornerHeight: 1)
        path.addLines(between: [CGPoint(x: CGFloat.nan, y: 0)])
        #expect(path.elements == before)
        #expect(CGPath(rect: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 1), transform: nil).isEmpty)
        path.closeSubpath()
        path.closeSubpath()
        #expect(path.elements.last == .closeSubpath && path.elements.count == before.count + 1, "a second close adds nothing")
        #expect(path.currentPoint == CGPoint(x: 5, y: 5), "after a close the current point is the subpath's start")
    }

    @Test("when a path is copied, read element by element or appended, then the elements agree and copies are independent")
    func copiesAndElements() throws {
        let path = CGMutablePath()
        path.addLines(between: [.zero, CGPoint(x: 4, y: 0), CGPoint(x: 4, y: 3)])
        path.addQuadCurve(to: CGPoint(x: 0, y: 3), control: CGPoint(x: 2, y: 5))
        path.addCurve(to: .zero, control1: CGPoint(x: -1, y: 2), control2: CGPoint(x: -1, y: 1))
        path.closeSubpath()
        var read: [(CGPathElementType, [CGPoint])] = []
        path.applyWithBlock { element in
            let count = [CGPathElementType.moveToPoint: 1, .addLineToPoint: 1, .addQuadCurveToPoint: 2, .addCurveToPoint: 3][element.pointee.type] ?? 0
            read.append((element.pointee.type, (0..<count).map { element.pointee.points[$0] }))
        }
        #expect(read.map(\.0) == [.moveToPoint, .addLineToPoint, .addLineToPoint, .addQuadCurveToPoint, .addCurveToPoint, .closeSubpath])
        #expect(read.map(\.1) == path.elements.map(\.points))
        let copy = try #require(path.copy())
        let mutable = try #require(path.mutableCopy())
        mutable.addLine(to: CGPoint(x: 9, y: 9))
        #expect(copy == path && mutable != path && copy.hashValue == path.hashValue)
        var scale = CGAffineTransform(scaleX: 2, y: 2)
        #expect(try #require(path.copy(using: &scale)).boundingBox == CGRect(x: -2, y: 0, width: 10, height: 10))
        let combined = CGMutablePath()
        combined.addPath(path, transform: CGAffineTransform(translationX: 10, y: 0))
        #expect(combined.elements == path.elements.map { $0.applying(CGAffineTransform(translationX: 10, y: 0)) })
        #expect(PathElement.curve(to: CGPoint(x: 1.23456, y: 0), control1: .zero, control2: CGPoint(x: -0.5, y: 2)).description == "C0 0 -0.5 2 1.235 0")
    }
}
