import CollectionGeometry
import Foundation

/// A list's look, for `CollectionLayoutSection.list(using:layoutEnvironment:)` (`UICollectionLayoutListConfiguration`).
///
/// The layout side of UIKit's lists: full-width rows of estimated height, headers and footers, and the
/// insets of each appearance. Separators, rounded groups and cell backgrounds are drawn by list cells
/// (`CollectionViewListCell`), which receive the configuration and their place in the section with
/// their layout attributes. The swipe-action providers are added by the engine module, where
/// `SwipeActionsConfiguration` lives (a layout knows nothing of views).
///
/// Differences from UIKit: none in behaviour; the configuration is not `Equatable` (it holds closures,
/// as UIKit's does). Metrics: `Guides/Lists.md`.
public struct CollectionLayoutListConfiguration: Sendable {
    /// The overall look of a list.
    public enum Appearance: Int, Hashable, Sendable, CaseIterable {
        /// Edge-to-edge rows, sticky headers.
        case plain
        /// Edge-to-edge rows in groups separated by space.
        case grouped
        /// Rows in rounded groups inset from the edges.
        case insetGrouped
        /// A sidebar (inset rows, rounded selection).
        case sidebar
        /// A sidebar without insets.
        case sidebarPlain
    }

    /// The list environment trait of an appearance.
    package static func listEnvironment(of appearance: Appearance) -> ListEnvironment {
        switch appearance {
        case .plain: .plain
        case .grouped: .grouped
        case .insetGrouped: .insetGrouped
        case .sidebar: .sidebar
        case .sidebarPlain: .sidebarPlain
        }
    }

    /// Whether sections have headers.
    public enum HeaderMode: Int, Hashable, Sendable, CaseIterable {
        /// No header.
        case none
        /// A supplementary view of kind `elementKindSectionHeader`.
        case supplementary
        /// The first item of each section is styled as its header.
        case firstItemInSection
    }

    /// Whether sections have footers.
    public enum FooterMode: Int, Hashable, Sendable, CaseIterable {
        /// No footer.
        case none
        /// A supplementary view of kind `elementKindSectionFooter`.
        case supplementary
    }

    /// The look.
    public var appearance: Appearance
    /// Whether rows show separators. The default is `true`.
    public var showsSeparators = true
    /// Headers. The default is `.none`.
    public var headerMode: HeaderMode = .none
    /// Footers. The default is `.none`.
    public var footerMode: FooterMode = .none
    /// The list's background; `nil` uses the appearance's.
    public var backgroundColor: Color?
    /// Extra space above each header; `nil` uses the appearance's.
    public var headerTopPadding: CGFloat?
    /// The separators of every row (`separatorConfiguration`); the default follows the appearance.
    public var separatorConfiguration: ListSeparatorConfiguration
    /// Changes the separators of one row (`itemSeparatorHandler`): called with the row's index path
    /// and the list's `separatorConfiguration` whenever the row's layout attributes are made.
    public var itemSeparatorHandler: ItemSeparatorHandler?

    /// Changes one row's separators.
    public typealias ItemSeparatorHandler = @MainActor (IndexPath, ListSeparatorConfiguration) -> ListSeparatorConfiguration

    /// The swipe-action providers, typed by the engine module's extension (`any Sendable` here so the
    /// layout module need not know `SwipeActionsConfiguration`).
    package var leadingSwipeActionsProviderStorage: (any Sendable)?
    package var trailingSwipeActionsProviderStorage: (any Sendable)?

    /// Creates a configuration with `appearance`.
    public init(appearance: Appearance) {
        self.appearance = appearance
        separatorConfiguration = ListSeparatorConfiguration(listAppearance: appearance)
    }

    /// The background colour the list shows.
    public var resolvedBackgroundColor: Color {
        if let backgroundColor { return backgroundColor }
        switch appearance {
        case .plain, .sidebarPlain: return .systemBackground
        case .grouped, .insetGrouped, .sidebar: return .systemGroupedBackground
        }
    }
}
