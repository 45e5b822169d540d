/// How inserted, deleted and reloaded rows animate (`UITableView.RowAnimation`).
///
/// Differences from UIKit: rows slide or fade over the engine's update animation; `.none` shows an
/// inserted row at once and keeps a deleted row opaque where it was until the update's animation ends
/// (the engine removes leaving views then), and `.middle` fades while collapsing to the row's centre line.
public enum TableViewRowAnimation: Int, Hashable, Sendable, CaseIterable {
    /// Fades in or out.
    case fade = 0
    /// Slides in from, or out to, the right.
    case right = 1
    /// Slides in from, or out to, the left.
    case left = 2
    /// Slides in from, or out to, above.
    case top = 3
    /// Slides in from, or out to, below.
    case bottom = 4
    /// No fade: inserted rows show at once, deleted rows stay opaque until the animation ends.
    case none = 5
    /// Collapses to, or grows from, the row's centre line.
    case middle = 6
    /// The table picks (a fade).
    case automatic = 100
}
