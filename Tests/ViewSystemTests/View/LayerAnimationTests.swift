import CollectionGeometry
import Foundation
import Testing
import ViewSystem

@Suite("CABasicAnimation on layers: drawn from the presentation, timed by the frame clock")
@MainActor
struct LayerAnimationTests {
    final class Recorder: LayerAnimationDelegate {
        var events: [String] = []
        var onStop: ((LayerAnimation, Bool) -> Void)?
        func animationDidStart(_ anim: LayerAnimation) { events.append("start \((anim as? PropertyAnimation)?.keyPath ?? "")") }
        func animationDidStop(_ anim: LayerAnimation, finished flag: Bool) {
            events.append("stop \((anim as? PropertyAnimation)?.keyPath ?? "") \(flag)")
            onStop?(anim, flag)
        }
    }

    final class RingView: View {
        override class var layerClass: AnyClass { ShapeLayer.self }
        var ring: ShapeLayer { layer as! ShapeLayer }
    }


    /// The last properties the renderer was told for `view`.
    func drawn(_ view: View, in renderer: RecordingRenderer) -> RenderedProperties? {
        for transaction in renderer.transactions.reversed() {
            if let update = transaction.updated.last(where: { $0.view == view.renderIdentifier }) { return update.properties }
            if let insertion = transaction.inserted.last(where: { $0.view == view.renderIdentifier }) { return insertion.properties }
        }
        return nil
    }

    @Test("when an opacity animation is added, then the model keeps its value, frames draw the interpolated one, and the layer shows its own value after the end")
    func opacity() throws {
        let (clock, renderer, window, view) = animationStage()
        let recorder = Recorder()
        let fade = BasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 1
        fade.delegate = recorder
        view.layer.add(fade, forKey: "fade")
        fade.toValue = 0.9  // a change after adding changes nothing: the layer has its own copy
        #expect(view.alpha == 1 && view.layer.animationKeys() == ["fade"])
        clock.advance(by: 0.5)
        #expect(recorder.events == ["start opacity"])
        let halfway = try #require(drawn(view, in: renderer))
        #expect(abs(halfway.alpha - 0.5) < 0.02, "linear by default: half faded at half the duration (\(halfway.alpha))")
        #expect(abs(CGFloat(try #require(view.layer.presentation()).opacity) - halfway.alpha) < 1e-6)
        #expect(view.layer.presentation()?.model() === view.layer)
        #expect(!window.isSettled)
        clock.advance(by: 0.55)
        #expect(recorder.events == ["start opacity", "stop opacity true"])
        #expect(drawn(view, in: renderer)?.alpha == 1 && view.layer.animationKeys() == nil)
        #expect(window.isSettled)
    }

    @Test("when a shape layer's strokeEnd animates with a timing function, then the drawn shape is trimmed along the curve")
    func strokeEnd() throws {
        let (clock, renderer, window, _) = animationStage()
        let ring = RingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        ring.ring.path = CGPath(ellipseIn: CGRect(x: 4, y: 4, width: 32, height: 32), transform: nil)
        ring.ring.fillColor = nil
        ring.ring.strokeColor = CGColor.black
        window.addSubview(ring)
        let draw = BasicAnimation(keyPath: "strokeEnd")
        draw.fromValue = 0
        draw.toValue = 1
        draw.duration = 2
        draw.timingFunction = MediaTimingFunction(name: .easeIn)
        ring.layer.add(draw, forKey: nil)
        clock.advance(by: 1)
        let shape = try #require(drawn(ring, in: renderer)?.appearance.shape)
        let expected = MediaTimingFunctionTests.easeIn(at: (1.0 - 1.0 / 60) / 2)
        #expect(abs(Double(shape.strokeEnd) - expected) < 0.01, "\(shape.strokeEnd) vs \(expected)")
        #expect(ring.layer.animationKeys() == nil, "an animation added without a key is not listed")
        clock.advance(by: 1.1)
        #expect(drawn(ring, in: renderer)?.appearance.shape?.strokeEnd == 1)
    }

    @Test("when a sublayer's rotation repeats for ever, then it keeps turning, the window never settles, and removing it stops it unfinished at the next frame")
    func endlessRotation() throws {
        let (clock, renderer, window, view) = animationStage()
        let recorder = Recorder()
        let spinner = Layer()
        spinner.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        spinner.backgroundColor = CGColor.black
        view.layer.addSublayer(spinner)
        let spin = BasicAnimation(keyPath: "transform.rotation.z")
        spin.toValue = CGFloat.pi * 2
        spin.duration = 1
        spin.repeatCount = .infinity
        spin.delegate = recorder
        spinner.add(spin, forKey: "spin")
        for quarter in 1...6 {
            clock.advance(by: 0.25)
            let transform = try #require(drawn(view, in: renderer)?.appearance.sublayers.first?.transform)
            let angle = CGFloat(quarter) * .pi / 2
            #expect(abs(transform.m11 - cos(angle)) < 0.01 && abs(transform.m12 - sin(angle)) < 0.01, "quarter \(quarter): \(transform)")
        }
        #expect(!window.isSettled)
        spinner.removeAnimation(forKey: "spin")
        #expect(recorder.events == ["start transform.rotation.z"], "the stop is told at the next frame, not during the call")
        clock.advanceFrames(1)
        #expect(recorder.events == ["start transform.rotation.z", "stop transform.rotation.z false"])
        #expect(drawn(view, in: renderer)?.appearance.sublayers.first?.transform == .identity)
        clock.advanceFrames(1)
        #expect(window.isSettled)
    }

