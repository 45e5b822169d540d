import CollectionGeometry
import Foundation

/// A cell's background: a colour, an image, a view of your own, corners and a stroke
/// (`UIBackgroundConfiguration`).
///
/// Cells, table headers and footers show it: the fill and the stroke drawn by the renderer, the
/// image and the custom view as subviews behind the content. Differs from UIKit: `visualEffect` is
/// kept but not drawn (the page has no blur); `selectedBackgroundColor` is this library's
/// shorthand for what UIKit's list styles do in `updated(for:)`.
public struct BackgroundConfiguration: Hashable, Sendable {
    /// The fill. `nil` fills with the view's tint colour, as in UIKit; `.clear` is transparent.
    /// A cell draws `resolvedBackgroundColor(for:)` of its tint.
    public var backgroundColor: Color?
    /// A transformer of the fill (`resolvedBackgroundColor(for:)` applies it).
    public var backgroundColorTransformer: ConfigurationColorTransformer?
    /// The fill of a selected or highlighted cell; `nil` keeps `backgroundColor`.
    public var selectedBackgroundColor: Color?
    /// A blur or vibrancy. Kept, not drawn (see `VisualEffect`).
    public var visualEffect: VisualEffect?
    /// An image drawn over the fill, in the background's frame.
    public var image: Image?
    /// How `image` fills the background's frame (default `.scaleToFill`).
    public var imageContentMode: View.ContentMode = .scaleToFill
    /// A view of your own over the fill and the image, sized to the background's frame (`nil`: none).
    /// One view shows in one place: a configuration given to two cells moves it to the last.
    public var customView: View? {
        get { customViewReference?.view }
        set { customViewReference = newValue.map(ViewReference.init) }
    }
    private var customViewReference: ViewReference?
    /// The corner radius.
    public var cornerRadius: CGFloat = 0
    /// The stroke colour. `nil` strokes with the view's tint colour, as in UIKit; no stroke is drawn
    /// while `strokeWidth` is 0.
    public var strokeColor: Color?
    /// A transformer of the stroke colour (`resolvedStrokeColor(for:)` applies it).
    public var strokeColorTransformer: ConfigurationColorTransformer?
    /// The stroke width.
    public var strokeWidth: CGFloat = 0
    /// How far the stroke lies outside the background's frame (negative: inside).
    public var strokeOutset: CGFloat = 0
    /// Insets of the background inside the cell.
    public var backgroundInsets: DirectionalEdgeInsets = .zero
    /// The edges on which the cell's layout margins add to `backgroundInsets`.
    public var edgesAddingLayoutMarginsToBackgroundInsets: DirectionalRectEdge = []
    /// For `listCell()`, `listHeader()` and `listFooter()`: the element whose list style
    /// `updated(for:)` adopts.
    private var automaticListElement: AutomaticListElement?

    /// What an automatic list background stands for.
    private enum AutomaticListElement: Hashable, Sendable {
        case cell, header, footer
    }

    /// A background filled with `backgroundColor` (`nil`: the tint colour). Not in UIKit, which
    /// starts from `clear()` or a list style.
    public init(backgroundColor: Color? = nil) {
        self.backgroundColor = backgroundColor
    }

    /// The fill for `tintColor`: `backgroundColor` (or the tint, when it is `nil`) through
    /// `backgroundColorTransformer`.
    public func resolvedBackgroundColor(for tintColor: Color) -> Color {
        let color = backgroundColor ?? tintColor
        return backgroundColorTransformer?(color) ?? color
    }

    /// The stroke colour for `tintColor`: `strokeColor` (or the tint) through `strokeColorTransformer`.
    public func resolvedStrokeColor(for tintColor: Color) -> Color {
        let color = strokeColor ?? tintColor
        return strokeColorTransformer?(color) ?? color
    }

