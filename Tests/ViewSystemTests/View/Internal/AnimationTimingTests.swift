@testable import ViewSystem
import Foundation
import Testing
import TestSupport

@Suite("CAMediaTiming arithmetic: cycles, repeats, reversal, fills, speed and offset")
struct AnimationTimingTests {
    static func timing(duration: Double = 1, speed: Double = 1, timeOffset: Double = 0, repeatCount: Double = 0,
                       repeatDuration: Double = 0, autoreverses: Bool = false, backwards: Bool = false, forwards: Bool = false) -> AnimationTiming {
        AnimationTiming(duration: duration, speed: speed, timeOffset: timeOffset, repeatCount: repeatCount, repeatDuration: repeatDuration,
                        autoreverses: autoreverses, fillsBackwards: backwards, fillsForwards: forwards)
    }

    /// The slow, obvious model: walk the animation's own time cycle by cycle.
    static func oracle(_ t: AnimationTiming, at elapsed: Double) -> AnimationTiming.Phase {
        if elapsed < 0 { return t.fillsBackwards ? oracle(t, at: 0) : .none }
        let local = elapsed * t.speed + t.timeOffset
        let active = t.activeDuration
        if local >= active {
            guard t.fillsForwards else { return .none }
            // The last instant of the active time.
            var remaining = active, iteration = 0
            let period = t.autoreverses ? 2 * t.cycle : t.cycle
            while remaining > period + 1e-9 { remaining -= period; iteration += 1 }
            let value = t.autoreverses ? (remaining > t.cycle ? (period - remaining) / t.cycle : remaining / t.cycle) : remaining / t.cycle
            return .showing(.init(value: value, iteration: iteration))
        }
        var remaining = local, iteration = 0
        let period = t.autoreverses ? 2 * t.cycle : t.cycle
        while remaining >= period { remaining -= period; iteration += 1 }
        let value = t.autoreverses && remaining > t.cycle ? (period - remaining) / t.cycle : remaining / t.cycle
        return .showing(.init(value: value, iteration: iteration))
    }

    static func close(_ a: AnimationTiming.Phase, _ b: AnimationTiming.Phase) -> Bool {
        switch (a, b) {
        case (.none, .none): true
        case let (.showing(x), .showing(y)): abs(x.value - y.value) < 1e-6 && x.iteration == y.iteration
        default: false
        }
    }

    @Test("when a one-second animation is asked about its time, then it shows the fraction passed and nothing outside it without a fill")
    func plainCycle() {
        let t = Self.timing()
        #expect(t.phase(at: -0.1) == .none)
        #expect(t.phase(at: 0) == .showing(.init(value: 0, iteration: 0)))
        #expect(t.phase(at: 0.25) == .showing(.init(value: 0.25, iteration: 0)))
        #expect(t.phase(at: 1) == .none && t.endTime == 1)
        #expect(Self.timing(duration: 0).cycle == 0.25, "a duration of 0 runs for Core Animation's 0.25 s")
    }

    @Test("when an animation repeats, reverses and fills, then it matches the cycle-by-cycle model (seeded)")
    func matchesOracle() {
        for seed in TestSeeds.seeds(count: 400, base: 0xA1_7E) {
            var generator = SeededRandomNumberGenerator(seed: seed)
            let t = Self.timing(duration: Double(Int.random(in: 1...8, using: &generator)) / 4,
                                speed: [0.5, 1, 2][Int.random(in: 0...2, using: &generator)],
                                timeOffset: Double(Int.random(in: 0...3, using: &generator)) / 8,
                                repeatCount: [0, 1, 2.5, 3][Int.random(in: 0...3, using: &generator)],
                                autoreverses: Bool.random(using: &generator), backwards: Bool.random(using: &generator),
                                forwards: Bool.random(using: &generator))
            for step in -4...60 {
                let elapsed = Double(step) / 7
                #expect(Self.close(t.phase(at: elapsed), Self.oracle(t, at: elapsed)), "seed \(seed): \(t) at \(elapsed)")
            }
        }
    }

    @Test("when an animation autoreverses, then its second half runs back and it ends where it began")
    func autoreverse() {
        let t = Self.timing(autoreverses: true, forwards: true)
        #expect(t.phase(at: 1.5) == .showing(.init(value: 0.5, iteration: 0)))
        #expect(t.phase(at: 2) == .showing(.init(value: 0, iteration: 0)) && t.endTime == 2)
    }

    @Test("when an animation repeats for ever or its speed is 0, then it never ends")
    func endless() {
        #expect(Self.timing(repeatCount: .infinity).endTime == .infinity)
        #expect(Self.timing(speed: 0).endTime == .infinity)
        #expect(Self.timing(speed: 0, timeOffset: 0.5).phase(at: 100) == .showing(.init(value: 0.5, iteration: 0)))
        #expect(Self.timing(repeatDuration: 2.5).phase(at: 2.25) == .showing(.init(value: 0.25, iteration: 2)))
    }
}
