import CollectionEngine
import ViewSystem
import CollectionGeometry
import EngineTestSupport
import ViewTestSupport
import Foundation
import Testing

@Suite("TableView: the section index strip, its titles and where they scroll (F15, F36)")
@MainActor
struct TableViewSectionIndexTests {
    /// Six sections "A"… "F" of ten rows with header titles, in a 320 × 300 table.
    func stage(titles: [String]? = ["A", "B", "C", "D", "E", "F"],
               configure: (TableView, RecordingTableDataSource) -> Void = { _, _ in }) -> TableStage {
        let letters = ["A", "B", "C", "D", "E", "F"]
        return TableStage(items: letters.map { letter in (0..<10).map { "\(letter)\($0)" } }) { table, source in
            source.headerTitles = letters
            source.sectionIndexTitles = titles
            configure(table, source)
        }
    }

    /// The window point at the middle of the line of title `index` of `count` on 16-point lines.
    func point(ofTitle index: Int, of count: Int, in stage: TableStage) -> CGPoint {
        let frame = stage.tableView.sectionIndexFrame ?? .zero
        let top = (frame.height - CGFloat(count) * 16) / 2
        return CGPoint(x: frame.midX - stage.tableView.contentOffset.x, y: frame.minY - stage.tableView.contentOffset.y + top + CGFloat(index) * 16 + 8)
    }

    @Test("when the data source gives index titles, then a 16-point strip shows them at the trailing edge of the visible area and follows scrolling")
    func stripPlacement() {
        let stage = stage()
        #expect(stage.tableView.sectionIndexLines == ["A", "B", "C", "D", "E", "F"])
        #expect(stage.tableView.sectionIndexFrame == CGRect(x: 304, y: 0, width: 16, height: 300))
        stage.tableView.contentOffset.y = 500
        stage.clock.advanceFrames(1)
        #expect(stage.tableView.sectionIndexFrame == CGRect(x: 304, y: 500, width: 16, height: 300))
        #expect(stage.tableView.subviews.last?.frame == stage.tableView.sectionIndexFrame, "above the rows")

        let none = self.stage(titles: nil)
        #expect(none.tableView.sectionIndexFrame == nil && none.tableView.sectionIndexLines.isEmpty)
    }

    @Test("when a plain or grouped table shows an index, then its rows end before the strip — content view (before the accessory), accessory and separator — on the trailing side in either direction; inset-grouped rows clear it by their inset; without an index rows reach the edge")
    func rowsNarrowedForTheStrip() throws {
        let letters = ["A", "B", "C", "D", "E", "F"]
        let cases: [(TableView.Style, [String]?, Bool, CGFloat)] = [
            (.plain, letters, false, 16), (.grouped, letters, false, 16), (.plain, letters, true, 16),
            (.insetGrouped, letters, false, 0), (.plain, nil, false, 0),
        ]
        for (style, titles, rightToLeft, covered) in cases {
            let stage = TableStage(style: style, items: letters.map { letter in (0..<10).map { "\(letter)\($0)" } }) { table, source in
                source.sectionIndexTitles = titles
                if rightToLeft { table.overrideTraitCollection = TraitCollection(layoutDirection: .rightToLeft) }
            }
            stage.clock.advanceFrames(1)
            let cell = try #require(stage.cell(0))
            cell.accessoryType = .disclosureIndicator
            let width = cell.bounds.width, label = "\(style) titles \(titles != nil) rightToLeft \(rightToLeft)"
            let accessory = try #require(cell.control(.accessory(.disclosureIndicator)))
            let separator = try #require(cell.subviews.first { $0 is SeparatorLineView })
            let inset = stage.tableView.separatorInset
            if rightToLeft {
                #expect(cell.contentView.frame.minX == covered + TableViewCell.controlWidth && cell.contentView.frame.maxX == width, "\(label)")
                #expect(accessory.frame.minX == covered, "\(label)")
                #expect(separator.frame.minX == inset.right + covered, "\(label)")
            } else {
                #expect(cell.contentView.frame.minX == 0 && cell.contentView.frame.maxX == width - covered - TableViewCell.controlWidth, "\(label)")
                #expect(accessory.frame.maxX == width - covered, "\(label)")
                #expect(separator.frame.maxX == width - inset.right - covered, "\(label)")
            }
        }
    }

    /// A renderer whose text measures wider than the estimate made without a window, as a page's
    /// fonts can: every measurement is 30 points wide.
    final class WideTextRenderer: Renderer {
        func render(_ transaction: RenderTransaction) {}
        func measure(_ request: MeasurementRequest) -> CGSize? { CGSize(width: 30, height: 13) }
    }

