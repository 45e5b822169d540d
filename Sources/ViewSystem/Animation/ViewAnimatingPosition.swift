import Foundation

/// Where an animation ended (`UIViewAnimatingPosition`): drag and drop completions receive it.
public enum ViewAnimatingPosition: Int, Hashable, Sendable, CaseIterable {
    /// At its end values.
    case end = 0
    /// Back at its start values.
    case start = 1
    /// Somewhere between, where it was stopped.
    case current = 2
}
