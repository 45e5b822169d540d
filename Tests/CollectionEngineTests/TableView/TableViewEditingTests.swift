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

@Suite("TableView: editing, swipe to delete, reordering, selection and scrolling (F15, F18)")
@MainActor
struct TableViewEditingTests {
    /// The middle of a 44-point row, in window coordinates, before scrolling.
    func rowMiddle(_ row: Int) -> CGFloat { CGFloat(row) * 44 + 22 }

    @Test("when editing starts, then editable rows show their editing control and movable rows a reorder control; leaving editing removes them")
    func editingControls() throws {
        let stage = TableStage(rows: 4) { _, source in
            source.uneditableRows = [IndexPath(row: 1, section: 0)]
            source.unmovableRows = [IndexPath(row: 2, section: 0)]
            source.editingStyle = { $0.row == 3 ? .insert : .delete }
        }
        #expect(!stage.tableView.isEditing)
        stage.tableView.setEditing(true, animated: true)
        stage.clock.advanceFrames(1)
        #expect(stage.tableView.isEditing)
        let rows = (0..<4).map { stage.cell($0) }
        #expect(rows.allSatisfy { $0 != nil }, "every row has a cell")
        #expect(rows[0]?.isEditing == true && rows[0]?.editingStyle == .delete)
        #expect(rows[0]?.control(.delete) != nil && rows[0]?.control(.reorder) != nil)
        #expect(rows[1]?.editingStyle == TableViewCell.EditingStyle.none && rows[1]?.control(.delete) == nil, "not editable: no control")
        #expect(rows[2]?.control(.delete) != nil && rows[2]?.control(.reorder) == nil, "not movable: no grip")
        #expect(rows[3]?.control(.insert) != nil)
        stage.tableView.isEditing = false
        stage.clock.advanceFrames(1)
        #expect(rows.allSatisfy { $0?.isEditing == false && $0?.control(.delete) == nil && $0?.control(.reorder) == nil })
    }

    @Test("when a table draws its controls, then they are the list accessories' symbols: a red minus disc, a green plus disc, a grip, a checkmark in the tint")
    func controlSymbols() throws {
        let stage = TableStage(rows: 2) { _, source in
            source.editingStyle = { $0.row == 1 ? .insert : .delete }
        }
        stage.tableView.setEditing(true, animated: false)
        stage.clock.advanceFrames(1)
        func images(_ control: TableCellControl?) -> [Image] {
            guard case .custom(let custom)? = control?.renderedContent else { return [] }
            return RenderedContent.custom(custom).images
        }
        let delete = images(stage.cell(0)?.control(.delete)), insert = images(stage.cell(1)?.control(.insert))
        let grip = images(stage.cell(0)?.control(.reorder))
        #expect(delete.map(\.name) == ["minus.circle.fill"] && delete.first?.tintColor == .systemRed)
        #expect(insert.map(\.name) == ["plus.circle.fill"] && insert.first?.tintColor == .systemGreen)
        #expect(grip.map(\.name) == ["line.3.horizontal"])
        // The same symbol, colour and size as a list cell's delete accessory.
        let listDelete = AccessoryView(accessory: .delete())
        #expect(listDelete.renderedContent?.images == delete)
        let checked = TableCellControl(role: .accessory(.checkmark)), detail = TableCellControl(role: .accessory(.detailDisclosureButton))
        checked.tintColor = .systemPink
        #expect(images(checked).map(\.name) == ["checkmark"] && images(checked).first?.tintColor == .systemPink)
        #expect(images(detail).map(\.name) == ["info.circle", "chevron.right"])
        let all = images(checked) + images(detail) + delete + insert + grip
        #expect(all.allSatisfy { $0.isKnownSymbol })
        #expect(TableCellControl(role: .accessory(.none)).renderedContent == nil)
        // The symbols grow with the reader's text, up to 1.4 times (a list accessory's too).
        let standard = try #require(images(checked).first).size
        checked.overrideTraitCollection = TraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        let larger = try #require(images(checked).first).size
        checked.overrideTraitCollection = TraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        let largest = try #require(images(checked).first).size
        #expect(standard.width < larger.width && larger.width < largest.width)
        #expect(largest == Image.SymbolConfiguration(pointSize: 17 * 1.4).symbolSize, "\(largest)")
        listDelete.overrideTraitCollection = TraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(listDelete.renderedContent?.images.first?.size == largest)
    }

