import CollectionGeometry
import Foundation
import Testing

@Suite("EdgeInsets and DirectionalEdgeInsets")
struct EdgeInsetsTests {
    @Test("when a rect is inset, then each edge moves inwards by its inset (UIEdgeInsetsInsetRect)")
    func insetRect() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
        let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(rect.inset(by: insets) == CGRect(x: 12, y: 21, width: 94, height: 46))
    }

    @Test("when insets exceed the rect, then the size goes negative as in UIKit (plain arithmetic)")
    func oversizedInsets() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        #expect(rect.inset(by: EdgeInsets(top: 0, left: 8, bottom: 0, right: 8)).size.width == -6)
    }

    @Test("when described, then insets print as UIKit's {top, left, bottom, right}")
    func description() {
        #expect(EdgeInsets(top: 1, left: 2.5, bottom: 3, right: 4).description == "{1, 2.5, 3, 4}")
        #expect(DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4).description == "{1, 2, 3, 4}")
        #expect(EdgeInsets.zero == EdgeInsets())
    }

    @Test("when directional insets are resolved, then leading is left in LTR and right in RTL",
          arguments: UserInterfaceLayoutDirection.allCases)
    func directionalResolution(direction: UserInterfaceLayoutDirection) {
        let directional = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        let absolute = directional.edgeInsets(for: direction)
        if direction == .leftToRight {
            #expect(absolute == EdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        } else {
            #expect(absolute == EdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
        }
        #expect(absolute.directional(for: direction) == directional)
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        #expect(rect.inset(by: directional, layoutDirection: direction) == rect.inset(by: absolute))
    }

    @Test("when insets are mirrored, then left and right swap and mirroring twice is the identity")
    func mirroring() {
        let insets = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(insets.mirroredHorizontally == EdgeInsets(top: 1, left: 4, bottom: 3, right: 2))
        #expect(insets.mirroredHorizontally.mirroredHorizontally == insets)
        #expect(insets.horizontal == 6 && insets.vertical == 4)
        #expect(insets + insets == EdgeInsets(top: 2, left: 4, bottom: 6, right: 8))
        let d = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(d + d == DirectionalEdgeInsets(top: 2, leading: 4, bottom: 6, trailing: 8))
    }
}
