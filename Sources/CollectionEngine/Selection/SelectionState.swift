import CollectionData
import Foundation

/// Which items are selected, highlighted and focused (F11, F30): the selection's own state, kept
/// by index path and moved through updates.
struct SelectionState {
    /// The selected items.
    var selected: Set<IndexPath> = []
    /// The highlighted item (pointer down on it), if any.
    var highlighted: IndexPath?
    /// The item keyboard navigation moves from: the focused item, or the one last tapped.
    var focused: IndexPath?
    /// Whether `focused` came from the keyboard, so its cell shows the focus (a tap moves `focused`
    /// without showing it, as a browser's `:focus-visible` does).
    var showsFocus = false
    /// The item focused when the focus last left the collection view
    /// (`remembersLastFocusedIndexPath`).
    var lastFocused: IndexPath?
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
        lastFocused = lastFocused.flatMap { mapping.indexPathAfterUpdate(for: $0) }
        if focused == nil { showsFocus = false }
    }
}
