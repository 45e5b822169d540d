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

/// Logs the multiple-selection interaction and the selection calls; may refuse the sweep or items.
@MainActor
final class SweepDelegate: CollectionViewDelegate {
    var log: [String] = []
    var allowsSweep = true
    var refusesSelection: Set<IndexPath> = []
    func collectionView(_ collectionView: CollectionView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool {
        log.append("shouldBegin \(indexPath.item)")
        return allowsSweep
    }
    func collectionView(_ collectionView: CollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {
        log.append("didBegin \(indexPath.item) editing \(collectionView.isEditing)")
    }
    func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: CollectionView) { log.append("didEnd") }
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        !refusesSelection.contains(indexPath)
    }
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) { log.append("didSelect \(indexPath.item)") }
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) { log.append("didDeselect \(indexPath.item)") }
}

@Suite("The multiple-selection interaction (two-finger pan in UIKit)")
@MainActor
struct MultipleSelectionInteractionTests {
    /// The grid stage (three 100-point items a row) with a sweep delegate and editing-mode multiple selection.
    func stage(count: Int = 30) -> (GridStage, SweepDelegate) {
        let stage = GridStage(count: count)
        let delegate = SweepDelegate()
        stage.collectionView.delegate = delegate
        stage.collectionView.allowsMultipleSelectionDuringEditing = true
        return (stage, delegate)
    }

    func mouse(_ phase: PointerEvent.Phase, _ x: CGFloat, _ y: CGFloat, in stage: GridStage) {
        stage.window.send(PointerEvent(phase, at: CGPoint(x: x, y: y), kind: .mouse))
        stage.clock.advanceFrames(1)
    }

    @Test("when a mouse drags across items and the delegate agrees, then the view enters editing, the delegate hears begin, the items from the first to the pointer's follow it, and end on release")
    func mouseSweepSelectsTheRange() {
        let (stage, delegate) = stage()
        mouse(.down, 50, 50, in: stage)
        #expect(delegate.log == ["shouldBegin 0"], "asked where the pointer goes down")
        mouse(.moved, 150, 150, in: stage)
        #expect(stage.collectionView.isEditing, "allowsMultipleSelectionDuringEditing: the sweep enters editing mode")
        #expect(delegate.log.prefix(2) == ["shouldBegin 0", "didBegin 0 editing true"])
        #expect(stage.selected == [0, 1, 2, 3, 4], "items 0 through 4 (the pointer is over item 4)")
        mouse(.moved, 250, 50, in: stage)
        #expect(stage.selected == [0, 1, 2], "items the sweep leaves go back to how they were")
        mouse(.up, 250, 50, in: stage)
        #expect(delegate.log.last == "didEnd")
        #expect(stage.selected == [0, 1, 2])
        #expect(stage.collectionView.contentOffset == .zero, "a sweep never scrolls")
        #expect(stage.diagnostics.messages.isEmpty)
    }

    @Test("when a sweep starts on a selected item, then it deselects the items it crosses")
    func sweepFromASelectedItemDeselects() {
        let (stage, delegate) = stage()
        stage.collectionView.allowsMultipleSelection = true
        for item in 0..<6 { stage.collectionView.selectItem(at: IndexPath(item: item, section: 0), animated: false, scrollPosition: []) }
        mouse(.down, 150, 50, in: stage)
        mouse(.moved, 150, 150, in: stage)
        #expect(stage.selected == [0, 5])
        mouse(.up, 150, 150, in: stage)
        #expect(delegate.log.filter { $0.hasPrefix("didDeselect") } == ["didDeselect 1", "didDeselect 2", "didDeselect 3", "didDeselect 4"])
    }

    @Test("when a sweep is held near the bottom edge, then the content scrolls and the items passing under the pointer join the sweep")
    func sweepAutoscrolls() {
        let (stage, delegate) = stage()
        mouse(.down, 150, 50, in: stage)
        mouse(.moved, 150, 290, in: stage)
        #expect(stage.selected == Array(1...7))
        stage.clock.advance(by: 0.5)
        let offset = stage.collectionView.contentOffset.y
        #expect(offset > 100)
        let under = Int((290 + offset) / 100) * 3 + 1
        #expect(stage.selected == Array(1...under), "through the item now under the pointer (offset \(offset))")
        mouse(.up, 150, 290, in: stage)
        #expect(delegate.log.last == "didEnd")
    }

    @Test("when the delegate does not agree (the default), then a mouse drag from an item selects nothing and editing does not start")
    func refusedSweepDoesNothing() {
        let (stage, delegate) = stage()
        delegate.allowsSweep = false
        mouse(.down, 50, 50, in: stage)
        mouse(.moved, 150, 150, in: stage)
        mouse(.up, 150, 150, in: stage)
        #expect(!stage.collectionView.isEditing)
        #expect(!delegate.log.contains { $0.hasPrefix("didBegin") || $0 == "didEnd" })
        #expect(stage.selected.isEmpty)
    }

