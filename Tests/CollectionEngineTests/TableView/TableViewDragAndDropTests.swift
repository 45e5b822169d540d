import CollectionEngine
import CollectionGeometry
import EngineTestSupport
import Foundation
import Testing
import TestSupport
import ViewSystem
import ViewTestSupport

/// A table's drag and drop delegates that log what they are asked.
@MainActor
final class TableDragDropLog: TableViewDragDelegate, TableViewDropDelegate, TableViewDelegate {
    var log: [String] = []
    var intent: TableViewDropProposal.Intent = .automatic
    var operation: DropOperation = .move
    var perform: (TableView, any TableViewDropCoordinator) -> Void = { _, _ in }
    var dragParameters: DragPreviewParameters?
    var dropParameters: DragPreviewParameters?

    func tableView(_ tableView: TableView, dragPreviewParametersForRowAt indexPath: IndexPath) -> DragPreviewParameters? {
        log.append("dragPreviewParameters \(indexPath.row)")
        return dragParameters
    }
    func tableView(_ tableView: TableView, dropPreviewParametersForRowAt indexPath: IndexPath) -> DragPreviewParameters? {
        log.append("dropPreviewParameters \(indexPath.row)")
        return dropParameters
    }

    func tableView(_ tableView: TableView, itemsForBeginning session: any DragSession, at indexPath: IndexPath) -> [DragItem] {
        log.append("itemsForBeginning \(indexPath.row)")
        return [DragItem(itemProvider: ItemProvider(object: "row \(indexPath.row)"))]
    }
    func tableView(_ tableView: TableView, dragSessionDidEnd session: any DragSession) { log.append("dragSessionDidEnd") }
    func tableView(_ tableView: TableView, dropSessionDidUpdate session: any DropSession,
                   withDestinationIndexPath destinationIndexPath: IndexPath?) -> TableViewDropProposal {
        TableViewDropProposal(operation: operation, intent: intent)
    }
    func tableView(_ tableView: TableView, shouldSpringLoadRowAt indexPath: IndexPath, with context: any SpringLoadedInteractionContext) -> Bool {
        log.append("shouldSpringLoad \(indexPath.row)")
        return true
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { log.append("didSelect \(indexPath.row)") }
    func tableView(_ tableView: TableView, performDropWith coordinator: any TableViewDropCoordinator) {
        log.append("performDrop \(coordinator.items.map { $0.sourceIndexPath?.row ?? -1 }) -> \(coordinator.destinationIndexPath?.row ?? -1) \(coordinator.proposal.intent)")
        perform(tableView, coordinator)
    }
}

@Suite("Drag and drop inside a table view: rows, the automatic intent, moveRowAt")
@MainActor
struct TableViewDragAndDropTests {
    func stage() -> (TableStage, TableDragDropLog) {
        let stage = TableStage(rows: 5)
        let delegates = TableDragDropLog()
        stage.tableView.dragDelegate = delegates
        stage.tableView.dropDelegate = delegates
        stage.tableView.dragInteractionEnabled = true
        return (stage, delegates)
    }

    /// Holds a touch on `y` 0.6 s, drags it to `to` and lifts it.
    func dragRow(_ stage: TableStage, from y: CGFloat, to target: CGFloat) {
        stage.window.send(PointerEvent(.down, at: CGPoint(x: 100, y: y)))
        stage.clock.advance(by: 0.6)
        stage.window.send(PointerEvent(.moved, at: CGPoint(x: 100, y: (y + target) / 2)))
        stage.clock.advanceFrames(1)
        stage.window.send(PointerEvent(.moved, at: CGPoint(x: 100, y: target)))
        stage.clock.advanceFrames(1)
    }

    @Test("when a row is dragged to the edge of another with the automatic intent, then rows make room and the data source's moveRowAt moves it, the row hearing its drag states")
    func automaticBetweenRows() throws {
        let (stage, delegates) = stage()
        let moved = try #require(stage.cell(0) as? RecordingTableCell)
        dragRow(stage, from: 22, to: 44 * 2 + 40)
        #expect(stage.tableView.hasActiveDrag && stage.tableView.hasActiveDrop)
        stage.window.send(PointerEvent(.up, at: CGPoint(x: 100, y: 44 * 2 + 40)))
        stage.clock.advance(by: 0.5)
        #expect(stage.source.changes.filter { $0.hasPrefix("moveRowAt") } == ["moveRowAt (0 - 0) -> (0 - 2)"])
        #expect(stage.shown == ["r1", "r2", "r0", "r3", "r4"])
        #expect(moved.dragStates == [.lifting, .dragging, .none])
        #expect(!delegates.log.contains { $0.hasPrefix("performDrop") })
        #expect(!stage.tableView.hasActiveDrag)
    }