    @Test("when the delete control is tapped and then the confirmation button, then the data source commits the delete and the row goes away")
    func deleteThroughControls() throws {
        let stage = TableStage(rows: 4)
        stage.tableView.setEditing(true, animated: false)
        stage.clock.advanceFrames(1)
        stage.tap(CGPoint(x: 20, y: rowMiddle(1)))
        #expect(try #require(stage.cell(1)).showingDeleteConfirmation)
        #expect(stage.source.changes.filter { $0.hasPrefix("commit") }.isEmpty)
        stage.tap(CGPoint(x: 300, y: rowMiddle(1)))
        #expect(stage.source.changes.contains("commit delete (0 - 1)"))
        stage.clock.advance(by: 0.5)
        #expect(stage.shown == ["r0", "r2", "r3"])
        stage.tap(CGPoint(x: 20, y: rowMiddle(0)))
        stage.tap(CGPoint(x: 20, y: rowMiddle(0)))
        #expect(try #require(stage.cell(0)).showingDeleteConfirmation == false, "a second tap on the control closes the confirmation")
        #expect(stage.diagnostics.messages.isEmpty)
    }

    @Test("when the insert control is tapped, then the data source commits an insert")
    func insertThroughControl() {
        let stage = TableStage(rows: 2) { _, source in source.editingStyle = { _ in .insert } }
        stage.tableView.setEditing(true, animated: false)
        stage.clock.advanceFrames(1)
        stage.tap(CGPoint(x: 20, y: rowMiddle(0)))
        #expect(stage.source.changes.contains("commit insert (0 - 0)"))
        stage.clock.advance(by: 0.5)
        #expect(stage.shown == ["r0", "new", "r1"])
    }

    @Test("when an assistive technology asks an editing row with the insert style for its actions, then it offers Insert, which commits an insert as the control does")
    func insertAsCustomAction() throws {
        let stage = TableStage(rows: 2) { _, source in source.editingStyle = { _ in .insert } }
        #expect(stage.cell(0)?.accessibilityCustomActions == nil, "not editing: no insert control")
        stage.tableView.setEditing(true, animated: false)
        stage.clock.advanceFrames(1)
        let insert = try #require(stage.cell(0)?.accessibilityCustomActions?.first)
        #expect(insert.name == "Insert")
        #expect(insert.perform())
        #expect(stage.source.changes.contains("commit insert (0 - 0)"))
    }

    @Test("when a row is swiped past 40 points it stays open; a tap elsewhere closes it; a swipe past 60 % deletes at once")
    func swipeToDelete() throws {
        let stage = TableStage(rows: 5)
        stage.drag(from: CGPoint(x: 300, y: rowMiddle(1)), to: CGPoint(x: 220, y: rowMiddle(1)))
        stage.clock.advance(by: 0.5)
        let cell = try #require(stage.cell(1))
        #expect(cell.showingDeleteConfirmation)
        #expect(stage.tableView.contentOffset.y == 0, "a horizontal swipe does not scroll")
        stage.tap(CGPoint(x: 100, y: rowMiddle(3)))
        #expect(!cell.showingDeleteConfirmation)

        stage.drag(from: CGPoint(x: 300, y: rowMiddle(1)), to: CGPoint(x: 280, y: rowMiddle(1)))
        stage.clock.advance(by: 0.5)
        #expect(!cell.showingDeleteConfirmation, "a short swipe springs back")

        stage.drag(from: CGPoint(x: 310, y: rowMiddle(2)), to: CGPoint(x: 40, y: rowMiddle(2)))
        stage.clock.advance(by: 0.5)
        #expect(stage.source.changes.contains("commit delete (0 - 2)"))
        #expect(stage.shown == ["r0", "r1", "r3", "r4"])

        stage.drag(from: CGPoint(x: 300, y: rowMiddle(0)), to: CGPoint(x: 220, y: rowMiddle(0)))
        stage.clock.advance(by: 0.5)
        stage.tap(CGPoint(x: 290, y: rowMiddle(0)))
        #expect(stage.source.changes.contains("commit delete (0 - 0)"), "tapping the open button deletes")
        #expect(stage.diagnostics.messages.isEmpty)
    }

