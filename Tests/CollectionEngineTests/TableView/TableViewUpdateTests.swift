import CollectionData
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

@Suite("TableView: row and section updates with row animations and the table's wording (F9, B2)")
@MainActor
struct TableViewUpdateTests {
    func animation(of view: View?, in stage: TableStage) -> RenderTransaction.Animation? {
        stage.renderer.transactions.last?.animations.last { $0.view == view?.renderIdentifier }
    }

    @Test("when the 2018 session's update runs on a table (delete the third row, move the last to the top, reload the fourth), then rows follow their items and only the reload asks for a cell")
    func sessionUpdate() throws {
        let stage = TableStage(items: [["A", "B", "C", "D", "E", "F"]]) { table, _ in table.rowHeight = 50 }
        let before = (0..<6).map { stage.cell($0) }
        var finished: Bool?
        stage.tableView.performBatchUpdates({
            stage.source.items = [["F", "A", "D′", "B", "E"]]
            stage.tableView.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
            stage.tableView.moveRow(at: IndexPath(row: 5, section: 0), to: IndexPath(row: 0, section: 0))
            stage.tableView.reloadRows(at: [IndexPath(row: 3, section: 0)], with: .fade)
        }, completion: { finished = $0 })
        #expect(stage.shown == ["F", "A", "D′", "B", "E"])
        #expect(stage.cell(0) === before[5] && stage.cell(1) === before[0] && stage.cell(3) === before[1] && stage.cell(4) === before[4])
        #expect(stage.cell(2) !== before[3], "a reload gets a new cell")
        #expect(stage.source.log == ["cellForRowAt (0 - 2)", "willDisplay (0 - 2)"])
        stage.clock.advanceFrames(1)
        let moved = try #require(animation(of: before[5], in: stage))
        #expect(moved.from.frame.minY == 250 && moved.to.frame.minY == 0)
        let deleted = try #require(animation(of: before[2], in: stage))
        #expect(deleted.to.alpha == 0, "the deleted row fades")
        stage.clock.advance(by: 0.35)
        #expect(finished == true)
        #expect(stage.diagnostics.messages.isEmpty)
    }

    @Test("when the 2018 demo's batch (reload row 3, delete row 2, move row 3 to the top) runs on a table, then it is rejected as in UIKit and recovered; split into the reload, then the delete and move, it animates to [D′, A, B, E]")
    func sessionDemo() {
        let stage = TableStage(items: [["A", "B", "C", "D", "E"]])
        stage.tableView.performBatchUpdates({
            stage.source.items = [["D′", "A", "B", "E"]]
            stage.tableView.reloadRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
            stage.tableView.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
            stage.tableView.moveRow(at: IndexPath(row: 3, section: 0), to: IndexPath(row: 0, section: 0))
        })
        #expect(stage.diagnostics.messages == ["attempt to delete and reload the same index path (0 - 3)"])
        #expect(stage.diagnostics.diagnostics.first?.recovery == "reloaded the data")
        #expect(stage.shown == ["D′", "A", "B", "E"], "the reload shows the model")

        let fixed = TableStage(items: [["A", "B", "C", "D", "E"]])
        fixed.source.items = [["A", "B", "C", "D′", "E"]]
        fixed.tableView.reloadRows(at: [IndexPath(row: 3, section: 0)], with: .fade)
        let movedCell = fixed.cell(3)
        fixed.tableView.performBatchUpdates({
            fixed.source.items = [["D′", "A", "B", "E"]]
            fixed.tableView.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
            fixed.tableView.moveRow(at: IndexPath(row: 3, section: 0), to: IndexPath(row: 0, section: 0))
        })
        #expect(fixed.shown == ["D′", "A", "B", "E"])
        #expect(fixed.cell(0) === movedCell, "the reloaded row's cell moved to the top")
        fixed.clock.advance(by: 0.5)
        #expect(fixed.diagnostics.messages.isEmpty)
    }

