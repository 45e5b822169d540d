import CollectionGeometry
import TestSupport
import Foundation
import Testing

@Suite("Transform3D")
struct Transform3DTests {
    @Test("when built from an affine transform, then it is affine and gives the same transform back")
    func affineRoundTrip() {
        let affine = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        let t = Transform3D(affine)
        #expect(t.isAffine && t.affineTransform == affine)
        #expect(Transform3D.identity.isIdentity && Transform3D.identity.isAffine)
        var perspective = Transform3D.identity
        perspective.m34 = -1 / 500
        #expect(!perspective.isAffine)
    }

    @Test("when rotating about z, then it equals the affine rotation")
    func rotationAboutZ() {
        let angle: CGFloat = 0.7
        let t = Transform3D(rotationAngle: angle, x: 0, y: 0, z: 5).affineTransform
        let a = CGAffineTransform(rotationAngle: angle)
        #expect(abs(t.a - a.a) < 1e-12 && abs(t.b - a.b) < 1e-12 && abs(t.c - a.c) < 1e-12 && abs(t.d - a.d) < 1e-12)
        #expect(Transform3D(rotationAngle: 1, x: 0, y: 0, z: 0).isIdentity)
    }

    @Test("when scale and translation are concatenated, then the receiver applies first")
    func concatenation() {
        let scale = Transform3D(scaleX: 2, y: 3, z: 4)
        let translate = Transform3D(translationX: 1, y: 1, z: 1)
        let combined = scale.concatenating(translate)
        #expect(combined.m11 == 2 && combined.m41 == 1)
        #expect(scale.translatedBy(x: 1, y: 1, z: 1) == translate.concatenating(scale))
        #expect(Transform3D.identity.scaledBy(x: 2, y: 3, z: 4) == scale)
        #expect(Transform3D.identity.rotated(by: 0.3, x: 1, y: 0, z: 0) == Transform3D(rotationAngle: 0.3, x: 1, y: 0, z: 0))
    }

    @Test("when a random invertible transform is inverted, then composing gives the identity (seeded)")
    func inverseProperty() {
        for seed in TestSeeds.seeds(count: 30) {
            var rng = SeededRandomNumberGenerator(seed: seed)
            let t = Transform3D(rotationAngle: .random(in: -3...3, using: &rng), x: .random(in: -1...1, using: &rng),
                                y: .random(in: -1...1, using: &rng), z: 1)
                .concatenating(Transform3D(scaleX: .random(in: 0.5...2, using: &rng), y: 2, z: 3))
                .concatenating(Transform3D(translationX: .random(in: -50...50, using: &rng), y: 7, z: -3))
            let product = t.concatenating(t.inverted())
            let identity = Transform3D.identity
            let pairs: [(CGFloat, CGFloat)] = [
                (product.m11, identity.m11), (product.m12, 0), (product.m13, 0), (product.m14, 0),
                (product.m21, 0), (product.m22, 1), (product.m23, 0), (product.m24, 0),
                (product.m31, 0), (product.m32, 0), (product.m33, 1), (product.m34, 0),
                (product.m41, 0), (product.m42, 0), (product.m43, 0), (product.m44, 1),
            ]
            #expect(pairs.allSatisfy { abs($0.0 - $0.1) < 1e-9 }, "seed \(seed)")
        }
        let singular = Transform3D(scaleX: 0, y: 1, z: 1)
        #expect(singular.inverted() == singular)
    }
}
