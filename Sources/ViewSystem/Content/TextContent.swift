import CollectionGeometry
import Foundation

/// A stretch of attributed text in one font and colour.
public struct TextRun: Hashable, Sendable {
    /// The run's characters.
    public var text: String
    /// The run's font.
    public var font: Font
    /// The run's colour, resolved for the label's traits.
    public var color: Color
    /// The run's background colour, if any.
    public var backgroundColor: Color?
    /// Whether the run is underlined.
    public var isUnderlined: Bool
    /// Whether the run is struck through.
    public var isStruckThrough: Bool

    /// Creates a run.
    public init(text: String, font: Font, color: Color, backgroundColor: Color? = nil, isUnderlined: Bool = false, isStruckThrough: Bool = false) {
        self.text = text
        self.font = font
        self.color = color
        self.backgroundColor = backgroundColor
        self.isUnderlined = isUnderlined
        self.isStruckThrough = isStruckThrough
    }
}

/// A label's text as renderers receive it: what to draw, and for a measurement, where it wraps.
public struct TextContent: Hashable, Sendable {
    /// The text (may contain line breaks).
    public var text: String
    /// The font.
    public var font: Font
    /// The colour, resolved for the label's traits.
    public var color: Color
    /// The alignment, resolved for the layout direction (`natural` becomes `left` or `right`).
    public var alignment: TextAlignment
    /// The most lines shown; 0 means no limit.
    public var numberOfLines: Int
    /// What happens to text longer than its room.
    public var lineBreakMode: LineBreakMode
    /// For a measurement: the widest the text may be before it wraps (`nil`: it wraps only at line
    /// breaks). Drawn content has none; it wraps in its view's bounds.
    public var wrapWidth: CGFloat?
    /// Attributed text's runs, in order (their texts make `text`); `nil` for plain text in `font`.
    public var runs: [TextRun]?
    /// How far inside its view's bounds the text is drawn (a label's `drawText(in:)` rectangle);
    /// zero unless a label narrows it.
    public var margins: DirectionalEdgeInsets = .zero
    /// A shadow drawn under the text, without blur (a label's `shadowColor` and `shadowOffset`).
    public var shadow: RenderedAppearance.Shadow?

    /// Creates text content; a negative `numberOfLines` becomes 0, a NaN, infinite or negative
    /// `wrapWidth` none.
    public init(text: String, font: Font, color: Color = .label, alignment: TextAlignment = .left,
                numberOfLines: Int = 1, lineBreakMode: LineBreakMode = .byTruncatingTail, wrapWidth: CGFloat? = nil) {
        self.text = text
        self.font = font
        self.color = color
        self.alignment = alignment
        self.numberOfLines = Swift.max(0, numberOfLines)
        self.lineBreakMode = lineBreakMode
        self.wrapWidth = wrapWidth.flatMap { $0.isFinite && $0 >= 0 ? $0 : nil }
    }
}
