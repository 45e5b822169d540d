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

/// Refuses to let the lifted item go to the top.
@MainActor
final class NotToTheTop: CollectionViewDelegate {
    func collectionView(_ collectionView: CollectionView, targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        proposedIndexPath.item == 0 ? IndexPath(item: 1, section: proposedIndexPath.section) : proposedIndexPath
    }
}

/// A data source that cannot move items (no `moveItemAt`).
@MainActor
final class FixedSource: CollectionViewDataSource {
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 4 }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

@Suite("Interactive movement: live re-flow, the data source told once, autoscroll (F18)")
@MainActor
struct InteractiveMovementTests {
    func frames(_ stage: UpdateStage) -> [String: CGFloat] {
        var result: [String: CGFloat] = [:]
        for cell in stage.collectionView.visibleCells {
            if let item = (cell as? RecordingCell)?.configuredItem { result[item] = cell.frame.minY }
        }
        return result
    }

    @Test("when an item is lifted and dragged down three rows, then the rows between close up live, and ending tells the data source once")
    func dragDownThreeRows() throws {
        let stage = UpdateStage(items: [["A", "B", "C", "D", "E", "F"]])
        #expect(stage.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        #expect(!stage.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)), "one movement at a time")
        let lifted = try #require(stage.cell(0))
        #expect(lifted.zIndex == Int(Int32.max))
        stage.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 175))
        stage.clock.advance(by: 0.5)
        #expect(frames(stage) == ["A": 150, "B": 0, "C": 50, "D": 100, "E": 200, "F": 250])
        #expect(lifted.center == CGPoint(x: 160, y: 175), "the lifted item follows the pointer")
        #expect(stage.cell(3) === lifted)
        #expect(!stage.source.log.contains { $0.hasPrefix("moveItemAt") }, "nothing is told before the end")
        stage.collectionView.endInteractiveMovement()
        stage.clock.advance(by: 0.5)
        #expect(stage.source.log.filter { $0.hasPrefix("moveItemAt") } == ["moveItemAt (0 - 0) -> (0 - 3)"])
        #expect(stage.source.items == [["B", "C", "D", "A", "E", "F"]])
        #expect(frames(stage) == ["B": 0, "C": 50, "D": 100, "A": 150, "E": 200, "F": 250])
        #expect(lifted.zIndex == 0, "settled back among the others")
        #expect(stage.diagnostics.messages.isEmpty)
    }

    @Test("when the reordering cadence is fast or slow, then the rows make room only once the item has stayed over its new place for 0.1 or 0.3 s; passing over a place does not move it; immediate moves at once",
          arguments: [(CollectionView.ReorderingCadence.immediate, 0.0), (.fast, 0.1), (.slow, 0.3)])
    func reorderingCadence(_ cadence: CollectionView.ReorderingCadence, delay: Double) throws {
        let stage = UpdateStage(items: [["A", "B", "C", "D", "E", "F"]])
        #expect(stage.collectionView.reorderingCadence == .immediate, "UIKit's default")
        stage.collectionView.reorderingCadence = cadence
        #expect(stage.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        let lifted = try #require(stage.cell(0))
        // Passing over row 1 on the way to row 3, a frame each.
        stage.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 75))
        stage.clock.advanceFrames(1)
        stage.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 175))
        stage.clock.advanceFrames(1)
        if delay == 0 {
            #expect(stage.cell(3) === lifted, "immediate: the rows made room at once")
        } else {
            #expect(stage.cell(0) === lifted && stage.cell(1) !== lifted, "held back: nothing moved yet, not even for the place passed over")
            stage.clock.advance(by: delay * 0.6)
            #expect(stage.cell(0) === lifted, "still within the delay")
            stage.clock.advance(by: delay * 0.6)
            #expect(stage.cell(3) === lifted, "after the delay the rows made room")
        }
        stage.collectionView.endInteractiveMovement()
        stage.clock.advance(by: 0.5)
        #expect(stage.source.items == [["B", "C", "D", "A", "E", "F"]])
        #expect(CollectionView.ReorderingCadence(rawValue: 3) == nil && CollectionView.ReorderingCadence(rawValue: 2) == .slow)
    }

    @Test("when an item is being moved, then the collection view has uncommitted updates until the movement ends, is cancelled or the data reloads")
    func uncommittedUpdates() {
        let stage = UpdateStage(items: [["A", "B", "C", "D"]])
        let collectionView = stage.collectionView
        #expect(!collectionView.hasUncommittedUpdates)
        #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 9, section: 0)) && !collectionView.hasUncommittedUpdates,
                "a refused movement changes nothing")
        collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0))
        #expect(collectionView.hasUncommittedUpdates)
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 125))
        #expect(collectionView.hasUncommittedUpdates, "the screen shows an order the data source has not been told")
        collectionView.endInteractiveMovement()
        #expect(!collectionView.hasUncommittedUpdates)
        collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0))
        collectionView.cancelInteractiveMovement()
        #expect(!collectionView.hasUncommittedUpdates)
        collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0))
        collectionView.reloadData()
        #expect(!collectionView.hasUncommittedUpdates, "reloading ends the movement, as UIKit warns")
    }

    @Test("when a movement is cancelled, then everything goes back and the data source is not told")
    func cancel() {
        let stage = UpdateStage(items: [["A", "B", "C", "D"]])
        stage.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0))
        stage.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 10))
        #expect(frames(stage)["A"] == 50)
        stage.collectionView.cancelInteractiveMovement()
        stage.clock.advance(by: 0.5)
        #expect(frames(stage) == ["A": 0, "B": 50, "C": 100, "D": 150])
        #expect(!stage.source.log.contains { $0.hasPrefix("moveItemAt") })
    }

    @Test("when an item is lifted, then it casts a soft shadow until it is put down; a shadow the app gave the cell stays")
    func liftShadow() throws {
        let stage = UpdateStage(items: [["A", "B", "C", "D"]])
        let lifted = try #require(stage.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(lifted.layer.shadowOpacity == 0)
        stage.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0))
        #expect(lifted.isReordering && lifted.layer.shadowOpacity == CollectionViewCell.liftShadow.opacity)
        #expect(lifted.layer.shadowRadius == CollectionViewCell.liftShadow.radius && lifted.layer.shadowOffset.height > 0, "the shadow falls below it")
        stage.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 160))
        stage.collectionView.endInteractiveMovement()
        stage.clock.advance(by: 0.5)
        #expect(!lifted.isReordering && lifted.layer.shadowOpacity == 0 && lifted.layer.shadowRadius == 3, "put down: the layer's own defaults")
        let styled = try #require(stage.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))
        styled.layer.shadowOpacity = 0.6
        styled.layer.shadowRadius = 2
        stage.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0))
        stage.collectionView.cancelInteractiveMovement()
        stage.clock.advance(by: 0.5)
        #expect(styled.layer.shadowOpacity == 0.6 && styled.layer.shadowRadius == 2, "the app's shadow is left alone")
    }

    @Test("when the data source refuses an item, the index path is bad or the position is NaN, then nothing moves")
    func refusals() {
        let stage = UpdateStage(items: [["A", "B", "C"]])
        stage.source.unmovableItems = [IndexPath(item: 1, section: 0)]
        #expect(!stage.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
        #expect(!stage.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 9, section: 0)))
        #expect(!stage.collectionView.beginInteractiveMovementForItem(at: IndexPath(index: 0)))
        #expect(stage.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        stage.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: CGFloat.nan, y: 120))
        stage.collectionView.endInteractiveMovement()
        stage.clock.advance(by: 0.5)
        #expect(frames(stage) == ["A": 0, "B": 50, "C": 100])
        // Calls without a movement do nothing.
        stage.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 10, y: 10))
        stage.collectionView.endInteractiveMovement()
        stage.collectionView.cancelInteractiveMovement()
        #expect(!stage.source.log.contains { $0.hasPrefix("moveItemAt") })
    }

    @Test("when the delegate redirects the target, then the item goes where the delegate says")
    func delegateTarget() {
        let stage = UpdateStage(items: [["A", "B", "C", "D"]])
        let delegate = NotToTheTop()
        stage.collectionView.delegate = delegate
        stage.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0))
        stage.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 10))
        stage.collectionView.endInteractiveMovement()
        #expect(stage.source.log.filter { $0.hasPrefix("moveItemAt") } == ["moveItemAt (0 - 3) -> (0 - 1)"])
    }

    @Test("when the data source does not implement moveItemAt, then it is reported and the item goes back")
    func unimplementedMove() {
        let stage = UpdateStage(items: [["A"]])
        let source = FixedSource()
        stage.collectionView.dataSource = source
        stage.collectionView.register(RecordingCell.self, forCellWithReuseIdentifier: "cell")
        stage.collectionView.layoutIfNeeded()
        stage.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0))
        stage.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 175))
        stage.collectionView.endInteractiveMovement()
        stage.clock.advance(by: 0.5)
        #expect(stage.diagnostics.messages == ["the data source does not implement collectionView(_:moveItemAt:to:)"])
        #expect(stage.collectionView.visibleCells.map(\.frame.minY) == [0, 50, 100, 150])
    }

    @Test("when a touch holds an item with the standard gesture and drags it, then moveItemAt is called once with the right paths")
    func standardGesture() {
        let stage = UpdateStage(items: [["A", "B", "C", "D", "E"]])
        stage.collectionView.installsStandardGestureForInteractiveMovement = true
        stage.window.send(PointerEvent(.down, at: CGPoint(x: 100, y: 25)))
        stage.clock.advance(by: 0.6)
        stage.window.send(PointerEvent(.moved, at: CGPoint(x: 100, y: 130)))
        stage.clock.advanceFrames(1)
        stage.window.send(PointerEvent(.moved, at: CGPoint(x: 100, y: 180)))
        stage.clock.advanceFrames(1)
        stage.window.send(PointerEvent(.up, at: CGPoint(x: 100, y: 180)))
        stage.clock.advance(by: 0.5)
        #expect(stage.source.log.filter { $0.hasPrefix("moveItemAt") } == ["moveItemAt (0 - 0) -> (0 - 3)"])
        #expect(stage.source.items == [["B", "C", "D", "A", "E"]])
        #expect(stage.collectionView.contentOffset == .zero, "the drag moved the item, not the content")
    }

    @Test("when a moving item is held near the bottom edge, then the content scrolls and the item travels through it")
    func autoscroll() throws {
        let stage = UpdateStage(items: [(0..<100).map { "\($0)" }])
        stage.collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0))
        stage.collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 160, y: 290))
        stage.clock.advance(by: 1)
        let offset = stage.collectionView.contentOffset.y
        #expect(offset > 500 && offset < 800, "between a half and the full speed of 1 point per millisecond: \(offset)")
        stage.collectionView.endInteractiveMovement()
        let move = try #require(stage.source.log.last { $0.hasPrefix("moveItemAt") })
        let destination = Int(offset + 290) / 50
        #expect(move == "moveItemAt (0 - 1) -> (0 - \(destination))")
    }

    @Test("when a paging collection view's moving item rests near the right edge, then it turns one page at a time (home-screen style)")
    func pagingAutoscroll() {
        let clock = ManualFrameClock()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 300, height: 300), clock: clock, renderer: RecordingRenderer(), timeSource: ManualTimeSource())
        let layout = CollectionViewFlowLayout()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 100, height: 100)
        layout.minimumLineSpacing = 0
        layout.minimumInteritemSpacing = 0
        let collectionView = CollectionView(frame: window.bounds, collectionViewLayout: layout)
        collectionView.isPagingEnabled = true
        let source = RecordingDataSource(counts: [36])
        source.attach(to: collectionView)
        window.addSubview(collectionView)
        clock.advanceFrames(1)
        collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 290, y: 50))
        clock.advance(by: 0.3)
        #expect(collectionView.contentOffset.x == 0, "not yet: it must rest 0.5 s")
        clock.advance(by: 0.35)
        #expect(collectionView.contentOffset.x > 0 && collectionView.contentOffset.x < 300, "the page is turning, animated")
        clock.advance(by: 0.25)
        #expect(collectionView.contentOffset.x == 300)
        clock.advance(by: 0.85)
        #expect(collectionView.contentOffset.x == 600, "the next page after another 0.5 s rest")
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 750, y: 50))
        clock.advance(by: 1)
        #expect(collectionView.contentOffset.x == 600, "away from the edge it stays")
        collectionView.endInteractiveMovement()
        #expect(source.log.last { $0.hasPrefix("moveItemAt") } == "moveItemAt (0 - 0) -> (0 - 21)")
    }
}
