import CollectionEngine
import CollectionGeometry
import EngineTestSupport
import Foundation
import Testing
import ViewSystem
import ViewTestSupport

/// The delegate's row questions and events beyond selection: detail buttons, swipe editing,
/// primary actions and indentation.
@Suite("TableView: the delegate's accessory, editing, primary-action and indentation methods (F15, F18)")
@MainActor
struct TableViewDelegateTests {
    @MainActor
    final class Rows: TableViewDataSource, TableViewDelegate {
        var events: [String] = []
        var primaryActionAllowed = true
        var indentation: Int?

        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 5 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row") ?? TableViewCell(style: .default, reuseIdentifier: "row")
            cell.accessoryType = .detailButton
            return cell
        }
        func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
        func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) { events.append("accessory \(indexPath.row)") }
        func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) { events.append("select \(indexPath.row)") }
        func tableView(_ tableView: TableView, canPerformPrimaryActionForRowAt indexPath: IndexPath) -> Bool { primaryActionAllowed }
        func tableView(_ tableView: TableView, performPrimaryActionForRowAt indexPath: IndexPath) { events.append("primary \(indexPath.row)") }
        func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) { events.append("begin editing \(indexPath.row)") }
        func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) { events.append("end editing \(indexPath?.row ?? -1)") }
        func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { indentation ?? Int.min }
    }

    @MainActor
    struct Stage {
        let clock = ManualFrameClock()
        let window: Window
        let tableView = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), style: .plain)
        let rows = Rows()

        init() {
            window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 300), clock: clock, renderer: RecordingRenderer(), timeSource: ManualTimeSource())
            tableView.dataSource = rows
            tableView.delegate = rows
            window.addSubview(tableView)
            clock.advanceFrames(1)
        }

        func middle(_ row: Int) -> CGFloat { CGFloat(row) * 44 + 22 }
    }

    @Test("when a row's detail button is tapped, then the delegate hears accessoryButtonTappedForRowWith and the row is not selected")
    func detailButton() {
        let stage = Stage()
        stage.window.tap(CGPoint(x: 300, y: stage.middle(1)), clock: stage.clock)
        #expect(stage.rows.events == ["accessory 1"])
        #expect(stage.tableView.indexPathForSelectedRow == nil)
    }

    @Test("when an assistive technology asks a row with a detail button for its actions, then it offers More Info, which tells the delegate as a tap on the button does")
    func detailButtonAsCustomAction() throws {
        let stage = Stage()
        let cell = try #require(stage.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        let actions = try #require(cell.accessibilityCustomActions)
        #expect(actions.map(\.name) == ["Delete", "More Info"], "the built-in delete, then the detail button")
        #expect(try #require(actions.last).perform())
        #expect(stage.rows.events == ["accessory 1"])
        cell.accessoryType = .none
        #expect(try #require(actions.last).perform() == false, "an action kept past its button does nothing")
        #expect(stage.rows.events == ["accessory 1"])
    }

    @Test("when a row is tapped, then didSelect comes first and the primary action after it; a delegate that refuses the primary action hears only the selection; editing mode performs none")
    func primaryAction() {
        let stage = Stage()
        stage.window.tap(CGPoint(x: 100, y: stage.middle(2)), clock: stage.clock)
        #expect(stage.rows.events == ["select 2", "primary 2"])
        stage.rows.events = []
        stage.rows.primaryActionAllowed = false
        stage.window.tap(CGPoint(x: 100, y: stage.middle(3)), clock: stage.clock)
        #expect(stage.rows.events == ["select 3"])
        stage.rows.events = []
        stage.rows.primaryActionAllowed = true
        stage.tableView.allowsSelectionDuringEditing = true
        stage.tableView.setEditing(true, animated: false)
        stage.clock.advanceFrames(1)
        stage.window.tap(CGPoint(x: 100, y: stage.middle(0)), clock: stage.clock)
        #expect(stage.rows.events == ["select 0"])
    }

    @Test("when a row's swipe actions open and close, then the delegate hears willBeginEditingRowAt and didEndEditingRowAt, and the cell its state transitions")
    func swipeEditing() throws {
        let stage = Stage()
        stage.window.drag(from: CGPoint(x: 300, y: stage.middle(1)), to: CGPoint(x: 200, y: stage.middle(1)), steps: 6, clock: stage.clock)
        stage.clock.advance(by: 0.5)
        let cell = try #require(stage.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.showingDeleteConfirmation)
        #expect(stage.rows.events == ["begin editing 1"])
        stage.window.tap(CGPoint(x: 100, y: stage.middle(3)), clock: stage.clock)
        #expect(stage.rows.events.prefix(2) == ["begin editing 1", "end editing 1"])
    }

    @Test("when the delegate answers an indentation level, then the row's content moves by level × width; without an answer the cell keeps its own level")
    func indentation() throws {
        let stage = Stage()
        let cell = try #require(stage.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.indentationLevel == 0 && cell.contentView.frame.minX == 0)
        cell.indentationLevel = 1
        #expect(cell.contentView.frame.minX == 10)
        stage.rows.indentation = 3
        stage.tableView.reloadData()
        stage.clock.advanceFrames(1)
        let reloaded = try #require(stage.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(reloaded.indentationLevel == 3 && reloaded.contentView.frame.minX == 30)
        reloaded.indentationWidth = .nan
        #expect(reloaded.contentView.frame.minX == 0, "a NaN width counts as 0")
    }
}
