import CollectionGeometry
import Foundation

/// Scales custom fonts and values with Dynamic Type (`UIFontMetrics`, F34).
///
/// A font it scales remembers the text style and its own size, so a label with
/// `adjustsFontForContentSizeCategory` follows the content size category of its traits. The scale is
/// the project's model: the category's body size over 17, for every text style.
public struct FontMetrics: Sendable {
    /// The text style whose scaling is applied.
    public let textStyle: Font.TextStyle

    /// Metrics that scale like `textStyle`.
    public init(forTextStyle textStyle: Font.TextStyle) {
        self.textStyle = textStyle
    }

    /// Metrics that scale like body text (`UIFontMetrics.default`).
    public static let `default` = FontMetrics(forTextStyle: .body)

    /// `font` made to follow Dynamic Type, at the default (Large) category — the size it was made with.
    public func scaledFont(for font: Font) -> Font {
        var scaled = font
        scaled.dynamicTypeBase = (textStyle, font.pointSize)
        return scaled
    }

    /// `font` made to follow Dynamic Type, at the traits' category.
    public func scaledFont(for font: Font, compatibleWith traitCollection: TraitCollection?) -> Font {
        let scaled = scaledFont(for: font)
        return traitCollection.map { scaled.scaled(for: $0.preferredContentSizeCategory) } ?? scaled
    }

    /// `value` scaled for the default category (unchanged).
    public func scaledValue(for value: CGFloat) -> CGFloat { value }

    /// `value` scaled for the traits' category (NaN and infinities are returned unchanged).
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: TraitCollection?) -> CGFloat {
        guard value.isFinite, let category = traitCollection?.preferredContentSizeCategory else { return value }
        return value * category.bodyPointSize / 17
    }
}
