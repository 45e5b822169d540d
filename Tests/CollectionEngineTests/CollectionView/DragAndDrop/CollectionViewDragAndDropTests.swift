import CollectionEngine
import CollectionGeometry
import CollectionLayout
import EngineTestSupport
import Foundation
import Testing
import TestSupport
import ViewSystem
import ViewTestSupport

/// A drag and drop delegate that logs what it is asked and does what the test says.
@MainActor
final class DragDropLog: CollectionViewDragDelegate, CollectionViewDropDelegate, CollectionViewDelegate {
    var log: [String] = []
    var itemsToDrag: (IndexPath) -> [DragItem] = { [DragItem(itemProvider: ItemProvider(object: "item \($0.item)"))] }
    var proposal: (IndexPath?) -> CollectionViewDropProposal = { _ in CollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath) }
    var allowsMove = true
    var canHandle = true
    var perform: (CollectionView, any CollectionViewDropCoordinator) -> Void = { _, _ in }
    var lastDestination: IndexPath?
    var dragParameters: (IndexPath) -> DragPreviewParameters? = { _ in nil }
    var dropParameters: (IndexPath) -> DragPreviewParameters? = { _ in nil }

    func collectionView(_ collectionView: CollectionView, dragPreviewParametersForItemAt indexPath: IndexPath) -> DragPreviewParameters? {
        log.append("dragPreviewParameters \(indexPath.item)")
        return dragParameters(indexPath)
    }
    func collectionView(_ collectionView: CollectionView, dropPreviewParametersForItemAt indexPath: IndexPath) -> DragPreviewParameters? {
        log.append("dropPreviewParameters \(indexPath.item)")
        return dropParameters(indexPath)
    }

    func collectionView(_ collectionView: CollectionView, itemsForBeginning session: any DragSession, at indexPath: IndexPath) -> [DragItem] {
        log.append("itemsForBeginning \(indexPath.item)")
        return itemsToDrag(indexPath)
    }
    func collectionView(_ collectionView: CollectionView, dragSessionWillBegin session: any DragSession) { log.append("dragSessionWillBegin") }
    func collectionView(_ collectionView: CollectionView, dragSessionDidEnd session: any DragSession) { log.append("dragSessionDidEnd") }
    func collectionView(_ collectionView: CollectionView, dragSessionAllowsMoveOperation session: any DragSession) -> Bool { allowsMove }
    func collectionView(_ collectionView: CollectionView, canHandle session: any DropSession) -> Bool {
        log.append("canHandle")
        return canHandle
    }
    func collectionView(_ collectionView: CollectionView, dropSessionDidEnter session: any DropSession) { log.append("dropSessionDidEnter") }
    func collectionView(_ collectionView: CollectionView, dropSessionDidExit session: any DropSession) { log.append("dropSessionDidExit") }
    func collectionView(_ collectionView: CollectionView, dropSessionDidEnd session: any DropSession) { log.append("dropSessionDidEnd") }
    func collectionView(_ collectionView: CollectionView, dropSessionDidUpdate session: any DropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> CollectionViewDropProposal {
        lastDestination = destinationIndexPath
        return proposal(destinationIndexPath)
    }
    var springs = true
    func collectionView(_ collectionView: CollectionView, shouldSpringLoadItemAt indexPath: IndexPath,
                        with context: any SpringLoadedInteractionContext) -> Bool {
        log.append("shouldSpringLoad \(indexPath.item) \(context.state) \(context.targetView === collectionView.cellForItem(at: indexPath))")
        return springs
    }
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) { log.append("didSelect \(indexPath.item)") }
    func collectionView(_ collectionView: CollectionView, performDropWith coordinator: any CollectionViewDropCoordinator) {
        log.append("performDrop \(coordinator.items.map { $0.sourceIndexPath?.item ?? -1 }) -> \(coordinator.destinationIndexPath?.item ?? -1)")
        perform(collectionView, coordinator)
    }
}