    @Test("when a row cannot be edited, or the table is editing, then a horizontal swipe does not open a delete button")
    func swipeRefused() throws {
        let stage = TableStage(rows: 3) { _, source in source.uneditableRows = [IndexPath(row: 0, section: 0)] }
        stage.drag(from: CGPoint(x: 300, y: rowMiddle(0)), to: CGPoint(x: 200, y: rowMiddle(0)))
        stage.clock.advance(by: 0.5)
        #expect(try #require(stage.cell(0)).showingDeleteConfirmation == false)
        stage.tableView.setEditing(true, animated: false)
        stage.drag(from: CGPoint(x: 200, y: rowMiddle(1)), to: CGPoint(x: 100, y: rowMiddle(1)))
        stage.clock.advance(by: 0.5)
        #expect(try #require(stage.cell(1)).showingDeleteConfirmation == false)
    }

    @Test("when a row's reorder control is dragged down two rows in editing mode, then the rows re-flow, the cell hears its drag states and the data source is told one moveRowAt; the delegate may redirect the target")
    func reorder() throws {
        let stage = TableStage(rows: 5)
        stage.tableView.setEditing(true, animated: false)
        stage.clock.advanceFrames(1)
        let moved = try #require(stage.cell(0) as? RecordingTableCell)
        stage.drag(from: CGPoint(x: 305, y: rowMiddle(0)), to: CGPoint(x: 305, y: rowMiddle(2)))
        stage.clock.advance(by: 0.5)
        #expect(moved.dragStates == [.lifting, .dragging, .none])
        #expect(stage.source.changes.filter { $0.hasPrefix("moveRowAt") } == ["moveRowAt (0 - 0) -> (0 - 2)"])
        #expect(stage.shown == ["r1", "r2", "r0", "r3", "r4"])
        #expect(stage.frames["r0"]?.minY == 88)
        #expect(!stage.tableView.hasUncommittedUpdates, "the data source was told")

        stage.source.moveTarget = { _, proposed in proposed.row == 0 ? IndexPath(row: 1, section: 0) : proposed }
        stage.source.clearLog()
        stage.drag(from: CGPoint(x: 305, y: rowMiddle(3)), to: CGPoint(x: 305, y: 2))
        stage.clock.advance(by: 0.5)
        #expect(stage.source.changes.filter { $0.hasPrefix("moveRowAt") } == ["moveRowAt (0 - 3) -> (0 - 1)"], "not to the top")
        #expect(stage.diagnostics.messages.isEmpty)
    }

    @Test("when a press outside the reorder control drags vertically in editing mode, then the table scrolls instead of moving the row")
    func editingScrolls() {
        let stage = TableStage(rows: 30)
        stage.tableView.setEditing(true, animated: false)
        stage.drag(from: CGPoint(x: 150, y: 250), to: CGPoint(x: 150, y: 100))
        #expect(stage.tableView.contentOffset.y > 100)
        #expect(!stage.source.changes.contains { $0.hasPrefix("moveRowAt") })
    }