    /// The background's frame in a view of `bounds` with `layoutMargins`: `bounds` less
    /// `backgroundInsets`, and less the margins on `edgesAddingLayoutMarginsToBackgroundInsets`.
    package func backgroundFrame(in bounds: CGRect, layoutMargins: DirectionalEdgeInsets) -> CGRect {
        var insets = backgroundInsets
        let edges = edgesAddingLayoutMarginsToBackgroundInsets
        if edges.contains(.top) { insets.top += layoutMargins.top }
        if edges.contains(.leading) { insets.leading += layoutMargins.leading }
        if edges.contains(.bottom) { insets.bottom += layoutMargins.bottom }
        if edges.contains(.trailing) { insets.trailing += layoutMargins.trailing }
        return CGRect(x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
                      width: Swift.max(0, bounds.width - insets.leading - insets.trailing),
                      height: Swift.max(0, bounds.height - insets.top - insets.bottom))
    }

    /// What renderers draw for a view with `tintColor` and `layoutMargins` (left to right): the
    /// resolved fill (`nil` when transparent), the resolved stroke (none when it lies off the
    /// frame: the host's subviews draw that one), the margins folded into `backgroundInsets`, the
    /// transformers applied and removed.
    package func resolvedForDrawing(tintColor: Color, layoutMargins: DirectionalEdgeInsets) -> BackgroundConfiguration {
        var drawn = self
        let fill = resolvedBackgroundColor(for: tintColor)
        drawn.backgroundColor = fill.alpha > 0 ? fill : nil
        drawn.backgroundColorTransformer = nil
        drawn.strokeColor = resolvedStrokeColor(for: tintColor)
        drawn.strokeColorTransformer = nil
        if strokeOutset != 0 { drawn.strokeWidth = 0 }
        if !edgesAddingLayoutMarginsToBackgroundInsets.isEmpty {
            let frame = backgroundFrame(in: CGRect(x: 0, y: 0, width: 10_000, height: 10_000), layoutMargins: layoutMargins)
            drawn.backgroundInsets = DirectionalEdgeInsets(top: frame.minY, leading: frame.minX,
                                                           bottom: 10_000 - frame.maxY, trailing: 10_000 - frame.maxX)
            drawn.edgesAddingLayoutMarginsToBackgroundInsets = []
        }
        return drawn
    }

    /// A plain list cell's background: the system background, grey when selected.
    public static func listPlainCell() -> BackgroundConfiguration {
        var configuration = BackgroundConfiguration(backgroundColor: .systemBackground)
        configuration.selectedBackgroundColor = Color(white: 0.82)
        return configuration
    }

    /// A grouped list cell's background.
    public static func listGroupedCell() -> BackgroundConfiguration {
        var configuration = BackgroundConfiguration(backgroundColor: .secondarySystemGroupedBackground)
        configuration.selectedBackgroundColor = Color(white: 0.82)
        return configuration
    }

    /// A sidebar cell's background: rounded, tinted when selected.
    public static func listSidebarCell() -> BackgroundConfiguration {
        var configuration = BackgroundConfiguration(backgroundColor: .clear)
        configuration.selectedBackgroundColor = .systemBlue
        configuration.cornerRadius = 10
        return configuration
    }

    /// A sidebar cell's background when the sidebar is shown beside other content
    /// (`listAccompaniedSidebarCell()`): rounded, a grey fill when selected.
    public static func listAccompaniedSidebarCell() -> BackgroundConfiguration {
        var configuration = BackgroundConfiguration(backgroundColor: .clear)
        configuration.selectedBackgroundColor = .systemFill
        configuration.cornerRadius = 10
        return configuration
    }

    /// A sidebar's section header background (clear).
    public static func listSidebarHeader() -> BackgroundConfiguration {
        BackgroundConfiguration(backgroundColor: .clear)
    }

    /// A plain list's header or footer background.
    public static func listPlainHeaderFooter() -> BackgroundConfiguration {
        BackgroundConfiguration(backgroundColor: .secondarySystemBackground)
    }

    /// A grouped list's header or footer background (clear).
    public static func listGroupedHeaderFooter() -> BackgroundConfiguration {
        BackgroundConfiguration(backgroundColor: .clear)
    }

    /// A clear background.
    public static func clear() -> BackgroundConfiguration {
        BackgroundConfiguration(backgroundColor: .clear)
    }

