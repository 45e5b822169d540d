import CollectionEngine
import ViewSystem
import CollectionGeometry
import CollectionLayout
import EngineTestSupport
import DataTestSupport
import TestSupport
import ViewTestSupport
import Foundation
import Testing

/// A window with a 320 × 480 collection view of 100-point rows; every cell costs `cellCost` seconds
/// on the window's manual time source, so the prefetch budget (80 % of a 60 Hz frame, 13.3 ms) is exact.
@MainActor
struct LifecycleStage {
    let clock = ManualFrameClock()
    let time = ManualTimeSource()
    let window: Window
    let collectionView: CollectionView
    let dataSource: RecordingDataSource

    init(count: Int = 1000, cellCost: TimeInterval = 0.010, prefetchDataSource: Bool = false) {
        window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), clock: clock, renderer: RecordingRenderer(), timeSource: time)
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 100)
        layout.minimumLineSpacing = 0
        collectionView = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        dataSource = RecordingDataSource(counts: [count])
        let time = self.time
        dataSource.cellCost = { _ in time.advance(by: cellCost) }
        dataSource.attach(to: collectionView)
        if prefetchDataSource { collectionView.prefetchDataSource = dataSource }
        window.addSubview(collectionView)
    }

    /// The log since the last call.
    func takeLog() -> [String] {
        defer { dataSource.clearLog() }
        return dataSource.log
    }
}

