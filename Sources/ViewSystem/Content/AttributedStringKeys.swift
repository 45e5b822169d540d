import CollectionGeometry
import Foundation

// UIKit declares these keys; Foundation off Apple platforms does not. Their raw values are UIKit's.
extension NSAttributedString.Key {
    /// The run's `Font` (`NSAttributedString.Key.font`).
    public static let font = NSAttributedString.Key("NSFont")
    /// The run's text `Color` (`.foregroundColor`).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The run's background `Color` (`.backgroundColor`).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// Underline: a non-zero `Int` (an `NSUnderlineStyle` raw value) underlines (`.underlineStyle`).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// Strikethrough: a non-zero `Int` strikes through (`.strikethroughStyle`).
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The paragraph's `ParagraphStyle` (`.paragraphStyle`): alignment and line break mode.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
}

/// How a paragraph of attributed text is laid out (`NSParagraphStyle`): the alignment and line break
/// mode a label uses for attributed text (other properties are kept and not drawn).
open class ParagraphStyle: NSObject, @unchecked Sendable {
    /// The alignment (default `.natural`).
    public internal(set) var alignment: TextAlignment = .natural
    /// The line break mode (default `.byWordWrapping`).
    public internal(set) var lineBreakMode: LineBreakMode = .byWordWrapping
    /// Extra space between lines (kept, not drawn).
    public internal(set) var lineSpacing: CGFloat = 0

    /// The default paragraph style.
    public static let `default` = ParagraphStyle()

    public override init() { super.init() }
}

/// A paragraph style you can change (`NSMutableParagraphStyle`).
open class MutableParagraphStyle: ParagraphStyle, @unchecked Sendable {
    /// The alignment.
    open override var alignment: TextAlignment {
        get { super.alignment }
        set { super.alignment = newValue }
    }
    /// The line break mode.
    open override var lineBreakMode: LineBreakMode {
        get { super.lineBreakMode }
        set { super.lineBreakMode = newValue }
    }
    /// Extra space between lines (kept, not drawn).
    open override var lineSpacing: CGFloat {
        get { super.lineSpacing }
        set { super.lineSpacing = newValue.isFinite ? newValue : 0 }
    }
}

/// Underline and strikethrough styles (`NSUnderlineStyle`); any non-zero value draws one line.
public struct UnderlineStyle: OptionSet, Hashable, Sendable {
    /// The raw value.
    public let rawValue: Int
    /// Creates a style from a raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// UIKit's style of that name.
    public static let single = UnderlineStyle(rawValue: 0x01)
    /// UIKit's style of that name.
    public static let thick = UnderlineStyle(rawValue: 0x02)
    /// UIKit's style of that name.
    public static let double = UnderlineStyle(rawValue: 0x09)
}
