import CollectionGeometry
import Foundation
import Testing
import ViewSystem

@Suite("CALayer geometry: converting between layers, hit-testing, corner expansion")
@MainActor
struct LayerGeometryTests {
    @Test("when points and rectangles are converted between layers of one tree, then frames and bounds origins are applied both ways")
    func conversionInOneTree() {
        let root = Layer(), card = Layer(), badge = Layer(), other = Layer()
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        card.frame = CGRect(x: 20, y: 30, width: 100, height: 100)
        card.bounds.origin = CGPoint(x: 0, y: 10)
        badge.frame = CGRect(x: 5, y: 15, width: 10, height: 10)
        other.frame = CGRect(x: 200, y: 200, width: 50, height: 50)
        root.addSublayer(card)
        card.addSublayer(badge)
        root.addSublayer(other)
        #expect(badge.convert(CGPoint(x: 1, y: 1), to: root) == CGPoint(x: 26, y: 36))
        #expect(root.convert(CGPoint(x: 26, y: 36), to: badge) == CGPoint(x: 1, y: 1))
        #expect(badge.convert(CGPoint(x: 1, y: 1), to: nil) == CGPoint(x: 26, y: 36), "nil is the root")
        #expect(other.convert(CGPoint(x: 1, y: 1), from: badge) == CGPoint(x: -174, y: -164))
        #expect(other.convert(CGRect(x: 1, y: 1, width: 3, height: 4), from: badge) == CGRect(x: -174, y: -164, width: 3, height: 4))
        #expect(badge.convert(CGRect(x: 0, y: 0, width: 3, height: 4), to: card) == CGRect(x: 5, y: 15, width: 3, height: 4))
    }

    @Test("when layers sit in the trees of two views, then conversion goes through the views")
    func conversionAcrossViews() {
        let container = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let left = View(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        let right = View(frame: CGRect(x: 150, y: 20, width: 100, height: 100))
        container.addSubview(left)
        container.addSubview(right)
        let mark = Layer()
        mark.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
        left.layer.addSublayer(mark)
        #expect(right.layer.convert(CGPoint(x: 0, y: 0), from: mark) == CGPoint(x: -135, y: -5))
        #expect(mark.convert(CGPoint(x: -135, y: -5), from: right.layer) == .zero)
    }

    @Test("when a point is hit-tested, then the frontmost shown layer holding it answers; clipping layers hide what lies outside them")
    func hitTesting() {
        let root = Layer(), back = Layer(), front = Layer(), hidden = Layer(), inside = Layer()
        root.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        back.frame = CGRect(x: 0, y: 0, width: 60, height: 60)
        front.frame = CGRect(x: 40, y: 40, width: 60, height: 60)
        hidden.frame = root.bounds
        hidden.isHidden = true
        inside.frame = CGRect(x: 50, y: 0, width: 30, height: 30)
        root.addSublayer(back)
        root.addSublayer(front)
        root.addSublayer(hidden)
        back.addSublayer(inside)
        #expect(root.hitTest(CGPoint(x: 50, y: 50)) === front, "front is above back")
        #expect(root.hitTest(CGPoint(x: 10, y: 10)) === back)
        #expect(root.hitTest(CGPoint(x: 35, y: 90)) === root)
        #expect(root.hitTest(CGPoint(x: 200, y: 200)) == nil)
        #expect(root.hitTest(CGPoint(x: 75, y: 20)) === inside, "a sublayer reaching outside its unclipped superlayer")
        back.masksToBounds = true
        #expect(root.hitTest(CGPoint(x: 75, y: 20)) === root, "clipped away")
    }

    @Test("when corners are continuous, then they reach 1.528 radii, as renderers draw them")
    func cornerExpansion() {
        #expect(Layer.cornerCurveExpansionFactor(.circular) == 1)
        #expect(Layer.cornerCurveExpansionFactor(.continuous) == 1.528)
    }
}
