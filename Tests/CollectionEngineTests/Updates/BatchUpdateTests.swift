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

/// A 320 × 300 window holding a list of 50-point rows (a flow layout), on a manual clock.
@MainActor
struct UpdateStage {
    let clock = ManualFrameClock()
    let renderer = RecordingRenderer()
    let window: Window
    let collectionView: CollectionView
    let source: RecordingDataSource
    let diagnostics = DiagnosticsRecorder()

    init(items: [[String]], height: CGFloat = 300) {
        window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: height), clock: clock, renderer: renderer, timeSource: ManualTimeSource())
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 50)
        layout.minimumLineSpacing = 0
        collectionView = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.isPrefetchingEnabled = false
        source = RecordingDataSource(items: items)
        source.attach(to: collectionView)
        diagnostics.attach(to: collectionView)
        window.addSubview(collectionView)
        clock.advanceFrames(1)
        source.clearLog()
    }

    /// The model value each visible cell shows, in index-path order.
    var shown: [String] {
        collectionView.indexPathsForVisibleItems.sorted().map {
            (collectionView.cellForItem(at: $0) as? RecordingCell)?.configuredItem ?? "?"
        }
    }

    func cell(_ item: Int, section: Int = 0) -> CollectionViewCell? {
        collectionView.cellForItem(at: IndexPath(item: item, section: section))
    }
}

@Suite("Batch updates: validation, animation and bookkeeping (F9, F10, B2)")
@MainActor
struct BatchUpdateTests {
    @Test("when the session's update runs (delete the third, move the last to the top, reload the fourth), then cells follow their items, only the reload asks for a cell, and the leaving cells end displaying when the animation ends")
    // The 2018 session's rule: deletes (moves' sources included) first, then inserts (moves' and reloads'
    // destinations, a reload landing where the explicit deletes and inserts shift it): [F, A, D′, B, E].
    func sessionUpdate() throws {
        let stage = UpdateStage(items: [["A", "B", "C", "D", "E", "F"]])
        let before = (0..<6).map { stage.cell($0) }
        var finished: Bool?
        stage.collectionView.performBatchUpdates({
            stage.source.items = [["F", "A", "D′", "B", "E"]]
            stage.collectionView.deleteItems(at: [IndexPath(item: 2, section: 0)])
            stage.collectionView.moveItem(at: IndexPath(item: 5, section: 0), to: IndexPath(item: 0, section: 0))
            stage.collectionView.reloadItems(at: [IndexPath(item: 3, section: 0)])
        }, completion: { finished = $0 })
        #expect(stage.shown == ["F", "A", "D′", "B", "E"])
        #expect(stage.cell(0) === before[5] && stage.cell(1) === before[0] && stage.cell(3) === before[1] && stage.cell(4) === before[4])
        #expect(stage.cell(2) !== before[3], "a reload gets a new cell")
        #expect(stage.source.log == ["cellForItemAt (0 - 2)", "willDisplay (0 - 2)"])
        #expect(finished == nil, "the animation is running")
        #expect(stage.diagnostics.messages.isEmpty)

        stage.clock.advanceFrames(1)
        let animations = try #require(stage.renderer.transactions.last?.animations)
        func animation(of view: View?) -> RenderTransaction.Animation? {
            animations.last { $0.view == view?.renderIdentifier }
        }
        let moved = try #require(animation(of: before[5]))
        #expect(moved.from.frame.minY == 250 && moved.to.frame.minY == 0 && moved.duration == 0.3)
        let deleted = try #require(animation(of: before[2]))
        #expect(deleted.from.alpha == 1 && deleted.to.alpha == 0 && deleted.to.frame.minY == 100, "the deleted cell fades where it was")
        let oldD = try #require(animation(of: before[3]))
        #expect(oldD.to.alpha == 0 && oldD.to.frame.minY == 100, "the reloaded item's old cell fades out at its new place")
        let newD = try #require(animation(of: stage.cell(2)))
        #expect(newD.from.alpha == 0 && newD.to.alpha == 1 && newD.to.frame.minY == 100, "… while the new one fades in")

        stage.clock.advance(by: 0.35)
        #expect(finished == true)
        #expect(stage.source.log.suffix(2).sorted() == ["didEndDisplaying (0 - 2)", "didEndDisplaying (0 - 3)"])
        #expect(before[2]?.superview == nil && before[3]?.superview == nil)
        #expect(stage.collectionView.subviews.count == 5)
    }

