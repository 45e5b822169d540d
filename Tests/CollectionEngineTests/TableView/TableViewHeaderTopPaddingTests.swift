import CollectionEngine
import CollectionGeometry
import EngineTestSupport
import Foundation
import Testing
import ViewSystem
import ViewTestSupport

@Suite("TableView: padding above section headers (sectionHeaderTopPadding)")
@MainActor
struct TableViewHeaderTopPaddingTests {
    /// Two titled sections of three 40-point rows; plain headers are 28 points.
    func stage(style: TableView.Style = .plain, padding: CGFloat? = nil) -> TableStage {
        TableStage(style: style, items: [["a", "b", "c"], ["d", "e", "f"]]) { table, source in
            table.rowHeight = 40
            source.headerTitles = ["One", "Two"]
            if let padding { table.sectionHeaderTopPadding = padding }
        }
    }

    @Test("when sectionHeaderTopPadding is left automatic, then headers sit at their sections' starts as before")
    func automaticAddsNone() {
        let stage = stage()
        #expect(stage.tableView.sectionHeaderTopPadding == TableView.automaticDimension)
        #expect(stage.tableView.rectForHeader(inSection: 0).minY == 0)
        #expect(stage.tableView.rectForRow(at: IndexPath(item: 0, section: 0)).minY == 28)
        #expect(stage.tableView.rectForHeader(inSection: 1).minY == 148)
    }

    @Test("when sectionHeaderTopPadding is set, then each header stands that far below its section's start, the rows follow it, and the content grows",
          arguments: [TableView.Style.plain, .grouped])
    func paddingAboveEveryHeader(style: TableView.Style) {
        let before = stage(style: style)
        let after = stage(style: style, padding: 12)
        let header0 = after.tableView.rectForHeader(inSection: 0), header1 = after.tableView.rectForHeader(inSection: 1)
        #expect(header0.minY == before.tableView.rectForHeader(inSection: 0).minY + 12)
        #expect(after.tableView.rectForRow(at: IndexPath(item: 0, section: 0)).minY == header0.maxY)
        #expect(header1.minY == before.tableView.rectForHeader(inSection: 1).minY + 24, "both sections' padding lies above it")
        #expect(after.tableView.rect(forSection: 1).minY == header1.minY - 12, "the padding belongs to the section")
        #expect(after.tableView.contentSize.height == before.tableView.contentSize.height + 24)
    }

    @Test("when a padded plain table scrolls into a section, then its header pins at the top edge, not the padding below it")
    func pinnedHeaderRestsAtTheTop() throws {
        let stage = TableStage(items: [(0..<20).map { "r\($0)" }, (0..<20).map { "s\($0)" }]) { table, source in
            table.rowHeight = 40
            source.headerTitles = ["One", "Two"]
            table.sectionHeaderTopPadding = 20
        }
        stage.tableView.contentOffset.y = 200
        stage.clock.advanceFrames(1)
        let header = try #require(stage.tableView.headerView(forSection: 0))
        #expect(header.frame.minY == 200, "pinned at the top: \(header.frame)")
    }

    @Test("when a section has no header, then no padding is added above it")
    func noHeaderNoPadding() {
        let stage = TableStage(items: [["a"], ["b"]]) { table, source in
            table.rowHeight = 40
            source.headerTitles = ["One", nil]
            table.sectionHeaderTopPadding = 10
        }
        #expect(stage.tableView.rectForRow(at: IndexPath(item: 0, section: 0)).minY == 38)
        #expect(stage.tableView.rectForRow(at: IndexPath(item: 0, section: 1)).minY == 78, "section 1 starts right after section 0's row")
    }

    @Test("when sectionHeaderTopPadding is set negative, NaN or infinite, then it is reported and the old padding kept",
          arguments: [-4, CGFloat.nan, .infinity])
    func badPadding(bad: CGFloat) {
        let stage = stage(padding: 8)
        stage.diagnostics.clear()
        stage.tableView.sectionHeaderTopPadding = bad
        #expect(stage.tableView.sectionHeaderTopPadding == 8)
        #expect(stage.diagnostics.messages == ["sectionHeaderTopPadding \(bad) is negative, NaN, infinite or above 1e9"])
        stage.clock.advanceFrames(1)
        #expect(stage.tableView.rectForHeader(inSection: 0).minY == 8)
    }
}
