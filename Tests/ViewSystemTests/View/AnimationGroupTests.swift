import CollectionGeometry
import Foundation
import Testing
import ViewSystem

@Suite("CAAnimationGroup: animations run together on the group's time")
@MainActor
struct AnimationGroupTests {
    final class Recorder: LayerAnimationDelegate {
        var events: [String] = []
        func animationDidStart(_ anim: LayerAnimation) { events.append("start \(type(of: anim))") }
        func animationDidStop(_ anim: LayerAnimation, finished flag: Bool) { events.append("stop \(type(of: anim)) \(flag)") }
    }


    @Test("when a group holds a fade and a later move, then both draw on the group's time, the move begins at its own begin time and is cut where the group ends")
    func together() throws {
        let (clock, _, window, view) = animationStage()
        defer { withExtendedLifetime(window) {} }
        let recorder = Recorder()
        let fade = BasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 1
        let move = BasicAnimation(keyPath: "position.x")
        move.fromValue = 0
        move.toValue = 100
        move.beginTime = 0.5
        move.duration = 1
        move.delegate = recorder
        let group = AnimationGroup()
        group.animations = [fade, move]
        group.duration = 1
        group.delegate = recorder
        view.layer.add(group, forKey: "both")
        clock.advance(by: 0.25)
        var shown = try #require(view.layer.presentation())
        #expect(abs(shown.opacity - 0.75) < 1e-6 && shown.position.x == 35, "the move has not begun")
        clock.advance(by: 0.5)
        shown = try #require(view.layer.presentation())
        #expect(abs(shown.opacity - 0.25) < 1e-6 && abs(shown.position.x - 25) < 1e-6)
        clock.advance(by: 0.3)
        #expect(view.layer.presentation()?.position.x == 35 && view.layer.animationKeys() == nil)
        #expect(recorder.events == ["start AnimationGroup", "stop AnimationGroup true"], "only the group's delegate is told")
    }

    @Test("when a group repeats and autoreverses, then its animations follow the group's timing; the copy on the layer is deep")
    func timing() throws {
        let (clock, _, window, view) = animationStage()
        defer { withExtendedLifetime(window) {} }
        let grow = BasicAnimation(keyPath: "bounds.size.width")
        grow.toValue = 150
        grow.duration = 0.5
        let group = AnimationGroup()
        group.animations = [grow]
        group.duration = 0.5
        group.autoreverses = true
        group.repeatCount = 2
        view.layer.add(group, forKey: "g")
        grow.toValue = 0
        let copy = try #require((view.layer.animation(forKey: "g") as? AnimationGroup)?.animations?.first as? BasicAnimation)
        #expect(copy !== grow && copy.toValue as? Int == 150)
        clock.advance(by: 0.5)
        #expect(abs((view.layer.presentation()?.bounds.width ?? 0) - 150) < 1e-6)
        clock.advance(by: 0.25)
        #expect(abs((view.layer.presentation()?.bounds.width ?? 0) - 100) < 1e-6, "on the way back")
        clock.advance(by: 0.5)
        #expect(abs((view.layer.presentation()?.bounds.width ?? 0) - 100) < 1e-6, "second cycle, on the way out")
    }

    @Test("when a grouped animation cannot be drawn, then the group names it when added and draws the others")
    func badInput() throws {
        let (clock, _, window, view) = animationStage()
        let unknown = BasicAnimation(keyPath: "wobble")
        unknown.toValue = 1
        let fade = BasicAnimation(keyPath: "opacity")
        fade.toValue = 0
        fade.duration = 1
        let group = AnimationGroup()
        group.animations = [fade, unknown]
        group.duration = 1
        view.layer.add(group, forKey: "g")
        #expect(window.printedLayoutDiagnostics.contains { $0.contains("animations[1]: the key path \"wobble\" is not animated here") })
        clock.advance(by: 0.5)
        #expect(abs((view.layer.presentation()?.opacity ?? 0) - 0.5) < 1e-6)
        let empty = AnimationGroup()
        view.layer.add(empty, forKey: "empty")
        clock.advance(by: 1)
        #expect(view.layer.animationKeys() == nil && window.isSettled)
    }
}
