import CollectionData
import CollectionGeometry
import CollectionLayout
import Foundation
import ViewSystem

extension CollectionViewBase {
    /// Above this speed (points per millisecond) no cell is prepared ahead: rows arrive faster than a
    /// frame has quiet time for (F12, F14).
    public static let prefetchingSpeedLimit: CGFloat = 2.5

    /// The cells configured ahead of display, by item (for tests and diagnostics; UIKit has no such list).
    package var preparedCellsByIndexPath: [IndexPath: CollectionViewCell] {
        Dictionary(uniqueKeysWithValues: elements.prepared.map { ($0.key.indexPath, $0.value) })
    }

    /// Notes a scroll for the prefetcher (direction and speed).
    func noteScrollForPrefetching() {
        prefetchState.noteScroll(to: scrollsAlongY ? contentOffset.y : contentOffset.x, at: frameWindow?.clock.now)
    }

    /// Step 4 of a frame: hand the prefetch data source the items ahead and cancel those left behind
    /// (every frame: the data source only starts loads), then prepare cells ahead one at a time while
    /// the frame's budget lasts.
    func prefetch(in window: Window, until deadline: TimeInterval) {
        guard isPrefetchingEnabled || frontEnd.hasPrefetchSource || !prefetchState.prefetchedItems.isEmpty else { return }
        guard frontEnd.hasContentSource, loaded.counts != nil, !needsLayout, bounds.width > 0, bounds.height > 0 else { return }
        let timeSource = window.timeSource
        refreshPrefetchWindow()
        updatePrefetchDataSource()
        let momentum = momentumVelocity(at: window.clock.now)
        let speed = Swift.max(prefetchState.currentSpeed(at: window.clock.now, frameInterval: window.clock.frameInterval),
                              abs(scrollsAlongY ? momentum.y : momentum.x))
        guard isPrefetchingEnabled, speed <= Self.prefetchingSpeedLimit, timeSource.now() < deadline else { return }
        for indexPath in prefetchState.cellWindow {
            let key = ElementKey.cell(indexPath)
            guard elements.visible[key] == nil, elements.retained[key] == nil, elements.prepared[key] == nil else { continue }
            let now = timeSource.now()
            guard now < deadline, now + prefetchState.predictedCost(section: indexPath.section) <= deadline else { break }
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

    /// Recomputes which items are ahead, when the visible rectangle moved by a quarter screen or more.
    private func refreshPrefetchWindow() {
        let visible = layoutVisibleRect
        let length = visibleLength
        if let last = prefetchState.lastWindowRect, last.size == visible.size,
           abs(last.minX - visible.minX) < length / 4, abs(last.minY - visible.minY) < length / 4 {
            return
        }
        prefetchState.lastWindowRect = visible
        let forward = prefetchState.direction >= 0
        // Data: two screens ahead; cells: one screen ahead.
        let ahead = extended(visible, before: forward ? 0 : 2 * length, after: forward ? 2 * length : 0)
        let attributes = (collectionViewLayout.layoutAttributesForElements(in: ahead) ?? [])
            .filter { $0.representedElementCategory == .cell && $0.frame.isUsableFrame && containsItem(at: $0.indexPath) && !$0.frame.overlapsStrictly(visible) }
        func distance(_ frame: CGRect) -> CGFloat {
            if scrollsAlongY { return forward ? frame.minY - visible.maxY : visible.minY - frame.maxY }
            return forward ? frame.minX - visible.maxX : visible.minX - frame.maxX
        }
        struct Candidate {
            var indexPath: IndexPath
            var distance: CGFloat
        }
        var candidates: [Candidate] = attributes.map { Candidate(indexPath: $0.indexPath, distance: distance($0.frame)) }
        candidates.removeAll { $0.distance < -0.5 }
        candidates.sort { $0.distance != $1.distance ? $0.distance < $1.distance : $0.indexPath < $1.indexPath }
        prefetchState.dataSourceWindow = candidates.map(\.indexPath)
        prefetchState.cellWindow = candidates.filter { $0.distance <= length }.map(\.indexPath)
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
        let fresh = prefetchState.dataSourceWindow.filter { !prefetchState.prefetchedItems.contains($0) && elements.visible[.cell($0)] == nil }
        guard !fresh.isEmpty else { return }
        prefetchState.prefetchedItems.formUnion(fresh)
        self.window?.noteFrameWork(itemsPrefetched: fresh.count)
        frontEnd.contentPrefetch(itemsAt: fresh)
    }
}
