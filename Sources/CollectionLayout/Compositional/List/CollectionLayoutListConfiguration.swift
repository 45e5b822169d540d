import CollectionGeometry
import Foundation

/// A list's look, for `CollectionLayoutSection.list(using:layoutEnvironment:)` (`UICollectionLayoutListConfiguration`).
///
/// The layout side of UIKit's lists: full-width rows of estimated height, headers and footers, and the
/// insets of each appearance. Separators and cell backgrounds are drawn by the cells, which read the
/// configuration from the section.
public struct CollectionLayoutListConfiguration: Hashable, Sendable {
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

    /// Creates a configuration with `appearance`.
    public init(appearance: Appearance) {
        self.appearance = appearance
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
