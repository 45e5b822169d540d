import CollectionGeometry
import Foundation

/// A cell's background: a colour, corners and a stroke (`UIBackgroundConfiguration`).
public struct BackgroundConfiguration: Hashable, Sendable {
    /// The fill; `nil` is transparent.
    public var backgroundColor: Color?
    /// The fill of a selected or highlighted cell; `nil` keeps `backgroundColor`.
    public var selectedBackgroundColor: Color?
    /// The corner radius.
    public var cornerRadius: CGFloat = 0
    /// The stroke colour; `nil` draws no stroke.
    public var strokeColor: Color?
    /// The stroke width.
    public var strokeWidth: CGFloat = 0
    /// Insets of the background inside the cell.
    public var backgroundInsets: DirectionalEdgeInsets = .zero
    /// For `listCell()`, `listHeader()` and `listFooter()`: the element whose list style
    /// `updated(for:)` adopts.
    private var automaticListElement: AutomaticListElement?

    /// What an automatic list background stands for.
    private enum AutomaticListElement: Hashable, Sendable {
        case cell, header, footer
    }

    /// A clear background.
    public init(backgroundColor: Color? = nil) {
        self.backgroundColor = backgroundColor
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
        var configuration = BackgroundConfiguration(backgroundColor: nil)
        configuration.selectedBackgroundColor = .systemBlue
        configuration.cornerRadius = 10
        return configuration
    }

    /// A sidebar cell's background when the sidebar is shown beside other content
    /// (`listAccompaniedSidebarCell()`): rounded, a grey fill when selected.
    public static func listAccompaniedSidebarCell() -> BackgroundConfiguration {
        var configuration = BackgroundConfiguration(backgroundColor: nil)
        configuration.selectedBackgroundColor = .systemFill
        configuration.cornerRadius = 10
        return configuration
    }

    /// A sidebar's section header background (clear).
    public static func listSidebarHeader() -> BackgroundConfiguration {
        BackgroundConfiguration(backgroundColor: nil)
    }

    /// A plain list's header or footer background.
    public static func listPlainHeaderFooter() -> BackgroundConfiguration {
        BackgroundConfiguration(backgroundColor: .secondarySystemBackground)
    }

    /// A grouped list's header or footer background (clear).
    public static func listGroupedHeaderFooter() -> BackgroundConfiguration {
        BackgroundConfiguration(backgroundColor: nil)
    }

    /// A clear background.
    public static func clear() -> BackgroundConfiguration {
        BackgroundConfiguration(backgroundColor: nil)
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
        result.automaticListElement = element
        return result
    }

    /// The background for `state`: an automatic list background (`listCell()` …) takes the style of
    /// the state's list environment; the selected colour while selected or highlighted (a swiped
    /// row keeps its colour: its actions show the state); a disabled cell's fill fades to half.
    public func updated(for state: CellConfigurationState) -> BackgroundConfiguration {
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
