import Foundation

/// What happens to text longer than its room (`NSLineBreakMode`, with its raw values).
public enum LineBreakMode: Int, Hashable, Sendable, CaseIterable {
    /// Lines break between words (a word longer than the line is broken).
    case byWordWrapping = 0
    /// Lines break between characters.
    case byCharWrapping = 1
    /// The text is cut at the edge.
    case byClipping = 2
    /// The start of the last line is replaced by an ellipsis.
    case byTruncatingHead = 3
    /// The end of the last line is replaced by an ellipsis (a label's default).
    case byTruncatingTail = 4
    /// The middle of the last line is replaced by an ellipsis.
    case byTruncatingMiddle = 5

    /// The name renderers receive (`byTruncatingTail` → `truncatingTail`).
    public var name: String {
        switch self {
        case .byWordWrapping: "wordWrapping"
        case .byCharWrapping: "charWrapping"
        case .byClipping: "clipping"
        case .byTruncatingHead: "truncatingHead"
        case .byTruncatingTail: "truncatingTail"
        case .byTruncatingMiddle: "truncatingMiddle"
        }
    }
}