    @Test("when an animation fills forwards and stays, then its last value stays drawn; autoreverse ends where it began")
    func fillForwardsAndAutoreverse() throws {
        let (clock, renderer, window, view) = animationStage()
        defer { withExtendedLifetime(window) {} }
        let move = BasicAnimation(keyPath: "position.x")
        move.byValue = 100
        move.duration = 0.5
        move.fillMode = .forwards
        move.isRemovedOnCompletion = false
        view.layer.add(move, forKey: "move")
        clock.advance(by: 1)
        #expect(drawn(view, in: renderer)?.frame.minX == 110, "the model's 35 + 100, less half the width")
        #expect(view.center.x == 35 && view.layer.animation(forKey: "move") != nil)
        view.layer.removeAllAnimations()
        clock.advanceFrames(1)
        #expect(drawn(view, in: renderer)?.frame.minX == 10)

        let pulse = BasicAnimation(keyPath: "transform.scale")
        pulse.toValue = 2
        pulse.duration = 0.5
        pulse.autoreverses = true
        view.layer.add(pulse, forKey: "pulse")
        clock.advance(by: 0.5)
        let peak = try #require(drawn(view, in: renderer)?.transform)
        #expect(abs(peak.m11 - 2) < 0.05, "at the turn the scale is the toValue (\(peak.m11))")
        clock.advance(by: 0.6)
        #expect(drawn(view, in: renderer)?.transform == .identity)
    }

    @Test("when an animation is added under a key in use, then the old one stops unfinished; a delegate may add another when told")
    func replacingAndChaining() throws {
        let (clock, _, window, view) = animationStage()
        defer { withExtendedLifetime(window) {} }
        let recorder = Recorder()
        let first = BasicAnimation(keyPath: "opacity")
        first.toValue = 0
        first.delegate = recorder
        view.layer.add(first, forKey: "a")
        clock.advanceFrames(1)
        let second = BasicAnimation(keyPath: "cornerRadius")
        second.toValue = 10
        second.duration = 0.1
        second.delegate = recorder
        recorder.onStop = { anim, finished in
            guard finished, (anim as? PropertyAnimation)?.keyPath == "cornerRadius" else { return }
            let third = BasicAnimation(keyPath: "borderWidth")
            third.toValue = 2
            view.layer.add(third, forKey: "c")
        }
        view.layer.add(second, forKey: "a")
        clock.advance(by: 0.2)
        #expect(recorder.events == ["start opacity", "stop opacity false", "start cornerRadius", "stop cornerRadius true"])
        #expect(view.layer.animationKeys() == ["c"])
    }

    @Test("when an animation has an unknown key path, a value of the wrong kind or no key path, then it is reported, runs, draws nothing and its delegate is told")
    func badInput() throws {
        let (clock, renderer, window, view) = animationStage()
        let recorder = Recorder()
        let unknown = BasicAnimation(keyPath: "wobble")
        unknown.toValue = 3
        unknown.duration = 0.1
        unknown.delegate = recorder
        view.layer.add(unknown, forKey: "wobble")
        let wrongKind = BasicAnimation(keyPath: "opacity")
        wrongKind.toValue = "transparent"
        wrongKind.duration = 0.1
        view.layer.add(wrongKind, forKey: "text")
        let colour = BasicAnimation(keyPath: "backgroundColor")
        colour.toValue = Color.red  // a UIColor, not a CGColor
        view.layer.add(colour, forKey: "colour")
        let nothing = BasicAnimation()
        nothing.duration = Double.nan
        nothing.speed = -3
        nothing.repeatCount = -1
        view.layer.add(nothing, forKey: nil)
        let misdirected = BasicAnimation(keyPath: "opacity")
        misdirected.valueFunction = ValueFunction(name: .rotateZ)
        misdirected.toValue = 1
        view.layer.add(misdirected, forKey: "misdirected")
        let shortVector = BasicAnimation(keyPath: "transform")
        shortVector.valueFunction = ValueFunction(name: .scale)
        shortVector.toValue = [1, 2]
        view.layer.add(shortVector, forKey: "short")
        let notes = window.printedLayoutDiagnostics.joined(separator: "\n")
        #expect(notes.contains("the key path \"wobble\" is not animated here"))
        #expect(notes.contains("toValue transparent (String) is not a value for \"opacity\""))
        #expect(notes.contains("is not a value for \"backgroundColor\""))
        #expect(notes.contains("the animation has no key path"))
        #expect(notes.contains("a value function animates \"transform\", not \"opacity\""))
        #expect(notes.contains("toValue [1, 2] (Array<Int>) is not a value for \"transform\""))
        #expect(ValueFunction(name: ValueFunctionName(rawValue: "wobble")) == nil)
        #expect(nothing.duration == 0 && nothing.speed == 1 && nothing.repeatCount == 0)
        clock.advance(by: 0.05)
        let properties = try #require(drawn(view, in: renderer))
        #expect(properties.alpha == 1 && properties.appearance.backgroundColor == nil)
        clock.advance(by: 0.3)
        #expect(recorder.events == ["start wobble", "stop wobble true"])
        #expect(window.isSettled)
    }

