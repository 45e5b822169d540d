import CollectionGeometry
import Foundation
import Testing
import ViewSystem

@Suite("CAKeyframeAnimation: values at key times, steps, even paces, curves and paths")
@MainActor
struct KeyframeAnimationTests {
    /// The presentation's `position` a time after the animation was added.
    func position(of view: View, after time: TimeInterval, _ clock: ManualFrameClock) throws -> CGPoint {
        let start = clock.now
        _ = clock.advance(by: time)
        #expect(abs(clock.now - start - time) < 1e-9)
        return try #require(view.layer.presentation()).position
    }

    func keyframes(_ keyPath: String, _ values: [Any], keyTimes: [NSNumber]? = nil, mode: AnimationCalculationMode = .linear) -> KeyframeAnimation {
        let animation = KeyframeAnimation(keyPath: keyPath)
        animation.values = values
        animation.keyTimes = keyTimes
        animation.calculationMode = mode
        animation.duration = 1
        return animation
    }

    @Test("when linear keyframes have key times, then each value is reached at its time and the values between are straight lines")
    func linear() throws {
        let (clock, _, window, view) = animationStage()
        defer { withExtendedLifetime(window) {} }
        view.layer.add(keyframes("position.x", [0, 100, 50], keyTimes: [0, 0.8, 1]), forKey: "x")
        #expect(abs(try position(of: view, after: 0.4, clock).x - 50) < 1e-6)
        #expect(abs(try position(of: view, after: 0.5, clock).x - 75) < 1e-6, "at 0.9 s: half way from 100 back to 50")
        _ = clock.advance(by: 0.2)
        #expect(view.layer.presentation()?.position.x == 35, "ended: the layer's own value")
    }

    @Test("when keyframes are discrete, then each value shows from its key time until the next, with one more key time than values or as many")
    func discrete() throws {
        let (clock, _, window, view) = animationStage()
        defer { withExtendedLifetime(window) {} }
        view.layer.add(keyframes("position.y", [10, 20, 30], keyTimes: [0, 0.5, 0.75, 1], mode: .discrete), forKey: "y")
        #expect(try position(of: view, after: 0.2, clock).y == 10)
        #expect(try position(of: view, after: 0.4, clock).y == 20)
        #expect(try position(of: view, after: 0.2, clock).y == 30)
        view.layer.add(keyframes("position.y", [10, 20, 30], mode: .discrete), forKey: "y")
        #expect(try position(of: view, after: 0.3, clock).y == 10, "evenly: a third each")
        #expect(try position(of: view, after: 0.4, clock).y == 30)
    }

    @Test("when keyframes are paced, then key times and timing functions are ignored and the value moves at one speed")
    func paced() throws {
        let (clock, _, window, view) = animationStage()
        defer { withExtendedLifetime(window) {} }
        let animation = keyframes("position.x", [0, 10, 40], keyTimes: [0, 0.9, 1], mode: .paced)
        animation.timingFunctions = [MediaTimingFunction(name: .easeIn), MediaTimingFunction(name: .easeIn)]
        view.layer.add(animation, forKey: "x")
        #expect(abs(try position(of: view, after: 0.5, clock).x - 20) < 1e-6)
    }

    @Test("when a segment has a timing function, then only that segment is paced by it")
    func timingFunctions() throws {
        let (clock, _, window, view) = animationStage()
        defer { withExtendedLifetime(window) {} }
        let animation = keyframes("position.x", [0, 100, 200])
        animation.timingFunctions = [MediaTimingFunction(name: .linear), MediaTimingFunction(name: .easeIn)]
        view.layer.add(animation, forKey: "x")
        #expect(abs(try position(of: view, after: 0.25, clock).x - 50) < 1e-6)
        let eased = try position(of: view, after: 0.5, clock).x
        let expected = 100 + 100 * MediaTimingFunctionTests.easeIn(at: 0.5)
        #expect(abs(Double(eased) - expected) < 0.01, "\(eased) vs \(expected)")
    }

    @Test("when keyframes are cubic, then the curve passes through each keyframe, overshoots as Catmull–Rom does, and full tension flattens it")
    func cubic() throws {
        let (clock, _, window, view) = animationStage()
        defer { withExtendedLifetime(window) {} }
        view.layer.add(keyframes("position.x", [0, 100, 0, 100], mode: .cubic), forKey: "x")
        // Segment 0→100 with the first keyframe doubled at the start: tangents 50 and 0, so
        // h00·0 + h10·50 + h01·100 + h11·0 at s = ½ is 6.25 + 50.
        #expect(abs(try position(of: view, after: 1.0 / 6, clock).x - 56.25) < 1e-6)
        #expect(abs(try position(of: view, after: 1.0 / 6, clock).x - 100) < 1e-6, "through the keyframe at ⅓")
        let tight = keyframes("position.x", [0, 100, 0, 100], mode: .cubic)
        tight.tensionValues = [1, 1, 1, 1]
        view.layer.add(tight, forKey: "x")
        #expect(abs(try position(of: view, after: 1.0 / 6, clock).x - 50) < 1e-6, "tension 1: no tangents, a smooth step")
    }

