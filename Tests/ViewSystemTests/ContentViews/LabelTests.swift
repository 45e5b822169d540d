import CollectionGeometry
import Foundation
import Testing
@testable import ViewSystem

/// Sizes come from the headless text model (`TextMetrics`): a body character is 8.5 points wide, a
/// body line 22 points high.
@Suite("Label: text sized by the text model, wrapped by its constraints, measured once per question (F34)")
@MainActor
struct LabelTests {
    @Test("when a label has one line, then its intrinsic size is its text's width by one line; empty and nil text are zero")
    func oneLine() {
        let label = Label()
        #expect(label.intrinsicContentSize == .zero)
        label.text = ""
        #expect(label.intrinsicContentSize == .zero)
        label.text = "Hello"
        #expect(label.intrinsicContentSize == CGSize(width: 42.5, height: 22))
        label.text = "Hello\nworld"
        #expect(label.intrinsicContentSize == CGSize(width: 93.5, height: 22), "one line: the break becomes a space")
        label.font = .boldSystemFont(ofSize: 20)
        #expect(label.intrinsicContentSize == CGSize(width: 121, height: 26))
    }

    @Test("when a multi-line label has a preferred width, then it wraps there, at most numberOfLines lines")
    func preferredWidth() {
        let label = Label()
        label.text = "one two three four five"
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 100
        #expect(label.intrinsicContentSize == CGSize(width: 85, height: 66), "one two / three four / five")
        label.numberOfLines = 2
        #expect(label.intrinsicContentSize == CGSize(width: 85, height: 44))
        label.lineBreakMode = .byCharWrapping
        label.numberOfLines = 0
        #expect(label.intrinsicContentSize == CGSize(width: 93.5, height: 66), "11 characters a line, then the rest")
        #expect(label.sizeThatFits(CGSize(width: 60, height: 0)) == CGSize(width: 59.5, height: 88))
    }