/// A data source over an array of strings that does not implement moving.
@MainActor
final class UnmovableSource: CollectionViewDataSource {
    var items: [String]
    init(_ items: [String]) { self.items = items }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
        (cell as? RecordingCell)?.configuredItem = items[indexPath.item]
        return cell
    }
}

/// A cell that records its drag states.
@MainActor
final class DragStateCell: CollectionViewCell {
    var dragStates: [DragState] = []
    override func dragStateDidChange(_ dragState: DragState) {
        super.dragStateDidChange(dragState)
        dragStates.append(dragState)
    }
}

extension UpdateStage {
    /// Holds a touch on the row at `y` 0.6 s, then moves it to each of `path`, a frame apart.
    func holdAndDrag(from y: CGFloat, through path: [CGFloat]) {
        window.send(PointerEvent(.down, at: CGPoint(x: 100, y: y)))
        clock.advance(by: 0.6)
        for point in path {
            window.send(PointerEvent(.moved, at: CGPoint(x: 100, y: point)))
            clock.advanceFrames(1)
        }
    }
}

@Suite("Drag and drop inside a collection view: the delegates, the gap, the drop")
@MainActor
struct CollectionViewDragAndDropTests {
    func stage(_ items: [String] = ["A", "B", "C", "D", "E"]) -> (UpdateStage, DragDropLog) {
        let stage = UpdateStage(items: [items])
        let delegates = DragDropLog()
        stage.collectionView.dragDelegate = delegates
        stage.collectionView.dropDelegate = delegates
        stage.collectionView.dragInteractionEnabled = true
        return (stage, delegates)
    }

    func frames(_ stage: UpdateStage) -> [String: CGFloat] {
        var result: [String: CGFloat] = [:]
        for cell in stage.collectionView.visibleCells {
            if let item = (cell as? RecordingCell)?.configuredItem { result[item] = cell.frame.minY }
        }
        return result
    }

    func holdAndDrag(_ stage: UpdateStage, from y: CGFloat, through path: [CGFloat]) {
        stage.holdAndDrag(from: y, through: path)
    }

    @Test("when a touch holds an item and drags it down, then the delegates are asked in UIKit's order, a gap opens at the destination, and the data source moves the item")
    func reorderThroughTheDataSource() throws {
        let (stage, delegates) = stage()
        holdAndDrag(stage, from: 25, through: [130, 180])
        #expect(stage.collectionView.hasActiveDrag)
        #expect(stage.collectionView.hasActiveDrop)
        #expect(stage.collectionView.hasUncommittedUpdates)
        #expect(delegates.lastDestination == IndexPath(item: 3, section: 0))
        #expect(frames(stage)["B"] == 0 && frames(stage)["D"] == 100 && frames(stage)["E"] == 200, "the others made room at row 3")
        stage.window.send(PointerEvent(.up, at: CGPoint(x: 100, y: 180)))
        stage.clock.advance(by: 0.5)
        #expect(delegates.log == ["itemsForBeginning 0", "dragPreviewParameters 0", "dragSessionWillBegin", "canHandle", "dropSessionDidEnter", "dropSessionDidEnd", "dragSessionDidEnd"])
        #expect(stage.source.log.filter { $0.hasPrefix("moveItemAt") } == ["moveItemAt (0 - 0) -> (0 - 3)"])
        #expect(stage.source.items == [["B", "C", "D", "A", "E"]])
        #expect(frames(stage) == ["B": 0, "C": 50, "D": 100, "A": 150, "E": 200])
        #expect(!stage.collectionView.hasActiveDrag && !stage.collectionView.hasActiveDrop && !stage.collectionView.hasUncommittedUpdates)
        #expect(stage.diagnostics.messages.isEmpty)
    }

