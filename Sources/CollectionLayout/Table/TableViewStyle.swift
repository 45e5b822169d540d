/// How a table view arranges its sections (`UITableView.Style`).
public enum TableViewStyle: Int, Hashable, Sendable, CaseIterable {
    /// Rows edge to edge; section headers and footers stick to the top and bottom while their
    /// section is on screen.
    case plain = 0
    /// Sections set apart by space; headers and footers scroll with the rows.
    case grouped = 1
    /// Grouped, with each section inset from the sides (20 points each side here; UIKit follows the
    /// layout margins).
    case insetGrouped = 2
}