    @Test("when a multi-line label is pinned between edges, then its height is its text wrapped at the width the constraints give it")
    func wrapsAtItsLayoutWidth() {
        let container = View(frame: CGRect(x: 0, y: 0, width: 120, height: 400))
        let label = Label()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.numberOfLines = 0
        label.text = "one two three four five six"
        container.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: container.topAnchor, constant: 5),
        ])
        container.layoutIfNeeded()
        // 100 points: 11 characters a line — "one two" / "three four" / "five six".
        #expect(label.frame == CGRect(x: 10, y: 5, width: 100, height: 66))
        container.frame.size.width = 70
        container.layoutIfNeeded()
        // 50 points: 5 characters — "one" / "two" / "three" / "four" / "five" / "six".
        #expect(label.frame == CGRect(x: 10, y: 5, width: 50, height: 132))
    }

    @Test("when a cell's content fits a width, then a wrapping label in it decides the height")
    func fittingWithAWrappingLabel() {
        let content = View(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        let title = Label(), body = Label()
        title.text = "Title"
        body.text = "a body text that needs a few lines at this width"
        body.numberOfLines = 0
        for label in [title, body] {
            label.translatesAutoresizingMaskIntoConstraints = false
            content.addSubview(label)
        }
        let margins = content.layoutMarginsGuide
        LayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: margins.topAnchor),
            title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            title.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            body.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            body.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            body.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            body.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        let fitted = content.systemLayoutSizeFitting(CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
                                                     verticalFittingPriority: .fittingSizeLevel)
        // 184 points inside the margins: 21 characters a line — 3 lines of the 48-character body.
        let lines = TextMetrics().lines(of: body.text ?? "", font: body.font, width: 184).count
        #expect(lines == 3)
        #expect(fitted == CGSize(width: 200, height: 8 + 22 + 4 + CGFloat(lines) * 22 + 8))
    }

    @Test("when bad values are set, then each is corrected and the label stays consistent")
    func badInput() {
        let label = Label()
        label.text = "Hello"
        label.preferredMaxLayoutWidth = .nan
        #expect(label.preferredMaxLayoutWidth == 0)
        label.preferredMaxLayoutWidth = -5
        #expect(label.preferredMaxLayoutWidth == 0)
        label.numberOfLines = -3
        #expect(label.numberOfLines == 0)
        label.textColor = .systemRed
        label.textColor = nil
        #expect(label.textColor == .label)
        label.font = .systemFont(ofSize: .nan)
        #expect(label.font.pointSize == 17)
        #expect(label.intrinsicContentSize == CGSize(width: 42.5, height: 22))
    }

    @Test("when a label is highlighted, then it draws its text in the highlighted colour, or its text colour without one; a disabled label stays dimmed")
    func highlighted() {
        let label = Label()
        label.text = "Inbox"
        label.textColor = .systemBlue
        func drawn() -> Color? {
            guard case .text(let text)? = label.renderedContent else { return nil }
            return text.color
        }
        label.highlightedTextColor = .white
        #expect(drawn() == Color.systemBlue.resolvedColor(with: label.traitCollection), "not highlighted yet")
        label.isHighlighted = true
        #expect(drawn() == Color.white)
        label.highlightedTextColor = nil
        #expect(drawn() == Color.systemBlue.resolvedColor(with: label.traitCollection))
        label.isEnabled = false
        #expect(drawn() == Color.tertiaryLabel.resolvedColor(with: label.traitCollection))
    }

    @Test("when a label is drawn, then natural alignment follows the layout direction and a disabled label is dimmed")
    func renderedText() {
        let label = Label()
        #expect(label.renderedContent == nil)
        label.text = "Hi"
        guard case .text(let text)? = label.renderedContent else {
            Issue.record("no text content")
            return
        }
        #expect(text.alignment == .left && text.numberOfLines == 1 && text.lineBreakMode == .byTruncatingTail && text.wrapWidth == nil)
        label.semanticContentAttribute = .forceRightToLeft
        label.isEnabled = false
        guard case .text(let mirrored)? = label.renderedContent else { return }
        #expect(mirrored.alignment == .right)
        #expect(mirrored.color == Color.tertiaryLabel.resolvedColor(with: label.traitCollection))
        #expect(label.isUserInteractionEnabled == false)
        #expect(label.firstBaselineOffsetFromTop == 16 && label.lastBaselineOffsetFromBottom == 6, "2.5 + 13.6 rounded, and the rest of 22")
    }

    @Test("when the renderer answers a frame later, then labels with the same text ask once and size themselves when it arrives")
    func asynchronousMeasurement() {
        let renderer = RecordingRenderer()
        renderer.answersMeasurementsLater = true
        let clock = ManualFrameClock()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), clock: clock, renderer: renderer, timeSource: ManualTimeSource())
        let labels = (0..<3).map { _ in Label() }
        for label in labels {
            label.text = "Same text"
            window.addSubview(label)
        }
        let estimate = labels[0].intrinsicContentSize
        #expect(estimate == CGSize(width: 76.5, height: 22), "the text model stands in until the page answers")
        for label in labels.dropFirst() { _ = label.intrinsicContentSize }
        #expect(renderer.openMeasurements.count == 1, "one question for three labels")
        clock.advanceFrames(1)
        renderer.answerMeasurements(in: window)
        clock.advanceFrames(1)
        #expect(window.numberOfOpenMeasurements == 0)
        // The renderer answered with its own text model; a different text asks again, the same does not.
        let again = Label()
        again.text = "Same text"
        window.addSubview(again)
        _ = again.intrinsicContentSize
        #expect(renderer.measurementCount == 1)
    }

    @Test("when a label inside a plain container is placed by frames from sizeThatFits and the page answers later, then the view that placed it lays out again with the answer")
    func framePlacedLabelInAContainer() throws {
        /// Places a pill (a plain view) and the label inside it by hand, as a photo cell's caption.
        final class Captioned: View {
            let pill = View()
            let label = Label()
            var layouts = 0
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(pill)
                pill.addSubview(label)
            }
            required init?(coder: NSCoder) { nil }
            override func layoutSubviews() {
                super.layoutSubviews()
                layouts += 1
                let text = label.sizeThatFits(CGSize(width: bounds.width, height: 18))
                pill.frame = CGRect(x: 6, y: 6, width: text.width + 14, height: 18)
                label.frame = CGRect(x: 7, y: 0, width: text.width, height: 18)
            }
        }
        let renderer = RecordingRenderer()
        renderer.answersMeasurementsLater = true
        let clock = ManualFrameClock()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), clock: clock, renderer: renderer, timeSource: ManualTimeSource())
        let view = Captioned(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.label.text = "42"
        window.addSubview(view)
        clock.advanceFrames(1)
        let request = try #require(renderer.openMeasurements.first)
        let estimated = view.label.frame.width
        window.deliver(MeasurementAnswer(request: request.id, size: CGSize(width: estimated + 5, height: 14)))
        clock.advanceFrames(1)
        #expect(view.label.frame.width == estimated + 5, "the page's wider digits fit")
        #expect(view.pill.frame.width == estimated + 19)
        #expect(view.layouts == 2)
    }

    @Test("when a label was measured before it had a window, then joining one asks the page: the model's estimate is not kept")
    func measuredBeforeTheWindow() throws {
        let renderer = RecordingRenderer()
        renderer.answersMeasurementsLater = true
        let clock = ManualFrameClock()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), clock: clock, renderer: renderer, timeSource: ManualTimeSource())
        let label = Label()
        label.text = "Oat milk"
        #expect(label.intrinsicContentSize == CGSize(width: 68, height: 22), "no window: the text model")
        #expect(renderer.openMeasurements.isEmpty)
        window.addSubview(label)
        _ = label.intrinsicContentSize
        let request = try #require(renderer.openMeasurements.first, "in a window, the same question goes to the page")
        window.deliver(MeasurementAnswer(request: request.id, size: CGSize(width: 85, height: 22)))
        clock.advanceFrames(1)
        #expect(label.intrinsicContentSize == CGSize(width: 85, height: 22))
        label.removeFromSuperview()
        #expect(label.intrinsicContentSize == CGSize(width: 85, height: 22), "a page's answer stays good out of the window")
    }

    @Test("when the page's answer differs from the text model's estimate, then a constrained label takes the answer at the next frame")
    func answerReplacesTheEstimate() throws {
        let renderer = RecordingRenderer()
        renderer.answersMeasurementsLater = true
        let clock = ManualFrameClock()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), clock: clock, renderer: renderer, timeSource: ManualTimeSource())
        let container = View(frame: window.bounds)
        window.addSubview(container)
        let label = Label()
        label.text = "9:00"
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        LayoutConstraint.activate([
            label.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
        ])
        clock.advanceFrames(1)
        #expect(label.frame == CGRect(x: 310 - 34, y: 10, width: 34, height: 22), "the text model's 4 × 8.5")
        let request = try #require(renderer.openMeasurements.first)
        window.deliver(MeasurementAnswer(request: request.id, size: CGSize(width: 31, height: 20)))
        clock.advanceFrames(1)
        #expect(label.frame == CGRect(x: 310 - 31, y: 10, width: 31, height: 20))
        // The layout direction changes what the label draws, not its size: no new question.
        var traits = window.traitCollection
        traits.layoutDirection = .rightToLeft
        window.overrideTraitCollection = traits
        clock.advanceFrames(1)
        #expect(label.frame.size == CGSize(width: 31, height: 20) && window.numberOfOpenMeasurements == 0)
        // A new font is a new question: the estimate until the answer, then the answer.
        label.font = .systemFont(ofSize: 20)
        clock.advanceFrames(1)
        #expect(label.frame.size == CGSize(width: 40, height: 26))
        let second = try #require(renderer.openMeasurements.last)
        window.deliver(MeasurementAnswer(request: second.id, size: CGSize(width: 37, height: 24)))
        clock.advanceFrames(1)
        #expect(label.intrinsicContentSize == CGSize(width: 37, height: 24))
        #expect(label.frame == CGRect(x: 10, y: 10, width: 37, height: 24), "trailing is on the left now")
    }

    /// The padded label iOS code bases write: text drawn inside insets, sized with them.
    final class PaddingLabel: Label {
        var insets = EdgeInsets(top: 4, left: 8, bottom: 4, right: 8)

        override func drawText(in rect: CGRect) {
            super.drawText(in: rect.inset(by: insets))
        }

        override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
            let inner = super.textRect(forBounds: bounds.inset(by: insets), limitedToNumberOfLines: numberOfLines)
            return inner.inset(by: EdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
        }
    }

    /// A label that draws nothing: it overrides `drawText(in:)` without calling `super`.
    final class SilentLabel: Label {
        override func drawText(in rect: CGRect) {}
    }

    func textContent(of label: Label) -> TextContent? {
        guard case .text(let content)? = label.renderedContent else { return nil }
        return content
    }

    @Test("when a subclass insets textRect and drawText, then the label is sized with the insets, draws its text inside them (leading and trailing following the direction), and wraps within them")
    func paddedLabel() throws {
        let label = PaddingLabel()
        label.text = "Hello"
        #expect(label.intrinsicContentSize == CGSize(width: 42.5 + 16, height: 30))
        #expect(label.sizeThatFits(CGSize(width: 500, height: 500)) == CGSize(width: 58.5, height: 30))
        label.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        label.insets = EdgeInsets(top: 4, left: 10, bottom: 6, right: 2)
        label.setNeedsDisplay()
        #expect(try #require(textContent(of: label)).margins == DirectionalEdgeInsets(top: 4, leading: 10, bottom: 6, trailing: 2))
        label.semanticContentAttribute = .forceRightToLeft
        #expect(try #require(textContent(of: label)).margins == DirectionalEdgeInsets(top: 4, leading: 2, bottom: 6, trailing: 10))

        let wrapping = PaddingLabel()
        wrapping.text = "one two three four five"
        wrapping.numberOfLines = 0
        wrapping.preferredMaxLayoutWidth = 116
        #expect(wrapping.intrinsicContentSize == CGSize(width: 85 + 16, height: 66 + 8), "wrapped at 100 inside the insets")
        #expect(textContent(of: SilentLabel()) == nil)
        let silent = SilentLabel()
        silent.text = "Hidden"
        #expect(textContent(of: silent) == nil, "a drawText that does not call super draws no text, as in UIKit")
    }

    @Test("when textRect is asked for bounds and a line limit, then it gives the text's rectangle at the bounds' origin, wrapped at their width, cut to the lines and the height; bad bounds measure the text alone")
    func textRect() {
        let label = Label()
        label.text = "one two three four five"
        label.numberOfLines = 0
        #expect(label.textRect(forBounds: CGRect(x: 5, y: 7, width: 100, height: 1_000), limitedToNumberOfLines: 0)
                == CGRect(x: 5, y: 7, width: 85, height: 66))
        #expect(label.textRect(forBounds: CGRect(x: 0, y: 0, width: 100, height: 1_000), limitedToNumberOfLines: 1).height == 22)
        #expect(label.textRect(forBounds: CGRect(x: 0, y: 0, width: 100, height: 30), limitedToNumberOfLines: 0).height == 30)
        let bad = label.textRect(forBounds: CGRect(x: CGFloat.nan, y: 0, width: .nan, height: .infinity), limitedToNumberOfLines: -3)
        #expect(bad.origin == .zero && bad.width == 195.5 && bad.height == 22, "NaN bounds: the text on one line, at the origin")
        label.text = nil
        #expect(label.textRect(forBounds: CGRect(x: 0, y: 0, width: 100, height: 100), limitedToNumberOfLines: 0).size == .zero)
    }

    @Test("when a label has a shadow colour, then its text is drawn with a sharp shadow at the offset (one point up unless set); without a colour there is none")
    func shadow() throws {
        let label = Label(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        label.text = "Shade"
        #expect(try #require(textContent(of: label)).shadow == nil && label.shadowOffset == CGSize(width: 0, height: -1))
        label.shadowColor = .black
        let shadow = try #require(textContent(of: label)?.shadow)
        #expect(shadow.color == .black && shadow.offset == CGSize(width: 0, height: -1) && shadow.radius == 0 && shadow.opacity == 1)
        label.shadowOffset = CGSize(width: 2, height: 3)
        #expect(textContent(of: label)?.shadow?.offset == CGSize(width: 2, height: 3))
        label.shadowOffset = CGSize(width: CGFloat.nan, height: 1)
        #expect(textContent(of: label)?.shadow?.offset == .zero, "a NaN offset draws the shadow under the text")
    }

    @Test("when a label's font is set to nil, then it goes back to the default, and reads like UIKit's UIFont!")
    func nullResettableFont() {
        let label = Label()
        label.font = .boldSystemFont(ofSize: 30)
        label.font = nil
        #expect(label.font == .preferredFont(forTextStyle: .body) && label.font.pointSize == 17)
        let optional: Font? = label.font
        #expect(optional != nil)
    }
}
