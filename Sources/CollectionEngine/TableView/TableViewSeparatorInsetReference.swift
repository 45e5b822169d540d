/// How a table view reads its `separatorInset` (`UITableView.SeparatorInsetReference`).
public enum TableViewSeparatorInsetReference: Int, Hashable, Sendable, CaseIterable {
    /// The insets are measured from the cell's edges (the default): a left inset of 0 runs the
    /// separator from the cell's leading edge.
    case fromCellEdges
    /// The insets are offsets from the ones the table uses by itself — its 16-point margin, or where a
    /// row's list text starts after its image — so insets of zero follow those exactly.
    case fromAutomaticInsets
}
