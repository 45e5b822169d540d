import CollectionEngine
import ViewSystem
import CollectionGeometry
import EngineTestSupport
import ViewTestSupport
import Foundation
import Testing

@Suite("TableView: rows, headers and footers inside the safe area and the readable width (F15, F36)")
@MainActor
struct TableViewRowInsetsTests {
    /// Two titled sections of ten rows each, in a `width` × 300 table.
    func stage(width: CGFloat = 320, configure: @escaping (TableView) -> Void = { _ in }) -> TableStage {
        let stage = TableStage(items: [(0..<10).map { "a\($0)" }, (0..<10).map { "b\($0)" }]) { table, source in
            source.headerTitles = ["One", "Two"]
            configure(table)
        }
        stage.window.frame = CGRect(x: 0, y: 0, width: width, height: 300)
        stage.tableView.frame = stage.window.bounds
        stage.clock.advanceFrames(1)
        return stage
    }

    /// The row's content view and separator, in the row's coordinates.
    func parts(_ cell: TableViewCell) throws -> (content: CGRect, separator: CGRect) {
        let separator = try #require(cell.subviews.first { $0 is SeparatorLineView })
        return (cell.contentView.frame, separator.frame)
    }

    @Test("when the table has a safe area on its sides, then rows keep their content and separators inside it, headers their content, and backgrounds span the table; right to left swaps the sides")
    func safeArea() throws {
        for rightToLeft in [false, true] {
            let stage = stage { table in
                if rightToLeft { table.overrideTraitCollection = TraitCollection(layoutDirection: .rightToLeft) }
            }
            stage.tableView.safeAreaInsets = EdgeInsets(top: 0, left: 44, bottom: 0, right: 30)
            stage.clock.advanceFrames(1)
            let cell = try #require(stage.cell(0))
            #expect(cell.frame.minX == 0 && cell.frame.width == 320, "the row spans the table")
            let (content, separator) = try parts(cell)
            #expect(content.minX == 44 && content.maxX == 320 - 30, "\(rightToLeft): \(content)")
            let inset = stage.tableView.separatorInset
            if rightToLeft {
                #expect(separator.maxX == 320 - 30 - inset.left && separator.minX == 44 + inset.right, "\(separator)")
            } else {
                #expect(separator.minX == 44 + inset.left && separator.maxX == 320 - 30 - inset.right, "\(separator)")
            }
            let header = try #require(stage.tableView.headerView(forSection: 0))
            #expect(header.frame.width == 320 && header.contentView.frame.minX == 44 && header.contentView.frame.maxX == 290)
            // A row displayed later learns the insets too.
            #expect(stage.cell(5, section: 1) == nil)
            stage.tableView.scrollToRow(at: IndexPath(row: 5, section: 1), at: .bottom, animated: false)
            stage.clock.advanceFrames(1)
            #expect(try parts(try #require(stage.cell(5, section: 1))).content.minX == 44)
        }
    }

    @Test("when insetsContentViewsToSafeArea is false, then rows and headers reach the table's edges inside the safe area too")
    func safeAreaIgnored() throws {
        let stage = stage { $0.insetsContentViewsToSafeArea = false }
        stage.tableView.safeAreaInsets = EdgeInsets(top: 0, left: 44, bottom: 0, right: 30)
        stage.clock.advanceFrames(1)
        let cell = try #require(stage.cell(0))
        #expect(try parts(cell).content == CGRect(x: 0, y: 0, width: 320, height: cell.bounds.height))
        stage.tableView.insetsContentViewsToSafeArea = true
        stage.clock.advanceFrames(1)
        #expect(try parts(cell).content.minX == 44, "switching it on moves the rows on screen")
    }

    @Test("when cellLayoutMarginsFollowReadableWidth is true on a wide table, then the content is inset on both sides by as much as the readable guide; a narrow table or the default changes nothing")
    func readableWidth() throws {
        let wide = stage(width: 1024) { $0.cellLayoutMarginsFollowReadableWidth = true }
        let margins = wide.tableView.layoutMargins
        let extra = (1024 - margins.left - margins.right - 672) / 2
        let cell = try #require(wide.cell(0))
        #expect(try parts(cell).content.minX == extra && parts(cell).content.maxX == 1024 - extra)
        let header = try #require(wide.tableView.headerView(forSection: 0))
        #expect(header.contentView.frame.minX == extra)
        let narrow = stage(width: 320) { $0.cellLayoutMarginsFollowReadableWidth = true }
        #expect(try parts(try #require(narrow.cell(0))).content.minX == 0)
        let plain = stage(width: 1024)
        #expect(!plain.tableView.cellLayoutMarginsFollowReadableWidth && plain.tableView.insetsContentViewsToSafeArea)
        #expect(try parts(try #require(plain.cell(0))).content.minX == 0)
    }
}
