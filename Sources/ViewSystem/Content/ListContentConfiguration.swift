import CollectionGeometry
import Foundation

/// The content of a list cell, header or footer: an image, a text and a secondary text
/// (`UIListContentConfiguration`).
///
/// The factories give UIKit's styles with its metrics at the default content size. Renderers draw
/// it; the headless renderer measures it with `TextMetrics` (see `Guides/Engine.md` for the metrics).
public struct ListContentConfiguration: DrawnContentConfiguration, Hashable, Sendable {
    /// How a text is drawn.
    public struct TextProperties: Hashable, Sendable {
        /// How lines are aligned (`UIListContentConfiguration.TextProperties.TextAlignment`).
        public enum TextAlignment: String, Hashable, Sendable {
            case natural, center, justified
        }
        /// The former spelling of `TextAlignment`.
        public typealias Alignment = TextAlignment

        /// How the text's letters are cased when drawn (`TextTransform`).
        public enum TextTransform: Hashable, Sendable {
            case none, uppercase, lowercase, capitalized
        }

        /// The font.
        public var font: Font
        /// The colour (see `colorTransformer`).
        public var color: Color
        /// A transformer of `color` (`resolvedColor()` applies it).
        public var colorTransformer: ConfigurationColorTransformer?
        /// The maximum number of lines; 0 means no limit.
        public var numberOfLines: Int
        /// The alignment.
        public var alignment: TextAlignment = .natural
        /// How a line too long for its width ends.
        public var lineBreakMode: LineBreakMode = .byTruncatingTail
        /// Whether a Dynamic Type font follows the cell's content size category (default `true`, as
        /// in UIKit): `updated(for:)` scales it by the state's traits.
        public var adjustsFontForContentSizeCategory = true
        /// Whether a one-line text too wide for its width shrinks (to `minimumScaleFactor`).
        public var adjustsFontSizeToFitWidth = false
        /// The smallest scale a shrinking text takes.
        public var minimumScaleFactor: CGFloat = 0
        /// Whether letters tighten before the text is truncated.
        public var allowsDefaultTighteningForTruncation = true
        /// Whether the whole text shows on hover when truncated. Not in this library's interactions:
        /// kept for the code that sets it.
        public var showsExpansionTextWhenTruncated = false
        /// How the letters are cased when drawn.
        public var transform: TextTransform = .none

        /// Text properties with `font`, `color` and `numberOfLines` (0 = unlimited; negatives become 0).
        public init(font: Font, color: Color = .label, numberOfLines: Int = 0) {
            self.font = font
            self.color = color
            self.numberOfLines = Swift.max(0, numberOfLines)
        }

        /// The colour the text is drawn in: `color` through `colorTransformer`.
        public func resolvedColor() -> Color {
            colorTransformer?(color) ?? color
        }

        /// These properties with `colorTransformer` applied to `color` and removed.
        package var resolvedForDrawing: TextProperties {
            var drawn = self
            drawn.color = resolvedColor()
            drawn.colorTransformer = nil
            return drawn
        }

        /// `text` cased as `transform` says.
        func transformed(_ text: String) -> String {
            switch transform {
            case .none: text
            case .uppercase: text.uppercased()
            case .lowercase: text.lowercased()
            case .capitalized: text.capitalized
            }
        }
    }

    /// How the image is drawn.
    public struct ImageProperties: Hashable, Sendable {
        /// The standard size of an image's slot in a list row, in points (UIKit's `standardDimension`).
        public static let standardDimension: CGFloat = -1
        /// The tint of a symbol image; `nil` uses the tint colour.
        public var tintColor: Color?
        /// A transformer of the tint (`resolvedTintColor(for:)` applies it).
        public var tintColorTransformer: ConfigurationColorTransformer?
        /// The symbol configuration a symbol image is drawn with.
        public var preferredSymbolConfiguration: Image.SymbolConfiguration?
        /// The largest size the image is shown at; zero means its own size.
        public var maximumSize: CGSize = .zero
        /// The room kept for the image even when it is smaller (aligns images of a list).
        public var reservedLayoutSize: CGSize = .zero
        /// The corner radius.
        public var cornerRadius: CGFloat = 0
        /// Whether the image keeps its colours when the reader inverts the screen's. Kept for the code
        /// that sets it: the page has no colour inversion.
        public var accessibilityIgnoresInvertColors = false

        /// Default image properties.
        public init() {}

