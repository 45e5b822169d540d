import Foundation
import OpenCollectionViewTesting
import Testing
import UIKit

/// Keyframe, spring, grouped and repeating animations as iOS code writes them — a field that shakes
/// when its input is wrong, a "like" heart that pops on a spring inside a group, a dot that
/// travels along a Bézier path turning with it, a recording light that pulses — compile unchanged
/// and run on the frame clock.
@Suite("UIKit spellings of keyframe, spring, grouped and repeating animations")
@MainActor
struct CoreAnimationKeyframesSourceCompatibilityTests {
    final class PasswordField: UIView {
        func shake() {
            let animation = CAKeyframeAnimation(keyPath: "transform.translation.x")
            animation.timingFunction = CAMediaTimingFunction(name: .linear)
            animation.duration = 0.6
            animation.values = [-20.0, 20.0, -20.0, 20.0, -10.0, 10.0, -5.0, 5.0, 0.0]
            layer.add(animation, forKey: "shake")
        }
    }

    final class HeartButton: UIButton {
        func pop() {
            let spring = CASpringAnimation(keyPath: "transform.scale")
            spring.fromValue = 0.6
            spring.toValue = 1.0
            spring.damping = 8
            spring.initialVelocity = 0.5
            spring.duration = spring.settlingDuration
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0.0
            fade.toValue = 1.0
            fade.duration = 0.2
            let group = CAAnimationGroup()
            group.animations = [spring, fade]
            group.duration = spring.settlingDuration
            layer.add(group, forKey: "pop")
        }
    }

    final class RouteView: UIView {
        let dot = CALayer()

        override init(frame: CGRect) {
            super.init(frame: frame)
            dot.bounds = CGRect(x: 0, y: 0, width: 8, height: 8)
            dot.backgroundColor = UIColor.systemBlue.cgColor
            layer.addSublayer(dot)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        func travel() {
            let route = UIBezierPath()
            route.move(to: CGPoint(x: 0, y: 50))
            route.addCurve(to: CGPoint(x: 200, y: 50), controlPoint1: CGPoint(x: 50, y: 0), controlPoint2: CGPoint(x: 150, y: 100))
            let along = CAKeyframeAnimation(keyPath: "position")
            along.path = route.cgPath
            along.calculationMode = .paced
            along.rotationMode = .rotateAuto
            along.duration = 2
            along.fillMode = .forwards
            along.isRemovedOnCompletion = false
            dot.add(along, forKey: "travel")
        }
    }

    final class RecordingLight: UIView {
        func startPulsing() {
            let options: UIView.AnimationOptions = [.repeat, .autoreverse, .allowUserInteraction, .curveEaseInOut]
            UIView.animate(withDuration: 0.8, delay: 0, options: options, animations: {
                self.alpha = 0.3
                self.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
            })
        }

        func stopPulsing() {
            layer.removeAllAnimations()
            alpha = 1
            transform = .identity
        }
    }

    final class UnreadBadge: UILabel {
        func bounceIn() {
            transform = CGAffineTransform(scaleX: 0.01, y: 0.01)
            UIView.animateKeyframes(withDuration: 0.6, delay: 0, options: [.calculationModeCubic], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
                    self.transform = CGAffineTransform(scaleX: 1.3, y: 1.3)
                }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
                    self.transform = .identity
                }
            }, completion: { _ in self.text = "3" })
        }
    }

    @Test("when a badge bounces in through keyframes, then it grows past its size, settles, and the completion runs")
    func bounceIn() throws {
        let host = TestHost()
        let badge = UnreadBadge(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        host.show(badge, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        badge.bounceIn()
        host.advance(by: 0.3)
        #expect(abs((badge.layer.presentation()?.transform.m11 ?? 0) - 1.3) < 0.01 && badge.transform == .identity)
        try host.settle()
        #expect(badge.text == "3" && badge.layer.presentation()?.transform == CATransform3DIdentity)
    }

    @Test("when a light pulses, then it fades and shrinks there and back until stopped, while its model keeps the end values")
    func pulse() throws {
        let host = TestHost()
        let light = RecordingLight(frame: CGRect(x: 10, y: 10, width: 12, height: 12))
        host.show(light, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        light.startPulsing()
        host.advance(by: 0.8)
        #expect(abs((light.layer.presentation()?.opacity ?? 0) - 0.3) < 0.01 && light.alpha == 0.3)
        host.advance(by: 0.8)
        #expect(abs((light.layer.presentation()?.opacity ?? 0) - 1) < 0.01, "back up")
        #expect(!host.isSettled)
        light.stopPulsing()
        #expect(try host.settle() <= 2)
        #expect(light.layer.presentation()?.opacity == 1)
    }

    @Test("when a field shakes, then it swings about its place by the keyframes and comes back")
    func shake() throws {
        let host = TestHost()
        let field = PasswordField(frame: CGRect(x: 20, y: 20, width: 200, height: 44))
        host.show(field, frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        field.shake()
        host.advance(by: 0.075)
        let swing = try #require(field.layer.presentation()?.transform.m41)
        #expect(abs(swing) > 5 && abs(swing) <= 20, "\(swing)")
        #expect(field.transform == .identity)
        try host.settle()
        #expect(field.layer.presentation()?.transform == CATransform3DIdentity)
    }

    @Test("when a heart pops, then its grouped spring overshoots its size and its fade ends first")
    func pop() throws {
        let host = TestHost()
        let heart = HeartButton(frame: CGRect(x: 10, y: 10, width: 44, height: 44))
        host.show(heart, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        heart.pop()
        var largest: CGFloat = 0
        for _ in 0..<40 {
            host.runFrames(1)
            largest = max(largest, heart.layer.presentation()?.transform.m11 ?? 0)
        }
        #expect(largest > 1.05, "a spring with damping 8 overshoots (\(largest))")
        #expect(heart.layer.presentation()?.opacity == 1, "the fade ended at 0.2 s")
        try host.settle()
        #expect(heart.layer.animationKeys() == nil)
    }

    @Test("when a dot travels a curve, then it moves at an even pace, turns with the curve and stays at the end")
    func travel() throws {
        let host = TestHost()
        let route = RouteView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        host.show(route, frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        route.travel()
        host.advance(by: 1)
        let middle = try #require(route.dot.presentation())
        #expect(abs(middle.position.x - 100) < 1 && abs(middle.position.y - 50) < 1, "the symmetric curve's middle at half the time: \(middle.position)")
        #expect(middle.transform.m12 > 0.3, "heading down and right at the middle")
        host.advance(by: 1.2)
        let end = try #require(route.dot.presentation())
        #expect(abs(end.position.x - 200) < 1e-6 && abs(end.position.y - 50) < 1e-6)
    }
}