    @Test("when a row is tapped, then the delegate is asked willSelect and told didSelect; nil refuses and another row redirects, as in UIKit")
    func selection() {
        let stage = TableStage(rows: 5)
        stage.tap(CGPoint(x: 100, y: rowMiddle(1)))
        #expect(stage.source.changes == ["didHighlightRowAt (0 - 1)", "didUnhighlightRowAt (0 - 1)", "willSelectRowAt (0 - 1)", "didSelectRowAt (0 - 1)"])
        #expect(stage.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))

        stage.source.clearLog()
        stage.source.willSelect = { $0.row == 2 ? nil : ($0.row == 3 ? IndexPath(row: 4, section: 0) : $0) }
        stage.tap(CGPoint(x: 100, y: rowMiddle(2)))
        #expect(stage.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0), "nil refuses")
        stage.tap(CGPoint(x: 100, y: rowMiddle(3)))
        #expect(stage.tableView.indexPathsForSelectedRows == [IndexPath(row: 4, section: 0)], "redirected to row 4")
        #expect(Array(stage.source.changes.suffix(2)) == ["didDeselectRowAt (0 - 1)", "didSelectRowAt (0 - 4)"])
        #expect(stage.source.changes.contains("didSelectRowAt (0 - 4)") && !stage.source.changes.contains("didSelectRowAt (0 - 3)"))
        #expect(stage.cell(4)?.isSelected == true && stage.cell(3)?.isSelected == false)

        stage.source.willSelect = { _ in IndexPath(row: 99, section: 0) }
        stage.tap(CGPoint(x: 100, y: rowMiddle(0)))
        #expect(stage.tableView.indexPathForSelectedRow == IndexPath(row: 4, section: 0))
        #expect(stage.diagnostics.messages == ["tableView(_:willSelectRowAt:) answered row (0 - 99) for row (0 - 0), which does not exist"])
    }

    @Test("when multiple selection is on, then taps toggle rows; selectRow and deselectRow work from code without telling the delegate")
    func multipleSelection() {
        let stage = TableStage(rows: 5) { table, _ in table.allowsMultipleSelection = true }
        stage.tap(CGPoint(x: 100, y: rowMiddle(0)))
        stage.tap(CGPoint(x: 100, y: rowMiddle(2)))
        #expect(stage.tableView.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)])
        stage.tap(CGPoint(x: 100, y: rowMiddle(0)))
        #expect(stage.tableView.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
        stage.source.clearLog()
        stage.tableView.selectRow(at: IndexPath(row: 4, section: 0), animated: false, scrollPosition: .none)
        stage.tableView.deselectRow(at: IndexPath(row: 2, section: 0), animated: false)
        #expect(stage.tableView.indexPathsForSelectedRows == [IndexPath(row: 4, section: 0)])
        #expect(stage.source.changes.isEmpty)
        stage.tableView.selectRow(at: IndexPath(row: 40, section: 0), animated: false, scrollPosition: .none)
        #expect(stage.diagnostics.messages.count == 1)
        stage.tableView.selectRow(at: nil, animated: false, scrollPosition: .none)
        #expect(stage.tableView.indexPathForSelectedRow == nil)
    }