        /// The tint the image is drawn with when the view's tint is `tintColor`: `self.tintColor`, else
        /// the view's, through `tintColorTransformer`.
        public func resolvedTintColor(for tintColor: Color) -> Color {
            let tint = self.tintColor ?? tintColor
            return tintColorTransformer?(tint) ?? tint
        }
    }

    /// The main text. Setting a text other than `attributedText`'s characters drops `attributedText`.
    public var text: String? {
        didSet { if frozenAttributedText?.value.string != text { frozenAttributedText = nil } }
    }
    /// The main text with attributes. Setting it sets `text` to its characters; a cell draws those in
    /// `textProperties` (the attributes show in `ListContentView`'s label). Holds a copy.
    public var attributedText: NSAttributedString? {
        get { frozenAttributedText?.value }
        set {
            frozenAttributedText = newValue.map(FrozenAttributedString.init)
            text = newValue?.string
        }
    }
    /// The secondary text. Setting a text other than `secondaryAttributedText`'s characters drops it.
    public var secondaryText: String? {
        didSet { if frozenSecondaryAttributedText?.value.string != secondaryText { frozenSecondaryAttributedText = nil } }
    }
    /// The secondary text with attributes (as `attributedText`).
    public var secondaryAttributedText: NSAttributedString? {
        get { frozenSecondaryAttributedText?.value }
        set {
            frozenSecondaryAttributedText = newValue.map(FrozenAttributedString.init)
            secondaryText = newValue?.string
        }
    }
    private var frozenAttributedText: FrozenAttributedString?
    private var frozenSecondaryAttributedText: FrozenAttributedString?
    /// The axes along which the content keeps its superview's layout margins as well as its own.
    public var axesPreservingSuperviewLayoutMargins: AxisSet = .horizontal
    /// The image shown before the texts.
    public var image: Image?
    /// How `text` is drawn.
    public var textProperties: TextProperties
    /// How `secondaryText` is drawn.
    public var secondaryTextProperties: TextProperties
    /// How `image` is drawn.
    public var imageProperties = ImageProperties()
    /// The margins around the content.
    public var directionalLayoutMargins: DirectionalEdgeInsets
    /// The space between the image and the texts.
    public var imageToTextPadding: CGFloat = 16
    /// The space between the text and the secondary text when stacked.
    public var textToSecondaryTextVerticalPadding: CGFloat = 3
    /// The space between the text and the secondary text when side by side.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 16
    /// Whether the texts sit side by side (value cells) instead of stacked.
    public var prefersSideBySideTextAndSecondaryText = false
    /// Whether a selected or highlighted cell draws its texts and image in white (sidebar cells,
    /// whose selected background is the tint colour).
    private var invertsColorsWhenSelected = false
    /// The least height of the content, its margins included: 44 points for the cell styles — a row
    /// of one body line is 44 points high, as UIKit's rows are, however the font measures — and none
    /// for headers and footers. Not API in UIKit either: it comes with the style.
    package private(set) var minimumHeight: CGFloat = 0

    /// The least height of a row made with a cell style (`minimumHeight`).
    static let rowMinimumHeight: CGFloat = 44

