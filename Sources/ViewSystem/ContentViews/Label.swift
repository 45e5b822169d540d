import CollectionGeometry
import Foundation

/// A view that shows read-only text (`UILabel`, F34).
///
/// Its intrinsic size comes from text metrics: the renderer's (the browser measures in the page, a
/// frame later — until then the headless text model's estimate stands in) or, without a window, the
/// deterministic `TextMetrics`. Answers are cached by the window per text, font and wrap width, so a
/// reused cell showing a text already seen costs no measurement.
///
/// A label whose `numberOfLines` is not 1 and whose `preferredMaxLayoutWidth` is 0 wraps at the width
/// its constraints give it: the constraint layout measures its height again at that width until the
/// widths settle (UIKit's "automatic" preferred width), so a multi-line label in a self-sizing cell
/// needs nothing more.
///
/// Differences from UIKit: attributed text draws fonts, colours, backgrounds, underlines and
/// strikethroughs (no attachments, links, kerning or shadows); no shadow or highlight colours; the text model is not a
/// typesetter (`TextMetrics`); truncation is drawn by the page; Dynamic Type scales by the project's
/// model (`Font.scaled(for:)`).
@MainActor
open class Label: View {
    /// The text shown (default `nil`); setting it drops `attributedText`.
    open var text: String? {
        get { storedAttributedText?.string ?? storedText }
        set {
            let hadAttributes = storedAttributedText != nil
            storedAttributedText = nil
            guard newValue != storedText || hadAttributes else { return }
            storedText = newValue
            textDidChange(affectsSize: true)
        }
    }
    private var storedText: String?

    /// The text with runs of their own fonts, colours, underlines and strikethroughs
    /// (`.font`, `.foregroundColor`, `.backgroundColor`, `.underlineStyle`, `.strikethroughStyle`),
    /// and the first paragraph style's alignment and line break mode; characters without an
    /// attribute take the label's. Setting it sets `text` to its string.
    open var attributedText: NSAttributedString? {
        get { storedAttributedText ?? storedText.map { NSAttributedString(string: $0, attributes: [.font: effectiveFont, .foregroundColor: storedTextColor]) } }
        set {
            let copy = newValue.map { NSAttributedString(attributedString: $0) }
            if let copy, let stored = storedAttributedText, copy.isEqual(to: stored) { return }
            if copy == nil, storedAttributedText == nil, storedText == nil { return }
            storedAttributedText = copy
            storedText = copy?.string
            textDidChange(affectsSize: true)
        }
    }
    private var storedAttributedText: NSAttributedString?

    /// The font (default: the body text style, 17 points); setting `nil` restores the default, as
    /// UIKit's (`UIFont!`).
    open var font: Font! {
        get { storedFont }
        set {
            let font = newValue ?? .preferredFont(forTextStyle: .body)
            guard font != storedFont else { return }
            storedFont = font
            textDidChange(affectsSize: true)
        }
    }
    private var storedFont: Font = .preferredFont(forTextStyle: .body)
    /// What `drawText(in:)` was given while the content is rendered; `nil` otherwise.
    private var drawnTextRect: CGRect?

    /// The colour of the text (default `.label`); setting `nil` restores the default, as UIKit's.
    open var textColor: Color! {
        get { storedTextColor }
        set {
            let color = newValue ?? .label
            guard color != storedTextColor else { return }
            storedTextColor = color
            textDidChange(affectsSize: false)
        }
    }
    private var storedTextColor: Color = .label

    /// How lines are aligned (default `.natural`: the leading edge of the layout direction).
    open var textAlignment: TextAlignment = .natural {
        didSet { if textAlignment != oldValue { textDidChange(affectsSize: false) } }
    }

    /// The most lines shown; 0 means as many as the text needs (default 1). Negative values become 0.
    open var numberOfLines: Int = 1 {
        didSet {
            if numberOfLines < 0 { numberOfLines = 0 }
            if numberOfLines != oldValue { textDidChange(affectsSize: true) }
        }
    }

    /// What happens to text longer than its room (default `.byTruncatingTail`).
    open var lineBreakMode: LineBreakMode = .byTruncatingTail {
        didSet { if lineBreakMode != oldValue { textDidChange(affectsSize: true) } }
    }