    /// A cell's background that adopts the style of its list (iOS 18): `updated(for:)` reads the
    /// state's `traitCollection.listEnvironment` — plain, grouped and inset grouped, sidebar — and
    /// takes that style's cell background; it is a plain list's until then. Properties changed
    /// after creating it are kept over the list's.
    public static func listCell() -> BackgroundConfiguration {
        var configuration = listDefault(.cell, in: .plain)
        configuration.automaticListElement = .cell
        return configuration
    }

    /// A header's background that adopts the style of its list (iOS 18); see `listCell()`.
    public static func listHeader() -> BackgroundConfiguration {
        var configuration = listDefault(.header, in: .plain)
        configuration.automaticListElement = .header
        return configuration
    }

    /// A footer's background that adopts the style of its list (iOS 18); see `listCell()`.
    public static func listFooter() -> BackgroundConfiguration {
        var configuration = listDefault(.footer, in: .plain)
        configuration.automaticListElement = .footer
        return configuration
    }

    /// The background a list of style `environment` gives `element`.
    private static func listDefault(_ element: AutomaticListElement, in environment: ListEnvironment) -> BackgroundConfiguration {
        switch (element, environment) {
        case (.cell, .grouped), (.cell, .insetGrouped): listGroupedCell()
        case (.cell, .sidebar), (.cell, .sidebarPlain): listSidebarCell()
        case (.cell, _): listPlainCell()
        case (_, .grouped), (_, .insetGrouped): listGroupedHeaderFooter()
        case (_, .sidebar), (_, .sidebarPlain): listSidebarHeader()
        case (_, _): listPlainHeaderFooter()
        }
    }

    /// This automatic list background in `environment`: the list's look, with the properties this
    /// one changed from the plain list's look kept.
    private func adopting(_ environment: ListEnvironment, for element: AutomaticListElement) -> BackgroundConfiguration {
        let plain = Self.listDefault(element, in: .plain)
        var result = Self.listDefault(element, in: environment)
        if backgroundColor != plain.backgroundColor { result.backgroundColor = backgroundColor }
        if selectedBackgroundColor != plain.selectedBackgroundColor { result.selectedBackgroundColor = selectedBackgroundColor }
        if cornerRadius != plain.cornerRadius { result.cornerRadius = cornerRadius }
        if strokeColor != plain.strokeColor { result.strokeColor = strokeColor }
        if strokeWidth != plain.strokeWidth { result.strokeWidth = strokeWidth }
        if backgroundInsets != plain.backgroundInsets { result.backgroundInsets = backgroundInsets }
        // No list style sets these: they are always this configuration's own.
        result.backgroundColorTransformer = backgroundColorTransformer
        result.strokeColorTransformer = strokeColorTransformer
        result.visualEffect = visualEffect
        result.image = image
        result.imageContentMode = imageContentMode
        result.customViewReference = customViewReference
        result.strokeOutset = strokeOutset
        result.edgesAddingLayoutMarginsToBackgroundInsets = edgesAddingLayoutMarginsToBackgroundInsets
        result.automaticListElement = element
        return result
    }

    /// The background for `state`: an automatic list background (`listCell()` …) takes the style of
    /// the state's list environment; the selected colour while selected or highlighted (a swiped
    /// row keeps its colour: its actions show the state); a disabled cell's fill fades to half.
    public func updated(for state: any ConfigurationState) -> BackgroundConfiguration {
        let state = CellConfigurationState(state)
        var configuration = self
        if let automaticListElement {
            configuration = adopting(state.traitCollection.listEnvironment, for: automaticListElement)
        }
        if state.isSelected || state.isHighlighted, !state.isSwiped, let selected = configuration.selectedBackgroundColor {
            configuration.backgroundColor = selected
        }
        if state.isDisabled, let color = configuration.backgroundColor {
            configuration.backgroundColor = color.withAlphaComponent(color.alpha * 0.5)
        }
        return configuration
    }
}

/// A view compared by identity, so a `Hashable` value can hold one.
private struct ViewReference: Hashable, Sendable {
    let view: View

    static func == (lhs: ViewReference, rhs: ViewReference) -> Bool { lhs.view === rhs.view }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(view)) }
}
