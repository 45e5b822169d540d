import Foundation

/// How lines of text are aligned (`NSTextAlignment`, with its raw values on iOS).
public enum TextAlignment: Int, Hashable, Sendable, CaseIterable {
    /// Lines start at the left edge.
    case left = 0
    /// Lines are centred.
    case center = 1
    /// Lines end at the right edge.
    case right = 2
    /// Lines fill the width (the last line of a paragraph starts at the natural edge).
    case justified = 3
    /// Lines start at the leading edge of the text's direction (the default).
    case natural = 4

    /// The name renderers receive: `left`, `center`, `right`, `justified` or `natural`.
    public var name: String {
        switch self {
        case .left: "left"
        case .center: "center"
        case .right: "right"
        case .justified: "justified"
        case .natural: "natural"
        }
    }
}
