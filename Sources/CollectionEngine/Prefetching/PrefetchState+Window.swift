import CollectionGeometry
import Foundation

extension PrefetchState {
    /// Recomputes which items are ahead of `visible` (the layout's coordinates), when it moved by a
    /// quarter screen or more, the content started or stopped moving, or the reach changed; returns
    /// whether it did.
    ///
    /// Moving: cells up to eight screens and data up to nine screens ahead in the scroll direction when
    /// the reach is far (four and five when near), nearest first. At rest: cells and data up to four
    /// screens (near: two) on both sides, one item each way in turn, nearest first on each side (either
    /// way may come next).
    ///
    /// - Parameter cells: the frames of the items (shown or not) whose cells overlap a rectangle.
    /// - Complexity: one `cells` query of the window's length, and a sort of what it returns.
    @discardableResult
    mutating func refreshWindow(visible: CGRect, axis: ScrollAxis, moving: Bool,
                                cells: (CGRect) -> [(indexPath: IndexPath, frame: CGRect)]) -> Bool {
        let length = axis.length(of: visible)
        if let last = lastWindowRect, last.size == visible.size, lastWindowWasMoving == moving,
           abs(last.minX - visible.minX) < length / 4, abs(last.minY - visible.minY) < length / 4 {
            return false
        }
        lastWindowRect = visible
        lastWindowWasMoving = moving
        let forward = direction >= 0
        let cellsAhead = length * (moving ? reach.preparedScreensWhileMoving : reach.screensAtRest)
        let dataAhead = length * (moving ? reach.prefetchedScreensWhileMoving : reach.screensAtRest)
        let cellsBehind = moving ? 0 : cellsAhead
        let dataBehind = moving ? 0 : dataAhead
        let farthest = Swift.max(cellsAhead, dataAhead)
        let searched = axis.extended(visible, before: forward ? dataBehind : farthest, after: forward ? farthest : dataBehind)
        /// Distance from the screen's edge ahead (≥ 0 ahead) and from its edge behind.
        func distances(_ frame: CGRect) -> (ahead: CGFloat, behind: CGFloat) {
            let toEnd = axis.alongY ? frame.minY - visible.maxY : frame.minX - visible.maxX
            let toStart = axis.alongY ? visible.minY - frame.maxY : visible.minX - frame.maxX
            return forward ? (toEnd, toStart) : (toStart, toEnd)
        }
        var ahead: [(indexPath: IndexPath, distance: CGFloat)] = []
        var behind: [(indexPath: IndexPath, distance: CGFloat)] = []
        for item in cells(searched) where !item.frame.overlapsStrictly(visible) {
            let (toAhead, toBehind) = distances(item.frame)
            if toAhead >= -0.5 {
                ahead.append((item.indexPath, Swift.max(toAhead, 0)))
            } else if toBehind >= -0.5 {
                behind.append((item.indexPath, Swift.max(toBehind, 0)))
            }
        }
        let nearestFirst = { (a: (indexPath: IndexPath, distance: CGFloat), b: (indexPath: IndexPath, distance: CGFloat)) -> Bool in
            a.distance != b.distance ? a.distance < b.distance : a.indexPath < b.indexPath
        }
        ahead.sort(by: nearestFirst)
        behind.sort(by: nearestFirst)
        // One item each way in turn (ahead first), so a side that is nearer or already partly prepared
        // does not take all of the idle time: either way may come next.
        func alternating(_ first: [IndexPath], _ second: [IndexPath]) -> [IndexPath] {
            var merged: [IndexPath] = []
            merged.reserveCapacity(first.count + second.count)
            for index in 0..<Swift.max(first.count, second.count) {
                if index < first.count { merged.append(first[index]) }
                if index < second.count { merged.append(second[index]) }
            }
            return merged
        }
        dataSourceWindow = Array(alternating(ahead.filter { $0.distance <= dataAhead }.map(\.indexPath),
                                             behind.filter { $0.distance <= dataBehind }.map(\.indexPath))
            .prefix(PrefetchReach.maximumPrefetchedItems))
        cellWindow = Array(alternating(ahead.filter { $0.distance <= cellsAhead }.map(\.indexPath),
                                       behind.filter { $0.distance <= cellsBehind }.map(\.indexPath))
            .prefix(PrefetchReach.maximumPreparedCells))
        return true
    }

    /// What the prefetch data source is told this frame: items it was handed that left the window and
    /// are not on screen are cancelled; items new in the window that are neither on screen nor kept
    /// configured (their data is there) are handed over. Both are recorded in `prefetchedItems`.
    ///
    /// - Complexity: O(window + prefetched items).
    mutating func dataSourceRequests(isOnScreen: (IndexPath) -> Bool,
                                     isKept: (IndexPath) -> Bool) -> (cancelled: [IndexPath], requested: [IndexPath]) {
        let window = Set(dataSourceWindow)
        let cancelled = prefetchedItems.filter { !window.contains($0) && !isOnScreen($0) }.sorted()
        prefetchedItems.subtract(cancelled)
        let requested = dataSourceWindow.filter { !prefetchedItems.contains($0) && !isOnScreen($0) && !isKept($0) }
        prefetchedItems.formUnion(requested)
        return (cancelled, requested)
    }
}