    @Test("when the data source cannot move items, then the drop delegate performs the drop and its updates animate from where the user left the items")
    func performDropWithUpdates() throws {
        let (stage, delegates) = stage()
        let source = UnmovableSource(["A", "B", "C", "D", "E"])
        stage.collectionView.dataSource = source
        stage.clock.advanceFrames(1)
        var animationsRan = false
        var completed: [ViewAnimatingPosition] = []
        delegates.perform = { collectionView, coordinator in
            guard let destination = coordinator.destinationIndexPath, let item = coordinator.items.first,
                  let from = item.sourceIndexPath else { return }
            #expect(item.previewSize == CGSize(width: 320, height: 50))
            #expect(coordinator.proposal.intent == .insertAtDestinationIndexPath)
            #expect(!collectionView.hasUncommittedUpdates, "the re-flow is taken back before the delegate updates")
            collectionView.performBatchUpdates {
                source.items.insert(source.items.remove(at: from.item), at: destination.item)
                collectionView.deleteItems(at: [from])
                collectionView.insertItems(at: [destination])
            }
            let animator = coordinator.drop(item.dragItem, toItemAt: destination)
            animator.addAnimations { animationsRan = true }
            animator.addCompletion { completed.append($0) }
        }
        holdAndDrag(stage, from: 25, through: [130, 180])
        stage.clock.advance(by: 0.5)
        #expect(frames(stage)["B"] == 0, "the gap moved B up")
        let b = try #require(stage.collectionView.visibleCells.first { ($0 as? RecordingCell)?.configuredItem == "B" })
        stage.window.send(PointerEvent(.up, at: CGPoint(x: 100, y: 180)))
        stage.clock.advanceFrames(1)
        // B's place is the same before and after the drop: it must not travel back towards 50 meanwhile.
        let shown = stage.window.animator.presentation(of: b, at: stage.clock.now)?.frame.minY ?? b.frame.minY
        #expect(shown < 1, "B stays where the gap put it: nothing jumps back (\(shown))")
        stage.clock.advance(by: 0.5)
        #expect(delegates.log.contains("performDrop [0] -> 3"))
        #expect(source.items == ["B", "C", "D", "A", "E"])
        #expect(frames(stage) == ["B": 0, "C": 50, "D": 100, "A": 150, "E": 200])
        #expect(animationsRan && completed == [.end])
        #expect(stage.diagnostics.messages.isEmpty)
    }

    @Test("when the proposal drops into an item, then no gap opens, that cell is targeted, the others are not, and the dragged item goes back after the drop")
    func dropIntoAnItem() throws {
        let (stage, delegates) = stage()
        delegates.proposal = { _ in CollectionViewDropProposal(operation: .copy, intent: .insertIntoDestinationIndexPath) }
        holdAndDrag(stage, from: 25, through: [120, 175])
        #expect(delegates.lastDestination == IndexPath(item: 3, section: 0))
        #expect(frames(stage)["B"] == 50 && frames(stage)["D"] == 150, "nothing made room")
        let d = try #require(stage.cell(3))
        #expect(d.configurationState.cellDropState == .targeted)
        #expect(stage.cell(1)?.configurationState.cellDropState == .notTargeted)
        stage.window.send(PointerEvent(.up, at: CGPoint(x: 100, y: 175)))
        stage.clock.advance(by: 0.5)
        #expect(delegates.log.contains("performDrop [0] -> 3"))
        #expect(frames(stage) == ["A": 0, "B": 50, "C": 100, "D": 150, "E": 200], "the dragged item went back")
        #expect(d.configurationState.cellDropState == .none)
        #expect(stage.source.log.filter { $0.hasPrefix("moveItemAt") }.isEmpty)
    }

