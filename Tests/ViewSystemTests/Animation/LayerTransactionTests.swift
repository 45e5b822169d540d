import CollectionGeometry
import Foundation
import Testing
import ViewSystem

@Suite("CATransaction: nested values and completion blocks that wait for the animations added inside")
@MainActor
struct LayerTransactionTests {
    func fade(_ duration: TimeInterval) -> BasicAnimation {
        let fade = BasicAnimation(keyPath: "opacity")
        fade.toValue = 0
        fade.duration = duration
        return fade
    }

    @Test("when a transaction adds a layer animation and a view animation, then its completion runs once both have ended, after the view animation's own completion")
    func waitsForAnimations() {
        let (clock, _, window, view) = animationStage()
        defer { withExtendedLifetime(window) {} }
        var events: [String] = []
        LayerTransaction.begin()
        LayerTransaction.setCompletionBlock { events.append("transaction") }
        view.layer.add(fade(0.5), forKey: "fade")
        View.animate(withDuration: 0.2, animations: { view.center.x += 10 }, completion: { _ in events.append("view") })
        LayerTransaction.commit()
        #expect(events.isEmpty)
        clock.advance(by: 0.3)
        #expect(events == ["view"])
        clock.advance(by: 0.3)
        #expect(events == ["view", "transaction"])
    }

    @Test("when a transaction adds no animation, then its completion runs at commit; nested transactions each keep their block and the outer one waits for the inner one's animations")
    func nesting() {
        let (clock, _, window, view) = animationStage()
        defer { withExtendedLifetime(window) {} }
        var events: [String] = []
        LayerTransaction.begin()
        LayerTransaction.setCompletionBlock { events.append("outer") }
        LayerTransaction.begin()
        LayerTransaction.setCompletionBlock { events.append("inner") }
        view.layer.add(fade(0.1), forKey: "fade")
        LayerTransaction.commit()
        LayerTransaction.begin()
        LayerTransaction.setCompletionBlock { events.append("empty") }
        LayerTransaction.commit()
        #expect(events == ["empty"], "nothing to wait for: at once")
        LayerTransaction.commit()
        clock.advance(by: 0.2)
        #expect(events == ["empty", "inner", "outer"])
    }

    @Test("when an awaited animation is removed, then the transaction completes at the next frame; one that never began completes at once")
    func removal() {
        let (clock, _, window, view) = animationStage()
        defer { withExtendedLifetime(window) {} }
        var events: [String] = []
        LayerTransaction.begin()
        LayerTransaction.setCompletionBlock { events.append("removed") }
        view.layer.add(fade(10), forKey: "fade")
        LayerTransaction.commit()
        clock.advanceFrames(1)
        view.layer.removeAnimation(forKey: "fade")
        #expect(events.isEmpty)
        clock.advanceFrames(1)
        #expect(events == ["removed"])
        let loose = Layer()
        LayerTransaction.begin()
        LayerTransaction.setCompletionBlock { events.append("never began") }
        loose.add(fade(1), forKey: "fade")
        LayerTransaction.commit()
        #expect(events == ["removed"], "waits: the layer is in no window yet")
        loose.removeAllAnimations()
        #expect(events == ["removed", "never began"])
    }

    @Test("when a value is set with no transaction open, then the implicit transaction takes it and ends before the next frame or at flush")
    func implicitTransaction() {
        let (clock, _, window, view) = animationStage()
        defer { withExtendedLifetime(window) {} }
        var events: [String] = []
        LayerTransaction.setCompletionBlock { events.append("implicit") }
        view.layer.add(fade(0.1), forKey: "fade")
        #expect(LayerTransaction.completionBlock() != nil)
        clock.advanceFrames(1)
        #expect(events.isEmpty && LayerTransaction.completionBlock() == nil, "committed; waiting for the fade")
        clock.advance(by: 0.2)
        #expect(events == ["implicit"])
        LayerTransaction.setDisableActions(true)
        #expect(LayerTransaction.disableActions())
        LayerTransaction.flush()
        #expect(!LayerTransaction.disableActions())
        LayerTransaction.setCompletionBlock { events.append("flushed") }
        LayerTransaction.begin()
        LayerTransaction.flush()
        #expect(events == ["implicit"], "inside an explicit transaction the flush waits for its commit")
        LayerTransaction.commit()
        #expect(events == ["implicit", "flushed"])
    }

    @Test("when values are set in nested transactions, then the innermost answers, the defaults come back after commit, and keys of one's own are kept")
    func values() {
        #expect(LayerTransaction.animationDuration() == 0.25 && !LayerTransaction.disableActions() && LayerTransaction.animationTimingFunction() == nil)
        LayerTransaction.begin()
        LayerTransaction.setAnimationDuration(1)
        LayerTransaction.setDisableActions(true)
        LayerTransaction.setValue("mine", forKey: "custom")
        LayerTransaction.begin()
        LayerTransaction.setAnimationDuration(2)
        LayerTransaction.setAnimationTimingFunction(MediaTimingFunction(name: .easeIn))
        #expect(LayerTransaction.animationDuration() == 2 && LayerTransaction.disableActions())
        #expect(LayerTransaction.value(forKey: "custom") as? String == "mine" && LayerTransaction.animationTimingFunction() != nil)
        LayerTransaction.commit()
        #expect(LayerTransaction.animationDuration() == 1 && LayerTransaction.animationTimingFunction() == nil)
        LayerTransaction.setValue(nil, forKey: "custom")
        #expect(LayerTransaction.value(forKey: "custom") == nil)
        var ran = false
        LayerTransaction.setValue({ ran = true } as () -> Void, forKey: "completionBlock")
        #expect(LayerTransaction.value(forKey: "completionBlock") != nil)
        LayerTransaction.commit()
        #expect(ran && LayerTransaction.animationDuration() == 0.25)
    }

    @Test("when commit is called with no transaction open or the lock is taken twice, then nothing is committed and nothing traps")
    func badInput() {
        var ran = false
        LayerTransaction.commit()
        LayerTransaction.setCompletionBlock { ran = true }
        LayerTransaction.commit()
        #expect(!ran, "the implicit transaction is not committed by commit()")
        LayerTransaction.flush()
        #expect(ran)
        LayerTransaction.lock()
        LayerTransaction.lock()
        LayerTransaction.unlock()
        LayerTransaction.unlock()
        #expect(LayerTransaction.completionBlock() == nil)
    }
}
