import CollectionGeometry
import TestSupport
import Foundation
import Testing

@Suite("Rectangle overlap, intersection and mirroring")
struct CGRectOverlapTests {
    @Test("when rectangles only touch along an edge, then they intersect but do not overlap strictly")
    func touchingEdges() {
        let a = CGRect(x: 0, y: 0, width: 10, height: 10)
        let right = CGRect(x: 10, y: 0, width: 10, height: 10)
        #expect(a.intersects(right))
        #expect(a.intersectsIncludingEdges(right))
        #expect(!a.overlapsStrictly(right))
        #expect(a.overlapsStrictly(CGRect(x: 9.5, y: 9.5, width: 1, height: 1)))
        #expect(!a.overlapsStrictly(CGRect(x: 5, y: 5, width: 0, height: 3)))
        #expect(!a.overlapsStrictly(CGRect(x: CGFloat.nan, y: 0, width: 5, height: 5)))
        #expect(!a.intersectsIncludingEdges(CGRect(x: CGFloat.nan, y: 0, width: 5, height: 5)))
        #expect(!a.intersectsIncludingEdges(.null))
    }

    @Test("when random finite rectangles are compared, then intersectsIncludingEdges equals Foundation's intersects (seeded)")
    func matchesFoundation() {
        for seed in TestSeeds.seeds(count: 20) {
            var rng = SeededRandomNumberGenerator(seed: seed)
            for _ in 0..<500 {
                func random() -> CGRect {
                    let grid = Bool.random(using: &rng)
                    func value(_ range: ClosedRange<CGFloat>) -> CGFloat {
                        grid ? CGFloat(Int(CGFloat.random(in: range, using: &rng))) : .random(in: range, using: &rng)
                    }
                    return CGRect(x: value(-20...20), y: value(-20...20), width: value(-5...20), height: value(-5...20))
                }
                let a = random(), b = random()
                #expect(a.intersectsIncludingEdges(b) == a.intersects(b), "seed \(seed): \(a) \(b)")
            }
        }
    }

    @Test("when a rect is mirrored twice in the same width, then it comes back unchanged (seeded)")
    func mirroringIsAnInvolution() {
        for seed in TestSeeds.seeds(count: 10) {
            var rng = SeededRandomNumberGenerator(seed: seed)
            let width = CGFloat(Int.random(in: 0...2000, using: &rng))
            let rect = CGRect(x: CGFloat(Int.random(in: -100...2000, using: &rng)), y: 3,
                              width: CGFloat(Int.random(in: 0...500, using: &rng)), height: 4)
            let mirrored = rect.mirroredHorizontally(inWidth: width)
            #expect(mirrored.mirroredHorizontally(inWidth: width) == rect, "seed \(seed)")
            #expect(mirrored.minX == width - rect.maxX && mirrored.size == rect.size)
        }
        #expect(CGPoint(x: 10, y: 5).mirroredHorizontally(inWidth: 100) == CGPoint(x: 90, y: 5))
        let rect = CGRect(x: 10, y: 0, width: 20, height: 5)
        #expect(UserInterfaceLayoutDirection.rightToLeft.convert(rect, from: .leftToRight, containerWidth: 100)
            == CGRect(x: 70, y: 0, width: 20, height: 5))
        #expect(UserInterfaceLayoutDirection.leftToRight.convert(rect, from: .leftToRight, containerWidth: 100) == rect)
    }
}