    @Test("when the mouse is lifted without moving, then the press is an ordinary tap")
    func pressWithoutMovementTaps() {
        let (stage, delegate) = stage()
        stage.tap(CGPoint(x: 150, y: 50), kind: .mouse)
        #expect(stage.selected == [1])
        #expect(!delegate.log.contains { $0.hasPrefix("didBegin") })
    }

    @Test("when a touch drags from an item of a grid, then it scrolls as before: touches sweep only from a selection control")
    func touchScrolls() {
        let (stage, delegate) = stage()
        stage.window.drag(from: CGPoint(x: 150, y: 250), to: CGPoint(x: 150, y: 50), clock: stage.clock)
        #expect(stage.collectionView.contentOffset.y > 0)
        #expect(!delegate.log.contains { $0.hasPrefix("shouldBegin") })
        #expect(stage.selected.isEmpty)
    }

    @Test("when the delegate refuses some swept items, then they stay unselected and the others are selected")
    func refusedItemsStayOut() {
        let (stage, delegate) = stage()
        delegate.refusesSelection = [IndexPath(item: 2, section: 0)]
        mouse(.down, 50, 50, in: stage)
        mouse(.moved, 150, 150, in: stage)
        mouse(.up, 150, 150, in: stage)
        #expect(stage.selected == [0, 1, 3, 4])
    }

    @Test("when the items disappear during a sweep, then the sweep goes on over what remains without a crash and ends")
    func itemsVanishDuringTheSweep() {
        let (stage, delegate) = stage(count: 9)
        mouse(.down, 50, 50, in: stage)
        mouse(.moved, 50, 150, in: stage)
        stage.source.counts = [2]
        stage.collectionView.reloadData()
        stage.clock.advanceFrames(1)
        mouse(.moved, 250, 250, in: stage)
        mouse(.up, 250, 250, in: stage)
        #expect(delegate.log.last == "didEnd")
        #expect(stage.selected.allSatisfy { $0 < 2 })
    }

    @Test("when a pointer drags down a table's selection circles in editing mode, then the rows it crosses are selected and the table does not scroll")
    func tableSweepFromTheSelectionCircles() {
        let stage = TableStage(rows: 20) { table, source in
            table.allowsMultipleSelectionDuringEditing = true
            source.beginsMultipleSelectionInteraction = true
        }
        stage.tableView.setEditing(true, animated: false)
        stage.clock.advanceFrames(1)
        stage.source.clearLog()
        stage.drag(from: CGPoint(x: 20, y: 22), to: CGPoint(x: 20, y: 3 * 44 + 22))
        #expect(stage.tableView.indexPathsForSelectedRows == (0...3).map { IndexPath(row: $0, section: 0) })
        #expect(stage.tableView.contentOffset == .zero)
        let interaction = stage.source.log.filter { $0.contains("MultipleSelection") }
        #expect(interaction == ["shouldBeginMultipleSelectionInteractionAt (0 - 0)", "didBeginMultipleSelectionInteractionAt (0 - 0)", "didEndMultipleSelectionInteraction"])
        // A touch dragging from the middle of a row still scrolls.
        stage.drag(from: CGPoint(x: 160, y: 250), to: CGPoint(x: 160, y: 50))
        #expect(stage.tableView.contentOffset.y > 0)
        #expect(stage.tableView.indexPathsForSelectedRows?.count == 4)
    }

    @Test("when a mouse sweeps a table that is not editing, then it enters editing mode, with its selection circles")
    func tableMouseSweepEntersEditing() {
        let stage = TableStage(rows: 20) { table, source in
            table.allowsMultipleSelectionDuringEditing = true
            source.beginsMultipleSelectionInteraction = true
        }
        stage.window.send(PointerEvent(.down, at: CGPoint(x: 160, y: 22), kind: .mouse))
        stage.clock.advanceFrames(1)
        stage.window.send(PointerEvent(.moved, at: CGPoint(x: 160, y: 66 + 22), kind: .mouse))
        stage.clock.advanceFrames(1)
        stage.window.send(PointerEvent(.up, at: CGPoint(x: 160, y: 66 + 22), kind: .mouse))
        stage.clock.advanceFrames(1)
        #expect(stage.tableView.isEditing)
        #expect(stage.tableView.indexPathsForSelectedRows == (0...2).map { IndexPath(row: $0, section: 0) })
        #expect(stage.cell(1)?.selectionCircleFrame != nil)
    }
}
