import CollectionGeometry
import Foundation
import Testing

@Suite("Core Graphics conveniences UIKit code uses (B1)")
struct CGGeometryConveniencesTests {
    @Test("when sizes, points and rectangles are compared with equalTo, then they answer as Core Graphics does")
    func equalTo() {
        #expect(CGSize(width: 1, height: 2).equalTo(CGSize(width: 1, height: 2)))
        #expect(!CGSize(width: 1, height: 2).equalTo(.zero))
        #expect(CGPoint(x: 3, y: 4).equalTo(CGPoint(x: 3, y: 4)))
        #expect(CGRect(x: 10, y: 10, width: -5, height: 5).equalTo(CGRect(x: 5, y: 10, width: 5, height: 5)), "standardized first")
        #expect(CGRect.null.equalTo(.null))
        #expect(!CGRect.null.equalTo(.zero))
    }

    @Test("when the 2018 session's dividedIntegral helper is written against Foundation, then it compiles and slices as on iOS")
    func mosaicHelperCompiles() {
        func dividedIntegral(_ rect: CGRect, fraction: CGFloat, from edge: CGRectEdge) -> (first: CGRect, second: CGRect) {
            let dimension: CGFloat
            switch edge {
            case .minXEdge, .maxXEdge: dimension = rect.size.width
            case .minYEdge, .maxYEdge: dimension = rect.size.height
            }
            let distance = (dimension * fraction).rounded(.up)
            var slices = rect.divided(atDistance: distance, from: edge)
            switch edge {
            case .minXEdge, .maxXEdge:
                slices.remainder.origin.x += 1
                slices.remainder.size.width -= 1
            case .minYEdge, .maxYEdge:
                slices.remainder.origin.y += 1
                slices.remainder.size.height -= 1
            }
            return (first: slices.slice, second: slices.remainder)
        }
        let (first, second) = dividedIntegral(CGRect(x: 0, y: 0, width: 300, height: 100), fraction: 2 / 3, from: .minXEdge)
        #expect(first == CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(second == CGRect(x: 201, y: 0, width: 99, height: 100))
        #expect(CGSize(width: 200, height: 100).equalTo(first.size))
    }

    @Test("when a CGVector is made, then it holds its components")
    func vector() {
        #expect(CGVector(dx: 1, dy: 2) == CGVector(dx: 1.0, dy: 2.0))
        #expect(CGVector.zero == CGVector(dx: 0, dy: 0))
    }
}
