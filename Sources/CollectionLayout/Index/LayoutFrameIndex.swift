import CollectionGeometry
import Foundation

/// A compact, sorted index of frames that answers "which frames intersect this rectangle?" in
/// O(log n + k) (F8, B3).
///
/// The 2018 session's advice for `layoutAttributesForElements(in:)` is a binary search over attributes
/// sorted by their minimum y, then a walk backwards and forwards until the frames leave the rectangle.
/// That walk misses elements when frames have different heights (a tall frame early in the order can
/// reach into the rectangle past shorter ones). This index keeps, next to the frames sorted by their
/// start along the scroll axis, the running maximum of their ends, so both ends of the candidate range
/// are found by binary search and nothing is missed:
/// - the last candidate is the last frame that starts before the rectangle ends;
/// - the first candidate is the first frame whose running maximum end reaches the rectangle.
/// Every candidate is then tested against the whole rectangle. `k` counts the frames in the scroll-axis
/// band of the rectangle: a frame far longer than its neighbours (a background behind everything)
/// widens the band after it, so keep such frames in an index of their own.
///
/// "Intersects" means Foundation's `CGRect.intersects(_:)`: touching edges count. Frames with NaN or
/// infinite origins never intersect anything.
///
/// Frames appended in order of their start along the axis cost O(1) each; an out-of-order append is
/// inserted in O(n). Indices returned are positions in the order frames were added.
public struct LayoutFrameIndex: Sendable {
    /// The axis the frames are sorted along (the scroll direction).
    public let scrollDirection: CollectionViewScrollDirection

    /// The frames, in the order they were added.
    public private(set) var frames: [CGRect] = []
    /// The sorted position → original index map; `nil` while frames were added in sorted order.
    private var order: [Int]?
    /// For each sorted position, the largest end along the axis of the frames up to it.
    private var runningMaximumEnd: [CGFloat] = []

    /// Creates an empty index sorted along `scrollDirection` (y for `.vertical`, x for `.horizontal`).
    public init(scrollDirection: CollectionViewScrollDirection = .vertical) {
        self.scrollDirection = scrollDirection
    }

    /// Creates an index of `frames` sorted along `scrollDirection`.
    ///
    /// - Complexity: O(n) when the frames are already in order, O(n log n) otherwise.
    public init<Frames: Sequence>(_ frames: Frames, scrollDirection: CollectionViewScrollDirection = .vertical)
    where Frames.Element == CGRect {
        self.scrollDirection = scrollDirection
        self.frames = Array(frames)
        rebuild()
    }

    /// The number of frames.
    public var count: Int { frames.count }

    /// Whether the index holds no frames.
    public var isEmpty: Bool { frames.isEmpty }

    /// Adds a frame; its index is the previous `count`.
    ///
    /// - Complexity: O(1) amortized when `frame` does not start before the last frame added in order;
    ///   O(n) otherwise.
    public mutating func append(_ frame: CGRect) {
        let start = startKey(frame)
        let newIndex = frames.count
        frames.append(frame)
        if order == nil, let lastStart = frames.dropLast().last.map(startKey), start < lastStart {
            order = Array(0..<newIndex)
        }
        if var currentOrder = order {
            order = nil
            let position = upperBound(ofStart: start, in: currentOrder)
            currentOrder.insert(newIndex, at: position)
            order = currentOrder
            runningMaximumEnd.insert(0, at: position)
            recomputeRunningMaximum(from: position)
        } else {
            let previous = runningMaximumEnd.last ?? -.infinity
            runningMaximumEnd.append(Swift.max(previous, endKey(frame)))
        }
    }

    /// Removes every frame, keeping the sort axis.
    public mutating func removeAll(keepingCapacity: Bool = false) {
        frames.removeAll(keepingCapacity: keepingCapacity)
        runningMaximumEnd.removeAll(keepingCapacity: keepingCapacity)
        order = nil
    }

    /// Removes the frames added at or after `index` (keeps the first `index` frames).
    ///
    /// - Complexity: O(n − index) when frames were added in order, O(n) otherwise.
    public mutating func removeFrames(from index: Int) {
        let cut = Swift.max(0, Swift.min(index, frames.count))
        frames.removeSubrange(cut...)
        if let currentOrder = order {
            order = currentOrder.filter { $0 < cut }
            runningMaximumEnd = Array(repeating: 0, count: cut)
            recomputeRunningMaximum(from: 0)
            if order.map(isIdentityOrder) == true { order = nil }
        } else {
            runningMaximumEnd.removeSubrange(cut...)
        }
    }

