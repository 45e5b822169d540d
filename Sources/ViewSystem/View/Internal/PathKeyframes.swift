import CollectionGeometry
import Foundation

/// The keyframes of an animation along a path: each line or curve of the path is one segment,
/// its end point a keyframe (move-tos start a new point without a segment, as in Core Animation).
struct PathKeyframes {
    /// One line or curve of the path.
    enum Segment {
        case line(CGPoint, CGPoint)
        case quad(CGPoint, CGPoint, CGPoint)
        case cubic(CGPoint, CGPoint, CGPoint, CGPoint)

        var start: CGPoint {
            switch self { case .line(let a, _), .quad(let a, _, _), .cubic(let a, _, _, _): a }
        }

        var end: CGPoint {
            switch self { case .line(_, let b), .quad(_, _, let b), .cubic(_, _, _, let b): b }
        }

        func point(at t: CGFloat) -> CGPoint {
            let u = 1 - t
            switch self {
            case let .line(a, b): return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
            case let .quad(a, c, b):
                return CGPoint(x: u * u * a.x + 2 * u * t * c.x + t * t * b.x, y: u * u * a.y + 2 * u * t * c.y + t * t * b.y)
            case let .cubic(a, c1, c2, b):
                let w0 = u * u * u, w1 = 3 * u * u * t, w2 = 3 * u * t * t, w3 = t * t * t
                return CGPoint(x: w0 * a.x + w1 * c1.x + w2 * c2.x + w3 * b.x, y: w0 * a.y + w1 * c1.y + w2 * c2.y + w3 * b.y)
            }
        }

        /// The direction of travel at `t` (the derivative; a chord where it vanishes).
        func direction(at t: CGFloat) -> CGPoint {
            let u = 1 - t
            let d: CGPoint
            switch self {
            case let .line(a, b): d = CGPoint(x: b.x - a.x, y: b.y - a.y)
            case let .quad(a, c, b):
                d = CGPoint(x: 2 * u * (c.x - a.x) + 2 * t * (b.x - c.x), y: 2 * u * (c.y - a.y) + 2 * t * (b.y - c.y))
            case let .cubic(a, c1, c2, b):
                d = CGPoint(x: 3 * u * u * (c1.x - a.x) + 6 * u * t * (c2.x - c1.x) + 3 * t * t * (b.x - c2.x),
                            y: 3 * u * u * (c1.y - a.y) + 6 * u * t * (c2.y - c1.y) + 3 * t * t * (b.y - c2.y))
            }
            if d.x == 0, d.y == 0 { return CGPoint(x: end.x - start.x, y: end.y - start.y) }
            return d
        }

        /// Lengths along the segment at `samples + 1` evenly spaced parameters, from 0.
        func lengths(samples: Int) -> [Double] {
            var result = [0.0], previous = start
            for step in 1...samples {
                let point = point(at: CGFloat(step) / CGFloat(samples))
                result.append(result[result.count - 1] + Double(hypot(point.x - previous.x, point.y - previous.y)))
                previous = point
            }
            return result
        }
    }

    /// Samples per curve when measuring its length (lines are exact).
    static let samples = 16

    let segments: [Segment]
    let times: [Double]
    let timingFunctions: [MediaTimingFunction?]
    let discrete: Bool
    /// Each segment's sampled lengths when the pace is even along the path; empty otherwise.
    let pacedLengths: [[Double]]

    /// The segments of `path`.
    static func segments(of path: CGPath) -> [Segment] {
        var segments: [Segment] = []
        var current = CGPoint.zero, subpathStart = CGPoint.zero
        for element in path.elements {
            switch element {
            case .move(let point):
                current = point
                subpathStart = point
            case .line(let point):
                segments.append(.line(current, point)); current = point
            case .quadCurve(let point, let control):
                segments.append(.quad(current, control, point)); current = point
            case .curve(let point, let control1, let control2):
                segments.append(.cubic(current, control1, control2, point)); current = point
            case .closeSubpath:
                if current != subpathStart { segments.append(.line(current, subpathStart)) }
                current = subpathStart
            }
        }
        return segments
    }

    /// Keyframes along `path`'s segments, at `keyTimes` when usable (one per keyframe: segments + 1).
    init(path: CGPath, keyTimes: [Double]?, mode: AnimationCalculationMode, timingFunctions: [MediaTimingFunction]) {
        segments = Self.segments(of: path)
        discrete = mode == .discrete
        let paced = mode == .paced || mode == .cubicPaced
        let keyframes = segments.count + 1
        if paced {
            pacedLengths = segments.map { $0.lengths(samples: Self.samples) }
            times = Keyframes.times(byLength: pacedLengths.map { $0.last ?? 0 })
        } else if let keyTimes, Keyframes.problem(keyTimes: keyTimes, count: keyframes, mode: mode) == nil {
            pacedLengths = []
            times = discrete && keyTimes.count == keyframes ? keyTimes + [1] : keyTimes
        } else {
            pacedLengths = []
            let intervals = discrete ? keyframes : keyframes - 1
            times = (0...intervals).map { intervals == 0 ? 0 : Double($0) / Double(intervals) }
        }
        self.timingFunctions = paced ? [] : timingFunctions
    }

    /// The point at `fraction` of the cycle and the path's direction there (radians); `nil` for a path
    /// without lines or curves.
    /// - Complexity: O(segments + samples).
    func sample(at fraction: Double) -> (point: CGPoint, angle: CGFloat)? {
        guard !segments.isEmpty else { return nil }
        if discrete {
            let index = Keyframes.discreteIndex(at: fraction, times: times, count: segments.count + 1)
            // Keyframe `index` is where segment `index` starts (the last: where the last segment ends).
            let point = index == 0 ? segments[0].start : segments[index - 1].end
            let direction = index < segments.count ? segments[index].direction(at: 0) : segments[segments.count - 1].direction(at: 1)
            return (point, atan2(direction.y, direction.x))
        }
        let (i, local) = Keyframes.segment(at: fraction, times: times, timingFunctions: timingFunctions)
        var t = CGFloat(local)
        if pacedLengths.indices.contains(i), let total = pacedLengths[i].last, total > 0 {
            // The parameter at which the distance travelled along the segment is `local` of its length.
            let lengths = pacedLengths[i], target = local * total
            var step = 1
            while step < lengths.count - 1, lengths[step] < target { step += 1 }
            let span = lengths[step] - lengths[step - 1]
            let within = span > 0 ? (target - lengths[step - 1]) / span : 0
            t = CGFloat((Double(step - 1) + within) / Double(Self.samples))
        }
        let direction = segments[i].direction(at: t)
        return (segments[i].point(at: t), atan2(direction.y, direction.x))
    }
}
