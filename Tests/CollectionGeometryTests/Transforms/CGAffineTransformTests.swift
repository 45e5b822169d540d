import CollectionGeometry
import TestSupport
import Foundation
import Testing

@Suite("CGAffineTransform")
struct CGAffineTransformTests {
    @Test("when points are transformed, then Core Graphics' row-vector convention holds")
    func convention() {
        let point = CGPoint(x: 2, y: 3)
        #expect(point.applying(CGAffineTransform(translationX: 10, y: 20)) == CGPoint(x: 12, y: 23))
        #expect(point.applying(CGAffineTransform(scaleX: 2, y: -1)) == CGPoint(x: 4, y: -3))
        let rotated = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(rotated.x) < 1e-12 && abs(rotated.y - 1) < 1e-12)
        #expect(CGAffineTransform.identity.isIdentity && !CGAffineTransform(scaleX: 2, y: 2).isIdentity)
    }

    @Test("when transforms are concatenated, then the receiver applies first; translatedBy prepends")
    func concatenationOrder() {
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let translate = CGAffineTransform(translationX: 10, y: 0)
        let point = CGPoint(x: 1, y: 1)
        #expect(point.applying(scale.concatenating(translate)) == CGPoint(x: 12, y: 2))
        #expect(point.applying(translate.concatenating(scale)) == CGPoint(x: 22, y: 2))
        #expect(scale.translatedBy(x: 10, y: 0) == translate.concatenating(scale))
        #expect(translate.scaledBy(x: 2, y: 2) == scale.concatenating(translate))
        #expect(CGAffineTransform.identity.rotated(by: 0.5) == CGAffineTransform(rotationAngle: 0.5))
    }

    @Test("when a random invertible transform is inverted, then composing gives the identity (seeded)")
    func inverseProperty() {
        for seed in TestSeeds.seeds(count: 50) {
            var rng = SeededRandomNumberGenerator(seed: seed)
            let t = CGAffineTransform(a: .random(in: 0.5...3, using: &rng), b: .random(in: -1...1, using: &rng),
                                      c: .random(in: -1...1, using: &rng), d: .random(in: 2...4, using: &rng),
                                      tx: .random(in: -100...100, using: &rng), ty: .random(in: -100...100, using: &rng))
            let product = t.concatenating(t.inverted())
            let values = [product.a - 1, product.b, product.c, product.d - 1, product.tx, product.ty]
            #expect(values.allSatisfy { abs($0) < 1e-9 }, "seed \(seed): \(product)")
        }
    }

    @Test("when a singular transform is inverted, then it is returned unchanged (as Core Graphics)")
    func singular() {
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
    }

    @Test("when a rect is transformed, then the result bounds its transformed corners; null stays null")
    func rectApplying() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 20)
        #expect(rect.applying(CGAffineTransform(scaleX: 2, y: 0.5)) == CGRect(x: 0, y: 0, width: 20, height: 10))
        let rotated = rect.applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(rotated.width - 20) < 1e-9 && abs(rotated.height - 10) < 1e-9)
        #expect(CGRect.null.applying(CGAffineTransform(scaleX: 2, y: 2)).isNull)
        #expect(CGSize(width: 3, height: 4).applying(CGAffineTransform(translationX: 9, y: 9)) == CGSize(width: 3, height: 4))
        #expect(CGAffineTransform(scaleX: 2, y: 0.5).description == "[2, 0, 0, 0.5, 0, 0]")
    }
}
