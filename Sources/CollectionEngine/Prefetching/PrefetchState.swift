import CollectionData
import CollectionGeometry
import Foundation
import ViewSystem

/// A running mean of the last values (exponentially weighted, so it follows changes).
struct RunningAverage: Equatable {
    private(set) var value: TimeInterval = 0
    private(set) var count = 0

    mutating func add(_ sample: TimeInterval) {
        guard sample.isFinite, sample >= 0 else { return }
        count += 1
        value = count == 1 ? sample : value + (sample - value) * 0.25
    }
}

/// What the prefetcher remembers between frames: how the content moves and what cells cost.
struct PrefetchState {
    /// +1 when the content moves toward its end (the offset grows), −1 toward its start.
    var direction: CGFloat = 1
    /// The speed of the content along the scroll axis in points per millisecond, over the last frame.
    var speed: CGFloat = 0
    /// The offset and frame time of the last scroll seen.
    var lastOffset: CGFloat?
    var lastTime: TimeInterval?
    /// The cost of creating and configuring a cell, by reuse identifier.
    var costs: [String: RunningAverage] = [:]
    /// The reuse identifier last used for a cell of each section (to predict the next one's cost).
    var identifierBySection: [Int: String] = [:]
    /// Items handed to `prefetchDataSource` and not yet displayed or cancelled (F15).
    var prefetchedItems: Set<IndexPath> = []
    /// The visible rectangle the prefetch window was last computed for, and whether the content was
    /// moving then (the window's shape differs at rest).
    var lastWindowRect: CGRect?
    var lastWindowWasMoving = false
    /// How far the prefetcher works, from what cells cost (updated each frame's idle time; a change
    /// clears `lastWindowRect`, so the window is computed again at the new depth).
    var reach = PrefetchReach.near
    /// The prefetch data source window: items nearest-first.
    var dataSourceWindow: [IndexPath] = []
    /// The cells of the window for cell prefetching, nearest-first.
    var cellWindow: [IndexPath] = []

    /// Notes a scroll to `offset` (along the scroll axis) at frame `time` (`nil` outside a window).
    mutating func noteScroll(to offset: CGFloat, at time: TimeInterval?) {
        if let lastOffset, offset != lastOffset { direction = offset > lastOffset ? 1 : -1 }
        if let time, let lastTime, let lastOffset, time > lastTime {
            speed = abs(offset - lastOffset) / CGFloat((time - lastTime) * 1000)
        }
        lastOffset = offset
        if let time { lastTime = time }
    }

    /// The speed now: zero when the content did not move in the last frame.
    func currentSpeed(at time: TimeInterval, frameInterval: TimeInterval) -> CGFloat {
        guard let lastTime, time - lastTime <= frameInterval * 1.5 else { return 0 }
        return speed
    }

    /// The predicted cost of the next cell of `section`.
    func predictedCost(section: Int) -> TimeInterval {
        if let identifier = identifierBySection[section], let average = costs[identifier] { return average.value }
        return meanCost
    }

    /// The mean of the running costs of every reuse identifier measured so far (0 before any).
    ///
    /// - Complexity: O(reuse identifiers).
    var meanCost: TimeInterval {
        var total: TimeInterval = 0, count = 0
        for average in costs.values where average.count > 0 {
            total += average.value
            count += 1
        }
        return count > 0 ? total / Double(count) : 0
    }

    /// Records what making a cell cost.
    mutating func record(cost: TimeInterval, identifier: String?, section: Int) {
        guard let identifier else { return }
        costs[identifier, default: RunningAverage()].add(cost)
        identifierBySection[section] = identifier
    }

    /// Moves the prefetched items to their index paths after an update and recomputes the window.
    ///
    /// - Complexity: O(prefetched items).
    mutating func remap(through mapping: BatchUpdateMapping) {
        prefetchedItems = Set(prefetchedItems.compactMap { mapping.indexPathAfterUpdate(for: $0) })
        lastWindowRect = nil
    }
}
