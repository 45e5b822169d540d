import Foundation
import OpenCollectionViewTesting
import Testing
import UIKit

/// Core Animation code as iOS apps write it — a badge that pulses for ever, a progress ring whose
/// stroke animates from where it is shown, a field that shakes with boxed points, a toast that fades
/// and removes itself from its delegate — compiles unchanged and runs as on iOS, on the frame clock.
@Suite("UIKit spellings of explicit layer animations")
@MainActor
struct CoreAnimationSourceCompatibilityTests {
    /// A layer subclass as iOS code writes one; here its `init()` override is spelled `required`
    /// (Guides/ComingFromUIKit.md).
    final class GlowLayer: CALayer {
        var glowColor: CGColor = UIColor.systemYellow.cgColor

        required init() {
            super.init()
            shadowOpacity = 0.8
            shadowRadius = 6
        }

        override init(layer: Any) {
            super.init(layer: layer)
            glowColor = (layer as? GlowLayer)?.glowColor ?? glowColor
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
        }

        override class func defaultValue(forKey key: String) -> Any? {
            key == "shadowRadius" ? CGFloat(6) : super.defaultValue(forKey: key)
        }
    }

    final class PulsingBadge: UIView {
        override class var layerClass: AnyClass { GlowLayer.self }

        func startPulsing() {
            let pulse = CABasicAnimation(keyPath: "transform.scale")
            pulse.fromValue = 1.0
            pulse.toValue = 1.15
            pulse.duration = 0.6
            pulse.autoreverses = true
            pulse.repeatCount = .infinity
            pulse.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            layer.add(pulse, forKey: "pulse")
        }

        func stopPulsing() {
            layer.removeAnimation(forKey: "pulse")
        }
    }

    final class ProgressRing: UIView {
        let progressLayer = CAShapeLayer()

        override init(frame: CGRect) {
            super.init(frame: frame)
            progressLayer.fillColor = UIColor.clear.cgColor
            progressLayer.strokeColor = UIColor.systemBlue.cgColor
            progressLayer.lineWidth = 4
            progressLayer.strokeEnd = 0
            layer.addSublayer(progressLayer)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            progressLayer.frame = bounds
            progressLayer.path = UIBezierPath(ovalIn: bounds.insetBy(dx: 2, dy: 2)).cgPath
        }

        func setProgress(_ progress: CGFloat, animated: Bool) {
            let from = progressLayer.presentation()?.strokeEnd ?? progressLayer.strokeEnd
            progressLayer.strokeEnd = progress
            guard animated else { return }
            let animation = CABasicAnimation(keyPath: "strokeEnd")
            animation.fromValue = from
            animation.toValue = progress
            animation.duration = 0.3
            animation.timingFunction = CAMediaTimingFunction(name: .easeOut)
            progressLayer.add(animation, forKey: "progress")
        }
    }

    final class ToastViewController: UIViewController, CAAnimationDelegate {
        let toast = UILabel()
        var stops: [Bool] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            toast.text = "Saved"
            toast.frame = CGRect(x: 20, y: 40, width: 200, height: 44)
            view.addSubview(toast)
        }

        func shake() {
            let animation = CABasicAnimation(keyPath: "position")
            animation.duration = 0.07
            animation.repeatCount = 4
            animation.autoreverses = true
            animation.fromValue = NSValue(cgPoint: CGPoint(x: toast.center.x - 10, y: toast.center.y))
            animation.toValue = NSValue(cgPoint: CGPoint(x: toast.center.x + 10, y: toast.center.y))
            toast.layer.add(animation, forKey: "position")
        }

        func fadeOut() {
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0
            fade.duration = 0.25
            fade.fillMode = .forwards
            fade.isRemovedOnCompletion = false
            fade.delegate = self
            toast.layer.add(fade, forKey: "fade")
        }

        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            stops.append(flag)
            if flag { toast.removeFromSuperview() }
        }
    }

    @Test("when a badge pulses for ever, then its presentation scales up and back while its model stays, and stopping it settles the screen")
    func pulse() throws {
        let host = TestHost()
        let badge = PulsingBadge(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        host.show(badge, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        badge.startPulsing()
        host.advance(by: 0.6)
        #expect(badge.layer is GlowLayer && badge.layer.shadowRadius == 6 && GlowLayer.defaultValue(forKey: "shadowRadius") as? CGFloat == 6)
        let peak = try #require(badge.layer.presentation()?.transform)
        #expect(abs(peak.m11 - 1.15) < 0.01 && badge.transform == .identity)
        host.advance(by: 0.6)
        #expect(abs((badge.layer.presentation()?.transform.m11 ?? 0) - 1) < 0.01)
        #expect(!host.isSettled)
        badge.stopPulsing()
        #expect(try host.settle() <= 2)
    }

    @Test("when a ring's progress is set twice while animating, then the second animation starts where the ring is shown")
    func progress() throws {
        let host = TestHost()
        let ring = ProgressRing(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        host.show(ring, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.setProgress(1, animated: true)
        host.advance(by: 0.15)
        let shown = try #require(ring.progressLayer.presentation()?.strokeEnd)
        #expect(shown > 0.5 && shown < 1, "ease-out is past half at half the time (\(shown))")
        ring.setProgress(0.25, animated: true)
        host.runFrames(1)
        let restarted = try #require(ring.progressLayer.presentation()?.strokeEnd)
        #expect(abs(restarted - shown) < 0.1, "\(restarted) continues from \(shown)")
        try host.settle()
        #expect(ring.progressLayer.presentation()?.strokeEnd == 0.25 && ring.progressLayer.animationKeys() == nil)
    }

    @Test("when a toast shakes with boxed points and fades with its controller as delegate, then it moves about its centre and is removed when told the fade finished")
    func toast() throws {
        let host = TestHost()
        let controller = ToastViewController()
        host.show(controller)
        controller.shake()
        host.advance(by: 0.07)
        let moved = try #require(controller.toast.layer.presentation()?.position.x)
        #expect(abs(moved - (controller.toast.center.x + 10)) < 1.5, "\(moved)")
        try host.settle()
        #expect(controller.toast.layer.presentation()?.position == controller.toast.center)
        controller.fadeOut()
        host.advance(by: 0.3)
        #expect(controller.stops == [true] && controller.toast.superview == nil)
        #expect(controller.toast.layer.animation(forKey: "fade") != nil, "not removed on completion: it stays until removed")
    }
}
