import CollectionGeometry
import Foundation
import Testing

@Suite("NSValue(cgPoint:) and its kin: boxed geometry as Core Animation code writes it")
struct NSValueGeometryTests {
    @Test("when a point, size or rect is boxed, then it reads back and says which kind it holds")
    func roundTrip() {
        let point = NSValue(cgPoint: CGPoint(x: 1.5, y: -2))
        let size = NSValue(cgSize: CGSize(width: 3, height: 4))
        let rect = NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(point.cgPointValue == CGPoint(x: 1.5, y: -2) && point.geometryKind == .point)
        #expect(size.cgSizeValue == CGSize(width: 3, height: 4) && size.geometryKind == .size)
        #expect(rect.cgRectValue == CGRect(x: 1, y: 2, width: 3, height: 4) && rect.geometryKind == .rect)
    }

    @Test("when a value is read as a kind it does not hold, then it is zero rather than a trap")
    func wrongKind() {
        let rect = NSValue(cgRect: CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(rect.cgPointValue == .zero && rect.cgSizeValue == .zero)
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 1)).cgRectValue == .zero)
        #expect(NSNumber(value: 3).geometryKind == nil)
    }
}
