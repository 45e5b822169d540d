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
        prefetchState.noteScroll(to: scrollAxis.coordinate(of: contentOffset), at: frameWindow?.clock.now)
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
            let kept = elements.offscreenCell(for: key)
            guard kept == nil || kept?.needsReconfiguration == true else { continue }
            let now = timeSource.now()
            guard now < deadline, now + prefetchState.predictedCost(section: indexPath.section) <= deadline else { break }
            if let kept {
                // Reconfigured while off screen: configured again now rather than on the frame that shows it.
                elements.replaceOffscreen(at: key, with: reconfigureKeptCell(kept, at: key))
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
            elements.prepare(cell, at: key)
        }
    }

    /// How far from the screen prepared cells are kept before they go back to their queues: the
    /// farthest the cell window reaches, on either side (a reversal keeps what was prepared).
    var preparedRetentionDistance: CGFloat { visibleLength * prefetchState.reach.preparedScreensWhileMoving }

    /// The cells on screen now.
    ///
    /// - Complexity: O(visible elements).
    private var visibleCellCount: Int { elements.visible.keys.reduce(0) { $0 + ($1.category == .cell ? 1 : 0) } }

    /// The prefetcher's windows follow the visible rectangle (`PrefetchState.refreshWindow`).
    private func refreshPrefetchWindow(moving: Bool) {
        let layout = collectionViewLayout
        prefetchState.refreshWindow(visible: layoutVisibleRect, axis: scrollAxis, moving: moving) { searched in
            (layout.layoutAttributesForElements(in: searched) ?? []).compactMap { attributes in
                attributes.representedElementCategory == .cell && attributes.frame.isUsableFrame && containsItem(at: attributes.indexPath)
                    ? (attributes.indexPath, attributes.frame) : nil
            }
        }
    }

    /// Tells the prefetch data source about new items ahead and cancels the ones left behind.
    private func updatePrefetchDataSource() {
        guard frontEnd.hasPrefetchSource else {
            prefetchState.prefetchedItems.removeAll()
            return
        }
        let visible = elements.visible, retained = elements.retained
        let requests = prefetchState.dataSourceRequests(isOnScreen: { visible[.cell($0)] != nil },
                                                        isKept: { retained[.cell($0)] != nil })
        if !requests.cancelled.isEmpty { frontEnd.contentCancelPrefetching(forItemsAt: requests.cancelled) }
        guard !requests.requested.isEmpty else { return }
        window?.noteFrameWork(itemsPrefetched: requests.requested.count)
        frontEnd.contentPrefetch(itemsAt: requests.requested)
    }
}