    @Test("when the table's drag and drop delegates give preview parameters, then the lifted row is cut to the drag's outline and the row dropped into wears the drop's while it settles")
    func previewParameters() throws {
        let (stage, delegates) = stage()
        let drag = DragPreviewParameters()
        drag.visiblePath = BezierPath(roundedRect: CGRect(x: 0, y: 0, width: 320, height: 44), cornerRadius: 10)
        let drop = DragPreviewParameters()
        drop.visiblePath = BezierPath(roundedRect: CGRect(x: 0, y: 0, width: 320, height: 44), cornerRadius: 6)
        delegates.dragParameters = drag
        delegates.dropParameters = drop
        delegates.perform = { _, coordinator in
            if let item = coordinator.items.first, let destination = coordinator.destinationIndexPath {
                coordinator.drop(item.dragItem, intoRowAt: destination, rect: .zero)
            }
        }
        let lifted = try #require(stage.cell(0))
        dragRow(stage, from: 22, to: 44 * 3 + 22)
        #expect(lifted.layer.cornerRadius == 10 && lifted.layer.masksToBounds)
        stage.window.send(PointerEvent(.up, at: CGPoint(x: 100, y: 44 * 3 + 22)))
        stage.clock.advanceFrames(1)
        #expect(delegates.log.contains("dropPreviewParameters 3"))
        #expect(stage.cell(3)?.layer.cornerRadius == 6)
        #expect(lifted.layer.cornerRadius == 0, "the drag's outline came off when the row was let go")
        stage.clock.advance(by: 0.5)
        #expect(stage.cell(3)?.layer.cornerRadius == 0 && stage.cell(3)?.layer.masksToBounds == false)
    }

    @Test("when a row is dragged over the middle of another with the automatic intent, then that row is targeted and the drop delegate performs a drop into it")
    func automaticIntoRow() throws {
        let (stage, delegates) = stage()
        dragRow(stage, from: 22, to: 44 * 3 + 22)
        #expect(stage.cell(3)?.configurationState.cellDropState == .targeted)
        #expect(stage.frames["r1"]?.minY == 44, "no room was made")
        stage.window.send(PointerEvent(.up, at: CGPoint(x: 100, y: 44 * 3 + 22)))
        stage.clock.advance(by: 0.5)
        #expect(delegates.log == ["itemsForBeginning 0", "dragPreviewParameters 0", "performDrop [0] -> 3 automatic", "dragSessionDidEnd"])
        #expect(stage.shown == ["r0", "r1", "r2", "r3", "r4"])
        #expect(stage.frames["r0"]?.minY == 0, "the row went back")
    }

    @Test("when a table's drop goes to a placeholder row, then the row is as tall as the placeholder says until the app commits the real row in its place")
    func placeholderRow() throws {
        let (stage, delegates) = stage()
        stage.tableView.register(TableViewCell.self, forCellReuseIdentifier: "loading")
        delegates.intent = .insertAtDestinationIndexPath
        delegates.operation = .copy
        var context: (any TableViewDropPlaceholderContext)?
        delegates.perform = { _, coordinator in
            guard let item = coordinator.items.first, let destination = coordinator.destinationIndexPath else { return }
            let placeholder = TableViewDropPlaceholder(insertionIndexPath: destination, reuseIdentifier: "loading", rowHeight: 80)
            placeholder.cellUpdateHandler = { cell in cell.textLabel?.text = "Loading…" }
            context = coordinator.drop(item.dragItem, to: placeholder)
        }
        dragRow(stage, from: 22, to: 44 * 2 + 40)
        stage.window.send(PointerEvent(.up, at: CGPoint(x: 100, y: 44 * 2 + 40)))
        stage.clock.advance(by: 0.5)
        let placeholderCell = try #require(stage.cell(2))
        #expect(placeholderCell.frame.height == 80)
        #expect(placeholderCell.textLabel?.text == "Loading…")
        let below: CGFloat = 44 * 2 + 80
        #expect(stage.frames["r2"]?.minY == below, "the rows after it moved down by its height")
        #expect(stage.tableView.numberOfRows(inSection: 0) == 6)
        let committed = try #require(context).commitInsertion { indexPath in
            stage.source.items[0].insert("dropped", at: indexPath.row)
        }
        stage.clock.advance(by: 0.5)
        #expect(committed)
        #expect(stage.shown == ["r0", "r1", "dropped", "r2", "r3", "r4"])
        #expect(stage.frames["dropped"]?.height == 44)
        #expect(stage.diagnostics.messages.isEmpty)
    }

    @Test("when a drop's coordinator names a row the table does not have, then it is reported in the table's words")
    func badRow() {
        let (stage, delegates) = stage()
        delegates.perform = { _, coordinator in
            if let item = coordinator.items.first { coordinator.drop(item.dragItem, toRowAt: IndexPath(row: 9, section: 3)) }
        }
        dragRow(stage, from: 22, to: 44 * 3 + 22)
        stage.window.send(PointerEvent(.up, at: CGPoint(x: 100, y: 44 * 3 + 22)))
        stage.clock.advance(by: 0.5)
        #expect(stage.diagnostics.messages == ["the drop coordinator was asked to drop at row [3, 9], which does not exist"])
    }

    @Test("when a drag rests a second on another row of a spring-loaded table, then the row is selected as a tap would")
    func springLoadedRow() {
        let (stage, delegates) = stage()
        stage.tableView.delegate = delegates
        stage.tableView.isSpringLoaded = true
        delegates.intent = .insertIntoDestinationIndexPath
        dragRow(stage, from: 22, to: 44 * 3 + 22)
        stage.clock.advance(by: 1.2)
        #expect(delegates.log.suffix(2) == ["shouldSpringLoad 3", "didSelect 3"])
        #expect(stage.tableView.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
    }

    @Test("when nothing sets it, then a row's controls take no input while it is dragged")
    func userInteractionWhileDragging() {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        #expect(!cell.userInteractionEnabledWhileDragging)
        cell.userInteractionEnabledWhileDragging = true
        #expect(cell.userInteractionEnabledWhileDragging)
    }
}
