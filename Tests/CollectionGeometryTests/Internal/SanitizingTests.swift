import CollectionGeometry
import Foundation
import Testing

@Suite("Sanitizing untrusted geometry")
struct SanitizingTests {
    @Test("when a length is NaN, infinite or negative, then it becomes 0; valid lengths are kept")
    func lengths() {
        #expect(CGFloat.nan.sanitizedLength == 0)
        #expect(CGFloat.infinity.sanitizedLength == 0)
        #expect(CGFloat(-3).sanitizedLength == 0)
        #expect(CGFloat(3).sanitizedLength == 3)
        #expect(CGFloat(-3).sanitizedCoordinate == -3)
        #expect(CGFloat.nan.sanitizedCoordinate == 0)
        #expect(CGSize(width: -1, height: CGFloat.nan).sanitizedSize == .zero)
        #expect(!CGRect(x: 0, y: CGFloat.infinity, width: 1, height: 1).isUsableFrame)
        #expect(EdgeInsets(top: -1, left: CGFloat.nan, bottom: 2, right: 3).sanitizedInsets == EdgeInsets(top: 0, left: 0, bottom: 2, right: 3))
        #expect(EdgeInsets(top: -1, left: CGFloat.nan, bottom: 2, right: 3).finiteInsets == EdgeInsets(top: -1, left: 0, bottom: 2, right: 3))
        #expect(DirectionalEdgeInsets(top: -1, leading: 1, bottom: 1, trailing: 1).sanitizedInsets.top == 0)
    }

    @Test("when coordinates are described, then whole numbers print without a fraction")
    func descriptions() {
        #expect(CGFloat(10).compactDescription == "10")
        #expect(CGFloat(10.25).compactDescription == "10.25")
        #expect(CGRect(x: 1, y: 2, width: 3.5, height: 4).compactDescription == "{{1, 2}, {3.5, 4}}")
        #expect(CGFloat.nan.compactDescription == "nan")
    }
}