    @Test("when the dragged item's cell is lifted and put down, then it is told lifting, dragging, then none, and its configuration state follows")
    func cellDragStates() throws {
        let (stage, delegates) = stage()
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 320, height: 50)
        layout.minimumLineSpacing = 0
        let collectionView = CollectionView(frame: stage.window.bounds, collectionViewLayout: layout)
        collectionView.register(DragStateCell.self, forCellWithReuseIdentifier: "cell")
        let source = UnmovableSource(["A", "B"])
        collectionView.dataSource = source
        collectionView.dragDelegate = delegates
        collectionView.dragInteractionEnabled = true
        stage.collectionView.removeFromSuperview()
        stage.window.addSubview(collectionView)
        stage.clock.advanceFrames(1)
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? DragStateCell)
        stage.window.send(PointerEvent(.down, at: CGPoint(x: 100, y: 25)))
        stage.clock.advance(by: 0.6)
        stage.window.send(PointerEvent(.moved, at: CGPoint(x: 100, y: 60)))
        stage.clock.advanceFrames(1)
        #expect(cell.dragStates == [.lifting, .dragging])
        #expect(cell.configurationState.cellDragState == .dragging)
        stage.window.send(PointerEvent(.up, at: CGPoint(x: 100, y: 60)))
        stage.clock.advance(by: 0.5)
        #expect(cell.dragStates == [.lifting, .dragging, .none])
        #expect(cell.configurationState.cellDragState == .none)
    }

    @Test("when the pointer leaves the view and comes back, then the drop session exits, the gap closes, and entering asks canHandle again")
    func leavingAndComingBack() {
        let (stage, delegates) = stage()
        holdAndDrag(stage, from: 25, through: [130, 400])
        #expect(!stage.collectionView.hasActiveDrop)
        #expect(frames(stage)["B"] == 50, "the gap closed")
        stage.window.send(PointerEvent(.moved, at: CGPoint(x: 100, y: 130)))
        stage.clock.advanceFrames(1)
        stage.window.send(PointerEvent(.up, at: CGPoint(x: 100, y: 130)))
        stage.clock.advance(by: 0.5)
        #expect(delegates.log == ["itemsForBeginning 0", "dragPreviewParameters 0", "dragSessionWillBegin", "canHandle", "dropSessionDidEnter", "dropSessionDidExit",
                                  "canHandle", "dropSessionDidEnter", "dropSessionDidEnd", "dragSessionDidEnd"])
        #expect(stage.source.items == [["B", "C", "A", "D", "E"]])
    }

    @Test("when the drop is cancelled or the delegate cannot handle the session, then nothing is dropped and the item goes back")
    func noDrop() {
        let (stage, delegates) = stage()
        delegates.proposal = { _ in CollectionViewDropProposal(operation: .cancel) }
        holdAndDrag(stage, from: 25, through: [180])
        stage.window.send(PointerEvent(.up, at: CGPoint(x: 100, y: 180)))
        stage.clock.advance(by: 0.5)
        #expect(!delegates.log.contains { $0.hasPrefix("performDrop") })
        #expect(stage.source.items == [["A", "B", "C", "D", "E"]])
        #expect(frames(stage)["A"] == 0)

        delegates.log = []
        delegates.canHandle = false
        delegates.proposal = { _ in CollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath) }
        holdAndDrag(stage, from: 25, through: [180])
        stage.window.send(PointerEvent(.up, at: CGPoint(x: 100, y: 180)))
        stage.clock.advance(by: 0.5)
        #expect(delegates.log == ["itemsForBeginning 0", "dragPreviewParameters 0", "dragSessionWillBegin", "canHandle", "dragSessionDidEnd"],
                "not accepted: no enter, no update, no end of the drop")
        #expect(stage.source.items == [["A", "B", "C", "D", "E"]])
    }

    @Test("when the drag delegate gives no items or drag interaction is off, then no drag starts and a held touch still taps")
    func noDrag() {
        let (stage, delegates) = stage()
        delegates.itemsToDrag = { _ in [] }
        holdAndDrag(stage, from: 25, through: [])
        #expect(!stage.collectionView.hasActiveDrag)
        stage.window.send(PointerEvent(.up, at: CGPoint(x: 100, y: 25)))
        stage.clock.advanceFrames(1)
        #expect(stage.collectionView.indexPathsForSelectedItems == [IndexPath(item: 0, section: 0)])

        let (plain, log) = self.stage()
        plain.collectionView.dragInteractionEnabled = false
        holdAndDrag(plain, from: 25, through: [180])
        #expect(log.log.isEmpty && !plain.collectionView.hasActiveDrag)
    }

    @Test("when no idiom is set or it is a phone, then drag interaction is off by default; on iPad and Mac it is on")
    func dragInteractionDefault() {
        let collectionView = CollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(!collectionView.dragInteractionEnabled)
        collectionView.dragInteractionEnabled = true
        #expect(collectionView.dragInteractionEnabled)
        let pad = CollectionView(frame: .zero)
        pad.overrideTraitCollection = TraitCollection(userInterfaceIdiom: .pad)
        #expect(pad.dragInteractionEnabled)
    }

    @Test("when a mouse drags an item beyond the slop, then the drag starts at once and keeps the grab offset")
    func mouseDrag() throws {
        let (stage, delegates) = stage()
        stage.window.send(PointerEvent(.down, at: CGPoint(x: 100, y: 10), kind: .mouse))
        stage.window.send(PointerEvent(.moved, at: CGPoint(x: 100, y: 40), kind: .mouse))
        stage.clock.advanceFrames(1)
        #expect(stage.collectionView.hasActiveDrag)
        let lifted = try #require(stage.collectionView.visibleCells.first { ($0 as? RecordingCell)?.configuredItem == "A" })
        #expect(lifted.center.y == 55, "the item moved by the pointer's 30 points, not to the pointer")
        stage.window.send(PointerEvent(.up, at: CGPoint(x: 100, y: 40), kind: .mouse))
        #expect(delegates.log.first == "itemsForBeginning 0")
    }

    @Test("when a proposal moves items the session does not allow to move, then it is reported and the drop is forbidden")
    func moveNotAllowed() {
        let (stage, delegates) = stage()
        delegates.allowsMove = false
        holdAndDrag(stage, from: 25, through: [180])
        stage.window.send(PointerEvent(.up, at: CGPoint(x: 100, y: 180)))
        stage.clock.advance(by: 0.5)
        #expect(stage.diagnostics.messages.first == "the drop proposal moves the items, but the drag session does not allow moving them")
        #expect(stage.source.items == [["A", "B", "C", "D", "E"]])
        #expect(!delegates.log.contains { $0.hasPrefix("performDrop") })
    }

    @Test("when the coordinator is told to drop at an item the view does not have, then it is reported and the view stays consistent")
    func dropAtMissingItem() {
        let (stage, delegates) = stage()
        delegates.proposal = { _ in CollectionViewDropProposal(operation: .copy, intent: .insertIntoDestinationIndexPath) }
        delegates.perform = { _, coordinator in
            if let item = coordinator.items.first { coordinator.drop(item.dragItem, toItemAt: IndexPath(item: 40, section: 0)) }
            coordinator.drop(DragItem(itemProvider: ItemProvider()), intoItemAt: IndexPath(item: 1, section: 0), rect: .zero)
        }
        holdAndDrag(stage, from: 25, through: [120])
        stage.window.send(PointerEvent(.up, at: CGPoint(x: 100, y: 120)))
        stage.clock.advance(by: 0.5)
        #expect(stage.diagnostics.messages == ["the drop coordinator was asked to drop at item [0, 40], which does not exist",
                                               "the drop coordinator was asked to drop a drag item that is not in the drop session"])
        #expect(frames(stage) == ["A": 0, "B": 50, "C": 100, "D": 150, "E": 200])
    }

    @Test("when the data is reloaded in the middle of a drag, then the drag ends without a drop and the delegates hear its end")
    func reloadDuringDrag() {
        let (stage, delegates) = stage()
        holdAndDrag(stage, from: 25, through: [130])
        stage.collectionView.reloadData()
        stage.window.send(PointerEvent(.moved, at: CGPoint(x: 100, y: 180)))
        stage.clock.advanceFrames(1)
        stage.window.send(PointerEvent(.up, at: CGPoint(x: 100, y: 180)))
        stage.clock.advance(by: 0.5)
        #expect(!delegates.log.contains { $0.hasPrefix("performDrop") })
        #expect(delegates.log.suffix(2) == ["dropSessionDidEnd", "dragSessionDidEnd"])
        #expect(stage.source.items == [["A", "B", "C", "D", "E"]])
        #expect(frames(stage) == ["A": 0, "B": 50, "C": 100, "D": 150, "E": 200])
        #expect(!stage.collectionView.hasActiveDrag && !stage.collectionView.hasUncommittedUpdates)
    }

    @Test("when a drag rests a second on another item of a spring-loaded view, then the delegate is asked and the item is selected once; moving on starts again")
    func springLoading() {
        let (stage, delegates) = stage()
        stage.collectionView.delegate = delegates
        delegates.proposal = { _ in CollectionViewDropProposal(operation: .copy, intent: .insertIntoDestinationIndexPath) }
        holdAndDrag(stage, from: 25, through: [175])
        stage.clock.advance(by: 2)
        #expect(!delegates.log.contains { $0.hasPrefix("shouldSpringLoad") }, "not spring-loaded: nothing opens")

        stage.collectionView.isSpringLoaded = true
        stage.window.send(PointerEvent(.moved, at: CGPoint(x: 110, y: 125)))
        stage.clock.advance(by: 0.9)
        #expect(!delegates.log.contains { $0.hasPrefix("shouldSpringLoad") }, "not yet")
        stage.clock.advance(by: 0.2)
        #expect(delegates.log.filter { $0.hasPrefix("shouldSpringLoad") || $0.hasPrefix("didSelect") }
                == ["shouldSpringLoad 2 activating true", "didSelect 2"])
        stage.clock.advance(by: 2)
        #expect(delegates.log.filter { $0.hasPrefix("didSelect") }.count == 1, "once while it rests there")
        delegates.springs = false
        stage.window.send(PointerEvent(.moved, at: CGPoint(x: 110, y: 225)))
        stage.clock.advance(by: 1.5)
        #expect(delegates.log.last == "shouldSpringLoad 4 activating true", "the delegate refused: no selection")
        stage.window.send(PointerEvent(.up, at: CGPoint(x: 110, y: 225)))
        stage.clock.advance(by: 0.5)
        #expect(stage.collectionView.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    }

    @Test("when the drop session loads the dragged items, then their text arrives in order, and the local drag session is the same")
    func sessionLoadsObjects() throws {
        let (stage, delegates) = stage()
        var loaded: [String] = []
        var local = false
        delegates.itemsToDrag = { indexPath in
            let item = DragItem(itemProvider: ItemProvider(object: "first \(indexPath.item)" as NSString))
            item.localObject = indexPath.item
            return [item, DragItem(itemProvider: ItemProvider(object: "second"))]
        }
        delegates.proposal = { _ in CollectionViewDropProposal(operation: .copy, intent: .insertIntoDestinationIndexPath) }
        delegates.perform = { collectionView, coordinator in
            #expect(coordinator.session.canLoadObjects(ofClass: String.self))
            #expect(coordinator.session.hasItemsConforming(toTypeIdentifiers: ["public.text"]))
            #expect(!coordinator.session.hasItemsConforming(toTypeIdentifiers: ["public.image"]))
            coordinator.session.loadObjects(ofClass: NSString.self) { objects in loaded = objects.compactMap { ($0 as? NSString).map(String.init) } }
            local = coordinator.session.localDragSession === coordinator.session
            #expect(coordinator.items.first?.dragItem.localObject as? Int == 0)
            #expect(coordinator.session.location(in: collectionView) == CGPoint(x: 100, y: 120))
        }
        holdAndDrag(stage, from: 25, through: [120])
        stage.window.send(PointerEvent(.up, at: CGPoint(x: 100, y: 120)))
        stage.clock.advanceFrames(1)
        #expect(loaded == ["first 0", "second"])
        #expect(local)
    }
}
