import CollectionGeometry
import Foundation
import Testing
import ViewSystem

@Suite("UIBezierPath: shapes in UIKit's coordinates")
struct BezierPathTests {
    static func close(_ a: CGPoint, _ b: CGPoint) -> Bool { abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9 }

    @Test("when an arc is clockwise, then it turns clockwise on screen: angles increase, as UIKit's y axis points down")
    func clockwiseOnScreen() {
        let quarter = BezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(Self.close(quarter.currentPoint, CGPoint(x: 0, y: 10)))
        #expect(quarter.bounds.minX > -1e-9 && quarter.bounds.minY > -1e-9, "a quarter turn through the lower right, on screen")
        let long = BezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(long.bounds.minX < -9.99 && long.bounds.minY < -9.99, "the other way round is three quarters")
        let ring = BezierPath(arcCenter: CGPoint(x: 20, y: 20), radius: 10, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true)
        #expect(ring.contains(CGPoint(x: 20, y: 20)) && Self.close(ring.currentPoint, CGPoint(x: 20, y: 10)))
    }

    @Test("when a path outlines a rounded rectangle, then its outline corner radius is the radius; other shapes have none")
    @MainActor
    func outlineCornerRadius() {
        #expect(BezierPath(roundedRect: CGRect(x: 5, y: 5, width: 100, height: 40), cornerRadius: 12).outlineCornerRadius == 12)
        #expect(BezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), cornerRadius: 90).outlineCornerRadius == 20, "clamped")
        #expect(BezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 40)).outlineCornerRadius == 0)
        #expect(BezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 40)).outlineCornerRadius == 0)
        #expect(BezierPath().outlineCornerRadius == 0)
    }

    @Test("when a rounded rectangle rounds some corners, then only those are cut; radii beyond half the side are clamped")
    func roundedCorners() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
        let top = BezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 10, height: 99))
        #expect(!top.contains(CGPoint(x: 1, y: 1)) && top.contains(CGPoint(x: 1, y: 39)), "the height of the radii is not read, as in UIKit")
        let capsule = BezierPath(roundedRect: rect, cornerRadius: 500)
        #expect(capsule.contains(CGPoint(x: 50, y: 1)) && !capsule.contains(CGPoint(x: 3, y: 3)))
        #expect(abs(capsule.cgPath.boundingBoxOfPath.height - 40) < 1e-9)
        #expect(BezierPath(roundedRect: rect, cornerRadius: .nan).cgPath.elements == BezierPath(rect: rect).cgPath.elements)
        #expect(BezierPath(roundedRect: CGRect(x: CGFloat.nan, y: 0, width: 1, height: 1), cornerRadius: 2).isEmpty)
    }

    @Test("when a path is built, reversed, transformed and appended, then its elements follow")
    func building() {
        let path = BezierPath()
        #expect(path.isEmpty && path.bounds.isNull)
        path.move(to: CGPoint(x: 2, y: 6))
        path.addLine(to: CGPoint(x: 5, y: 9))
        path.addQuadCurve(to: CGPoint(x: 8, y: 9), controlPoint: CGPoint(x: 6, y: 12))
        path.addCurve(to: CGPoint(x: 12, y: 2), controlPoint1: CGPoint(x: 9, y: 6), controlPoint2: CGPoint(x: 11, y: 3))
        path.close()
        let reversed = path.reversing()
        #expect(reversed.cgPath.elements == [
            .move(to: CGPoint(x: 12, y: 2)), .curve(to: CGPoint(x: 8, y: 9), control1: CGPoint(x: 11, y: 3), control2: CGPoint(x: 9, y: 6)),
            .quadCurve(to: CGPoint(x: 5, y: 9), control: CGPoint(x: 6, y: 12)), .line(to: CGPoint(x: 2, y: 6)), .closeSubpath,
        ])
        #expect(reversed.reversing().cgPath.elements == path.cgPath.elements.map { $0 }, "reversing twice gives the path back")
        let snapshot = path.cgPath
        path.apply(CGAffineTransform(translationX: 10, y: 0))
        #expect(path.bounds.minX == 12 && snapshot.boundingBox.minX == 2, "cgPath is a copy")
        let both = BezierPath(rect: CGRect(x: 0, y: 0, width: 1, height: 1))
        both.append(BezierPath(ovalIn: CGRect(x: 5, y: 5, width: 2, height: 2)))
        #expect(both.cgPath.elements.filter { $0 == .closeSubpath }.count == 2)
        both.removeAllPoints()
        #expect(both.isEmpty)
        let wrapped = BezierPath(cgPath: snapshot)
        #expect(wrapped.cgPath == snapshot && wrapped.description.hasPrefix("UIBezierPath(M2 6L5 9Q6 12 8 9C"))
        wrapped.cgPath = CGPath(rect: .zero, transform: nil)
        #expect(wrapped.cgPath.elements.count == 5)
    }
}
