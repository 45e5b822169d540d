/// Where a bar sits, for legacy customisations (`UIBarPosition`).
///
/// A navigation controller's bar is `.topAttached` (its background continues above it into the top
/// of the safe area); a bar on its own is `.top`.
public enum BarPosition: Int, Hashable, Sendable, CaseIterable {
    /// Any position: a customisation for `.any` applies where none is given for the bar's position.
    case any = 0
    /// At the bottom of its view.
    case bottom = 1
    /// At the top of its view.
    case top = 2
    /// At the top of the screen, its background extending above it.
    case topAttached = 3
}
