/// Where `scrollToRow(at:at:animated:)` and `selectRow(at:animated:scrollPosition:)` put a row
/// (`UITableView.ScrollPosition`).
public enum TableViewScrollPosition: Int, Hashable, Sendable, CaseIterable {
    /// As little scrolling as shows the whole row (none when it is visible).
    case none = 0
    /// At the top of the visible area.
    case top = 1
    /// In the middle of the visible area.
    case middle = 2
    /// At the bottom of the visible area.
    case bottom = 3
}