@Suite("CollectionView: the four-state cell lifecycle and prefetching (F12–F15)")
@MainActor
struct CellLifecycleAndPrefetchingTests {
    @Test("when the view is idle, then the next rows are configured one cell per frame, before any of them is displayed")
    func prefetchOneCellPerFrame() {
        let stage = LifecycleStage()
        stage.clock.advanceFrames(1)
        #expect(stage.takeLog() == (0...4).flatMap { ["cellForItemAt (0 - \($0))", "willDisplay (0 - \($0))"] },
                "the first frame spent its budget on the visible rows")
        #expect(stage.window.lastFrameReport?.cellsConfigured == 5 && stage.window.lastFrameReport?.cellsPrefetched == 0)
        stage.clock.advanceFrames(1)
        #expect(stage.takeLog() == ["cellForItemAt (0 - 5)"])
        #expect(stage.window.lastFrameReport?.cellsPrefetched == 1)
        stage.clock.advanceFrames(2)
        #expect(stage.takeLog() == ["cellForItemAt (0 - 6)", "cellForItemAt (0 - 7)"])
        // Scroll one row: row 5 appears without being configured again.
        stage.collectionView.contentOffset.y = 100
        stage.clock.advanceFrames(1)
        let log = stage.takeLog()
        #expect(log.prefix(2) == ["didEndDisplaying (0 - 0)", "willDisplay (0 - 5)"])
        #expect(!log.contains("cellForItemAt (0 - 5)"))
        #expect(stage.collectionView.cellForItem(at: IndexPath(item: 5, section: 0)) != nil)
    }

    @Test("when cells are cheap, then several are prepared in one frame, while the budget lasts")
    func budgetBound() {
        let stage = LifecycleStage(cellCost: 0.003)
        stage.clock.advanceFrames(2)
        // Frame 1: five visible cells (15 ms) exhaust the budget. Frame 2: 3 ms each while ≤ 13.3 ms → four cells.
        #expect(stage.takeLog().filter { $0.hasPrefix("cellForItemAt") }.count == 5 + 4)
    }

    @Test("when a row scrolls off and back within the retention distance, then it is displayed again without cellForItemAt")
    func retention() {
        let stage = LifecycleStage()
        stage.collectionView.isPrefetchingEnabled = false
        stage.clock.advanceFrames(1)
        _ = stage.takeLog()
        stage.collectionView.contentOffset.y = 150
        stage.clock.advanceFrames(1)
        #expect(stage.takeLog() == ["didEndDisplaying (0 - 0)", "cellForItemAt (0 - 5)", "willDisplay (0 - 5)", "cellForItemAt (0 - 6)", "willDisplay (0 - 6)"])
        #expect(stage.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) != nil, "kept, 150 points away (within 240)")
        #expect(!stage.collectionView.indexPathsForVisibleItems.contains(IndexPath(item: 0, section: 0)))
        stage.collectionView.contentOffset.y = 0
        stage.clock.advanceFrames(1)
        let back = stage.takeLog()
        #expect(back.contains("willDisplay (0 - 0)") && !back.contains("cellForItemAt (0 - 0)"))
        // Far away: the kept cells go back to the queue and come out prepared for reuse.
        stage.collectionView.contentOffset.y = 5000
        stage.clock.advanceFrames(1)
        #expect(stage.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
        let reused = stage.collectionView.visibleCells.compactMap { $0 as? RecordingCell }
        #expect(reused.contains { $0.prepareForReuseCount > 0 })
    }

    @Test("when the retention distance is zero, then a cell that leaves is recycled at once")
    func noRetention() {
        let stage = LifecycleStage()
        stage.collectionView.isPrefetchingEnabled = false
        stage.collectionView.cellRetentionDistance = 0
        stage.collectionView.cellRetentionDistance = -3
        stage.collectionView.cellRetentionDistance = .nan
        #expect(stage.collectionView.cellRetentionDistance == 0, "negative and NaN distances are ignored")
        stage.clock.advanceFrames(1)
        stage.collectionView.contentOffset.y = 150
        stage.clock.advanceFrames(1)
        #expect(stage.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) == nil)
        _ = stage.takeLog()
        stage.collectionView.contentOffset.y = 0
        stage.clock.advanceFrames(1)
        #expect(stage.takeLog().contains("cellForItemAt (0 - 0)"))
    }

    @Test("when flung at high speed, then cells are still prepared ahead in each frame's spare time, never past its budget, and the frames that show rows configure fewer cells than without prefetching")
    func prefetchWhileFlinging() {
        func fling(prefetching: Bool) -> [FrameReport] {
            let stage = LifecycleStage(count: 5000, cellCost: 0.004)
            stage.collectionView.isPrefetchingEnabled = prefetching
            stage.clock.advanceFrames(30)
            var reports: [FrameReport] = []
            stage.window.frameReportHandler = { reports.append($0) }
            stage.collectionView.panBegan(time: stage.clock.now)
            stage.collectionView.panEnded(velocity: CGPoint(x: 0, y: -8), time: stage.clock.now)
            stage.clock.advance(by: 1)
            return reports
        }
        let on = fling(prefetching: true), off = fling(prefetching: false)
        #expect(on.count == 60 && off.count == 60)
        // 8 pt/ms at first (133 points, 1.3 rows, per frame), above 2.5 pt/ms for 580 ms.
        #expect(on.allSatisfy { $0.idleDuration <= $0.budget * 0.8 + 1e-9 }, "\(on.map(\.idleDuration))")
        let preparedWhileFast = on.prefix(30).map(\.cellsPrefetched).reduce(0, +)
        #expect(preparedWhileFast > 10, "prepared while moving faster than 2.5 pt/ms: \(preparedWhileFast)")
        let shownOn = on.map(\.cellsConfigured).reduce(0, +), shownOff = off.map(\.cellsConfigured).reduce(0, +)
        #expect(shownOn < shownOff / 2, "configured on the showing frame: \(shownOn) with prefetching, \(shownOff) without")
    }

    @Test("when a screenful of cells costs a frame or more, then the reach is far: cells are prepared up to four screens on both sides at rest, one each way in turn (ahead first), nearest first, and no further")
    func preparedOnBothSidesAtRest() {
        let stage = LifecycleStage()
        stage.clock.advanceFrames(1)
        stage.collectionView.contentOffset.y = 3000
        stage.clock.advanceFrames(1)
        _ = stage.takeLog()
        stage.clock.advanceFrames(50)
        // 10 ms cells, five on screen: 50 ms a screen. Visible 3000…3480; four screens (1 920 points) each way: rows 35 … 54 below (row 54 starts
        // 1 920 points past the screen), 29 … 10 above (row 10 ends 1 900 points before it).
        let order = zip(35...54, (10...29).reversed()).flatMap { [$0, $1] }
        #expect(stage.takeLog() == order.map { "cellForItemAt (0 - \($0))" })
        #expect(Set(stage.collectionView.preparedCellsByIndexPath.keys.map(\.item)) == Set(order))
    }

    @Test("when a screenful of cells costs less than a frame, then the reach is near: cells are prepared up to two screens on both sides at rest, and no further")
    func cheapCellsKeepTheNearReach() {
        // 0.5 ms cells, five on screen: 2.5 ms a screen.
        let stage = LifecycleStage(cellCost: 0.0005)
        stage.collectionView.contentOffset.y = 3000
        stage.clock.advanceFrames(1)
        _ = stage.takeLog()
        stage.clock.advanceFrames(10)
        // Visible 3000…3480; two screens (960 points) each way: rows 35 … 44 below, 29 … 20 above.
        #expect(Set(stage.collectionView.preparedCellsByIndexPath.keys.map(\.item)) == Set(20...29).union(35...44))
    }

    @Test("when the window limits a frame's work, then the screen's cells — new or reconfigured — come over several frames, each frame stops once the limit has passed, and none is lost")
    func frameWorkLimit() {
        let stage = LifecycleStage()
        stage.collectionView.isPrefetchingEnabled = false
        stage.window.frameWorkLimit = 0.015
        stage.window.frameWorkLimit = -1
        stage.window.frameWorkLimit = .nan
        #expect(stage.window.frameWorkLimit == 0.015, "negative and NaN limits are ignored")
        var perFrame: [Int] = []
        for _ in 0..<4 {
            stage.clock.advanceFrames(1)
            perFrame.append(stage.takeLog().filter { $0.hasPrefix("cellForItemAt") }.count)
        }
        // 10 ms per cell: the second cell starts at 10 ms, before the limit; the third would start at 20.
        #expect(perFrame == [2, 2, 1, 0])
        #expect(stage.collectionView.indexPathsForVisibleItems.count == 5)
        // Reconfiguring the screen under the limit: nothing in the update, then as the frames allow.
        stage.collectionView.reconfigureItems(at: (0..<5).map { IndexPath(item: $0, section: 0) })
        #expect(stage.takeLog().isEmpty)
        perFrame = []
        for _ in 0..<4 {
            stage.clock.advanceFrames(1)
            perFrame.append(stage.takeLog().filter { $0.hasPrefix("cellForItemAt") }.count)
        }
        #expect(perFrame == [2, 2, 1, 0])
        stage.window.frameWorkLimit = nil
        stage.collectionView.contentOffset.y = 1000
        stage.clock.advanceFrames(1)
        #expect(stage.takeLog().filter { $0.hasPrefix("cellForItemAt") }.count == 5, "no limit: the whole screen at once, as UIKit")
    }

    @Test("when an update comes under a frame work limit, then the cells it brings on screen come over several frames too, and a host's per-frame work run within the frame's budget leaves its cells to later frames")
    func updatesAndHostWorkShareTheBudget() {
        let stage = LifecycleStage()
        stage.collectionView.isPrefetchingEnabled = false
        stage.clock.advanceFrames(1)
        _ = stage.takeLog()
        stage.window.frameWorkLimit = 0.015
        // Five new rows at the top push the screen's rows down: an update that needs five new cells.
        stage.dataSource.counts = [1005]
        stage.collectionView.insertItems(at: (0..<5).map { IndexPath(item: $0, section: 0) })
        var perFrame = [stage.takeLog().filter { $0.hasPrefix("cellForItemAt") }.count]
        for _ in 0..<3 {
            stage.clock.advanceFrames(1)
            perFrame.append(stage.takeLog().filter { $0.hasPrefix("cellForItemAt") }.count)
        }
        #expect(perFrame.reduce(0, +) == 5 && perFrame.allSatisfy { $0 <= 2 }, "\(perFrame): the update's new cells spread over frames")
        #expect(stage.collectionView.indexPathsForVisibleItems.count == 5)
        // A host's work before a frame (a screen's hook reconfiguring items) runs within the frame's budget.
        let start = stage.time.now()
        stage.window.performFrameWork(startedAt: start) {
            stage.time.advance(by: 0.016)   // the hook's own work spent the budget
            stage.collectionView.reconfigureItems(at: (0..<5).map { IndexPath(item: $0, section: 0) })
            stage.collectionView.layoutIfNeeded()
        }
        #expect(stage.takeLog().filter { $0.hasPrefix("cellForItemAt") }.isEmpty, "past the budget: nothing configured in the hook")
        stage.clock.advanceFrames(3)
        #expect(stage.takeLog().filter { $0.hasPrefix("cellForItemAt") }.count == 5, "configured in the frames after")
    }

    @Test("when a screen holds very many cells, then at most 512 are prepared ahead and 640 items go to the prefetch data source, nearest first")
    func prefetchWindowsAreBounded() {
        let stage = LifecycleStage(count: 20_000, cellCost: 0, prefetchDataSource: true)
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 4, height: 4)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        stage.collectionView.collectionViewLayout = layout
        stage.clock.advanceFrames(2)
        let window = stage.collectionView.prefetchWindowForTesting
        #expect(window.cells.count == 512 && window.items.count == 640)
        let visible = Set(stage.collectionView.indexPathsForVisibleItems)
        #expect(window.cells.allSatisfy { !visible.contains($0) })
        #expect(window.cells.first.map { $0.item } == visible.map(\.item).max().map { $0 + 1 }, "nearest first")
    }

    @Test("when prefetching is off, then cells are configured only when they appear")
    func prefetchingOff() {
        let stage = LifecycleStage()
        stage.collectionView.isPrefetchingEnabled = false
        stage.clock.advanceFrames(5)
        #expect(stage.takeLog().filter { $0.hasPrefix("cellForItemAt") }.count == 5)
    }

    @Test("when prefetching is turned off, then the cells it prepared go back to their queues at the next layout pass, and rows are configured as they appear")
    func turningPrefetchingOffDropsPreparedCells() {
        let stage = LifecycleStage()
        stage.clock.advanceFrames(4)
        #expect(Set(stage.collectionView.preparedCellsByIndexPath.keys.map(\.item)) == [5, 6, 7])
        _ = stage.takeLog()
        stage.collectionView.isPrefetchingEnabled = false
        stage.collectionView.contentOffset.y = 10
        stage.clock.advanceFrames(1)
        #expect(stage.collectionView.preparedCellsByIndexPath.isEmpty)
        #expect(stage.takeLog().isEmpty, "a prepared cell going back is not an end of display")
        stage.collectionView.contentOffset.y = 100
        stage.clock.advanceFrames(1)
        #expect(stage.takeLog().filter { !$0.hasPrefix("didEndDisplaying") } == ["cellForItemAt (0 - 5)", "willDisplay (0 - 5)"],
                "row 5 is configured as it appears")
    }

    @Test("when a prefetch data source is set, then it gets the items near the screen nearest-first (ahead while moving, both sides at rest), never visible ones, and cancellations for abandoned ones")
    func prefetchDataSource() {
        let stage = LifecycleStage(prefetchDataSource: true)
        stage.collectionView.isPrefetchingEnabled = false
        stage.clock.advanceFrames(1)
        // Cells cost nothing to prefetch here (cell prefetching is off), so the reach is near: two
        // screens ahead of 0…480: rows 5 … 14 (row 4 is partly visible).
        #expect(stage.takeLog().last == "prefetch " + (5...14).map { "(0 - \($0))" }.joined(separator: ", "))
        #expect(stage.window.lastFrameReport?.itemsPrefetched == 10)
        stage.clock.advanceFrames(3)
        #expect(stage.takeLog().isEmpty, "nothing moved, nothing new")
        // Jump far down, then scroll up: the old items are abandoned, new ones come nearest-first.
        stage.collectionView.contentOffset.y = 3000
        stage.clock.advanceFrames(1)
        let log = stage.takeLog()
        #expect(log.contains("cancel " + (5...14).map { "(0 - \($0))" }.joined(separator: ", ")))
        // At rest after the jump: two screens each way, one each way in turn (either way may come next).
        #expect(log.last == "prefetch " + zip(35...44, (20...29).reversed()).flatMap { [$0, $1] }.map { "(0 - \($0))" }.joined(separator: ", "))
        stage.collectionView.contentOffset.y = 2900
        stage.clock.advanceFrames(1)
        stage.collectionView.contentOffset.y = 2700
        stage.clock.advanceFrames(1)
        let upward = stage.takeLog()
        // Moving up: five screens ahead (2 400 points above 2 900: rows 28 … 4, of which 20 … 29 were
        // handed out already), nearest first, then the rows the next 200 points add; the rows below
        // are abandoned.
        #expect(upward.contains("cancel " + (35...44).map { "(0 - \($0))" }.joined(separator: ", ")), "\(upward)")
        #expect(upward.contains("prefetch " + (4...19).reversed().map { "(0 - \($0))" }.joined(separator: ", ")), "\(upward)")
        #expect(upward.last == "prefetch (0 - 3), (0 - 2)", "\(upward)")
        #expect(upward.contains { $0.hasPrefix("cancel") && $0.contains("(0 - 44)") })
    }

    @Test("when a prefetched item is reconfigured, then its prepared cell is configured again in place and later shown without cellForItemAt (UIKit: \"including prefetched\")")
    func reconfigurePreparedCell() throws {
        let stage = LifecycleStage()
        stage.clock.advanceFrames(2)
        #expect(stage.takeLog().last == "cellForItemAt (0 - 5)", "row 5 is prepared")
        let prepared = stage.collectionView.preparedCellsByIndexPath[IndexPath(item: 5, section: 0)]
        stage.collectionView.reconfigureItems(at: [IndexPath(item: 5, section: 0)])
        #expect(stage.takeLog().isEmpty, "off screen: configured later, not in the update")
        stage.clock.advanceFrames(1)
        #expect(stage.takeLog().first == "cellForItemAt (0 - 5)", "in the next frame's spare time, before new cells")
        #expect(stage.collectionView.preparedCellsByIndexPath[IndexPath(item: 5, section: 0)] === prepared, "the same cell")
        stage.collectionView.contentOffset.y = 100
        stage.clock.advanceFrames(1)
        let log = stage.takeLog()
        #expect(log.contains("willDisplay (0 - 5)") && !log.contains("cellForItemAt (0 - 5)"), "\(log)")
    }

    @Test("when a prepared cell's item is reconfigured and shown before a frame had spare time, then it is configured again as it appears, once")
    func reconfigurePreparedCellShownAtOnce() throws {
        let stage = LifecycleStage()
        stage.clock.advanceFrames(2)
        let prepared = try #require(stage.collectionView.preparedCellsByIndexPath[IndexPath(item: 5, section: 0)])
        _ = stage.takeLog()
        stage.collectionView.reconfigureItems(at: [IndexPath(item: 5, section: 0)])
        stage.collectionView.contentOffset.y = 100
        stage.clock.advanceFrames(1)
        let log = stage.takeLog()
        #expect(log.filter { $0 == "cellForItemAt (0 - 5)" }.count == 1, "\(log)")
        #expect(log.firstIndex(of: "cellForItemAt (0 - 5)")! < log.firstIndex(of: "willDisplay (0 - 5)")!)
        #expect(stage.collectionView.cellForItem(at: IndexPath(item: 5, section: 0)) === prepared)
    }

    @Test("when items are inserted and deleted above prepared and kept cells, then those cells follow their items; a deleted item's prepared cell is queued")
    func preparedCellsFollowUpdates() throws {
        let stage = LifecycleStage()
        stage.clock.advanceFrames(4)
        #expect(stage.takeLog().suffix(3) == ["cellForItemAt (0 - 5)", "cellForItemAt (0 - 6)", "cellForItemAt (0 - 7)"])
        let prepared = try #require(stage.collectionView.preparedCellsByIndexPath[IndexPath(item: 6, section: 0)])
        // Insert one item at the top and delete the prepared item 7.
        stage.dataSource.counts = [1000]
        stage.collectionView.performBatchUpdates {
            stage.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
            stage.collectionView.deleteItems(at: [IndexPath(item: 7, section: 0)])
        }
        #expect(stage.collectionView.preparedCellsByIndexPath[IndexPath(item: 7, section: 0)] === prepared, "item 6 is item 7 now")
        #expect(stage.collectionView.preparedCellsByIndexPath.count == 2, "items 5 and 6 (now 6 and 7); item 7 was deleted")
        stage.clock.advance(by: 0.5)
        _ = stage.takeLog()
        stage.collectionView.contentOffset.y = 300
        stage.clock.advanceFrames(1)
        let log = stage.takeLog()
        #expect(log.contains("willDisplay (0 - 7)") && !log.contains("cellForItemAt (0 - 7)"), "\(log)")
        #expect(stage.collectionView.cellForItem(at: IndexPath(item: 7, section: 0)) === prepared)
    }
}
