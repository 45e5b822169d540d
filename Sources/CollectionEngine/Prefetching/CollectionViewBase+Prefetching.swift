import CollectionData
import CollectionGeometry
import CollectionLayout
import Foundation
import ViewSystem

extension CollectionViewBase {
    /// The cells configured ahead of display, by item (for tests and diagnostics; UIKit has no such list).
    package var preparedCellsByIndexPath: [IndexPath: CollectionViewCell] {
        Dictionary(uniqueKeysWithValues: elements.prepared.map { ($0.key.indexPath, $0.value) })
    }

    /// The prefetcher's current windows, nearest first: the cells it prepares and the items it hands the
    /// prefetch data source (for tests).
    package var prefetchWindowForTesting: (cells: [IndexPath], items: [IndexPath]) {
        (prefetchState.cellWindow, prefetchState.dataSourceWindow)
    }

    /// Notes a scroll for the prefetcher (direction and speed).
    func noteScrollForPrefetching() {
        prefetchState.noteScroll(to: scrollsAlongY ? contentOffset.y : contentOffset.x, at: frameWindow?.clock.now)
    }

    /// Step 4 of a frame, after its transaction went out: hand the prefetch data source the items ahead
    /// and cancel those left behind (every frame: the data source only starts loads), then prepare cells
    /// ahead one at a time while the frame's budget lasts — at any speed: a cell is only started when its
    /// predicted cost fits before `deadline`, so the work spreads over frames instead of landing on the
    /// frame that shows a row.
    func prefetch(in window: Window, until deadline: TimeInterval) {
        guard isPrefetchingEnabled || frontEnd.hasPrefetchSource || !prefetchState.prefetchedItems.isEmpty else { return }
        guard frontEnd.hasContentSource, loaded.counts != nil, !needsLayout, bounds.width > 0, bounds.height > 0 else { return }
        let timeSource = window.timeSource
        let momentum = momentumVelocity(at: window.clock.now)
        let speed = Swift.max(prefetchState.currentSpeed(at: window.clock.now, frameInterval: window.clock.frameInterval),
                              abs(scrollsAlongY ? momentum.y : momentum.x))
        let reach = PrefetchReach(cellCost: prefetchState.meanCost, cellsPerScreen: visibleCellCount,
                                  frameInterval: window.clock.frameInterval)
        if reach != prefetchState.reach {
            prefetchState.reach = reach
            prefetchState.lastWindowRect = nil   // the window's depth changed: computed again below
        }
        refreshPrefetchWindow(moving: speed > 0)
        updatePrefetchDataSource()
        guard isPrefetchingEnabled, timeSource.now() < deadline else { return }
        for indexPath in prefetchState.cellWindow {
            let key = ElementKey.cell(indexPath)
            guard elements.visible[key] == nil else { continue }
            let kept = (elements.retained[key] as? CollectionViewCell) ?? elements.prepared[key]
            guard kept == nil || kept?.needsReconfiguration == true else { continue }
            let now = timeSource.now()
            guard now < deadline, now + prefetchState.predictedCost(section: indexPath.section) <= deadline else { break }
            if let kept {
                // Reconfigured while off screen: configured again now rather than on the frame that shows it.
                let current = reconfigureKeptCell(kept, at: key)
                if elements.retained[key] != nil {
                    elements.retained[key] = current
                } else {
                    elements.prepared[key] = current
                }
                window.noteFrameWork(cellsPrefetched: 1)
                prefetchState.record(cost: timeSource.now() - now, identifier: kept.reuseIdentifier, section: indexPath.section)
                continue
            }
            guard let view = makeView(for: key, prefetching: true), let cell = view as? CollectionViewCell else { continue }
            let cost = timeSource.now() - now
            window.noteFrameWork(cellsPrefetched: 1)
            prefetchState.record(cost: cost, identifier: cell.reuseIdentifier, section: indexPath.section)
            if let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath) {
                cell.applyLayoutAttributes(displayed(attributes))
                selfSize(cell, attributes: attributes)
            }
            cell.updateConfigurationIfNeeded()
            elements.prepared[key] = cell
        }
    }

    /// How far from the screen prepared cells are kept before they go back to their queues: the
    /// farthest the cell window reaches, on either side (a reversal keeps what was prepared).
    var preparedRetentionDistance: CGFloat { visibleLength * prefetchState.reach.preparedScreensWhileMoving }

    /// The cells on screen now.
    ///
    /// - Complexity: O(visible elements).
    private var visibleCellCount: Int { elements.visible.keys.reduce(0) { $0 + ($1.category == .cell ? 1 : 0) } }

    /// Recomputes which items are ahead, when the visible rectangle moved by a quarter screen or more,
    /// the content started or stopped moving, or the reach changed.
    ///
    /// Moving: cells up to eight screens and data up to nine screens ahead in the scroll direction when
    /// the reach is far (four and five when near), nearest first. At rest: cells and data up to four
    /// screens (near: two) on both sides, one item each way in turn, nearest first on each side (either
    /// way may come next).
    ///
    /// - Complexity: one rect query of the window's length.
    private func refreshPrefetchWindow(moving: Bool) {
        let visible = layoutVisibleRect
        let length = visibleLength
        let reach = prefetchState.reach
        if let last = prefetchState.lastWindowRect, last.size == visible.size, prefetchState.lastWindowWasMoving == moving,
           abs(last.minX - visible.minX) < length / 4, abs(last.minY - visible.minY) < length / 4 {
            return
        }
        prefetchState.lastWindowRect = visible
        prefetchState.lastWindowWasMoving = moving
        let forward = prefetchState.direction >= 0
        let cellsAhead = length * (moving ? reach.preparedScreensWhileMoving : reach.screensAtRest)
        let dataAhead = length * (moving ? reach.prefetchedScreensWhileMoving : reach.screensAtRest)
        let cellsBehind = moving ? 0 : cellsAhead
        let dataBehind = moving ? 0 : dataAhead
        let farthest = Swift.max(cellsAhead, dataAhead)
        let searched = extended(visible, before: forward ? dataBehind : farthest, after: forward ? farthest : dataBehind)
        let attributes = (collectionViewLayout.layoutAttributesForElements(in: searched) ?? [])
            .filter { $0.representedElementCategory == .cell && $0.frame.isUsableFrame && containsItem(at: $0.indexPath) && !$0.frame.overlapsStrictly(visible) }
        /// Distance from the screen's edge ahead (≥ 0 ahead) and from its edge behind.
        func distances(_ frame: CGRect) -> (ahead: CGFloat, behind: CGFloat) {
            let toEnd = scrollsAlongY ? frame.minY - visible.maxY : frame.minX - visible.maxX
            let toStart = scrollsAlongY ? visible.minY - frame.maxY : visible.minX - frame.maxX
            return forward ? (toEnd, toStart) : (toStart, toEnd)
        }
        var ahead: [(indexPath: IndexPath, distance: CGFloat)] = []
        var behind: [(indexPath: IndexPath, distance: CGFloat)] = []
        for item in attributes {
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
        // does not take all of the spare time: either way may come next.
        func alternating(_ first: [IndexPath], _ second: [IndexPath]) -> [IndexPath] {
            var merged: [IndexPath] = []
            merged.reserveCapacity(first.count + second.count)
            for index in 0..<Swift.max(first.count, second.count) {
                if index < first.count { merged.append(first[index]) }
                if index < second.count { merged.append(second[index]) }
            }
            return merged
        }
        prefetchState.dataSourceWindow = Array(alternating(ahead.filter { $0.distance <= dataAhead }.map(\.indexPath),
                                                           behind.filter { $0.distance <= dataBehind }.map(\.indexPath))
            .prefix(PrefetchReach.maximumPrefetchedItems))
        prefetchState.cellWindow = Array(alternating(ahead.filter { $0.distance <= cellsAhead }.map(\.indexPath),
                                                     behind.filter { $0.distance <= cellsBehind }.map(\.indexPath))
            .prefix(PrefetchReach.maximumPreparedCells))
    }

    /// Tells the prefetch data source about new items ahead and cancels the ones left behind.
    private func updatePrefetchDataSource() {
        guard frontEnd.hasPrefetchSource else {
            prefetchState.prefetchedItems.removeAll()
            return
        }
        let window = Set(prefetchState.dataSourceWindow)
        let abandoned = prefetchState.prefetchedItems.filter { !window.contains($0) && elements.visible[.cell($0)] == nil }.sorted()
        if !abandoned.isEmpty {
            prefetchState.prefetchedItems.subtract(abandoned)
            frontEnd.contentCancelPrefetching(forItemsAt: abandoned)
        }
        // Never items shown now or kept configured since they left the screen: their data is there.
        let fresh = prefetchState.dataSourceWindow.filter {
            !prefetchState.prefetchedItems.contains($0) && elements.visible[.cell($0)] == nil && elements.retained[.cell($0)] == nil
        }
        guard !fresh.isEmpty else { return }
        prefetchState.prefetchedItems.formUnion(fresh)
        self.window?.noteFrameWork(itemsPrefetched: fresh.count)
        frontEnd.contentPrefetch(itemsAt: fresh)
    }
}
