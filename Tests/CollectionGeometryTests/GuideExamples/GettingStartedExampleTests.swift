// The example of the CollectionGeometry catalog's "Getting started" article, run as a test so the
// documentation cannot rot (scripts/check-examples checks the article shows this code verbatim).
import CollectionGeometry
import Foundation
import Testing

@Suite("CollectionGeometry's getting-started example")
struct GeometryGettingStartedExampleTests {
    @Test("directional insets resolve per layout direction, and a mirrored frame is where a right-to-left layout puts it")
    func directionalInsetsAndMirroring() {
        let cell = CGRect(x: 0, y: 0, width: 300, height: 44)
        let insets = DirectionalEdgeInsets(top: 8, leading: 20, bottom: 8, trailing: 12)

        let leftToRight = cell.inset(by: insets, layoutDirection: .leftToRight)
        let rightToLeft = cell.inset(by: insets, layoutDirection: .rightToLeft)
        #expect(leftToRight == CGRect(x: 20, y: 8, width: 268, height: 28))
        #expect(rightToLeft == CGRect(x: 12, y: 8, width: 268, height: 28))

        // A frame computed left to right, shown right to left in a 375-point-wide container:
        let badge = CGRect(x: 16, y: 10, width: 24, height: 24)
        let mirrored = UserInterfaceLayoutDirection.rightToLeft.convert(badge, from: .leftToRight, containerWidth: 375)
        #expect(mirrored == CGRect(x: 335, y: 10, width: 24, height: 24))
        #expect(mirrored.mirroredHorizontally(inWidth: 375) == badge)

        // Colours resolve by traits, as UIKit's dynamic colours do:
        let ink = Color(dynamicProvider: { traits in traits.userInterfaceStyle == .dark ? .white : .black })
        var dark = TraitCollection()
        dark.userInterfaceStyle = .dark
        #expect(ink.resolvedColor(with: dark) == .white)
        #expect(ink.resolvedColor(with: TraitCollection()) == .black)
    }
}
