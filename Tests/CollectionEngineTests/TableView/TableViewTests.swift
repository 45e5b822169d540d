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

/// A cell subclass written the UIKit way: overriding `init(style:reuseIdentifier:)` and `init?(coder:)`.
@MainActor
final class ClassicCell: TableViewCell {
    private(set) var madeWithStyle = false
    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        madeWithStyle = true
    }
    required init?(coder: NSCoder) { nil }
}

/// UIKit's older data source: `dequeueReusableCell(withIdentifier:)`, else a new cell in a style.
@MainActor
final class ClassicSource: TableViewDataSource {
    var made = 0
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 200 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "classic") ?? {
            made += 1
            return ClassicCell(style: .subtitle, reuseIdentifier: "classic")
        }()
        var content = cell.defaultContentConfiguration()
        content.text = "Row \(indexPath.row)"
        content.secondaryText = "subtitle"
        cell.contentConfiguration = content
        return cell
    }
}

/// A header view class for the delegate's `viewForHeaderInSection`.
@MainActor
final class BannerHeader: TableViewHeaderFooterView {}

@Suite("TableView: styles, heights, headers and cells (F15)")
@MainActor
struct TableViewTests {
    /// One line per row and header/footer: `kind section/row y height x width`.
    func dump(_ stage: TableStage) -> String {
        var lines: [String] = []
        let table = stage.tableView
        for section in 0..<table.numberOfSections {
            let header = table.rectForHeader(inSection: section)
            if header != .zero { lines.append("header \(section) y\(header.minY) h\(header.height) x\(header.minX) w\(header.width)") }
            for row in 0..<table.numberOfRows(inSection: section) {
                let frame = table.rectForRow(at: IndexPath(row: row, section: section))
                lines.append("row \(section)/\(row) y\(frame.minY) h\(frame.height) x\(frame.minX) w\(frame.width)")
            }
            let footer = table.rectForFooter(inSection: section)
            if footer != .zero { lines.append("footer \(section) y\(footer.minY) h\(footer.height) x\(footer.minX) w\(footer.width)") }
        }
        lines.append("content \(table.contentSize.height)")
        return lines.joined(separator: "\n")
    }

    func titled(_ style: TableView.Style) -> TableStage {
        TableStage(style: style, items: [["a", "b"], ["c"]]) { _, source in
            source.headerTitles = ["One", nil]
            source.footerTitles = [nil, "Two"]
        }
    }

