import CollectionGeometry
import Foundation
import Testing
import TestSupport
@testable import CollectionEngine

@Suite("PrefetchState: the prefetch windows, planned from values without a collection view")
@MainActor
struct PrefetchStateWindowTests {
    /// Rows `height` points high in one column, `count` of them; a query returns the rows that overlap
    /// its rectangle (not those that only touch it).
    private func rows(count: Int, height: CGFloat) -> (CGRect) -> [(indexPath: IndexPath, frame: CGRect)] {
        { rect in
            (0..<count).compactMap { row in
                let frame = CGRect(x: 0, y: CGFloat(row) * height, width: 320, height: height)
                return frame.maxY > rect.minY && frame.minY < rect.maxY ? (IndexPath(item: row, section: 0), frame) : nil
            }
        }
    }

    @Test("when the content moves forward, then the windows hold exactly the rows ahead within their reach, nearest first (seeded oracle)")
    func movingWindowsMatchTheOracle() {
        for seed in TestSeeds.seeds(count: 20) {
            var random = SeededRandomNumberGenerator(seed: seed)
            let height = CGFloat(Int.random(in: 20...120, using: &random))
            let screen = CGFloat(Int.random(in: 300...900, using: &random))
            let top = CGFloat(Int.random(in: 0...20_000, using: &random))
            let reach: PrefetchReach = Bool.random(using: &random) ? .near : .far
            let visible = CGRect(x: 0, y: top, width: 320, height: screen)
            var state = PrefetchState()
            state.reach = reach
            state.direction = 1
            let refreshed = state.refreshWindow(visible: visible, axis: ScrollAxis(alongY: true), moving: true, cells: rows(count: 1_000, height: height))
            #expect(refreshed, "seed \(seed)")
            // The oracle: every row below the screen whose distance to the screen's bottom is within
            // reach — a row that starts exactly at the farthest reach only touches the searched area.
            let farthest = screen * reach.prefetchedScreensWhileMoving
            func ahead(within distance: CGFloat, limit: Int) -> [IndexPath] {
                Array((0..<1_000).filter { row in
                    let distanceBelow = CGFloat(row) * height - visible.maxY
                    return distanceBelow >= 0 && distanceBelow <= distance && distanceBelow < farthest
                }.map { IndexPath(item: $0, section: 0) }.prefix(limit))
            }
            #expect(state.cellWindow == ahead(within: screen * reach.preparedScreensWhileMoving, limit: PrefetchReach.maximumPreparedCells),
                    "seed \(seed)")
            #expect(state.dataSourceWindow == ahead(within: farthest, limit: PrefetchReach.maximumPrefetchedItems), "seed \(seed)")
        }
    }

    @Test("when the content rests, then rows on both sides alternate, ahead first, and a small move keeps the windows")
    func restingWindowsAlternateAndStay() {
        var state = PrefetchState()
        let visible = CGRect(x: 0, y: 1_000, width: 320, height: 100)
        state.refreshWindow(visible: visible, axis: ScrollAxis(alongY: true), moving: false, cells: rows(count: 100, height: 50))
        // Near reach at rest: two screens (200 pt) each way; rows 22–25 below and 19–16 above lie
        // inside it (rows 26 and 15 only touch its ends).
        #expect(state.cellWindow.map(\.item) == [22, 19, 23, 18, 24, 17, 25, 16])
        #expect(state.dataSourceWindow == state.cellWindow, "at rest, data and cells reach as far")
        let afterSmallMove = state.refreshWindow(visible: visible.offsetBy(dx: 0, dy: 20), axis: ScrollAxis(alongY: true), moving: false,
                                                 cells: rows(count: 100, height: 50))
        #expect(!afterSmallMove, "less than a quarter screen: the windows stay")
        let afterQuarterScreen = state.refreshWindow(visible: visible.offsetBy(dx: 0, dy: 30), axis: ScrollAxis(alongY: true), moving: false,
                                                     cells: rows(count: 100, height: 50))
        #expect(afterQuarterScreen, "a quarter screen: computed again")
    }

    @Test("when the window moves on, then items that left it are cancelled unless on screen, and new ones requested unless shown or kept")
    func dataSourceRequestsFollowTheWindow() {
        var state = PrefetchState()
        state.dataSourceWindow = [1, 2, 3].map { IndexPath(item: $0, section: 0) }
        var requests = state.dataSourceRequests(isOnScreen: { $0.item == 1 }, isKept: { $0.item == 2 })
        #expect(requests.cancelled.isEmpty)
        #expect(requests.requested == [IndexPath(item: 3, section: 0)], "item 1 is shown and item 2 kept: their data is there")
        state.dataSourceWindow = [4, 5].map { IndexPath(item: $0, section: 0) }
        requests = state.dataSourceRequests(isOnScreen: { $0.item == 3 }, isKept: { _ in false })
        #expect(requests.cancelled.isEmpty, "item 3 came on screen: its load is not cancelled")
        #expect(requests.requested.map(\.item) == [4, 5])
        requests = state.dataSourceRequests(isOnScreen: { _ in false }, isKept: { _ in false })
        #expect(requests.cancelled.map(\.item) == [3], "item 3 left the screen and the window")
        #expect(requests.requested.isEmpty, "nothing is requested twice")
    }
}