    /// The width a multi-line label wraps at when it reports its intrinsic size (default 0: the width
    /// its layout gives it). A NaN, infinite or negative value becomes 0.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet {
            if !preferredMaxLayoutWidth.isFinite || preferredMaxLayoutWidth < 0 { preferredMaxLayoutWidth = 0 }
            if preferredMaxLayoutWidth != oldValue { textDidChange(affectsSize: true) }
        }
    }

    /// Whether a Dynamic Type font (`preferredFont(forTextStyle:)`, `FontMetrics`) follows the content
    /// size category of the label's traits (default `false`, as UIKit's).
    open var adjustsFontForContentSizeCategory = false {
        didSet { if adjustsFontForContentSizeCategory != oldValue { textDidChange(affectsSize: true) } }
    }

    /// Whether a one-line label draws its text smaller when it is wider than the bounds, down to
    /// `minimumScaleFactor` (default `false`). The intrinsic size stays the full size, as in UIKit.
    open var adjustsFontSizeToFitWidth = false {
        didSet { if adjustsFontSizeToFitWidth != oldValue { textDidChange(affectsSize: false) } }
    }

    /// The smallest fraction of the font size `adjustsFontSizeToFitWidth` goes to (default 0: as small
    /// as needed); clamped to 0…1, NaN becomes 0.
    open var minimumScaleFactor: CGFloat = 0 {
        didSet {
            let clean = minimumScaleFactor.isFinite ? Swift.min(1, Swift.max(0, minimumScaleFactor)) : 0
            if clean != minimumScaleFactor { minimumScaleFactor = clean }
            textDidChange(affectsSize: false)
        }
    }

    /// The font the label measures and draws with: `font`, at the traits' content size category when
    /// `adjustsFontForContentSizeCategory`, and heavier when the reader asked for bold text (the traits'
    /// `legibilityWeight`, as iOS's Bold Text makes system fonts heavier).
    public var effectiveFont: Font {
        resolved(font, legibility: textLegibilityWeight)
    }

    /// `font` as this label measures and draws it (the content size category read only when the label
    /// adjusts to it).
    private func resolved(_ font: Font, legibility: LegibilityWeight) -> Font {
        (adjustsFontForContentSizeCategory ? font.scaled(for: traitCollection.preferredContentSizeCategory) : font)
            .withLegibilityWeight(legibility)
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if adjustsFontForContentSizeCategory || (previousTraitCollection?.legibilityWeight == .bold) != (traitCollection.legibilityWeight == .bold) {
            invalidateIntrinsicContentSize()
        }
    }

    /// Whether the label draws its text enabled (default `true`); a disabled label draws it in
    /// `.tertiaryLabel`.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { textDidChange(affectsSize: false) } }
    }

    /// The colour of a shadow drawn under the text (default `nil`: none).
    open var shadowColor: Color? {
        didSet { if shadowColor != oldValue { textDidChange(affectsSize: false) } }
    }

    /// How far the shadow is from the text (default 0 across, 1 point up, as UIKit's).
    open var shadowOffset = CGSize(width: 0, height: -1) {
        didSet { if shadowOffset != oldValue, shadowColor != nil { textDidChange(affectsSize: false) } }
    }

    /// The text's colour while `isHighlighted` (default `nil`: `textColor`).
    open var highlightedTextColor: Color? {
        didSet { if highlightedTextColor != oldValue, isHighlighted { textDidChange(affectsSize: false) } }
    }

    /// Whether the label draws its text in `highlightedTextColor` (default `false`). Differences from
    /// UIKit: cells do not set it on their labels when they are highlighted or selected (configurations
    /// colour their text instead).
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { textDidChange(affectsSize: false) } }
    }

    /// Creates a label with the given frame; labels do not take touches (`isUserInteractionEnabled`
    /// is `false`, as UIKit's).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Creates an empty label; `coder` is ignored.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isUserInteractionEnabled = false
    }

    // MARK: Size

    /// The text's size on one line, or wrapped at `preferredMaxLayoutWidth` (or, for a multi-line
    /// label, at its current width); zero for an empty text. Measured through
    /// `textRect(forBounds:limitedToNumberOfLines:)`, so a subclass that insets it is sized with it.
    open override var intrinsicContentSize: CGSize {
        let wrap: CGFloat? = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth
            : (numberOfLines != 1 && bounds.width > 0 ? bounds.width : nil)
        return measuredSize(wrappingAt: wrap)
    }

    /// The text's size within `size.width` (a one-line label is as wide as its text, at most the
    /// width; a multi-line one wraps there), through `textRect(forBounds:limitedToNumberOfLines:)`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width.isFinite && size.width > 0 ? size.width : nil
        return measuredSize(wrappingAt: width)
    }

    /// The rectangle the text takes in `bounds`: at its origin, the size of the text wrapped at the
    /// bounds' width (a one-line text on one line) and cut to `numberOfLines` lines (0: no limit), at
    /// most the bounds' height. Subclasses override it to inset the text, with `drawText(in:)`.
    ///
    /// - Complexity: a measurement of the text (cached by the window).
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let valid = bounds.width.isFinite && bounds.height.isNaN == false
        let width: CGFloat? = valid && bounds.width > 0 && bounds.width < CGFloat.greatestFiniteMagnitude / 2 ? bounds.width : nil
        let size = textSize(wrappingAt: width, numberOfLines: numberOfLines)
        let origin = valid && bounds.minX.isFinite && bounds.minY.isFinite ? bounds.origin : .zero
        let height = bounds.height.isFinite && bounds.height >= 0 ? Swift.min(size.height, bounds.height) : size.height
        return CGRect(origin: origin, size: CGSize(width: width.map { Swift.min(size.width, $0) } ?? size.width, height: height))
    }

    /// Draws the text in `rect` (by default the bounds), centred up and down in it. Subclasses override
    /// it to draw in a smaller rectangle and call `super`; one that does not call `super` draws no text,
    /// as in UIKit. Differences from UIKit: called when the label's content is rendered, not inside a
    /// graphics context; what it "draws" is the rectangle the renderers then draw the text in.
    open func drawText(in rect: CGRect) {
        drawnTextRect = rect
    }

    /// The size `textRect(forBounds:limitedToNumberOfLines:)` gives for text wrapped at `width`, to the
    /// half point.
    private func measuredSize(wrappingAt width: CGFloat?) -> CGSize {
        let big = CGFloat.greatestFiniteMagnitude
        let size = textRect(forBounds: CGRect(x: 0, y: 0, width: width ?? big, height: big), limitedToNumberOfLines: numberOfLines).size
        guard size.width.isFinite, size.height.isFinite else { return .zero }
        return CGSize(width: (Swift.max(0, size.width) * 2).rounded(.up) / 2, height: (Swift.max(0, size.height) * 2).rounded(.up) / 2)
    }

    override var wrapsAtLayoutWidth: Bool { numberOfLines != 1 && preferredMaxLayoutWidth == 0 }

    /// For the constraint layout: one line's width (so wrapping never feeds back into the width) and
    /// the height wrapped at `width`.
    override func intrinsicContentSize(forLayoutWidth width: CGFloat) -> CGSize? {
        guard wrapsAtLayoutWidth else { return nil }
        let natural = measuredSize(wrappingAt: nil)
        guard natural.width > width else { return natural }
        return CGSize(width: natural.width, height: measuredSize(wrappingAt: Swift.max(0, width)).height)
    }

    /// The measured size of the text wrapped at `width` (`nil`: only at line breaks), in at most
    /// `numberOfLines` lines (`nil`: the label's).
    private func textSize(wrappingAt width: CGFloat?, numberOfLines lines: Int? = nil) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        // Measured without colour or alignment, which do not change the size: a label asks the same
        // question in either direction and in any colour.
        var measured = textContent(wrapWidth: width)
        if let lines { measured.numberOfLines = Swift.max(0, lines) }
        measured.alignment = .left
        measured.color = .black
        if let runs = measured.runs {
            measured.runs = runs.map { TextRun(text: $0.text, font: $0.font, color: .black) }
        }
        let content = RenderedContent.text(measured)
        let size = measureContent(content, fitting: .zero, fixesWidth: false, fixesHeight: false)
            ?? TextMetrics().size(of: content, fixedWidth: nil)
        return CGSize(width: (size.width * 2).rounded(.up) / 2, height: (size.height * 2).rounded(.up) / 2)
    }

    override func measurementDidArrive() -> Bool {
        invalidateIntrinsicContentSize()
        // The view that places the label by frames (from `sizeThatFits`) lays out again too: the
        // superview, or — through plain `View` containers, which cannot place anything by frames of
        // their own (a caption pill in a cell) — the nearest ancestor that can.
        var container = superview
        while let view = container, type(of: view) == View.self, let parent = view.superview {
            view.setNeedsLayout()
            container = parent
        }
        container?.setNeedsLayout()
        return true
    }

    // MARK: Baselines

    /// The first line's baseline below the top, in the text model (`TextMetrics.baseline(of:)`).
    open override var firstBaselineOffsetFromTop: CGFloat? {
        guard let text, !text.isEmpty else { return nil }
        return TextMetrics().baseline(of: effectiveFont)
    }

    /// The last line's baseline above the bottom, in the text model.
    open override var lastBaselineOffsetFromBottom: CGFloat? {
        guard let text, !text.isEmpty else { return nil }
        return TextMetrics().lineHeight(of: effectiveFont) - TextMetrics().baseline(of: effectiveFont)
    }

    // MARK: Drawing

    /// The text as the renderer draws it, aligned for the label's layout direction, in the rectangle
    /// `drawText(in:)` names (and smaller when `adjustsFontSizeToFitWidth` and the text is wider than
    /// that rectangle), with its shadow.
    open override var renderedContent: RenderedContent? {
        guard let text, !text.isEmpty else { return nil }
        drawnTextRect = nil
        drawText(in: bounds)
        guard let rect = drawnTextRect, rect.width.isFinite, rect.height.isFinite, rect.minX.isFinite, rect.minY.isFinite else { return nil }
        drawnTextRect = nil
        var content = textContent(wrapWidth: nil)
        if rect != bounds {
            let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
            let left = rect.minX - bounds.minX, right = bounds.maxX - rect.maxX
            content.margins = DirectionalEdgeInsets(top: rect.minY - bounds.minY, leading: rightToLeft ? right : left,
                                                    bottom: bounds.maxY - rect.maxY, trailing: rightToLeft ? left : right)
        }
        if let shadowColor {
            content.shadow = RenderedAppearance.Shadow(color: shadowColor.resolvedColor(with: traitCollection), opacity: 1, radius: 0,
                                                       offset: shadowOffset.width.isFinite && shadowOffset.height.isFinite ? shadowOffset : .zero)
        }
        if adjustsFontSizeToFitWidth, numberOfLines == 1, rect.width > 0 {
            let natural = textSize(wrappingAt: nil).width
            if natural > rect.width {
                let scale = Swift.max(minimumScaleFactor, rect.width / natural)
                content.font = content.font.withSize((content.font.pointSize * scale * 2).rounded(.down) / 2)
            }
        }
        return .text(content)
    }

    private func textContent(wrapWidth: CGFloat?) -> TextContent {
        var alignment = textAlignment
        if alignment == .natural {
            alignment = effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
        }
        let shown = isHighlighted ? highlightedTextColor ?? storedTextColor : storedTextColor
        let color = (isEnabled ? shown : Color.tertiaryLabel).resolvedColor(with: traitCollection)
        var content = TextContent(text: text ?? "", font: effectiveFont, color: color, alignment: alignment,
                                  numberOfLines: numberOfLines, lineBreakMode: lineBreakMode, wrapWidth: wrapWidth)
        if let attributed = storedAttributedText, attributed.length > 0 { applyAttributes(of: attributed, to: &content) }
        return content
    }

    /// The runs of `attributed`, and its first paragraph style's alignment and line break mode.
    private func applyAttributes(of attributed: NSAttributedString, to content: inout TextContent) {
        var runs: [TextRun] = []
        let legibility = textLegibilityWeight
        let string = attributed.string as NSString
        var paragraph: ParagraphStyle?
        attributed.enumerateAttributes(in: NSRange(location: 0, length: attributed.length)) { attributes, range, _ in
            let font = (attributes[.font] as? Font).map { resolved($0, legibility: legibility) }
                ?? content.font
            let color = (attributes[.foregroundColor] as? Color)?.resolvedColor(with: traitCollection) ?? content.color
            let background = (attributes[.backgroundColor] as? Color)?.resolvedColor(with: traitCollection)
            let underline = ((attributes[.underlineStyle] as? Int) ?? 0) != 0
            let strike = ((attributes[.strikethroughStyle] as? Int) ?? 0) != 0
            if paragraph == nil { paragraph = attributes[.paragraphStyle] as? ParagraphStyle }
            runs.append(TextRun(text: string.substring(with: range), font: font, color: color, backgroundColor: background,
                                isUnderlined: underline, isStruckThrough: strike))
        }
        content.runs = runs
        if let paragraph {
            var alignment = paragraph.alignment
            if alignment == .natural { alignment = effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left }
            content.alignment = alignment
            content.lineBreakMode = paragraph.lineBreakMode
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // The drawn size of a shrinking label follows its width.
        if adjustsFontSizeToFitWidth { setNeedsDisplay() }
    }

    private func textDidChange(affectsSize: Bool) {
        setNeedsDisplay()
        if affectsSize { invalidateIntrinsicContentSize() }
    }

    // MARK: Accessibility

    /// A label is an element read as its text, static, dimmed when not enabled.
    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityLabel: String? { text }
    override var defaultAccessibilityTraits: AccessibilityTraits { isEnabled ? .staticText : [.staticText, .notEnabled] }
}