    @Test("when a point follows a path, then lines and curves are keyframes, paced mode measures their lengths, and rotation follows the path")
    func path() throws {
        let (clock, _, window, view) = animationStage()
        defer { withExtendedLifetime(window) {} }
        let path = CGMutablePath()
        path.move(to: .zero)
        path.addLine(to: CGPoint(x: 100, y: 0))
        path.addLine(to: CGPoint(x: 100, y: 300))
        let along = KeyframeAnimation(keyPath: "position")
        along.path = path
        along.duration = 1
        along.rotationMode = .rotateAuto
        view.layer.add(along, forKey: "along")
        let first = try position(of: view, after: 0.25, clock)
        #expect(abs(first.x - 50) < 1e-6 && abs(first.y) < 1e-6, "two segments, half the time each: \(first)")
        let second = try position(of: view, after: 0.5, clock)
        #expect(abs(second.x - 100) < 1e-6 && abs(second.y - 150) < 1e-6, "\(second)")
        let turned = try #require(view.layer.presentation()).transform
        #expect(abs(turned.m11) < 1e-9 && abs(turned.m12 - 1) < 1e-9, "heading down: a quarter turn (\(turned))")
        let paced = KeyframeAnimation(keyPath: "position")
        paced.path = path
        paced.duration = 1
        paced.calculationMode = .paced
        view.layer.add(paced, forKey: "along")
        let middle = try position(of: view, after: 0.5, clock)
        #expect(abs(middle.x - 100) < 1e-6 && abs(middle.y - 100) < 1e-6, "200 of 400 points along")
        let curve = CGMutablePath()
        curve.move(to: .zero)
        curve.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 100))
        let arc = KeyframeAnimation(keyPath: "position")
        arc.path = curve
        arc.duration = 1
        view.layer.add(arc, forKey: "along")
        let top = try position(of: view, after: 0.5, clock)
        #expect(abs(top.x - 50) < 1e-6 && abs(top.y - 50) < 1e-6, "the quadratic's midpoint")
    }

    @Test("when keyframes are additive and cumulative, then a shake moves about the layer's own value and each repeat goes on from the last")
    func additiveAndCumulative() throws {
        let (clock, _, window, view) = animationStage()
        defer { withExtendedLifetime(window) {} }
        let shake = keyframes("position.x", [0, 10, -10, 0])
        shake.isAdditive = true
        view.layer.add(shake, forKey: "shake")
        #expect(abs(try position(of: view, after: 1.0 / 3, clock).x - 45) < 1e-6)
        let walk = keyframes("position.x", [0, 20])
        walk.isCumulative = true
        walk.repeatCount = 3
        view.layer.add(walk, forKey: "shake")
        #expect(abs(try position(of: view, after: 2.5, clock).x - 50) < 1e-6, "third cycle: 2 × 20 + half of 20")
    }

    @Test("when keyframes cannot be drawn as given, then the animation is reported when added and falls back to what it can show")
    func badInput() throws {
        let (clock, _, window, view) = animationStage()
        view.layer.add(keyframes("position.x", [0, 100, 50], keyTimes: [0, 1]), forKey: "count")
        #expect(abs(try position(of: view, after: 0.25, clock).x - 50) < 1e-6, "evenly spaced instead")
        view.layer.add(keyframes("position.x", [0, 100], keyTimes: [0.5, 0.2]), forKey: "back")
        view.layer.add(keyframes("position.x", [0, "far"]), forKey: "kind")
        view.layer.add(keyframes("position", [CGPoint.zero, 3]), forKey: "mixed")
        view.layer.add(keyframes("opacity", []), forKey: "empty")
        let pathOnScalar = KeyframeAnimation(keyPath: "opacity")
        pathOnScalar.path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
        view.layer.add(pathOnScalar, forKey: "path")
        let spin = keyframes("position.x", [0, 1])
        spin.rotationMode = .rotateAuto
        view.layer.add(spin, forKey: "spin")
        let notes = window.printedLayoutDiagnostics.joined(separator: "\n")
        for expected in ["keyTimes has 2 times for 3 keyframes", "keyTimes [0.5, 0.2] must run from 0 to 1",
                         "values[1] far (String) is not a value for \"position.x\"", "values[1] 3 (Int) is not a value for \"position\"",
                         "the animation has no values and no path", "a path animates a point property such as \"position\", not \"opacity\"",
                         "rotationMode turns a layer along a path"] {
            #expect(notes.contains(expected), "missing: \(expected)\n\(notes)")
        }
        _ = clock.advance(by: 2)
        #expect(window.isSettled && view.layer.presentation()?.position == CGPoint(x: 35, y: 35))
    }

    @Test("when spelled as Core Animation, then the modes and the copy keep every keyframe property")
    func copies() throws {
        let (_, _, window, view) = animationStage()
        defer { withExtendedLifetime(window) {} }
        let animation = keyframes("position.x", [0, 1], keyTimes: [0, 1], mode: .cubicPaced)
        animation.tensionValues = [1]
        animation.continuityValues = [0.5]
        animation.biasValues = [-0.5]
        animation.timingFunctions = [MediaTimingFunction(name: .easeOut)]
        animation.rotationMode = .rotateAutoReverse
        view.layer.add(animation, forKey: "k")
        let copy = try #require(view.layer.animation(forKey: "k") as? KeyframeAnimation)
        #expect(copy !== animation && copy.calculationMode == .cubicPaced && copy.keyTimes == [0, 1])
        #expect(copy.tensionValues == [1] && copy.continuityValues == [0.5] && copy.biasValues == [-0.5])
        #expect(copy.timingFunctions?.count == 1 && copy.rotationMode == .rotateAutoReverse && copy.values?.count == 2)
        #expect(AnimationRotationMode.rotateAuto.rawValue == "auto" && AnimationCalculationMode.discrete.rawValue == "discrete")
    }
}
