import Foundation

/// The style of the list a view is in (`UIListEnvironment`, iOS 18): what `listCell()`, `listHeader()`
/// and `listFooter()` background configurations adapt to.
///
/// Differences from UIKit: the environment reaches a cell through its configuration state's trait
/// collection (`CellConfigurationState.traitCollection`), set by the list or table it is in; the
/// cell's own `traitCollection` does not carry it.
public enum ListEnvironment: Int, Hashable, Sendable, CaseIterable {
    /// Not known.
    case unspecified = 0
    /// Not in a list.
    case none = 1
    /// A plain list or table.
    case plain = 2
    /// A grouped list or table.
    case grouped = 3
    /// An inset-grouped list or table.
    case insetGrouped = 4
    /// A sidebar.
    case sidebar = 5
    /// A plain sidebar.
    case sidebarPlain = 6
}
