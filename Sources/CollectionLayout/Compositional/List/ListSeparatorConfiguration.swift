import CollectionGeometry
import Foundation

/// How list rows draw their separators (`UIListSeparatorConfiguration`).
///
/// A list's `separatorConfiguration` applies to every row; its `itemSeparatorHandler` may change it
/// per row. Insets left at `automaticInsets` follow the row's content: the separator starts where the
/// row's text starts (the cell's `separatorLayoutGuide`), as in UIKit.
public struct ListSeparatorConfiguration: Hashable, Sendable {
    /// Whether a separator is drawn (`UIListSeparatorConfiguration.Visibility`).
    public enum Visibility: Int, Hashable, Sendable, CaseIterable {
        /// The list decides: a separator between rows, none above the first row of a section, and
        /// none below the last row of a plain section's last row (grouped sections draw their edges
        /// with the rounded background instead).
        case automatic
        /// Always drawn.
        case visible
        /// Never drawn.
        case hidden
    }

    /// Insets that mean "follow the content" (`UIListSeparatorConfiguration.automaticInsets`).
    public static let automaticInsets = DirectionalEdgeInsets(top: -.greatestFiniteMagnitude, leading: -.greatestFiniteMagnitude,
                                                              bottom: -.greatestFiniteMagnitude, trailing: -.greatestFiniteMagnitude)

    /// Whether the row draws a separator along its top edge.
    public var topSeparatorVisibility: Visibility = .automatic
    /// Whether the row draws a separator along its bottom edge.
    public var bottomSeparatorVisibility: Visibility = .automatic
    /// The top separator's leading and trailing insets (`automaticInsets`: from the content).
    public var topSeparatorInsets: DirectionalEdgeInsets = ListSeparatorConfiguration.automaticInsets
    /// The bottom separator's leading and trailing insets (`automaticInsets`: from the content).
    public var bottomSeparatorInsets: DirectionalEdgeInsets = ListSeparatorConfiguration.automaticInsets
    /// The separators' colour.
    public var color: Color = .separator
    /// The separators' colour while the list selects several rows.
    public var multipleSelectionColor: Color = .separator
    /// The effect the separators take over a blur (usually a `VibrancyEffect`). Kept and compared,
    /// not drawn: the page draws no vibrancy (see `VisualEffect`), so `color` shows.
    public var visualEffect: VisualEffect?

    /// The separators of a list with `appearance` (`init(listAppearance:)`).
    public init(listAppearance: CollectionLayoutListConfiguration.Appearance) {
        switch listAppearance {
        case .sidebar, .sidebarPlain:
            // Sidebars draw no separators by default.
            topSeparatorVisibility = .hidden
            bottomSeparatorVisibility = .hidden
        case .plain, .grouped, .insetGrouped:
            break
        }
    }

    /// Whether `insets` is the `automaticInsets` sentinel (on its leading or trailing edge).
    public static func isAutomatic(_ inset: CGFloat) -> Bool { inset == -.greatestFiniteMagnitude }
}
