import Foundation

/// What a drop would do with the dragged items (`UIDropOperation`).
public enum DropOperation: UInt, Hashable, Sendable, CaseIterable {
    /// Nothing: the drag is not wanted here; dropping cancels it.
    case cancel = 0
    /// Nothing: the drop is refused here, though it might be wanted elsewhere.
    case forbidden = 1
    /// The items are copied.
    case copy = 2
    /// The items are moved (only where the drag session allows moving).
    case move = 3

    /// Whether dropping now performs the drop (copy or move).
    package var performsDrop: Bool { self == .copy || self == .move }
}
