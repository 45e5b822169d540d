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

    /// The background for `state`: the selected colour while selected or highlighted (a swiped
    /// row keeps its colour: its actions show the state); a disabled cell's fill fades to half.
    public func updated(for state: CellConfigurationState) -> BackgroundConfiguration {
        var configuration = self
        if state.isSelected || state.isHighlighted, !state.isSwiped, let selected = selectedBackgroundColor {
            configuration.backgroundColor = selected
        }
        if state.isDisabled, let color = configuration.backgroundColor {
            configuration.backgroundColor = color.withAlphaComponent(color.alpha * 0.5)
        }
        return configuration
    }
}
