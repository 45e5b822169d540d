@testable import ViewSystem
import Foundation
import Testing

@Suite("CAMediaTimingFunction: Bézier pacing")
struct MediaTimingFunctionTests {
    /// Core Animation's ease-in curve, solved by bisection.
    static func easeIn(at x: Double) -> Double {
        var low = 0.0, high = 1.0, t = 0.5
        for _ in 0..<80 {
            let u = 1 - t
            let value = 3 * u * t * t + t * t * t + 3 * u * u * t * 0.42
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t * t * t + 3 * (1 - t) * t * t
    }

    @Test("when the predefined curves are read, then their control points are Core Animation's")
    func controlPoints() {
        var values: [Float] = [0, 0]
        MediaTimingFunction(name: .easeInEaseOut).getControlPoint(at: 1, values: &values)
        #expect(values == [0.42, 0])
        MediaTimingFunction(name: .default).getControlPoint(at: 2, values: &values)
        #expect(values == [0.25, 1])
        MediaTimingFunction(name: .linear).getControlPoint(at: 7, values: &values)
        #expect(values == [0.25, 1], "an index outside 0…3 writes nothing")
    }

    @Test("when a predefined curve is sampled, then it runs from 0 to 1 without going back, and linear is the identity")
    func shape() {
        for name in [MediaTimingFunctionName.linear, .easeIn, .easeOut, .easeInEaseOut, .default] {
            let function = MediaTimingFunction(name: name)
            var last = -1.0
            for step in 0...100 {
                let value = function.progress(at: Double(step) / 100)
                #expect(value >= last - 1e-9, "\(name.rawValue) at \(step)")
                last = value
            }
            #expect(function.progress(at: 0) == 0 && function.progress(at: 1) == 1)
        }
        #expect(abs(MediaTimingFunction(name: .linear).progress(at: 0.3) - 0.3) < 1e-6)
        #expect(abs(MediaTimingFunction(name: .easeIn).progress(at: 0.5) - Self.easeIn(at: 0.5)) < 1e-5)
        #expect(MediaTimingFunction(name: .easeOut).progress(at: .nan) == 1)
    }

    @Test("when a curve is bad, then it is replaced: not finite is linear, x outside 0…1 is clamped, an unknown name is the default")
    func badCurves() {
        var values: [Float] = [0, 0]
        MediaTimingFunction(controlPoints: .nan, 0, 1, 1).getControlPoint(at: 1, values: &values)
        #expect(values == [0, 0])
        MediaTimingFunction(controlPoints: -1, 0, 3, 1).getControlPoint(at: 2, values: &values)
        #expect(values == [1, 1])
        MediaTimingFunction(name: MediaTimingFunctionName(rawValue: "bouncy")).getControlPoint(at: 1, values: &values)
        #expect(values == [0.25, 0.1])
    }
}
