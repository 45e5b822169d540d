import CollectionData
import Foundation

/// Which items are selected, highlighted and focused (F11, F30): the selection's own state, kept
/// by index path and moved through updates.
struct SelectionState {
    /// The selected items.
    var selected: Set<IndexPath> = []
    /// The highlighted item (pointer down on it), if any.
    var highlighted: IndexPath?
    /// The item keyboard navigation moves from.
    var focused: IndexPath?
    /// The item a shift-extension started at.
    var anchor: IndexPath?

    /// Forgets everything (`reloadData()`: index paths may now name other items).
    mutating func reset() {
        self = SelectionState()
    }

    /// Moves every index path to the one its item has after an update; deleted items drop out.
    ///
    /// - Complexity: O(selected).
    mutating func remap(through mapping: BatchUpdateMapping) {
        selected = Set(selected.compactMap { mapping.indexPathAfterUpdate(for: $0) })
        focused = focused.flatMap { mapping.indexPathAfterUpdate(for: $0) }
        anchor = anchor.flatMap { mapping.indexPathAfterUpdate(for: $0) }
    }
}