    /// Calls `body` with the index of every frame that intersects `rect`, in sorted order.
    ///
    /// - Complexity: O(log n + k), where k is the number of frames in the band of `rect` along the axis.
    public func forEachIndex(intersecting rect: CGRect, _ body: (Int) throws -> Void) rethrows {
        guard let range = candidateRange(for: rect) else { return }
        let query = rect.standardized
        if let order {
            for position in range {
                let index = order[position]
                if frames[index].intersectsIncludingEdges(query) { try body(index) }
            }
        } else {
            for index in range where frames[index].intersectsIncludingEdges(query) {
                try body(index)
            }
        }
    }

    /// The indices of the frames that intersect `rect`, in sorted order.
    ///
    /// - Complexity: O(log n + k).
    public func indices(intersecting rect: CGRect) -> [Int] {
        var result: [Int] = []
        forEachIndex(intersecting: rect) { result.append($0) }
        return result
    }

    /// The sorted positions whose frames may intersect `rect` along the axis, or `nil` for none.
    private func candidateRange(for rect: CGRect) -> Range<Int>? {
        guard !frames.isEmpty, !rect.isNull, rect.origin.isFinitePoint,
              !rect.size.width.isNaN, !rect.size.height.isNaN else { return nil }
        let query = rect.standardized
        let (low, high) = scrollDirection == .vertical ? (query.minY, query.maxY) : (query.minX, query.maxX)
        // Last candidate: the last frame whose start is <= high.
        var lo = 0, hi = frames.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if startKey(frameAt(position: mid)) <= high { lo = mid + 1 } else { hi = mid }
        }
        let end = lo
        // First candidate: the first frame whose running maximum end is >= low.
        lo = 0
        hi = end
        while lo < hi {
            let mid = (lo + hi) / 2
            if runningMaximumEnd[mid] >= low { hi = mid } else { lo = mid + 1 }
        }
        return lo < end ? lo..<end : nil
    }

    @inline(__always)
    private func frameAt(position: Int) -> CGRect {
        frames[order?[position] ?? position]
    }

    /// The start along the axis; unusable frames sort last.
    @inline(__always)
    private func startKey(_ frame: CGRect) -> CGFloat {
        guard frame.origin.isFinitePoint, !frame.size.width.isNaN, !frame.size.height.isNaN else { return .infinity }
        return scrollDirection == .vertical ? frame.minY : frame.minX
    }

    /// The end along the axis; unusable frames never reach anything.
    @inline(__always)
    private func endKey(_ frame: CGRect) -> CGFloat {
        guard frame.origin.isFinitePoint, !frame.size.width.isNaN, !frame.size.height.isNaN else { return -.infinity }
        return scrollDirection == .vertical ? frame.maxY : frame.maxX
    }

    private func upperBound(ofStart start: CGFloat, in order: [Int]) -> Int {
        var lo = 0, hi = order.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if startKey(frames[order[mid]]) <= start { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    private mutating func rebuild() {
        order = nil
        var sorted = true
        var previous = -CGFloat.infinity
        for frame in frames {
            let start = startKey(frame)
            if start < previous { sorted = false; break }
            previous = start
        }
        if !sorted {
            let keys = frames.map(startKey)
            order = Array(frames.indices).sorted { keys[$0] < keys[$1] || (keys[$0] == keys[$1] && $0 < $1) }
        }
        runningMaximumEnd = Array(repeating: 0, count: frames.count)
        recomputeRunningMaximum(from: 0)
    }

    private mutating func recomputeRunningMaximum(from position: Int) {
        var running = position > 0 ? runningMaximumEnd[position - 1] : -CGFloat.infinity
        for p in position..<frames.count {
            running = Swift.max(running, endKey(frameAt(position: p)))
            runningMaximumEnd[p] = running
        }
    }

    private func isIdentityOrder(_ order: [Int]) -> Bool {
        order.enumerated().allSatisfy { $0.offset == $0.element }
    }
}
