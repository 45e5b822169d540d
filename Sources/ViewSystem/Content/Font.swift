import CollectionGeometry
import Foundation

/// A font as content configurations describe it (`UIFont`, reduced to what layout and rendering need).
///
/// Renderers map it to a real face; the headless renderer measures with `TextMetrics`.
public struct Font: Hashable, Sendable, CustomStringConvertible {
    /// UIKit's dynamic-type text styles, at the default (Large) content size.
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

        /// The point size at the default content size.
        public var pointSize: CGFloat {
            switch self {
            case .largeTitle: 34
            case .title1: 28
            case .title2: 22
            case .title3: 20
            case .headline, .body: 17
            case .callout: 16
            case .subheadline: 15
            case .footnote: 13
            case .caption1: 12
            case .caption2: 11
            }
        }
    }

    /// Stroke weights (`UIFont.Weight`), lightest first.
    public enum Weight: String, Hashable, Sendable, CaseIterable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// Whether the weight is semibold or heavier (the text model draws those wider).
        public var isBold: Bool {
            switch self {
            case .semibold, .bold, .heavy, .black: true
            default: false
            }
        }
    }

    /// The size in points (at least 1).
    public var pointSize: CGFloat
    /// The weight.
    public var weight: Weight
    /// The text style the font was made for, if any.
    public var textStyle: TextStyle?
    /// Whether digits all have the same width (`monospacedDigitSystemFont`); the page draws them
    /// tabular, the text model's characters are all one width anyway.
    public var hasMonospacedDigits = false
    /// For a font that follows Dynamic Type: the text style it scales with and its size at the
    /// default (Large) category. Set by `preferredFont(forTextStyle:)` and `FontMetrics`.
    public var dynamicTypeBase: (style: TextStyle, pointSize: CGFloat)? {
        get { dynamicStyle.map { ($0, dynamicSize) } }
        set {
            dynamicStyle = newValue?.style
            dynamicSize = newValue?.pointSize ?? 0
        }
    }
    private var dynamicStyle: TextStyle?
    private var dynamicSize: CGFloat = 0

    /// A font of `size` points and `weight`; a NaN, infinite or non-positive size becomes 17.
    public init(size: CGFloat, weight: Weight = .regular) {
        pointSize = size.isFinite && size > 0 ? size : 17
        self.weight = weight
        textStyle = nil
    }

    /// The font of a text style at the default (Large) category (`UIFont.preferredFont(forTextStyle:)`);
    /// headlines are semibold.
    public static func preferredFont(forTextStyle style: TextStyle) -> Font {
        var font = Font(size: style.pointSize, weight: style == .headline ? .semibold : .regular)
        font.textStyle = style
        font.dynamicTypeBase = (style, style.pointSize)
        return font
    }

    /// The font of a text style at the traits' content size category
    /// (`UIFont.preferredFont(forTextStyle:compatibleWith:)`).
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: TraitCollection?) -> Font {
        let font = preferredFont(forTextStyle: style)
        return traitCollection.map { font.scaled(for: $0.preferredContentSizeCategory) } ?? font
    }

    /// The system font of `size` points with digits of one width (`UIFont.monospacedDigitSystemFont(ofSize:weight:)`).
    public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> Font {
        var font = Font(size: size, weight: weight)
        font.hasMonospacedDigits = true
        return font
    }

    /// The font at `category`: a Dynamic Type font scales its base size by the category's body size
    /// over 17 (the project's model of Apple's per-style table), rounded; other fonts are unchanged.
    public func scaled(for category: ContentSizeCategory) -> Font {
        guard let base = dynamicTypeBase else { return self }
        var font = self
        font.pointSize = Swift.max(1, (base.pointSize * category.bodyPointSize / 17).rounded())
        return font
    }

    /// The font as text draws when the reader asked for bold text (`legibilityWeight` `.bold`, iOS's
    /// Bold Text setting, which makes every system font heavier): each weight one step heavier, and
    /// regular text semibold (black stays black); otherwise the font unchanged.
    func withLegibilityWeight(_ legibility: LegibilityWeight) -> Font {
        guard legibility == .bold else { return self }
        var font = self
        switch weight {
        case .ultraLight: font.weight = .light
        case .thin: font.weight = .regular
        case .light: font.weight = .medium
        case .regular, .medium: font.weight = .semibold
        case .semibold: font.weight = .bold
        case .bold: font.weight = .heavy
        case .heavy, .black: font.weight = .black
        }
        return font
    }

    /// The system font of `size` points (`UIFont.systemFont(ofSize:weight:)`).
    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> Font {
        Font(size: size, weight: weight)
    }

    /// The bold system font of `size` points (`UIFont.boldSystemFont(ofSize:)`).
    public static func boldSystemFont(ofSize size: CGFloat) -> Font {
        Font(size: size, weight: .bold)
    }

    /// The same font at `size` points (`UIFont.withSize(_:)`); the text style is kept.
    public func withSize(_ size: CGFloat) -> Font {
        var font = self
        font.pointSize = Font(size: size).pointSize
        return font
    }

    public var description: String {
        (textStyle.map { "\($0.rawValue) " } ?? "") + "\(pointSize)pt \(weight.rawValue)"
    }
}