    @Test("when the three styles show the same titled sections, then rows are 44 points, plain headers are 28, grouped ones 38 with gaps between sections, and inset grouped rows are inset by 20")
    func styles() {
        #expect(dump(titled(.plain)) == """
            header 0 y0.0 h28.0 x0.0 w320.0
            row 0/0 y28.0 h44.0 x0.0 w320.0
            row 0/1 y72.0 h44.0 x0.0 w320.0
            row 1/0 y116.0 h44.0 x0.0 w320.0
            footer 1 y160.0 h28.0 x0.0 w320.0
            content 188.0
            """)
        #expect(dump(titled(.grouped)) == """
            header 0 y0.0 h38.0 x0.0 w320.0
            row 0/0 y38.0 h44.0 x0.0 w320.0
            row 0/1 y82.0 h44.0 x0.0 w320.0
            footer 0 y126.0 h17.5 x0.0 w320.0
            header 1 y143.5 h17.5 x0.0 w320.0
            row 1/0 y161.0 h44.0 x0.0 w320.0
            footer 1 y205.0 h38.0 x0.0 w320.0
            content 243.0
            """)
        #expect(dump(titled(.insetGrouped)) == """
            header 0 y0.0 h38.0 x0.0 w320.0
            row 0/0 y38.0 h44.0 x20.0 w280.0
            row 0/1 y82.0 h44.0 x20.0 w280.0
            footer 0 y126.0 h17.5 x0.0 w320.0
            header 1 y143.5 h17.5 x0.0 w320.0
            row 1/0 y161.0 h44.0 x20.0 w280.0
            footer 1 y205.0 h38.0 x0.0 w320.0
            content 243.0
            """)
        for style in [TableView.Style.plain, .grouped, .insetGrouped] {
            let stage = titled(style)
            #expect(stage.diagnostics.messages.isEmpty)
            #expect(stage.tableView.style == style)
            let header = stage.tableView.headerView(forSection: 0)?.contentConfiguration as? ListContentConfiguration
            #expect(header?.text == "One")
            // An inset-grouped header's title lines up with its rows' text: the rows' 20-point inset plus their 16-point margin.
            #expect(header?.directionalLayoutMargins.leading == (style == .insetGrouped ? 36 : 16), "\(style)")
        }
    }

    @Test("when a plain table scrolls, then the current section's header stays pinned at the top until the next section's header pushes it up; grouped headers scroll away")
    func stickyHeaders() throws {
        let items = [(0..<10).map { "a\($0)" }, (0..<10).map { "b\($0)" }]
        let plain = TableStage(items: items) { _, source in source.headerTitles = ["A", "B"] }
        plain.tableView.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        plain.clock.advanceFrames(1)
        #expect(try #require(plain.tableView.headerView(forSection: 0)).frame.minY == 100, "pinned to the top of the visible area")
        #expect(plain.tableView.rectForHeader(inSection: 0).minY == 0, "rectForHeader is where it scrolls with its rows")
        // Section 1's header starts at 28 + 440 = 468; at offset 460 it pushes section 0's up by 20.
        plain.tableView.setContentOffset(CGPoint(x: 0, y: 460), animated: false)
        plain.clock.advanceFrames(1)
        #expect(try #require(plain.tableView.headerView(forSection: 0)).frame.minY == 440)
        #expect(try #require(plain.tableView.headerView(forSection: 1)).frame.minY == 468)

        let grouped = TableStage(style: .grouped, items: items) { _, source in source.headerTitles = ["A", "B"] }
        grouped.tableView.setContentOffset(CGPoint(x: 0, y: 20), animated: false)
        grouped.clock.advanceFrames(1)
        #expect(try #require(grouped.tableView.headerView(forSection: 0)).frame.minY == 0, "grouped headers scroll with their rows")
    }

    @Test("when a plain table with pinned headers scrolls, then the data source is not asked for its counts each frame; a new size asks again")
    func scrollingDoesNotRecount() {
        let items = (0..<50).map { section in (0..<20).map { "s\(section)r\($0)" } }
        let stage = TableStage(items: items) { _, source in source.headerTitles = items.indices.map { "Section \($0)" } }
        let before = stage.source.rowCountQueries
        for step in 1...30 {
            stage.tableView.setContentOffset(CGPoint(x: 0, y: CGFloat(step) * 37), animated: false)
            stage.clock.advanceFrames(1)
        }
        #expect(stage.source.rowCountQueries == before, "30 frames past pinned headers ask nothing")
        stage.tableView.frame.size.width = 300
        stage.clock.advanceFrames(1)
        #expect(stage.source.rowCountQueries == before + 50, "a new width checks every section once")
    }

    /// Which rows draw a separator, by the item they show, and the separator's frame in the cell.
    func separators(_ stage: TableStage) -> [String: CGRect] {
        var result: [String: CGRect] = [:]
        for indexPath in stage.tableView.indexPathsForVisibleRows ?? [] {
            guard let cell = stage.tableView.cellForRow(at: indexPath) as? RecordingTableCell, let item = cell.configuredItem,
                  let line = cell.subviews.first(where: { $0 is SeparatorLineView }) else { continue }
            result[item] = line.frame
        }
        return result
    }

    @Test("when rows show, then each but the last of its section draws a hairline separator inset 16 points; editing moves it with the content; .none and a new last row remove it")
    func separatorLines() {
        let stage = TableStage(items: [["a", "b", "c"], ["d"]]) { _, source in source.headerTitles = ["A", "B"] }
        #expect(separators(stage) == [
            "a": CGRect(x: 16, y: 43.5, width: 304, height: 0.5),
            "b": CGRect(x: 16, y: 43.5, width: 304, height: 0.5),
        ], "not under c or d, the last rows of their sections")
        stage.tableView.setEditing(true, animated: false)
        stage.clock.advanceFrames(1)
        #expect(separators(stage)["a"]?.minX == 56, "moved aside with the content")
        stage.tableView.setEditing(false, animated: false)
        stage.source.items = [["a", "b"], ["d"]]
        stage.tableView.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
        stage.clock.advance(by: 0.5)
        #expect(Set(separators(stage).keys) == ["a"], "b became the last row of its section")
        stage.tableView.separatorInset = EdgeInsets(top: 0, left: -4, bottom: 0, right: 0)
        stage.tableView.separatorInset = EdgeInsets(top: 0, left: 20, bottom: 0, right: 10)
        #expect(separators(stage)["a"] == CGRect(x: 20, y: 43.5, width: 290, height: 0.5))
        stage.tableView.separatorStyle = .none
        #expect(separators(stage).isEmpty)
        #expect(stage.diagnostics.messages.count == 1)
        #expect(stage.diagnostics.messages.first?.hasPrefix("separatorInset ") == true)
    }

    /// Rows "a" and "c" with a list image, "b" without, and where a row's text starts after its image.
    func rowsWithAndWithoutImage() throws -> (TableStage, CGFloat) {
        let stage = TableStage(items: [["a", "b", "c"]]) { _, source in
            source.image = { $0 == "b" ? nil : Image(systemName: "star") }
        }
        let content = try #require(stage.tableView.cellForRow(at: IndexPath(row: 0, section: 0))?.contentConfiguration as? ListContentConfiguration)
        let slot = try #require(content.imageLayout).slot
        return (stage, content.directionalLayoutMargins.leading + slot.width + content.imageToTextPadding)
    }

    @Test("when a row's list content has an image, then its separator starts where its text starts; a table inset set by the app applies to every row")
    func separatorsFollowTheText() throws {
        let (stage, textLeading) = try rowsWithAndWithoutImage()
        #expect(textLeading > 16)
        #expect(separators(stage)["a"]?.minX == textLeading, "under the text, not the image")
        #expect(separators(stage)["b"]?.minX == 16, "no image: the standard inset")
        stage.tableView.separatorInset = EdgeInsets(top: 0, left: 30, bottom: 0, right: 0)
        #expect(separators(stage)["a"]?.minX == 30 && separators(stage)["b"]?.minX == 30, "the app's inset wins")
    }

    @Test("when the separator inset reference is fromAutomaticInsets, then the inset offsets each row's automatic inset — under the text after an image, 16 points without — and zero follows it; fromCellEdges measures from the edges")
    func separatorInsetReference() throws {
        let (stage, textLeading) = try rowsWithAndWithoutImage()
        #expect(stage.tableView.separatorInsetReference == .fromCellEdges, "UIKit's default")
        stage.tableView.separatorInsetReference = .fromAutomaticInsets
        stage.tableView.separatorInset = EdgeInsets(top: 0, left: 4, bottom: 0, right: 8)
        #expect(separators(stage)["a"] == CGRect(x: textLeading + 4, y: 43.5, width: 320 - textLeading - 4 - 8, height: 0.5))
        #expect(separators(stage)["b"] == CGRect(x: 20, y: 43.5, width: 320 - 20 - 8, height: 0.5))
        stage.tableView.separatorInset = .zero
        #expect(separators(stage)["a"]?.minX == textLeading && separators(stage)["b"]?.minX == 16, "zero offsets follow the automatic insets")
        stage.tableView.separatorInsetReference = .fromCellEdges
        #expect(separators(stage)["a"]?.minX == 0 && separators(stage)["b"]?.minX == 0, "from the cells' edges, zero is edge to edge")
        #expect(TableView.SeparatorInsetReference(rawValue: 2) == nil && TableView.SeparatorInsetReference(rawValue: 1) == .fromAutomaticInsets)
    }

    /// The rounded corners of each visible row, by the item it shows: "top", "bottom", "all" or "none".
    func roundedCorners(_ stage: TableStage) -> [String: String] {
        var result: [String: String] = [:]
        for indexPath in stage.tableView.indexPathsForVisibleRows ?? [] {
            guard let cell = stage.tableView.cellForRow(at: indexPath) as? RecordingTableCell, let item = cell.configuredItem else { continue }
            let corners = cell.layer.cornerRadius == 0 ? [] : cell.layer.maskedCorners
            let top = corners.contains(.layerMinXMinYCorner) && corners.contains(.layerMaxXMinYCorner)
            let bottom = corners.contains(.layerMinXMaxYCorner) && corners.contains(.layerMaxXMaxYCorner)
            result[item] = top && bottom ? "all" : top ? "top" : bottom ? "bottom" : "none"
            if cell.layer.cornerRadius != 0 {
                #expect(cell.layer.cornerRadius == 10 && cell.clipsToBounds, "\(item) is clipped to radius 10")
            }
        }
        return result
    }

    @Test("when an inset-grouped table shows its sections, then each reads as one rounded group: the first row's top corners, the last row's bottom ones, a lone row all four; updates move the rounding")
    func insetGroupedRounding() {
        let stage = TableStage(style: .insetGrouped, items: [["a", "b", "c"], ["d"]]) { _, source in source.headerTitles = ["A", "B"] }
        #expect(roundedCorners(stage) == ["a": "top", "b": "none", "c": "bottom", "d": "all"])
        #expect(stage.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minX == 20, "inset 20 points each side")
        stage.source.items = [["a", "b"], ["d", "e"]]
        stage.tableView.performBatchUpdates({
            stage.tableView.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .fade)
            stage.tableView.insertRows(at: [IndexPath(row: 1, section: 1)], with: .fade)
        })
        stage.clock.advance(by: 0.5)
        #expect(roundedCorners(stage) == ["a": "top", "b": "bottom", "d": "top", "e": "bottom"])

        let plain = TableStage(style: .grouped, items: [["a", "b"]])
        #expect(roundedCorners(plain) == ["a": "none", "b": "none"], "grouped tables are square")
    }

    @Test("when the last row is reordered to the top, then it gains a separator and the new last row loses its own")
    func separatorsFollowReordering() {
        let stage = TableStage(rows: 3)
        stage.tableView.setEditing(true, animated: false)
        stage.clock.advanceFrames(1)
        stage.drag(from: CGPoint(x: 305, y: 110), to: CGPoint(x: 305, y: 5))
        stage.clock.advance(by: 0.5)
        #expect(stage.shown == ["r2", "r0", "r1"])
        #expect(Set(separators(stage).keys) == ["r2", "r0"])
    }

    @Test("when rowHeight, the delegate's heightForRowAt, or self-sizing content decide a row's height, then each is honoured in that order of precedence")
    func rowHeights() {
        let fixed = TableStage(rows: 3) { table, _ in table.rowHeight = 60 }
        #expect(fixed.frames.mapValues(\.height) == ["r0": 60, "r1": 60, "r2": 60])

        let delegated = TableStage(rows: 3) { table, source in
            table.rowHeight = 60
            source.rowHeight = { $0.row == 1 ? 90 : TableView.automaticDimension }
        }
        #expect(delegated.frames.mapValues(\.height)["r1"] == 90)
        #expect(delegated.frames.mapValues(\.height)["r0"] == 44, "automaticDimension from the delegate self-sizes")

        let selfSizing = TableStage(rows: 3) { _, source in
            source.text = { $0 == "r1" ? Array(repeating: "a long line of text that wraps", count: 6).joined(separator: " ") : $0 }
        }
        let heights = selfSizing.frames.mapValues(\.height)
        #expect(heights["r0"] == 44 && heights["r2"] == 44)
        #expect((heights["r1"] ?? 0) > 88, "several lines of text make a taller row")
        #expect(selfSizing.frames["r2"]?.minY == 44 + (heights["r1"] ?? 0), "rows below move down")
    }

    @Test("when a self-sizing row's cell has no constrained content, then UIKit's zero-height warning is given once and the row gets the standard height; a row whose text is still being measured keeps its estimate without a warning")
    func zeroHeightRows() {
        final class EmptyRows: TableViewDataSource {
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 5 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "empty", for: indexPath)
                // A subview under Auto Layout whose constraints say nothing of the height: the content
                // view's constraints suggest zero.
                if cell.contentView.subviews.isEmpty {
                    let badge = View()
                    badge.translatesAutoresizingMaskIntoConstraints = false
                    cell.contentView.addSubview(badge)
                    badge.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 8).isActive = true
                    badge.widthAnchor.constraint(equalToConstant: 40).isActive = true
                }
                return cell
            }
        }
        let clock = ManualFrameClock()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 300), clock: clock, renderer: RecordingRenderer(), timeSource: ManualTimeSource())
        let table = TableView(frame: window.bounds, style: .plain)
        let diagnostics = DiagnosticsRecorder()
        diagnostics.attach(to: table)
        table.register(TableViewCell.self, forCellReuseIdentifier: "empty")
        table.estimatedRowHeight = 60
        let source = EmptyRows()
        table.dataSource = source
        window.addSubview(table)
        clock.advanceFrames(2)
        #expect(table.visibleCells.map(\.frame.height) == [44, 44, 44, 44, 44, 44].prefix(table.visibleCells.count).map { $0 })
        #expect(diagnostics.messages.count == 1, "once only: \(diagnostics.messages)")
        #expect(diagnostics.messages.first?.hasPrefix("Warning once only: Detected a case where constraints ambiguously suggest a height of zero for a table view cell's content view. We're considering the collapse unintentional and using standard height instead.") == true)

        // Text measured by a renderer that answers a frame later: the estimate stands meanwhile, no warning.
        let later = RecordingRenderer()
        later.answersMeasurementsLater = true
        let laterWindow = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 300), clock: clock, renderer: later, timeSource: ManualTimeSource())
        let texts = TableView(frame: laterWindow.bounds, style: .plain)
        let textDiagnostics = DiagnosticsRecorder()
        textDiagnostics.attach(to: texts)
        texts.estimatedRowHeight = 60
        let rows = RecordingTableDataSource(items: [["r0", "r1", "r2"]])
        rows.attach(to: texts)
        laterWindow.addSubview(texts)
        clock.advanceFrames(1)
        #expect(texts.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.height == 60, "waiting for the answer: the estimate")
        later.answerMeasurements(in: laterWindow)
        clock.advanceFrames(2)
        #expect(texts.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.height == 44)
        #expect(textDiagnostics.messages.isEmpty)
    }

    @Test("when the table gets narrower or wider, then self-sizing rows are measured again at the new width and nothing is reported")
    func widthChangeRemeasures() throws {
        let stage = TableStage(rows: 3) { _, source in
            source.text = { $0 == "r1" ? Array(repeating: "words that wrap", count: 8).joined(separator: " ") : $0 }
        }
        let wide = try #require(stage.frames["r1"]).height
        stage.window.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
        stage.tableView.frame = stage.window.bounds
        stage.clock.advanceFrames(2)
        let narrow = try #require(stage.frames["r1"])
        #expect(narrow.width == 200)
        #expect(narrow.height > wide, "more lines at 200 points than at 320")
        stage.tableView.frame = CGRect(x: 0, y: 0, width: 327.25, height: 300)
        stage.clock.advanceFrames(2)
        #expect(stage.frames["r0"]?.width == 327.25)
        #expect(stage.diagnostics.messages.isEmpty)
    }

    @Test("when the delegate's heights change, then an empty beginUpdates/endUpdates applies them, as the UIKit idiom expects")
    func emptyUpdatesRequeryHeights() {
        var tall = false
        let stage = TableStage(rows: 3) { _, source in source.rowHeight = { $0.row == 1 && tall ? 100 : 44 } }
        #expect(stage.tableView.rectForRow(at: IndexPath(row: 1, section: 0)).height == 44)
        tall = true
        stage.clock.advanceFrames(1)
        #expect(stage.tableView.rectForRow(at: IndexPath(row: 1, section: 0)).height == 44, "heights are not asked again on their own")
        stage.tableView.beginUpdates()
        stage.tableView.endUpdates()
        #expect(stage.tableView.rectForRow(at: IndexPath(row: 1, section: 0)).height == 100)
        #expect(stage.tableView.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 144)
    }

    @Test("when rows have not been measured yet, then estimatedRowHeight stands in for them in the content size, and scrolling replaces estimates by measurements")
    func estimates() {
        let stage = TableStage(rows: 1000) { table, _ in table.estimatedRowHeight = 50 }
        let before = stage.tableView.contentSize.height
        #expect(before > 990 * 50 && before < 1000 * 50, "visible rows measured at 44, the rest estimated at 50: \(before)")
        stage.tableView.setContentOffset(CGPoint(x: 0, y: 2000), animated: false)
        stage.clock.advanceFrames(2)
        #expect(stage.tableView.contentSize.height < before, "more rows measured at 44")
        #expect(stage.diagnostics.messages.isEmpty)
    }

    @Test("when sectionHeaderHeight or the delegate give header heights, then they replace the automatic ones")
    func headerHeights() {
        let stage = TableStage(style: .grouped, items: [["a"], ["b"]]) { table, source in
            source.headerTitles = ["A", "B"]
            table.sectionHeaderHeight = 50
            table.sectionFooterHeight = 0
        }
        #expect(stage.tableView.rectForHeader(inSection: 0).height == 50)
        #expect(stage.tableView.rectForFooter(inSection: 0) == .zero)
        #expect(stage.tableView.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 144, "50 + 44 + 50")
    }

    @Test("when a data source uses UIKit's older pattern (dequeue without an index path, else a new cell in a style), then the cells are reused as the table scrolls and nothing is reported")
    func classicDequeue() throws {
        let source = ClassicSource()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 300))
        let diagnostics = DiagnosticsRecorder()
        diagnostics.attach(to: table)
        table.dataSource = source
        table.layoutIfNeeded()
        let firstScreen = source.made
        #expect(firstScreen > 0 && firstScreen < 12)
        for step in 1...60 {
            table.contentOffset.y = CGFloat(step) * 100
            table.layoutIfNeeded()
        }
        // Reused, not one per row: the first screen, the rows kept configured within the prefetcher's
        // reach behind the screen (cheap cells: the near reach, four screens of 44-point rows: 28), and a
        // few in between.
        #expect(source.made <= firstScreen + 28 + 4, "scrolled through 140 rows with \(source.made) cells")
        let cell = try #require(table.cellForRow(at: table.indexPathsForVisibleRows?.first ?? IndexPath(row: 0, section: 0)) as? ClassicCell)
        #expect(cell.madeWithStyle && cell.reuseIdentifier == "classic")
        guard case .list(let list)? = cell.renderedContent else {
            Issue.record("the cell should draw list content")
            return
        }
        #expect(list.secondaryText == "subtitle" && list.secondaryTextProperties.font == ListContentConfiguration.subtitleCell().secondaryTextProperties.font)
        #expect(table.dequeueReusableCell(withIdentifier: "nothing registered") == nil, "nil, as in UIKit")
        table.register(TableViewCell.self, forCellReuseIdentifier: "registered")
        #expect(table.dequeueReusableCell(withIdentifier: "registered")?.reuseIdentifier == "registered")
        #expect(TableViewCell(style: .value1, reuseIdentifier: nil).defaultContentConfiguration().prefersSideBySideTextAndSecondaryText)
        #expect(diagnostics.messages.isEmpty)
    }

    @Test("when the table has header and footer views, then the sections sit between them, the section header still pins below the top, and removing them closes the room")
    func tableHeaderAndFooterViews() throws {
        let stage = TableStage(items: [(0..<20).map { "r\($0)" }]) { _, source in source.headerTitles = ["Section"] }
        let table = stage.tableView
        let banner = View(frame: CGRect(x: 0, y: 0, width: 10, height: 60))
        let footer = View(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
        table.tableHeaderView = banner
        table.tableFooterView = footer
        stage.clock.advanceFrames(1)
        #expect(banner.superview === table && banner.frame == CGRect(x: 0, y: 0, width: 320, height: 60))
        #expect(table.rectForHeader(inSection: 0).minY == 60)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 88)
        #expect(table.contentSize.height == 998, "60 + 28 + 20 × 44 + 30")
        #expect(footer.frame == CGRect(x: 0, y: 60 + 28 + 880, width: 320, height: 30))
        table.setContentOffset(CGPoint(x: 0, y: 200), animated: false)
        stage.clock.advanceFrames(1)
        #expect(try #require(table.headerView(forSection: 0)).frame.minY == 200, "pinned once the banner has scrolled away")
        table.tableHeaderView = nil
        stage.clock.advanceFrames(1)
        #expect(banner.superview == nil && table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 28)
        // UIKit's idiom to end the list: an empty footer view takes no room.
        table.tableFooterView = View()
        stage.clock.advanceFrames(1)
        #expect(table.contentSize.height == 908, "28 + 880")
        #expect(stage.diagnostics.messages.isEmpty)
    }

    @Test("when a table without sections has a header view, then the view still shows and the content is as tall as it")
    func headerViewWithoutSections() {
        let stage = TableStage(items: [])
        stage.tableView.tableHeaderView = View(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        stage.clock.advanceFrames(1)
        #expect(stage.tableView.tableHeaderView?.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(stage.tableView.contentSize.height == 44)
    }

    @Test("when the delegate gives a header view, then it is shown for that section instead of a title")
    func headerViews() throws {
        final class Delegate: TableViewDelegate {
            func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? {
                section == 0 ? tableView.dequeueReusableHeaderFooterView(withIdentifier: "banner") : nil
            }
            func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { section == 0 ? 60 : 0 }
        }
        let delegate = Delegate()
        let stage = TableStage(items: [["a"], ["b"]]) { table, _ in
            table.register(BannerHeader.self, forHeaderFooterViewReuseIdentifier: "banner")
        }
        stage.tableView.delegate = delegate
        stage.tableView.reloadData()
        stage.clock.advanceFrames(1)
        let header = try #require(stage.tableView.headerView(forSection: 0))
        #expect(header is BannerHeader)
        #expect(header.frame.height == 60)
        #expect(stage.tableView.headerView(forSection: 1) == nil)
        #expect(stage.tableView.dequeueReusableHeaderFooterView(withIdentifier: "unknown") == nil, "nil for an unregistered identifier, as in UIKit")
    }

    @Test("when a table is given bad heights, classes or identifiers, then each is reported in UIKit's words and the table keeps working")
    func badInput() {
        let stage = TableStage(rows: 3)
        stage.tableView.rowHeight = -5
        stage.tableView.estimatedRowHeight = .nan
        stage.tableView.sectionHeaderHeight = .infinity
        #expect(stage.tableView.rowHeight == TableView.automaticDimension)
        #expect(stage.tableView.estimatedRowHeight == TableView.automaticDimension)
        #expect(stage.tableView.sectionHeaderHeight == TableView.automaticDimension)
        stage.tableView.register(CollectionViewCell.self, forCellReuseIdentifier: "wrong")
        stage.tableView.register(CollectionReusableView.self, forHeaderFooterViewReuseIdentifier: "wrong")
        let cell = stage.tableView.dequeueReusableCell(withIdentifier: "missing", for: IndexPath(row: 0, section: 0))
        stage.tableView.collectionViewLayout = CollectionViewFlowLayout()
        #expect(cell.reuseIdentifier == "missing")
        #expect(stage.diagnostics.messages == [
            "rowHeight -5.0 is negative, NaN, infinite or above 1e9",
            "estimatedRowHeight nan is negative, NaN, infinite or above 1e9",
            "sectionHeaderHeight inf is negative, NaN, infinite or above 1e9",
            "the class CollectionViewCell registered for reuse identifier wrong is not a subclass of UITableViewCell",
            "the class CollectionReusableView registered for header/footer reuse identifier wrong is not a subclass of UITableViewHeaderFooterView",
            "unable to dequeue a cell with identifier missing - must register a nib or a class for the identifier or connect a prototype cell in a storyboard",
            "a table view's layout cannot be replaced",
        ])
        #expect(stage.tableView.collectionViewLayout is TableViewLayout)
        stage.clock.advanceFrames(1)
        #expect(stage.shown == ["r0", "r1", "r2"])
    }

    @Test("when the delegate answers a NaN or negative height, then it is reported once per pass and the row collapses to zero")
    func badDelegateHeights() {
        let stage = TableStage(rows: 3) { _, source in
            source.rowHeight = { $0.row == 1 ? -3 : 44 }
        }
        #expect(stage.tableView.rectForRow(at: IndexPath(row: 1, section: 0)).height == 0)
        #expect(stage.tableView.rectForRow(at: IndexPath(row: 2, section: 0)).minY == 44)
        #expect(stage.diagnostics.messages.count == 1)
        #expect(stage.diagnostics.messages.first?.hasPrefix("tableView(_:heightForRowAt:) returned -3.0 for row (0 - 1)") == true)
    }

    @Test("when cells use accessories, then the content makes room for them and the accessory is drawn at the trailing edge")
    func accessories() throws {
        final class Source: TableViewDataSource {
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 1 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                var content = cell.defaultContentConfiguration()
                content.text = "Wi-Fi"
                content.secondaryText = "Home"
                cell.contentConfiguration = content
                cell.accessoryType = .disclosureIndicator
                return cell
            }
        }
        let source = Source()
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .insetGrouped)
        table.register(TableViewCell.self, forCellReuseIdentifier: "cell")
        table.dataSource = source
        table.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.accessoryType == .disclosureIndicator)
        let accessory = try #require(cell.control(.accessory(.disclosureIndicator))).frame
        #expect(accessory.maxX == cell.bounds.width && accessory.width == 40)
        guard case .list(let list)? = cell.renderedContent else {
            Issue.record("the cell should draw list content")
            return
        }
        #expect(list.directionalLayoutMargins.trailing >= 40, "the text stops before the accessory")
        #expect(list.text == "Wi-Fi" && list.secondaryText == "Home")
    }

    @Test("when a row has an accessoryView, then it replaces the accessory type at its own size, centred 16 points from the trailing edge (left in right to left), the text stops before it; editing shows editingAccessoryView instead; nil removes it; a view already elsewhere is reported and not shown")
    func accessoryViews() throws {
        for rightToLeft in [false, true] {
            let stage = TableStage(rows: 2) { table, source in
                // Rows that cannot move show no reorder control, which would take the editing accessory's place.
                source.unmovableRows = [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)]
                if rightToLeft { table.overrideTraitCollection = TraitCollection(layoutDirection: .rightToLeft) }
            }
            let cell = try #require(stage.cell(0))
            cell.accessoryType = .checkmark
            let toggle = Switch()
            toggle.frame.size = CGSize(width: 51, height: 31)
            cell.accessoryView = toggle
            #expect(toggle.superview === cell && cell.control(.accessory(.checkmark)) == nil, "the view replaces the type's control")
            let expectedX: CGFloat = rightToLeft ? 16 : cell.bounds.width - 16 - 51
            #expect(toggle.frame == CGRect(x: expectedX, y: ((cell.bounds.height - 31) / 2).rounded(), width: 51, height: 31), "rightToLeft \(rightToLeft)")
            guard case .list(let list)? = cell.renderedContent else { Issue.record("list content"); return }
            #expect(list.directionalLayoutMargins.trailing >= 16 + 51 + 8, "the text stops before the view")

            let badge = View(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
            cell.editingAccessoryView = badge
            stage.tableView.setEditing(true, animated: false)
            stage.clock.advanceFrames(1)
            #expect(badge.superview === cell && toggle.superview == nil, "editing shows the editing accessory view")
            stage.tableView.setEditing(false, animated: false)
            stage.clock.advanceFrames(1)
            #expect(toggle.superview === cell && badge.superview == nil)
            cell.accessoryView = nil
            #expect(toggle.superview == nil && cell.control(.accessory(.checkmark)) != nil, "without the view the type's control is back")

            // A view that already lives in another row is reported and left where it is.
            let other = try #require(stage.cell(1))
            other.accessoryView = toggle
            cell.accessoryView = toggle
            #expect(toggle.superview === other)
            #expect(stage.diagnostics.messages.contains { $0.contains("accessory view (Switch) of a table row is already in another view") })
        }
    }
}

@Suite("TableView: queries with index paths and points that name nothing (B2)")
@MainActor
struct TableViewQueryBadInputTests {
    @Test("when queries name rows, sections or points that do not exist, then they answer nothing, zero or nil without a report")
    func queriesAnswerNothing() {
        let stage = TableStage(items: [["a", "b"]]) { _, source in source.headerTitles = ["A"] }
        let table = stage.tableView
        for bad in [IndexPath(row: 9, section: 0), IndexPath(row: 0, section: 4), IndexPath(row: -1, section: 0), IndexPath(index: 0)] {
            #expect(table.cellForRow(at: bad) == nil)
            #expect(table.rectForRow(at: bad) == .zero)
        }
        #expect(table.rect(forSection: 7) == .zero && table.rect(forSection: -1) == .zero)
        #expect(table.rectForHeader(inSection: 3) == .zero && table.rectForFooter(inSection: -2) == .zero)
        #expect(table.headerView(forSection: 5) == nil && table.footerView(forSection: 0) == nil)
        #expect(table.indexPathForRow(at: CGPoint(x: CGFloat.nan, y: 10)) == nil)
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 10_000)) == nil)
        #expect(table.indexPathsForRows(in: CGRect(x: 0, y: CGFloat.infinity, width: 10, height: 10)) == [])
        #expect(table.indexPathsForRows(in: CGRect(x: 0, y: 0, width: 320, height: 100)) == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
        #expect(table.numberOfRows(inSection: -3) == 0)
        table.deselectRow(at: IndexPath(row: 40, section: 9), animated: true)
        #expect(stage.diagnostics.messages.isEmpty)
        #expect(stage.shown == ["a", "b"])
    }

    @Test("when scrolling to the nearest selected row, then the selected row nearest the position's place comes to it; without a selection nothing moves")
    func scrollToNearestSelectedRow() {
        let stage = TableStage(rows: 60)
        let table = stage.tableView
        table.scrollToNearestSelectedRow(at: .top, animated: false)
        #expect(table.contentOffset.y == 0, "no selection: nothing moves")
        table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        table.selectRow(at: IndexPath(row: 40, section: 0), animated: false, scrollPosition: .none)
        table.scrollToRow(at: IndexPath(row: 45, section: 0), at: .top, animated: false)
        table.scrollToNearestSelectedRow(at: .top, animated: false)
        #expect(table.contentOffset.y == table.rectForRow(at: IndexPath(row: 40, section: 0)).minY, "row 40 is nearer than row 3")
        #expect(stage.diagnostics.messages.isEmpty)
    }

    @Test("when the user selects or deselects a row, then the table posts selectionDidChangeNotification; selecting from code posts nothing")
    func selectionNotification() {
        let stage = TableStage(rows: 5)
        stage.tableView.allowsMultipleSelection = true
        nonisolated(unsafe) var posts = 0
        let observer = NotificationCenter.default.addObserver(forName: TableView.selectionDidChangeNotification, object: stage.tableView, queue: nil) { _ in
            posts += 1
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        stage.tableView.selectRow(at: IndexPath(row: 0, section: 0), animated: false, scrollPosition: .none)
        #expect(posts == 0)
        stage.tap(CGPoint(x: 100, y: 66))
        stage.tap(CGPoint(x: 100, y: 66))
        #expect(posts == 2, "a selection and a deselection")
    }

    @Test("when a header-footer view is made or reused, then its configuration update runs once before it shows, and again only when asked")
    func headerFooterConfigurationUpdates() {
        let header = TableViewHeaderFooterView(reuseIdentifier: "header")
        var updates = 0
        header.configurationUpdateHandler = { view, _ in
            updates += 1
            var content = view.defaultContentConfiguration()
            content.text = "Update \(updates)"
            view.contentConfiguration = content
        }
        header.updateConfigurationIfNeeded()
        header.updateConfigurationIfNeeded()
        #expect(updates == 1)
        header.recycle()
        header.updateConfigurationIfNeeded()
        #expect(updates == 2, "a reused view updates again")
        header.setNeedsUpdateConfiguration()
        header.layoutIfNeeded()
        #expect(updates == 3, "asking updates at the next layout")
        #expect((header.contentConfiguration as? ListContentConfiguration)?.text == "Update 3")
    }
}
