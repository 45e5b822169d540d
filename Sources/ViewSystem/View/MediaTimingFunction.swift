import Foundation

/// The pace of an animation: a cubic Bézier curve from (0, 0) to (1, 1) that maps the fraction of
/// time passed to the fraction of the change shown (Core Animation's `CAMediaTimingFunction`).
///
/// Bad input is reported and replaced, as Core Animation would otherwise draw nothing useful: a
/// control point that is not finite makes the curve linear; x coordinates outside 0…1 are clamped
/// (the curve must move forward in time). An unknown name gives the `.default` curve.
public final class MediaTimingFunction: Sendable, CustomStringConvertible {
    /// The two inner control points: (c1x, c1y) and (c2x, c2y).
    let c1x: Double, c1y: Double, c2x: Double, c2y: Double

    /// Creates the predefined curve `name`.
    public convenience init(name: MediaTimingFunctionName) {
        switch name {
        case .linear: self.init(controlPoints: 0, 0, 1, 1)
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        case .default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        default:
            FileHandle.standardError.write(Data("CAMediaTimingFunction: no timing function is named \"\(name.rawValue)\"; the default curve is used.\n".utf8))
            self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        }
    }

    /// Creates a curve through (0, 0), (`c1x`, `c1y`), (`c2x`, `c2y`) and (1, 1).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        let values = [c1x, c1y, c2x, c2y].map(Double.init)
        guard values.allSatisfy(\.isFinite) else {
            FileHandle.standardError.write(Data("CAMediaTimingFunction: a control point is not finite; the curve is linear.\n".utf8))
            (self.c1x, self.c1y, self.c2x, self.c2y) = (0, 0, 1, 1)
            return
        }
        if !(0...1).contains(values[0]) || !(0...1).contains(values[2]) {
            FileHandle.standardError.write(Data("CAMediaTimingFunction: control point x values are between 0 and 1; \(c1x) and \(c2x) were clamped.\n".utf8))
        }
        self.c1x = Swift.min(1, Swift.max(0, values[0]))
        self.c1y = values[1]
        self.c2x = Swift.min(1, Swift.max(0, values[2]))
        self.c2y = values[3]
    }

    /// Writes control point `idx` (0: the start, 1 and 2: the inner points, 3: the end) into
    /// `ptr[0]` (x) and `ptr[1]` (y). An index outside 0…3 is reported and writes nothing.
    public func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
        let points = [(0.0, 0.0), (c1x, c1y), (c2x, c2y), (1.0, 1.0)]
        guard points.indices.contains(idx) else {
            FileHandle.standardError.write(Data("CAMediaTimingFunction: control point index \(idx) is not 0…3; nothing was written.\n".utf8))
            return
        }
        ptr[0] = Float(points[idx].0)
        ptr[1] = Float(points[idx].1)
    }

    /// The fraction of the change shown when `fraction` (0…1) of the time has passed.
    /// - Complexity: O(1) — a few Newton steps, then bisection if they do not converge.
    func progress(at fraction: Double) -> Double {
        let x = fraction.isFinite ? Swift.min(1, Swift.max(0, fraction)) : 1
        if x == 0 || x == 1 { return x }
        func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
        }
        func slope(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * p1 + 6 * u * t * (p2 - p1) + 3 * t * t * (1 - p2)
        }
        var t = x
        for _ in 0..<8 {
            let error = coordinate(t, c1x, c2x) - x
            if abs(error) < 1e-7 { return coordinate(t, c1y, c2y) }
            let d = slope(t, c1x, c2x)
            if abs(d) < 1e-6 { break }
            t -= error / d
        }
        var low = 0.0, high = 1.0
        t = x
        for _ in 0..<60 {
            let value = coordinate(t, c1x, c2x)
            if abs(value - x) < 1e-7 { break }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return coordinate(t, c1y, c2y)
    }

    public var description: String {
        "CAMediaTimingFunction (\(c1x), \(c1y)) (\(c2x), \(c2y))"
    }
}
