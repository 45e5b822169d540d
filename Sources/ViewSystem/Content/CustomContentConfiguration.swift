import CollectionGeometry
import Foundation

/// Content built from typed parts, for anything a list configuration cannot show (Guides/Architecture.md,
/// "Content of cells").
///
/// Not in UIKit, where a custom `UIContentConfiguration` makes its own view. Here no view draws, so
/// the content is a tree of parts that every renderer understands: the web renderer turns it into
/// escaped HTML (class names are restricted to letters, digits, `-` and `_`; text is always escaped),
/// the headless renderer measures its texts with `TextMetrics`.
public struct CustomContentConfiguration: DrawnContentConfiguration, Hashable, Sendable {
    /// One part of the content.
    public indirect enum Part: Hashable, Sendable {
        /// A text in `font` and `color`.
        case text(String, font: Font = .preferredFont(forTextStyle: .body), color: Color = .label)
        /// An image.
        case image(Image)
        /// A box of `width` × `height` points filled with `color` (a colour swatch, a photo placeholder).
        case swatch(Color, width: CGFloat, height: CGFloat)
        /// Parts stacked vertically with `spacing` between them.
        case vertical([Part], spacing: CGFloat = 0)
        /// Parts side by side with `spacing` between them.
        case horizontal([Part], spacing: CGFloat = 0)
        /// A part wrapped in an element with CSS class names (ignored by renderers without classes).
        case styled(Part, classNames: [String])
    }

    /// The content.
    public var root: Part
    /// Margins around the content.
    public var directionalLayoutMargins: DirectionalEdgeInsets

    /// Content made of `root`, inside `margins`.
    public init(_ root: Part, margins: DirectionalEdgeInsets = .zero) {
        self.root = root
        directionalLayoutMargins = margins
    }

    /// `.custom(self)`.
    public var renderedContent: RenderedContent { .custom(self) }

    /// The same configuration: its parts carry their own colours and fonts.
    public func updated(for state: any ConfigurationState) -> CustomContentConfiguration { self }

    /// Whether `name` is a safe CSS class name (letters, digits, `-`, `_`, not empty, at most 64 characters).
    public static func isValidClassName(_ name: String) -> Bool {
        !name.isEmpty && name.count <= 64 && name.unicodeScalars.allSatisfy {
            ($0 >= "a" && $0 <= "z") || ($0 >= "A" && $0 <= "Z") || ($0 >= "0" && $0 <= "9") || $0 == "-" || $0 == "_"
        }
    }
}
