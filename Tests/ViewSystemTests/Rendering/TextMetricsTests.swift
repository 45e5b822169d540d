import ViewSystem
import CollectionGeometry
import Foundation
import Testing

@Suite("TextMetrics: the headless renderer's exact text model")
struct TextMetricsTests {
    let metrics = TextMetrics()
    let body = Font.preferredFont(forTextStyle: .body)

    @Test("when text wraps, then words move to the next line and overlong words are broken")
    func wrapping() {
        // 17 pt body: 8.5 points per character; 85 points hold 10 characters.
        #expect(metrics.lines(of: "the quick brown fox jumps", font: body, width: 85) == ["the quick", "brown fox", "jumps"])
        #expect(metrics.lines(of: "abcdefghijklmnopqrstuvwxyz", font: body, width: 85) == ["abcdefghij", "klmnopqrst", "uvwxyz"])
        #expect(metrics.lines(of: "one\n\ntwo", font: body, width: 85) == ["one", "", "two"])
        #expect(metrics.lines(of: "a b c d e f", font: body, width: 17, maximumLines: 2) == ["a", "b"])
        #expect(metrics.lines(of: "", font: body, width: 100).isEmpty)
        #expect(metrics.lines(of: "word", font: body, width: .nan) == ["word"], "no width: no wrapping")
    }

    @Test("when text is longer than its lines, then the last line shown ends in an ellipsis at the tail, head or middle, and clipping and wrapping modes cut it")
    func truncation() {
        // 85 points hold 10 characters of 17-point body text.
        let title = "Collection views present items"
        func shown(_ mode: LineBreakMode, lines: Int = 1) -> [String] {
            metrics.displayedLines(of: title, font: body, width: 85, maximumLines: lines, lineBreakMode: mode)
        }
        #expect(shown(.byTruncatingTail) == ["Collectio…"])
        #expect(shown(.byTruncatingHead) == ["…ent items"])
        #expect(shown(.byTruncatingMiddle) == ["Colle…tems"])
        #expect(shown(.byClipping) == ["Collection"])
        #expect(shown(.byTruncatingTail, lines: 2) == ["Collection", "views pre…"])
        #expect(shown(.byTruncatingTail, lines: 0) == ["Collection", "views", "present", "items"], "no limit: every line")
        #expect(metrics.displayedLines(of: "Short", font: body, width: 85, maximumLines: 1, lineBreakMode: .byTruncatingTail) == ["Short"])
        #expect(metrics.displayedLines(of: "two\nlines", font: body, width: 200, maximumLines: 1, lineBreakMode: .byTruncatingTail) == ["two lines"],
                "one line: line breaks become spaces")
        #expect(metrics.displayedLines(of: "", font: body, width: 85, maximumLines: 1, lineBreakMode: .byTruncatingTail).isEmpty)
        #expect(metrics.displayedLines(of: title, font: body, width: 0, maximumLines: 1, lineBreakMode: .byTruncatingTail) == ["…"],
                "no room: the ellipsis alone")
    }

    @Test("when list cells are measured, then a one-line cell is UIKit's 44 points and a subtitle cell adds its line")
    func listCells() {
        var cell = ListContentConfiguration.cell()
        cell.text = "Hello"
        #expect(metrics.size(of: cell.renderedContent, fixedWidth: 320) == CGSize(width: 320, height: 44))
        cell.secondaryText = "World"
        // 11 + 22 + 3 + 20 + 11.
        #expect(metrics.size(of: cell.renderedContent, fixedWidth: 320).height == 67)
        cell.text = String(repeating: "word ", count: 20)
        // 288 points of text: 33 characters per line → 4 lines of 22.
        let fourLines: CGFloat = 11 + 4 * 22 + 3 + 20 + 11
        #expect(metrics.size(of: cell.renderedContent, fixedWidth: 320).height == fourLines)
        var value = ListContentConfiguration.valueCell()
        value.text = "Wi-Fi"
        value.secondaryText = "Home"
        #expect(metrics.size(of: value.renderedContent, fixedWidth: 320).height == 44, "side by side when they fit")
        var word = ListContentConfiguration.cell()
        word.text = "Swift"
        let natural: CGFloat = 16 + 42.5 + 16
        #expect(metrics.size(of: word.renderedContent, fixedWidth: nil) == CGSize(width: natural, height: 44), "natural width")
        word.image = Image(systemName: "star", size: CGSize(width: 24, height: 24))
        let withImage: CGFloat = 16 + 24 + 16 + 42.5 + 16
        #expect(metrics.size(of: word.renderedContent, fixedWidth: nil).width == withImage)
    }

    @Test("when a cell's text is smaller than the body, then the row keeps UIKit's 44 points, in every cell style; headers and footers have no least height")
    func rowMinimumHeight() {
        let small = Font.systemFont(ofSize: 12)
        for var style in [ListContentConfiguration.cell(), .subtitleCell(), .valueCell(), .sidebarCell(), .accompaniedSidebarCell()] {
            style.text = "Small"
            style.textProperties.font = small
            // 11 + 16 + 11 = 38 measured: raised to 44.
            #expect(metrics.size(of: style.renderedContent, fixedWidth: 320).height == 44)
        }
        var header = ListContentConfiguration.plainHeader()
        header.text = "Small"
        header.textProperties.font = small
        #expect(metrics.size(of: header.renderedContent, fixedWidth: 320).height < 44)
        var tight = ListContentConfiguration.cell()
        tight.text = "No margins"
        tight.directionalLayoutMargins = .zero
        #expect(metrics.size(of: tight.renderedContent, fixedWidth: 320).height == 44, "the least height holds whatever the margins")
    }

    @Test("when custom parts are measured, then stacks add up and boxes keep their sizes; bad sizes count as zero")
    func customParts() {
        let content = CustomContentConfiguration(.vertical([
            .swatch(.systemBlue, width: 100, height: 60),
            .text("Caption", font: .preferredFont(forTextStyle: .caption1)),
            .horizontal([.image(Image(systemName: "heart", size: CGSize(width: 24, height: 24))), .swatch(.systemRed, width: .nan, height: -5)], spacing: 4),
        ], spacing: 8), margins: DirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4))
        // 60 + 8 + 16 (caption line) + 8 + 24 = 116, plus margins.
        #expect(metrics.size(of: content.renderedContent, fixedWidth: nil) == CGSize(width: 108, height: 124))
        #expect(CustomContentConfiguration.isValidClassName("card-title_2"))
        #expect(!CustomContentConfiguration.isValidClassName("bad\"><script>") && !CustomContentConfiguration.isValidClassName(""))
    }
}