    @Test("when a batch only reconfigures items, then their cells are configured again and the layout is not prepared again; a batch that inserts is")
    func reconfigureOnlyKeepsTheLayout() {
        final class CountingLayout: CollectionViewFlowLayout {
            var prepares = 0
            override func prepare() {
                super.prepare()
                prepares += 1
            }
        }
        let stage = UpdateStage(items: [(0..<20).map { "item \($0)" }])
        let layout = CountingLayout()
        layout.itemSize = CGSize(width: 320, height: 50)
        layout.minimumLineSpacing = 0
        stage.collectionView.collectionViewLayout = layout
        stage.clock.advanceFrames(1)
        let prepared = layout.prepares
        stage.source.clearLog()
        stage.source.items?[0][1] = "item 1, changed"
        stage.collectionView.reconfigureItems(at: [IndexPath(item: 1, section: 0)])
        stage.clock.advance(by: 0.5)
        #expect(layout.prepares == prepared, "a model change in a cell moves nothing")
        #expect(stage.source.log.contains("cellForItemAt (0 - 1)"))
        #expect(stage.shown[1] == "item 1, changed")
        stage.source.items?[0].insert("new", at: 0)
        stage.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
        #expect(layout.prepares > prepared)
    }

    @Test("when a batch breaks UIKit's rules, then each broken rule is reported in UIKit's words, the data is reloaded and nothing is lost")
    func invalidBatchRecovers() {
        let stage = UpdateStage(items: [["A", "B", "C"]])
        var finished: Bool?
        stage.collectionView.performBatchUpdates({
            stage.source.items = [["A", "B", "C", "D"]]
            // Forgot to say insertItems.
        }, completion: { finished = $0 })
        #expect(stage.diagnostics.messages == [
            "Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (4) must be equal to the number of items contained in that section before the update (3), plus or minus the number of items inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of items moved into or out of that section (0 moved in, 0 moved out).",
        ])
        #expect(stage.diagnostics.diagnostics.first?.recovery == "reloaded the data")
        #expect(finished == false)
        #expect(stage.shown == ["A", "B", "C", "D"])
        #expect(stage.collectionView.numberOfItems(inSection: 0) == 4)
        // The collection view keeps working.
        stage.collectionView.performBatchUpdates({
            stage.source.items = [["A", "C", "D"]]
            stage.collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
        })
        #expect(stage.shown == ["A", "C", "D"])
        #expect(stage.diagnostics.messages.count == 1)
    }

    @Test("when a batch names index paths that do not exist, then it is reported and recovered without a crash")
    func outOfRangeBatch() {
        let stage = UpdateStage(items: [["A", "B"]])
        stage.collectionView.deleteItems(at: [IndexPath(item: 7, section: 0), IndexPath(item: 0, section: 3), IndexPath(index: 1)])
        #expect(stage.diagnostics.messages.count >= 2)
        #expect(stage.diagnostics.diagnostics.allSatisfy { $0.source == .batchUpdate })
        #expect(stage.shown == ["A", "B"])
    }

    @Test("when items are inserted outside performBatchUpdates, then the insert animates as its own batch and new cells fade in")
    func insertOutsideBatch() throws {
        let stage = UpdateStage(items: [["A", "B"]])
        stage.source.items = [["A", "X", "B"]]
        stage.collectionView.insertItems(at: [IndexPath(item: 1, section: 0)])
        #expect(stage.shown == ["A", "X", "B"])
        stage.clock.advanceFrames(1)
        let animations = try #require(stage.renderer.transactions.last?.animations)
        let inserted = try #require(animations.first { $0.view == stage.cell(1)?.renderIdentifier })
        #expect(inserted.from.alpha == 0 && inserted.to.alpha == 1 && inserted.from.frame == inserted.to.frame)
        let shifted = try #require(animations.first { $0.view == stage.cell(2)?.renderIdentifier })
        #expect(shifted.from.frame.minY == 50 && shifted.to.frame.minY == 100)
    }

    @Test("when updates run without animation, then everything applies at once and the completion runs before the call returns")
    func withoutAnimation() {
        let stage = UpdateStage(items: [["A", "B", "C"]])
        var finished: Bool?
        View.performWithoutAnimation {
            stage.collectionView.performBatchUpdates({
                stage.source.items = [["C", "A"]]
                stage.collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)])
                stage.collectionView.moveItem(at: IndexPath(item: 2, section: 0), to: IndexPath(item: 0, section: 0))
            }, completion: { finished = $0 })
        }
        #expect(finished == true)
        #expect(stage.shown == ["C", "A"])
        #expect(stage.collectionView.subviews.count == 2)
        #expect(stage.source.log == ["didEndDisplaying (0 - 1)"])
        stage.clock.advanceFrames(1)
        #expect(stage.renderer.transactions.last?.animations.isEmpty == true)
    }

    @Test("when an item is reconfigured, then cellForItemAt runs again and gets the same cell without prepareForReuse")
    func reconfigureKeepsCell() throws {
        let stage = UpdateStage(items: [["A", "B"]])
        let cell = try #require(stage.cell(1) as? RecordingCell)
        let prepared = cell.prepareForReuseCount
        stage.source.items = [["A", "B2"]]
        stage.collectionView.reconfigureItems(at: [IndexPath(item: 1, section: 0)])
        #expect(stage.cell(1) === cell)
        #expect(cell.configuredItem == "B2" && cell.prepareForReuseCount == prepared)
        #expect(stage.source.log == ["cellForItemAt (0 - 1)"])
    }

    @Test("when sections are inserted, deleted and moved, then headers and cells follow their sections")
    func sectionChanges() {
        let stage = UpdateStage(items: [["A"], ["B"], ["C"]])
        stage.collectionView.performBatchUpdates({
            stage.source.items = [["C"], ["N"], ["A"]]
            stage.collectionView.deleteSections([1])
            stage.collectionView.moveSection(2, toSection: 0)
            stage.collectionView.insertSections([1])
        })
        #expect(stage.shown == ["C", "N", "A"])
        #expect(stage.diagnostics.messages.isEmpty)
    }

    @Test("when nested batches run, then they merge into one update and every completion runs once")
    func nestedBatches() {
        let stage = UpdateStage(items: [["A", "B"]])
        var completions: [String] = []
        stage.collectionView.performBatchUpdates({
            stage.source.items = [["A", "B", "C", "D"]]
            stage.collectionView.insertItems(at: [IndexPath(item: 2, section: 0)])
            stage.collectionView.performBatchUpdates({
                stage.collectionView.insertItems(at: [IndexPath(item: 3, section: 0)])
            }, completion: { _ in completions.append("inner") })
        }, completion: { _ in completions.append("outer") })
        #expect(stage.shown == ["A", "B", "C", "D"])
        stage.clock.advance(by: 0.5)
        #expect(completions == ["inner", "outer"])
    }

    @Test("when items are inserted above selected and prefetched items, then selection and prefetching follow the items")
    func bookkeepingFollowsItems() {
        let stage = UpdateStage(items: [["A", "B", "C"]])
        stage.collectionView.allowsMultipleSelection = true
        stage.collectionView.selectItem(at: IndexPath(item: 1, section: 0), animated: false, scrollPosition: [])
        stage.collectionView.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        stage.collectionView.performBatchUpdates({
            stage.source.items = [["X", "A", "B"]]
            stage.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
            stage.collectionView.deleteItems(at: [IndexPath(item: 2, section: 0)])
        })
        #expect(stage.collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    }

    @Test("when a new update starts while an earlier one animates, then the earlier leaving views are removed at once and its completion says it was interrupted")
    func interruptedUpdate() {
        let stage = UpdateStage(items: [["A", "B", "C"]])
        var first: Bool?
        stage.source.items = [["A", "C"]]
        stage.collectionView.performBatchUpdates({ stage.collectionView.deleteItems(at: [IndexPath(item: 1, section: 0)]) },
                                                 completion: { first = $0 })
        #expect(stage.collectionView.subviews.count == 3)
        stage.clock.advance(by: 0.1)
        stage.source.items = [["C"]]
        stage.collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
        #expect(first == false)
        #expect(stage.source.log.contains("didEndDisplaying (0 - 1)"))
        stage.clock.advance(by: 0.5)
        #expect(stage.collectionView.subviews.count == 1)
        #expect(stage.shown == ["C"])
    }
}
