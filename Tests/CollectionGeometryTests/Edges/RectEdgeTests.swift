import CollectionGeometry
import Testing

@Suite("RectEdge, DirectionalRectEdge, layout direction and semantic content")
struct RectEdgeTests {
    @Test("when raw values are read, then they are UIKit's")
    func rawValues() {
        #expect(RectEdge.top.rawValue == 1 && RectEdge.left.rawValue == 2)
        #expect(RectEdge.bottom.rawValue == 4 && RectEdge.right.rawValue == 8 && RectEdge.all.rawValue == 15)
        #expect(DirectionalRectEdge.leading.rawValue == 2 && DirectionalRectEdge.trailing.rawValue == 8)
        #expect(UserInterfaceLayoutDirection.rightToLeft.rawValue == 1)
        #expect(SemanticContentAttribute.forceRightToLeft.rawValue == 4)
    }

    @Test("when directional edges are resolved, then leading maps to left in LTR and right in RTL")
    func resolution() {
        let edges: DirectionalRectEdge = [.top, .leading]
        #expect(edges.absolute(for: .leftToRight) == [.top, .left])
        #expect(edges.absolute(for: .rightToLeft) == [.top, .right])
        for direction in UserInterfaceLayoutDirection.allCases {
            for raw in UInt(0)...15 {
                let directional = DirectionalRectEdge(rawValue: raw)
                #expect(directional.absolute(for: direction).directional(for: direction) == directional)
            }
        }
    }

    @Test("when semantic content is resolved, then only unspecified follows the environment")
    func semanticContent() {
        for inherited in UserInterfaceLayoutDirection.allCases {
            #expect(SemanticContentAttribute.unspecified.layoutDirection(relativeTo: inherited) == inherited)
            #expect(SemanticContentAttribute.playback.layoutDirection(relativeTo: inherited) == .leftToRight)
            #expect(SemanticContentAttribute.spatial.layoutDirection(relativeTo: inherited) == .leftToRight)
            #expect(SemanticContentAttribute.forceLeftToRight.layoutDirection(relativeTo: inherited) == .leftToRight)
            #expect(SemanticContentAttribute.forceRightToLeft.layoutDirection(relativeTo: inherited) == .rightToLeft)
            #expect(inherited.opposite.opposite == inherited && inherited.opposite != inherited)
        }
    }
}
