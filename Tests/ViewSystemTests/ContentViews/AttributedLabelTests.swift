import CollectionGeometry
import Foundation
import Testing
@testable import ViewSystem

@Suite("Attributed labels: runs in their own fonts and colours, sized by the text model (F34)")
@MainActor
struct AttributedLabelTests {
    /// "Hello " in the label's body font (6 × 8.5) and "world" in bold 20 (5 × 11).
    func greeting() -> NSAttributedString {
        let text = NSMutableAttributedString(string: "Hello ")
        text.append(NSAttributedString(string: "world", attributes: [.font: Font.boldSystemFont(ofSize: 20), .foregroundColor: Color.systemRed,
                                                                      .underlineStyle: UnderlineStyle.single.rawValue]))
        return text
    }

    @Test("when a label shows attributed text, then each run measures in its font and the line is as tall as the tallest")
    func size() {
        let label = Label()
        label.attributedText = greeting()
        #expect(label.text == "Hello world")
        #expect(label.intrinsicContentSize == CGSize(width: 51 + 55, height: 26))
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 60
        #expect(label.intrinsicContentSize == CGSize(width: 55, height: 52), "Hello / world: two lines of the tallest height")
    }

    @Test("when attributed text is drawn, then the runs carry their fonts, colours and underline, and the paragraph's alignment")
    func runs() throws {
        let label = Label()
        label.textColor = .systemBlue
        let text = NSMutableAttributedString(attributedString: greeting())
        let paragraph = MutableParagraphStyle()
        paragraph.alignment = .center
        text.addAttribute(.paragraphStyle, value: paragraph, range: NSRange(location: 0, length: text.length))
        label.attributedText = text
        guard case .text(let content)? = label.renderedContent, let runs = content.runs else {
            Issue.record("no runs")
            return
        }
        #expect(runs.map(\.text) == ["Hello ", "world"] && content.alignment == .center)
        #expect(runs[0].font == label.font && runs[0].color == Color.systemBlue.resolvedColor(with: label.traitCollection))
        #expect(runs[1].font == .boldSystemFont(ofSize: 20) && runs[1].isUnderlined && !runs[0].isUnderlined)
    }

    @Test("when plain text is set after attributed text, then the attributes are dropped; attributedText of plain text carries the label's font")
    func plainAfterAttributed() {
        let label = Label()
        label.attributedText = greeting()
        label.text = "Plain"
        guard case .text(let content)? = label.renderedContent else { return }
        #expect(content.runs == nil && label.intrinsicContentSize == CGSize(width: 42.5, height: 22))
        #expect(label.attributedText?.string == "Plain")
        #expect(label.attributedText?.attribute(.font, at: 0, effectiveRange: nil) as? Font == label.font)
        label.attributedText = nil
        #expect(label.text == nil && label.intrinsicContentSize == .zero)
    }
}
