import CollectionGeometry
import Foundation
import Testing
import ViewSystem

@Suite("CASpringAnimation: a damped spring's motion, its settling time and its perceptual form")
@MainActor
struct SpringAnimationTests {
    /// The closed form of an under-damped spring let go at rest, one unit from its target.
    static func underdamped(mass: Double, stiffness: Double, damping: Double, at t: Double) -> Double {
        let w0 = (stiffness / mass).squareRoot(), zeta = damping / (2 * (stiffness * mass).squareRoot())
        let wd = w0 * (1 - zeta * zeta).squareRoot()
        return exp(-zeta * w0 * t) * (cos(wd * t) + zeta * w0 / wd * sin(wd * t))
    }

    @Test("when a spring moves position.x from 0 to 100 with the defaults, then it follows the damped oscillator, overshoots, and stops where duration ends")
    func motion() throws {
        let (clock, _, window, view) = animationStage()
        defer { withExtendedLifetime(window) {} }
        let spring = SpringAnimation(keyPath: "position.x")
        spring.fromValue = 0
        spring.toValue = 100
        spring.duration = 2
        view.layer.add(spring, forKey: "spring")
        var overshot = false
        for frame in 1...119 {
            clock.advanceFrames(1)
            let t = Double(frame) / 60
            let x = try #require(view.layer.presentation()).position.x
            let expected = 100 * (1 - Self.underdamped(mass: 1, stiffness: 100, damping: 10, at: t))
            #expect(abs(Double(x) - expected) < 1e-6, "t = \(t): \(x) vs \(expected)")
            if x > 100 { overshot = true }
        }
        #expect(overshot, "damping ratio ½ overshoots")
        clock.advanceFrames(2)
        #expect(view.layer.presentation()?.position.x == 35, "cut off at the duration, as Core Animation does")
    }

    @Test("when the spring's values change, then its settling duration, perceptual duration and bounce follow")
    func derived() {
        let spring = SpringAnimation()
        #expect(abs(spring.perceptualDuration - 2 * .pi / 10) < 1e-9)
        #expect(abs(spring.bounce - 0.5) < 1e-9, "damping ratio ½")
        let settle = spring.settlingDuration
        #expect(settle > 1 && settle < 1.6, "\(settle)")
        #expect(abs(Self.underdamped(mass: 1, stiffness: 100, damping: 10, at: settle)) <= 0.001 + 1e-4)
        spring.damping = 40
        #expect(abs(spring.bounce - (1.0 / 2 - 1)) < 1e-9, "ratio 2: over-damped, bounce −½")
        spring.stiffness = 400
        #expect(spring.settlingDuration < settle)
    }

    @Test("when made from a perceptual duration and bounce, then its physics are SwiftUI's and its duration is its settling duration")
    func perceptual() {
        let spring = SpringAnimation(perceptualDuration: 0.5, bounce: 0.3)
        #expect(spring.mass == 1 && abs(spring.stiffness - pow(2 * .pi / 0.5, 2)) < 1e-9)
        #expect(abs(spring.damping - 4 * .pi * 0.7 / 0.5) < 1e-9)
        #expect(abs(spring.perceptualDuration - 0.5) < 1e-9 && abs(spring.bounce - 0.3) < 1e-9)
        #expect(spring.duration == spring.settlingDuration)
        let creeping = SpringAnimation(perceptualDuration: 0.5, bounce: -0.5)
        #expect(abs(creeping.bounce) < 1e-9, "without allowsOverdamping: critically damped")
        creeping.allowsOverdamping = true
        #expect(abs(creeping.bounce + 0.5) < 1e-9)
    }

    @Test("when a spring is given impossible values, then each is replaced by its default and the copy on the layer keeps the spring")
    func badInput() throws {
        let spring = SpringAnimation(perceptualDuration: -1, bounce: .nan)
        #expect(abs(spring.perceptualDuration - 0.5) < 1e-9 && abs(spring.bounce) < 1e-9)
        spring.mass = 0
        spring.stiffness = -5
        spring.damping = -1
        spring.initialVelocity = .infinity
        #expect(spring.mass == 1 && spring.stiffness == 100 && spring.damping == 10 && spring.initialVelocity == 0)
        spring.initialVelocity = 3
        let (_, _, window, view) = animationStage()
        defer { withExtendedLifetime(window) {} }
        view.layer.add(spring, forKey: "s")
        let copy = try #require(view.layer.animation(forKey: "s") as? SpringAnimation)
        #expect(copy.initialVelocity == 3 && copy.stiffness == 100 && copy.duration == spring.duration)
    }

    @Test("when a spring starts moving towards its target, then it gets there sooner than one at rest")
    func initialVelocity() throws {
        let (clock, _, window, view) = animationStage()
        defer { withExtendedLifetime(window) {} }
        let still = SpringAnimation(keyPath: "position.y")
        still.fromValue = 0
        still.toValue = 100
        still.duration = 1
        view.layer.add(still, forKey: "y")
        clock.advanceFrames(6)
        let resting = try #require(view.layer.presentation()).position.y
        still.initialVelocity = 10
        view.layer.add(still, forKey: "y")
        clock.advanceFrames(6)
        let thrown = try #require(view.layer.presentation()).position.y
        #expect(thrown > resting + 20, "\(thrown) vs \(resting)")
    }
}
