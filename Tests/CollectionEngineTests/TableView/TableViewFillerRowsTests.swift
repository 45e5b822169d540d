import CollectionEngine
import CollectionGeometry
import EngineTestSupport
import Foundation
import Testing
import ViewSystem
import ViewTestSupport

@Suite("TableView: filler rows below a plain table's last row (fillerRowHeight)")
@MainActor
struct TableViewFillerRowsTests {
    /// The separators drawn below the rows: lines inside the table that belong to no cell, in the
    /// table's content coordinates, top to bottom.
    func fillerLines(_ stage: TableStage) -> [CGRect] {
        var lines: [CGRect] = []
        func visit(_ view: View) {
            if view is TableViewCell { return }
            if view.subviews.isEmpty, view.frame.height == 0.5, view !== stage.tableView {
                lines.append(view.convert(view.bounds, to: stage.tableView))
            }
            view.subviews.forEach(visit)
        }
        stage.tableView.subviews.forEach(visit)
        return lines.sorted { $0.minY < $1.minY }
    }

    @Test("when fillerRowHeight is left at 0, then a short plain table draws no lines below its rows, as since iOS 15")
    func noneByDefault() {
        let stage = TableStage(rows: 3) { table, _ in table.rowHeight = 40 }
        #expect(stage.tableView.fillerRowHeight == 0)
        #expect(fillerLines(stage).isEmpty)
    }

    @Test("when fillerRowHeight is automatic, then lines as far apart as the last row rule the rest of the visible area, starting under the last row, with the rows' inset")
    func automaticHeight() {
        let stage = TableStage(rows: 3) { table, _ in
            table.rowHeight = 40
            table.fillerRowHeight = TableView.automaticDimension
        }
        // Rows end at 120 in a 300-point table: a line at 120, then every 40 points while a row fits.
        #expect(fillerLines(stage) == [120, 160, 200, 240, 280].map { CGRect(x: 16, y: $0 - 0.5, width: 304, height: 0.5) })
        stage.tableView.separatorInset = EdgeInsets(top: 0, left: 30, bottom: 0, right: 10)
        stage.tableView.separatorColor = .systemRed
        stage.tableView.semanticContentAttribute = .forceRightToLeft
        stage.clock.advanceFrames(1)
        #expect(fillerLines(stage).first == CGRect(x: 10, y: 119.5, width: 280, height: 0.5), "mirrored right to left")
    }

    @Test("when the table has a separator effect, then it is kept and the separators are drawn as without it")
    func separatorEffectIsKeptNotDrawn() {
        let stage = TableStage(rows: 3) { table, _ in
            table.rowHeight = 40
            table.fillerRowHeight = TableView.automaticDimension
        }
        let before = fillerLines(stage)
        let effect = VibrancyEffect(blurEffect: BlurEffect(style: .dark))
        stage.tableView.separatorEffect = effect
        stage.clock.advanceFrames(1)
        #expect(stage.tableView.separatorEffect === effect)
        #expect(fillerLines(stage) == before && !before.isEmpty)
        stage.tableView.separatorEffect = nil
        #expect(stage.tableView.separatorEffect == nil)
    }

    @Test("when fillerRowHeight is a height, then the lines are that far apart; adding rows until the table is full leaves none")
    func fixedHeightAndFullTable() {
        let stage = TableStage(rows: 3) { table, _ in
            table.rowHeight = 40
            table.fillerRowHeight = 60
        }
        #expect(fillerLines(stage).map(\.minY) == [119.5, 179.5, 239.5, 299.5])
        stage.source.items = [(0..<10).map { "r\($0)" }]
        stage.tableView.reloadData()
        stage.clock.advanceFrames(1)
        #expect(fillerLines(stage).isEmpty, "400 points of rows fill the 300-point table")
    }

    @Test("when the table has a footer view, another style or no separators, then it draws no filler rows")
    func suppressed() {
        let footer = TableStage(rows: 2) { table, _ in
            table.fillerRowHeight = 44
            table.tableFooterView = View(frame: CGRect(x: 0, y: 0, width: 320, height: 1))
        }
        #expect(fillerLines(footer).isEmpty)
        let grouped = TableStage(style: .grouped, items: [["a"]]) { table, _ in table.fillerRowHeight = 44 }
        #expect(fillerLines(grouped).isEmpty)
        let none = TableStage(rows: 2) { table, _ in
            table.fillerRowHeight = 44
            table.separatorStyle = .none
        }
        #expect(fillerLines(none).isEmpty)
    }

    @Test("when fillerRowHeight is negative, NaN or infinite, then it is reported and the old height kept; a tiny height draws at most the cap")
    func badHeights() {
        let stage = TableStage(rows: 1) { table, _ in table.fillerRowHeight = 50 }
        for bad in [-3, CGFloat.nan, .infinity] {
            stage.diagnostics.clear()
            stage.tableView.fillerRowHeight = bad
            #expect(stage.tableView.fillerRowHeight == 50)
            #expect(stage.diagnostics.messages == ["fillerRowHeight \(bad) is negative, NaN or infinite (use 0, a height or automaticDimension)"])
        }
        stage.tableView.fillerRowHeight = 0.01
        stage.clock.advanceFrames(1)
        #expect(fillerLines(stage).count == 200)
    }
}