    @Test("when a table's batch breaks UIKit's rules, then it is reported in rows, the data reloads and the table keeps working")
    func invalidBatchInRows() {
        let stage = TableStage(items: [["A", "B", "C"]])
        var finished: Bool?
        stage.tableView.performBatchUpdates({
            stage.source.items = [["A", "B", "C", "D"]]
        }, completion: { finished = $0 })
        #expect(stage.diagnostics.messages == [
            "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (4) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).",
        ])
        #expect(finished == false)
        #expect(stage.shown == ["A", "B", "C", "D"])
        stage.diagnostics.clear()
        stage.tableView.deleteRows(at: [IndexPath(row: 7, section: 0)], with: .automatic)
        #expect(stage.diagnostics.messages.first == "attempt to delete row 7 from section 0 which only contains 4 rows before the update")
        #expect(stage.shown == ["A", "B", "C", "D"])
        stage.diagnostics.clear()
        stage.source.items = [["A", "C", "D"]]
        stage.tableView.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .left)
        #expect(stage.shown == ["A", "C", "D"])
        #expect(stage.diagnostics.messages.isEmpty)
    }

    @Test("when an update is described, then its items read in rows, as UIKit's table view prints them")
    func updateItemWording() {
        let stage = TableStage(items: [["A", "B"]])
        stage.tableView.performBatchUpdates({
            stage.source.items = [["B", "A"]]
            stage.tableView.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
        })
        #expect(stage.diagnostics.messages.isEmpty)
        let delete = CollectionViewUpdateItem(action: .delete, indexPathBeforeUpdate: IndexPath(row: 0, section: 1), indexPathAfterUpdate: nil)
        let move = CollectionViewUpdateItem(action: .move, indexPathBeforeUpdate: IndexPath(row: 0, section: 1), indexPathAfterUpdate: IndexPath(row: 4, section: 0))
        #expect(delete.description(using: .tableView) == "Delete row (1 - 0)")
        #expect(move.description(using: .tableView) == "Move row (1 - 0) → (0 - 4)")
    }

    @Test("when rows are deleted with .left and inserted with .right, then they slide out to and in from those sides")
    func rowAnimations() throws {
        let stage = TableStage(items: [["A", "B", "C"]]) { table, _ in table.rowHeight = 50 }
        let leaving = stage.cell(1)
        stage.tableView.performBatchUpdates({
            stage.source.items = [["A", "X", "C"]]
            stage.tableView.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .left)
            stage.tableView.insertRows(at: [IndexPath(row: 1, section: 0)], with: .right)
        })
        stage.clock.advanceFrames(1)
        let out = try #require(animation(of: leaving, in: stage))
        #expect(out.to.frame.minX == -320 && out.to.frame.minY == 50)
        let into = try #require(animation(of: stage.cell(1), in: stage))
        #expect(into.from.frame.minX == 320 && into.to.frame.minX == 0)
        stage.clock.advance(by: 0.5)

        // .top and .middle, and .none showing at once.
        let top = stage.cell(0)
        stage.tableView.performBatchUpdates({
            stage.source.items = [["Y", "X", "C"]]
            stage.tableView.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .top)
        })
        stage.clock.advanceFrames(1)
        #expect(try #require(animation(of: top, in: stage)).to.frame.minY == -50)
        stage.clock.advance(by: 0.5)
        stage.source.items = [["Y", "X", "C", "Z"]]
        stage.tableView.insertRows(at: [IndexPath(row: 3, section: 0)], with: .none)
        stage.clock.advanceFrames(1)
        let shown = animation(of: stage.cell(3), in: stage)
        #expect(shown == nil || shown?.from.alpha == 1, ".none shows the row at once")
    }

    @Test("when beginUpdates and endUpdates bracket changes, then they commit together at the outermost end; an unmatched endUpdates is reported")
    func beginEndUpdates() {
        let stage = TableStage(items: [["A", "B"]])
        stage.tableView.beginUpdates()
        stage.tableView.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        stage.tableView.beginUpdates()
        stage.source.items = [["B", "C"]]
        stage.tableView.insertRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
        stage.tableView.endUpdates()
        #expect(stage.shown == ["A", "B"], "nothing commits before the outermost endUpdates")
        stage.tableView.endUpdates()
        #expect(stage.shown == ["B", "C"])
        stage.tableView.endUpdates()
        #expect(stage.diagnostics.messages == ["endUpdates() was called without a matching beginUpdates()"])
    }

    @Test("when sections are inserted, deleted and reloaded with animations, then the table follows, and reconfigureRows keeps the cell")
    func sectionsAndReconfigure() {
        let stage = TableStage(items: [["A"], ["B"]]) { _, source in source.headerTitles = ["1", "2", "3"] }
        stage.source.items = [["A"], ["N"], ["B"]]
        stage.tableView.insertSections(IndexSet(integer: 1), with: .top)
        #expect(stage.shown == ["A", "N", "B"])
        stage.source.items = [["A"], ["B"]]
        stage.tableView.deleteSections(IndexSet(integer: 1), with: .bottom)
        #expect(stage.shown == ["A", "B"])
        let cell = stage.cell(0, section: 1)
        stage.source.items = [["A"], ["B2"]]
        stage.tableView.reloadSections(IndexSet(integer: 1), with: .fade)
        #expect(stage.shown == ["A", "B2"])
        #expect(stage.cell(0, section: 1) !== cell)
        let kept = stage.cell(0)
        stage.source.items = [["A2"], ["B2"]]
        stage.tableView.reconfigureRows(at: [IndexPath(row: 0, section: 0)])
        #expect(stage.cell(0) === kept && stage.shown == ["A2", "B2"])
        stage.clock.advance(by: 0.5)
        #expect(stage.diagnostics.messages.isEmpty)
    }

    @Test("when reloadData runs, then every row is asked again and counts are re-read")
    func reloadData() {
        let stage = TableStage(items: [["A", "B"]])
        stage.source.items = [["X"], ["Y", "Z"]]
        stage.tableView.reloadData()
        stage.clock.advanceFrames(1)
        #expect(stage.tableView.numberOfSections == 2 && stage.tableView.numberOfRows(inSection: 1) == 2)
        #expect(stage.shown == ["X", "Y", "Z"])
        #expect(stage.tableView.numberOfRows(inSection: 9) == 0)
    }
}