    @Test("when a layer is not in a window, then presentation() is nil and removing its animations, which never began, tells nothing")
    func outsideAWindow() {
        let layer = Layer()
        let recorder = Recorder()
        let fade = BasicAnimation(keyPath: "opacity")
        fade.toValue = 0
        fade.delegate = recorder
        layer.add(fade, forKey: "fade")
        #expect(layer.presentation() == nil && layer.model() === layer)
        #expect(layer.animation(forKey: "fade") !== fade && (layer.animation(forKey: "fade") as? BasicAnimation)?.toValue as? Int == 0)
        layer.removeAnimation(forKey: "missing")
        layer.removeAnimation(forKey: "fade")
        #expect(recorder.events.isEmpty && layer.animationKeys() == nil)
    }

    @Test("when a layer with a running animation joins a window later, then its animation begins at its first frame there")
    func joinsLater() throws {
        let (clock, renderer, window, _) = animationStage()
        let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let grow = BasicAnimation(keyPath: "bounds.size.width")
        grow.fromValue = 10
        grow.toValue = 110
        grow.duration = 1
        view.layer.add(grow, forKey: "grow")
        clock.advance(by: 5)
        window.addSubview(view)
        clock.advanceFrames(1)
        clock.advance(by: 0.5)
        let width = try #require(drawn(view, in: renderer)?.frame.width)
        #expect(abs(width - 60) < 3, "halfway from its first frame in the window, not finished (\(width))")
    }

    @Test("when values are colours, points, rects and transforms, then they interpolate as their kind; additive and cumulative animations add to the layer's value")
    func valueKinds() throws {
        let (clock, renderer, window, view) = animationStage()
        defer { withExtendedLifetime(window) {} }
        let colour = BasicAnimation(keyPath: "backgroundColor")
        colour.fromValue = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
        colour.toValue = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
        colour.duration = 1
        view.layer.add(colour, forKey: "colour")
        let bounds = BasicAnimation(keyPath: "bounds")
        bounds.toValue = CGRect(x: 0, y: 0, width: 150, height: 50)
        bounds.duration = 1
        view.layer.add(bounds, forKey: "bounds")
        let shift = BasicAnimation(keyPath: "position")
        shift.byValue = CGPoint(x: 0, y: 40)
        shift.isAdditive = true
        shift.duration = 1
        shift.repeatCount = 2
        shift.isCumulative = true
        view.layer.add(shift, forKey: "shift")
        clock.advance(by: 0.5)
        var properties = try #require(drawn(view, in: renderer))
        let grey = try #require(properties.appearance.backgroundColor)
        #expect(abs(grey.red - 0.5) < 0.02 && grey.red == grey.blue)
        #expect(abs(properties.frame.width - 100) < 2)
        #expect(abs(properties.frame.midY - (35 + 20)) < 1, "additive: the model's 35 plus half of 40 (\(properties.frame.midY))")
        clock.advance(by: 1)
        properties = try #require(drawn(view, in: renderer))
        #expect(abs(properties.frame.midY - (35 + 40 + 20)) < 1, "cumulative: the second cycle starts where the first ended (\(properties.frame.midY))")
    }

    @Test("when a value function turns numbers into the transform, then a half turn turns and a scale from zero grows; a key names the key path when the animation has none")
    func valueFunctions() throws {
        let (clock, _, window, view) = animationStage()
        let rotate = BasicAnimation()
        rotate.valueFunction = ValueFunction(name: .rotateZ)
        rotate.fromValue = 0
        rotate.toValue = Float.pi
        rotate.duration = 1
        view.layer.add(rotate, forKey: "transform")
        clock.advance(by: 0.5)
        var transform = try #require(view.layer.presentation()?.transform)
        #expect(abs(transform.m11) < 0.02 && abs(transform.m12 - 1) < 0.02, "a quarter turn at half the time: \(transform)")
        view.layer.removeAllAnimations()
        let grow = BasicAnimation(keyPath: "transform")
        grow.valueFunction = ValueFunction(name: .scale)
        grow.fromValue = [0, 0, 0]
        grow.toValue = [1, 1, 1]
        grow.duration = 1
        view.layer.add(grow, forKey: "grow")
        clock.advance(by: 0.25)
        transform = try #require(view.layer.presentation()?.transform)
        #expect(abs(transform.m11 - 0.25) < 0.02 && abs(transform.m22 - 0.25) < 0.02 && abs(transform.m33 - 0.25) < 0.02)
        withExtendedLifetime(window) {}
    }
}
