import CollectionGeometry
import Foundation

/// Where an element of a list section sits, handed to list cells with their layout attributes so they
/// can draw what UIKit's list cells draw from it: separators, the rounded corners of an inset-grouped
/// section, and the default background of the appearance.
package struct ListElementPlacement: Sendable {
    /// What the element is in its section.
    package enum Role: Hashable, Sendable {
        /// A row, at `item` of `itemCount`.
        case row
        /// The first row styled as the section's header (`headerMode == .firstItemInSection`).
        case headerRow
        /// The header supplementary view.
        case header
        /// The footer supplementary view.
        case footer
    }

    /// The list the element belongs to (swipe-action providers included).
    package var configuration: CollectionLayoutListConfiguration
    package var role: Role
    package var item: Int
    var itemCount: Int
    /// The row's separators after the list's `itemSeparatorHandler`.
    package var separator: ListSeparatorConfiguration

    init(configuration: CollectionLayoutListConfiguration, role: Role, item: Int, itemCount: Int, separator: ListSeparatorConfiguration) {
        self.configuration = configuration
        self.role = role
        self.item = item
        self.itemCount = itemCount
        self.separator = separator
    }

    package var appearance: CollectionLayoutListConfiguration.Appearance { configuration.appearance }
    package var isFirst: Bool { item == 0 }
    package var isLast: Bool { item == itemCount - 1 }

    /// The corner radius of an inset-grouped section's rounded group and of sidebar rows.
    package static let insetGroupedCornerRadius: CGFloat = 10

    /// Whether a bottom separator is drawn when the list shows separators. `.automatic`: under every
    /// row of plain and grouped lists (a grouped section's last one runs full width), under every row
    /// but the last of an inset-grouped section (its rounded corners close it), never in sidebars.
    package var showsBottomSeparator: Bool {
        guard configuration.showsSeparators, role == .row || role == .headerRow else { return false }
        switch separator.bottomSeparatorVisibility {
        case .visible: return true
        case .hidden: return false
        case .automatic:
            switch appearance {
            case .sidebar, .sidebarPlain: return false
            case .plain, .grouped: return true
            case .insetGrouped: return !isLast
            }
        }
    }

    /// Whether a top separator is drawn: when asked for (`.visible`), or, automatically, above the
    /// first row of a grouped (not inset) section, full width.
    package var showsTopSeparator: Bool {
        guard configuration.showsSeparators, role == .row || role == .headerRow else { return false }
        switch separator.topSeparatorVisibility {
        case .visible: return true
        case .hidden: return false
        case .automatic: return appearance == .grouped && isFirst
        }
    }
}

extension ListElementPlacement: Equatable {
    /// Equal when everything but the list's closures is equal.
    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.role == rhs.role && lhs.item == rhs.item && lhs.itemCount == rhs.itemCount && lhs.separator == rhs.separator
            && lhs.configuration.appearance == rhs.configuration.appearance && lhs.configuration.showsSeparators == rhs.configuration.showsSeparators
            && lhs.configuration.backgroundColor == rhs.configuration.backgroundColor
    }
}