    @Test("when the renderer measures the titles wider than estimated, then the strip widens to the widest title and the rows end before it")
    func stripFollowsTheRenderersMeasurement() throws {
        let clock = ManualFrameClock()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 300), clock: clock, renderer: WideTextRenderer(), timeSource: ManualTimeSource())
        let table = TableView(frame: window.bounds, style: .plain)
        let source = RecordingTableDataSource(items: ["10k", "20k", "30k"].map { title in (0..<10).map { "\(title) \($0)" } })
        source.sectionIndexTitles = ["10k", "20k", "30k"]
        source.attach(to: table)
        window.addSubview(table)
        clock.advanceFrames(3)
        #expect(table.sectionIndexFrame == CGRect(x: 282, y: 0, width: 38, height: 300), "30 points of title and 4 each side")
        let cell = try #require(table.visibleCells.first)
        #expect(abs(cell.contentView.frame.maxX - (320 - 38)) < 0.001, "the rows end before the strip: \(cell.contentView.frame)")
    }

    @Test("when a title is tapped, then the table scrolls its section's header to the top; dragging along the strip asks for each title once")
    func tapAndDrag() {
        let stage = stage()
        stage.window.tap(point(ofTitle: 3, of: 6, in: stage), clock: stage.clock)
        #expect(stage.tableView.contentOffset.y == stage.tableView.rectForHeader(inSection: 3).minY)
        #expect(stage.source.log.filter { $0.hasPrefix("sectionFor") } == ["sectionForSectionIndexTitle D at 3"])

        stage.source.clearLog()
        stage.tableView.contentOffset.y = 0
        stage.clock.advanceFrames(1)
        stage.window.drag(from: point(ofTitle: 0, of: 6, in: stage), to: point(ofTitle: 5, of: 6, in: stage), steps: 10, clock: stage.clock)
        #expect(stage.source.log.filter { $0.hasPrefix("sectionFor") } == (0..<6).map { "sectionForSectionIndexTitle \(["A", "B", "C", "D", "E", "F"][$0]) at \($0)" })
        #expect(stage.tableView.contentOffset.y == stage.tableView.rectForHeader(inSection: 5).minY)
        // A section too near the end to reach the top stops at the bottom.
        stage.source.sectionForIndexTitle = { _, _ in 5 }
        stage.source.items[5] = ["F0"]
        stage.tableView.reloadData()
        stage.clock.advanceFrames(1)
        stage.window.tap(point(ofTitle: 0, of: 6, in: stage), clock: stage.clock)
        #expect(stage.tableView.contentOffset.y == stage.tableView.maximumContentOffset.y)
        #expect(stage.diagnostics.messages.isEmpty)
    }

    @Test("when titles and sections differ, then sectionForSectionIndexTitle decides; a section that does not exist is reported and nothing scrolls")
    func mappingAndBadSections() {
        let stage = stage(titles: ["#", "B", "Z"]) { _, source in
            source.sectionForIndexTitle = { title, _ in ["#": 0, "B": 1, "Z": 42][title] ?? 0 }
        }
        stage.window.tap(point(ofTitle: 1, of: 3, in: stage), clock: stage.clock)
        #expect(stage.tableView.contentOffset.y == stage.tableView.rectForHeader(inSection: 1).minY)
        let before = stage.tableView.contentOffset
        stage.window.tap(point(ofTitle: 2, of: 3, in: stage), clock: stage.clock)
        #expect(stage.tableView.contentOffset == before)
        #expect(stage.diagnostics.messages == ["tableView(_:sectionForSectionIndexTitle:at:) returned section 42 for the title \"Z\" at 2, but the table has 6 sections"])
    }

    @Test("when there are more titles than lines, then the strip keeps the first and last and thins the middle to every other title with bullets between, still reaching every title")
    func thinning() {
        let alphabet = (65...90).map { String(UnicodeScalar(UInt8($0))) }
        let stage = TableStage(items: [["a"]], height: 200) { _, source in
            source.sectionIndexTitles = alphabet
            source.sectionForIndexTitle = { _, _ in 0 }
        }
        let lines = stage.tableView.sectionIndexLines
        #expect(lines.count <= 200 / 11, "\(lines.count) lines of at least 11 points")
        #expect(lines.first == "A" && lines.last == "Z")
        #expect(zip(lines, lines.dropFirst()).allSatisfy { ($0 == "•") != ($1 == "•") }, "titles and bullets alternate: \(lines)")
        // Dragging the whole strip asks for every title, bullets standing for the ones they hide.
        let frame = stage.tableView.sectionIndexFrame ?? .zero
        stage.window.drag(from: CGPoint(x: frame.midX, y: 1), to: CGPoint(x: frame.midX, y: 199), steps: 120, clock: stage.clock)
        let asked = Set(stage.source.log.filter { $0.hasPrefix("sectionFor") }.map { $0.split(separator: " ")[1] })
        #expect(asked.count == 26, "asked for \(asked.sorted())")
    }

    @Test("when the table has fewer rows than sectionIndexMinimumDisplayRowCount, then no strip shows; reloadSectionIndexTitles picks up new titles; right to left puts it on the left")
    func minimumRowsReloadAndRightToLeft() {
        let stage = stage { table, _ in table.sectionIndexMinimumDisplayRowCount = 61 }
        #expect(stage.tableView.sectionIndexFrame == nil)
        stage.tableView.sectionIndexMinimumDisplayRowCount = 60
        stage.clock.advanceFrames(1)
        #expect(stage.tableView.sectionIndexLines.count == 6)

        stage.source.sectionIndexTitles = ["A", "F"]
        stage.clock.advanceFrames(1)
        #expect(stage.tableView.sectionIndexLines.count == 6, "titles are asked for on reload, not every pass")
        stage.tableView.reloadSectionIndexTitles()
        stage.clock.advanceFrames(1)
        #expect(stage.tableView.sectionIndexLines == ["A", "F"])

        stage.tableView.semanticContentAttribute = .forceRightToLeft
        stage.tableView.setNeedsLayout()
        stage.clock.advanceFrames(1)
        #expect(stage.tableView.sectionIndexFrame?.minX == 0)
    }
}