    private init(textFont: Font, secondaryFont: Font, secondaryColor: Color = .secondaryLabel,
                 margins: DirectionalEdgeInsets = DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)) {
        textProperties = TextProperties(font: textFont)
        secondaryTextProperties = TextProperties(font: secondaryFont, color: secondaryColor)
        directionalLayoutMargins = margins
    }

    /// A cell: body text, subheadline secondary text below it.
    public static func cell() -> ListContentConfiguration {
        var configuration = ListContentConfiguration(textFont: .preferredFont(forTextStyle: .body), secondaryFont: .preferredFont(forTextStyle: .subheadline))
        configuration.minimumHeight = rowMinimumHeight
        return configuration
    }

    /// A cell whose secondary text is a subtitle in the footnote style.
    public static func subtitleCell() -> ListContentConfiguration {
        var configuration = ListContentConfiguration(textFont: .preferredFont(forTextStyle: .body), secondaryFont: .preferredFont(forTextStyle: .footnote))
        configuration.minimumHeight = rowMinimumHeight
        return configuration
    }

    /// A cell with the secondary text as a value after the text, side by side.
    public static func valueCell() -> ListContentConfiguration {
        var configuration = ListContentConfiguration(textFont: .preferredFont(forTextStyle: .body), secondaryFont: .preferredFont(forTextStyle: .body))
        configuration.prefersSideBySideTextAndSecondaryText = true
        configuration.minimumHeight = rowMinimumHeight
        return configuration
    }

    /// A sidebar cell.
    public static func sidebarCell() -> ListContentConfiguration {
        var configuration = ListContentConfiguration(textFont: .preferredFont(forTextStyle: .body), secondaryFont: .preferredFont(forTextStyle: .subheadline),
                                                     margins: DirectionalEdgeInsets(top: 11, leading: 10, bottom: 11, trailing: 10))
        configuration.invertsColorsWhenSelected = true
        configuration.minimumHeight = rowMinimumHeight
        return configuration
    }

    /// A sidebar cell with a subtitle below the text.
    public static func sidebarSubtitleCell() -> ListContentConfiguration {
        var configuration = sidebarCell()
        configuration.secondaryTextProperties.font = .preferredFont(forTextStyle: .footnote)
        return configuration
    }

    /// A cell of a sidebar shown beside other content (`accompaniedSidebarCell()`): as a sidebar
    /// cell, but its selection is a grey fill, so the texts keep their colours.
    public static func accompaniedSidebarCell() -> ListContentConfiguration {
        var configuration = sidebarCell()
        configuration.invertsColorsWhenSelected = false
        return configuration
    }

    /// An accompanied sidebar cell with a subtitle.
    public static func accompaniedSidebarSubtitleCell() -> ListContentConfiguration {
        var configuration = sidebarSubtitleCell()
        configuration.invertsColorsWhenSelected = false
        return configuration
    }

    /// A sidebar header: semibold, no extra bottom margin.
    public static func sidebarHeader() -> ListContentConfiguration {
        ListContentConfiguration(textFont: .preferredFont(forTextStyle: .headline), secondaryFont: .preferredFont(forTextStyle: .subheadline),
                                 margins: DirectionalEdgeInsets(top: 16, leading: 10, bottom: 6, trailing: 10))
    }

    /// A plain list's section header (sticky in plain lists).
    public static func plainHeader() -> ListContentConfiguration {
        ListContentConfiguration(textFont: .preferredFont(forTextStyle: .headline), secondaryFont: .preferredFont(forTextStyle: .subheadline),
                                 margins: DirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16))
    }

    /// A plain list's section footer: footnote, secondary colour.
    public static func plainFooter() -> ListContentConfiguration {
        var configuration = ListContentConfiguration(textFont: .preferredFont(forTextStyle: .footnote), secondaryFont: .preferredFont(forTextStyle: .footnote),
                                                     margins: DirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16))
        configuration.textProperties.color = .secondaryLabel
        return configuration
    }

    /// A grouped list's section header: footnote, secondary colour.
    public static func groupedHeader() -> ListContentConfiguration {
        var configuration = ListContentConfiguration(textFont: .preferredFont(forTextStyle: .footnote), secondaryFont: .preferredFont(forTextStyle: .footnote),
                                                     margins: DirectionalEdgeInsets(top: 16, leading: 16, bottom: 6, trailing: 16))
        configuration.textProperties.color = .secondaryLabel
        return configuration
    }

    /// A grouped list's section footer: footnote, secondary colour.
    public static func groupedFooter() -> ListContentConfiguration {
        var configuration = ListContentConfiguration(textFont: .preferredFont(forTextStyle: .footnote), secondaryFont: .preferredFont(forTextStyle: .footnote),
                                                     margins: DirectionalEdgeInsets(top: 6, leading: 16, bottom: 16, trailing: 16))
        configuration.textProperties.color = .secondaryLabel
        return configuration
    }

    /// A header for any list style (iOS 15's `header()`): as a grouped header.
    public static func header() -> ListContentConfiguration { groupedHeader() }

    /// A footer for any list style (iOS 15's `footer()`): as a grouped footer.
    public static func footer() -> ListContentConfiguration { groupedFooter() }

    /// A prominent inset-grouped header: title 3, bold.
    public static func prominentInsetGroupedHeader() -> ListContentConfiguration {
        var configuration = ListContentConfiguration(textFont: .preferredFont(forTextStyle: .title3), secondaryFont: .preferredFont(forTextStyle: .footnote),
                                                     margins: DirectionalEdgeInsets(top: 16, leading: 20, bottom: 8, trailing: 20))
        configuration.textProperties.font.weight = .bold
        return configuration
    }

    /// An extra-prominent inset-grouped header: title 2, bold.
    public static func extraProminentInsetGroupedHeader() -> ListContentConfiguration {
        var configuration = ListContentConfiguration(textFont: .preferredFont(forTextStyle: .title2), secondaryFont: .preferredFont(forTextStyle: .footnote),
                                                     margins: DirectionalEdgeInsets(top: 16, leading: 20, bottom: 8, trailing: 20))
        configuration.textProperties.font.weight = .bold
        return configuration
    }

    /// The configuration for `state`: Dynamic Type fonts take the state's content size category
    /// (unless `adjustsFontForContentSizeCategory` is off), and so does a symbol image at the body
    /// size (`Image(systemName:)` with no configuration of its own), as UIKit sizes a list's symbols
    /// by the text's style; with bold text (the traits' `legibilityWeight`) both texts draw heavier, as
    /// iOS's Bold Text makes them; a disabled cell's texts fade to half their
    /// opacity; a selected or highlighted sidebar cell draws its texts and image in white (on the
    /// tint-coloured background); other styles keep their colours (their backgrounds show the state).
    public func updated(for state: any ConfigurationState) -> ListContentConfiguration {
        let state = CellConfigurationState(state)
        var configuration = self
        let category = state.traitCollection.preferredContentSizeCategory
        if configuration.textProperties.adjustsFontForContentSizeCategory {
            configuration.textProperties.font = textProperties.font.scaled(for: category)
            if let image, image.isSystemImage, let symbol = image.symbolConfiguration, symbol.pointSize == 17, category.bodyPointSize != 17 {
                configuration.image = image.withConfiguration(Image.SymbolConfiguration(pointSize: category.bodyPointSize, weight: symbol.weight,
                                                                                        scale: symbol.scale))
            }
        }
        if configuration.secondaryTextProperties.adjustsFontForContentSizeCategory {
            configuration.secondaryTextProperties.font = secondaryTextProperties.font.scaled(for: category)
        }
        let legibility = state.traitCollection.legibilityWeight
        configuration.textProperties.font = configuration.textProperties.font.withLegibilityWeight(legibility)
        configuration.secondaryTextProperties.font = configuration.secondaryTextProperties.font.withLegibilityWeight(legibility)
        if invertsColorsWhenSelected, state.isSelected || state.isHighlighted {
            configuration.textProperties.color = .white
            configuration.secondaryTextProperties.color = .white
            configuration.imageProperties.tintColor = .white
        }
        if state.isDisabled {
            let text = configuration.textProperties.color, secondary = configuration.secondaryTextProperties.color
            configuration.textProperties.color = text.withAlphaComponent(text.alpha * 0.5)
            configuration.secondaryTextProperties.color = secondary.withAlphaComponent(secondary.alpha * 0.5)
        }
        return configuration
    }

    /// `.list` of this configuration as drawn: colours through their transformers, texts cased by
    /// their `transform`.
    public var renderedContent: RenderedContent { .list(resolvedForDrawing) }

    /// This configuration with what the transformers and text transforms say applied, so renderers
    /// draw `color`, `tintColor` and `text` as they are. An image without its own `tintColor` keeps
    /// `nil` (the view's tint, which a configuration does not know).
    package var resolvedForDrawing: ListContentConfiguration {
        var drawn = self
        drawn.textProperties = textProperties.resolvedForDrawing
        drawn.secondaryTextProperties = secondaryTextProperties.resolvedForDrawing
        if textProperties.transform != .none, let text {
            drawn.text = textProperties.transformed(text)
        }
        if secondaryTextProperties.transform != .none, let secondaryText {
            drawn.secondaryText = secondaryTextProperties.transformed(secondaryText)
        }
        if let tint = imageProperties.tintColor, let transformer = imageProperties.tintColorTransformer {
            drawn.imageProperties.tintColor = transformer(tint)
            drawn.imageProperties.tintColorTransformer = nil
        }
        return drawn
    }

    /// The image's drawn size (its own, capped by `imageProperties.maximumSize` where that is set)
    /// and the slot it takes in the row (at least `reservedLayoutSize`); `nil` without an image. What
    /// the text model measures and what drawings of the row place.
    package var imageLayout: (drawn: CGSize, slot: CGSize)? {
        guard var drawn = image?.size else { return nil }
        let maximum = imageProperties.maximumSize, reserved = imageProperties.reservedLayoutSize
        if maximum.width > 0 { drawn.width = Swift.min(drawn.width, maximum.width) }
        if maximum.height > 0 { drawn.height = Swift.min(drawn.height, maximum.height) }
        return (drawn, CGSize(width: Swift.max(drawn.width, reserved.width), height: Swift.max(drawn.height, reserved.height)))
    }
}