    @Test("when the table is editing, then taps do not select unless allowsSelectionDuringEditing, and entering editing clears the selection")
    func selectionWhileEditing() {
        let stage = TableStage(rows: 3)
        stage.tap(CGPoint(x: 150, y: rowMiddle(0)))
        stage.tableView.setEditing(true, animated: false)
        #expect(stage.tableView.indexPathForSelectedRow == nil)
        stage.tap(CGPoint(x: 150, y: rowMiddle(1)))
        #expect(stage.tableView.indexPathForSelectedRow == nil)
        stage.tableView.allowsSelectionDuringEditing = true
        stage.tap(CGPoint(x: 150, y: rowMiddle(1)))
        #expect(stage.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    }

    @Test("when multiple selection during editing is allowed, then editing rows show selection circles, taps toggle rows, and leaving editing clears them")
    func multipleSelectionWhileEditing() throws {
        let stage = TableStage(rows: 4) { table, _ in table.allowsMultipleSelectionDuringEditing = true }
        stage.tap(CGPoint(x: 150, y: rowMiddle(3)))
        #expect(stage.tableView.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)], "single selection outside editing")
        stage.tableView.setEditing(true, animated: false)
        stage.clock.advanceFrames(1)
        #expect(stage.tableView.indexPathsForSelectedRows == nil, "entering a mode that selects differently clears the selection")
        let first = try #require(stage.cell(0))
        #expect(first.control(.selection(false)) != nil && first.control(.delete) == nil, "a circle instead of the delete control")
        stage.tap(CGPoint(x: 20, y: rowMiddle(0)))
        stage.tap(CGPoint(x: 150, y: rowMiddle(2)))
        #expect(stage.tableView.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)])
        #expect(first.control(.selection(true)) != nil, "the circle fills")
        stage.tap(CGPoint(x: 150, y: rowMiddle(0)))
        #expect(stage.tableView.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
        stage.tableView.setEditing(false, animated: false)
        stage.clock.advanceFrames(1)
        #expect(stage.tableView.indexPathsForSelectedRows == nil, "nil when nothing is selected, as in UIKit")
        #expect(first.control(.selection(false)) == nil && first.control(.selection(true)) == nil)
        #expect(stage.diagnostics.messages.isEmpty)
    }

    @Test("when scrollToRow is asked for each position, then the row lands there, below a pinned header in the plain style; bad index paths are reported in UIKit's words")
    func scrollToRow() {
        let stage = TableStage(items: [(0..<50).map { "r\($0)" }]) { _, source in source.headerTitles = ["Header"] }
        let table = stage.tableView
        let row20 = IndexPath(row: 20, section: 0)
        let frame = table.rectForRow(at: row20)
        table.scrollToRow(at: row20, at: .top, animated: false)
        #expect(table.contentOffset.y == frame.minY - 28, "just below the pinned 28-point header")
        table.scrollToRow(at: row20, at: .bottom, animated: false)
        #expect(table.contentOffset.y == frame.maxY - 300)
        table.scrollToRow(at: row20, at: .middle, animated: false)
        #expect(table.contentOffset.y == frame.midY - 28 - (300 - 28) / 2)
        let before = table.contentOffset
        table.scrollToRow(at: row20, at: .none, animated: false)
        #expect(table.contentOffset == before, ".none leaves a visible row alone")
        table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .none, animated: true)
        stage.clock.advance(by: 1)
        #expect(table.contentOffset.y == 0)
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top, animated: false)
        table.scrollToRow(at: IndexPath(row: 0, section: 3), at: .top, animated: false)
        #expect(stage.diagnostics.messages == [
            "Attempted to scroll the table view to an out-of-bounds row (50) when there are only 50 rows in section 0. Index path: (0 - 50)",
            "Attempted to scroll the table view to an out-of-bounds section (3) when there are only 1 sections. Index path: (3 - 0)",
        ])
        #expect(table.contentOffset.y == 0)
    }

    @Test("when a long table scrolls, then the prefetching data source is asked for rows ahead and told to cancel those left behind")
    func prefetching() {
        let stage = TableStage(rows: 1000)
        for step in 1...10 {
            stage.tableView.setContentOffset(CGPoint(x: 0, y: CGFloat(step) * 100), animated: false)
            stage.clock.advanceFrames(1)
        }
        let prefetches = stage.source.log.filter { $0.hasPrefix("prefetch") }
        #expect(!prefetches.isEmpty)
        #expect(prefetches.allSatisfy { !$0.contains("(0 - 0)") }, "rows already shown are not prefetched")
        for step in (0...9).reversed() {
            stage.tableView.setContentOffset(CGPoint(x: 0, y: CGFloat(step) * 300), animated: false)
            stage.clock.advanceFrames(1)
        }
        #expect(stage.source.log.contains { $0.hasPrefix("cancel") })
        stage.tableView.prefetchDataSource = nil
        stage.source.clearLog()
        stage.tableView.setContentOffset(CGPoint(x: 0, y: 4000), animated: false)
        stage.clock.advanceFrames(2)
        #expect(!stage.source.log.contains { $0.hasPrefix("prefetch") })
    }

    @Test("when a table's refresh control is pulled, then it fires, and the rows rest below it until refreshing ends")
    func refreshControl() {
        let stage = TableStage(rows: 20)
        let control = RefreshControl()
        var fired = 0
        control.addAction(Action { _ in fired += 1 }, for: .valueChanged)
        stage.tableView.refreshControl = control
        stage.drag(from: CGPoint(x: 150, y: 20), to: CGPoint(x: 150, y: 290), steps: 10)
        stage.clock.advance(by: 1)
        #expect(fired == 1 && control.isRefreshing)
        #expect(stage.tableView.contentOffset.y < 0)
        control.endRefreshing()
        stage.clock.advance(by: 1)
        #expect(stage.tableView.contentOffset.y == 0)
        #expect(stage.shown.first == "r0")
    }
}
