import CollectionGeometry
import Foundation
import Testing
@testable import ViewSystem

@Suite("Dynamic Type and shrinking labels: fonts follow the content size category, one-line labels shrink to fit (F34)")
@MainActor
struct DynamicTypeTests {
    func traits(_ category: ContentSizeCategory) -> TraitCollection {
        var traits = TraitCollection()
        traits.preferredContentSizeCategory = category
        return traits
    }

    @Test("when a text style or a metrics-scaled font is asked for at a category, then it scales by the category's body size over 17",
          arguments: ContentSizeCategory.ordered)
    func scaling(category: ContentSizeCategory) {
        let ratio = category.bodyPointSize / 17
        #expect(Font.preferredFont(forTextStyle: .body, compatibleWith: traits(category)).pointSize == category.bodyPointSize)
        #expect(Font.preferredFont(forTextStyle: .caption1, compatibleWith: traits(category)).pointSize == (12 * ratio).rounded())
        let custom = FontMetrics(forTextStyle: .title1).scaledFont(for: .systemFont(ofSize: 30, weight: .bold), compatibleWith: traits(category))
        #expect(custom.pointSize == (30 * ratio).rounded() && custom.weight == .bold)
        #expect(abs(FontMetrics.default.scaledValue(for: 10, compatibleWith: traits(category)) - 10 * ratio) < 1e-9)
        #expect(Font.systemFont(ofSize: 20).scaled(for: category).pointSize == 20, "a fixed font does not scale")
    }

    @Test("when a label adjusts for the content size category, then a change of traits resizes it; without it, nothing changes")
    func labelFollowsTheCategory() {
        let container = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let adjusting = Label(), fixed = Label()
        for label in [adjusting, fixed] {
            label.text = "Hello"
            label.font = .preferredFont(forTextStyle: .body)
            container.addSubview(label)
        }
        adjusting.adjustsFontForContentSizeCategory = true
        #expect(adjusting.intrinsicContentSize == CGSize(width: 42.5, height: 22))
        container.overrideTraitCollection = traits(.accessibilityMedium)
        // 28 points: 5 × 14 wide, 28 × 1.3 = 36.4 → 36 high.
        #expect(adjusting.intrinsicContentSize == CGSize(width: 70, height: 36) && adjusting.effectiveFont.pointSize == 28)
        #expect(fixed.intrinsicContentSize == CGSize(width: 42.5, height: 22))
        #expect(Font.monospacedDigitSystemFont(ofSize: 13, weight: .medium).hasMonospacedDigits)
    }

    @Test("when the reader asks for bold text, then labels, attributed runs, text fields and list texts draw one weight heavier (regular text semibold) and a label's size follows; turning it off restores them")
    func boldText() throws {
        #expect(Font.Weight.allCases.map { Font(size: 17, weight: $0).withLegibilityWeight(.bold).weight }
            == [.light, .regular, .medium, .semibold, .semibold, .bold, .heavy, .black, .black])
        #expect(Font(size: 17, weight: .medium).withLegibilityWeight(.regular).weight == .medium)
        let container = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let label = Label(), field = TextField(), attributed = Label()
        label.text = "Hello"
        attributed.attributedText = NSAttributedString(string: "Bold", attributes: [.font: Font.systemFont(ofSize: 15, weight: .bold)])
        [label, field, attributed].forEach(container.addSubview)
        let regularWidth = label.intrinsicContentSize.width
        var bold = TraitCollection()
        bold.legibilityWeight = .bold
        container.overrideTraitCollection = bold
        #expect(label.effectiveFont.weight == .semibold && label.effectiveFont.pointSize == 17)
        #expect(label.intrinsicContentSize.width > regularWidth, "the model draws semibold wider")
        guard case .text(let runs)? = attributed.renderedContent, case .textField(let editor)? = field.renderedContent else {
            Issue.record("no content")
            return
        }
        #expect(runs.runs?.first?.font.weight == .heavy)
        #expect(editor.font.weight == .semibold)
        var list = ListContentConfiguration.subtitleCell()
        list.text = "Title"
        list.secondaryText = "Detail"
        let updated = list.updated(for: CellConfigurationState(traitCollection: bold))
        #expect(updated.textProperties.font.weight == .semibold && updated.secondaryTextProperties.font.weight == .semibold)
        container.overrideTraitCollection = nil
        #expect(label.effectiveFont.weight == .regular && label.intrinsicContentSize.width == regularWidth)
    }

    @Test("when a one-line label that shrinks to fit is narrower than its text, then it draws a smaller font, not below the minimum scale")
    func shrinkToFit() {
        let label = Label(frame: CGRect(x: 0, y: 0, width: 85, height: 22))
        label.text = "twenty characters!!!"  // 20 × 8.5 = 170 points at 17
        label.adjustsFontSizeToFitWidth = true
        guard case .text(let half)? = label.renderedContent else { Issue.record("no text"); return }
        #expect(half.font.pointSize == 8.5, "85 / 170 of 17")
        label.minimumScaleFactor = 0.75
        guard case .text(let floor)? = label.renderedContent else { return }
        #expect(floor.font.pointSize == 12.5, "0.75 × 17 = 12.75, to the half point below")
        #expect(label.intrinsicContentSize.width == 170, "the intrinsic size stays the full size")
        label.minimumScaleFactor = .nan
        #expect(label.minimumScaleFactor == 0)
        label.frame.size.width = 400
        guard case .text(let full)? = label.renderedContent else { return }
        #expect(full.font.pointSize == 17)
    }
}
