import CollectionGeometry
import CollectionLayout
import Foundation
import ViewSystem

extension CollectionViewBase {
    /// Whether the focused item's cell shows the focus: the collection view has the keys and the
    /// focus came from them.
    var isFocusVisible: Bool { window?.firstResponder === self && selection.showsFocus && selection.focused != nil }

    /// What the properties allow when the delegate does not answer: `allowsFocus`, or
    /// `allowsFocusDuringEditing` in editing mode (the delegate protocols' defaults answer this too).
    var focusAllowedByProperties: Bool { frontEnd.isEditingContent ? allowsFocusDuringEditing : allowsFocus }

    /// Whether the delegate lets the keyboard focus the item, else what the properties allow.
    func delegateAllowsFocus(at indexPath: IndexPath) -> Bool {
        frontEnd.delegateCanFocusItem(at: indexPath) ?? focusAllowedByProperties
    }

    /// Whether the keyboard can focus the item: its cell's `canBecomeFocused` while it has one
    /// (which asks the delegate by default), else the delegate or the properties.
    func canFocusItem(at indexPath: IndexPath) -> Bool {
        guard containsItem(at: indexPath) else { return false }
        if let cell = cellForItem(at: indexPath) { return cell.canBecomeFocused }
        return delegateAllowsFocus(at: indexPath)
    }

    /// Whether focusing the item selects it: the delegate's `selectionFollowsFocusForItemAt`, else
    /// `selectionFollowsFocus`.
    func selectionFollowsFocus(at indexPath: IndexPath) -> Bool {
        frontEnd.delegateSelectionFollowsFocus(forItemAt: indexPath) ?? selectionFollowsFocus
    }

    /// Where the focus goes when it enters the collection view: the item it left from
    /// (`remembersLastFocusedIndexPath`), else the delegate's preferred item, else the first selected
    /// item, else the first item that can be focused. A preferred index path that names no item, or
    /// one that cannot be focused, is reported and passed over.
    ///
    /// - Complexity: O(items before the first focusable one) in the last case.
    func focusEntryItem() -> IndexPath? {
        if remembersLastFocusedIndexPath, let last = selection.lastFocused, canFocusItem(at: last) { return last }
        if let preferred = frontEnd.delegatePreferredFocusedItem() {
            if canFocusItem(at: preferred) { return preferred }
            let problem = containsItem(at: preferred) ? "names an item that cannot be focused" : "names no item"
            report(.api, "indexPathForPreferredFocusedView(in:) returned \(preferred.collectionDescription), which \(problem)",
                   recovery: "focused the first selected or first focusable item instead")
        }
        if let selected = selection.selected.min(), canFocusItem(at: selected) { return selected }
        for section in counts.indices {
            for item in 0..<counts[section] {
                let indexPath = IndexPath(item: item, section: section)
                if canFocusItem(at: indexPath) { return indexPath }
            }
        }
        return nil
    }

    /// Moves the focus to `target` if the delegate agrees (`shouldUpdateFocusIn`), shows it on the
    /// cell, scrolls it into view, tells the delegate (`didUpdateFocusIn`, with a coordinator whose
    /// animations run at once) and returns whether it moved.
    @discardableResult
    func updateFocus(to target: IndexPath, heading: FocusHeading) -> Bool {
        let previous = isFocusVisible ? selection.focused : nil
        guard frontEnd.delegateShouldUpdateFocus(from: previous, to: target, heading: heading) else { return false }
        placeFocus(at: target, showing: true)
        if let frame = layoutAttributesForItem(at: target)?.frame { scrollRectToVisible(frame, animated: true) }
        let coordinator = FocusAnimationCoordinator()
        frontEnd.delegateDidUpdateFocus(from: previous, to: target, heading: heading, coordinator: coordinator)
        coordinator.run()
        return true
    }

    /// The context a delegate sees for a focus update from `previous` to `next`, with their cells.
    func focusContext(from previous: IndexPath?, to next: IndexPath?, heading: FocusHeading) -> CollectionViewFocusUpdateContext {
        CollectionViewFocusUpdateContext(previouslyFocusedIndexPath: previous, nextFocusedIndexPath: next,
                                         previouslyFocusedView: previous.flatMap { cellForItem(at: $0) },
                                         nextFocusedView: next.flatMap { cellForItem(at: $0) }, focusHeading: heading)
    }

    /// Puts the focus on `indexPath` without asking or telling the delegate: shown on its cell when
    /// it comes from the keys, kept quietly as where the keys go on from when a tap or code put it there.
    func placeFocus(at indexPath: IndexPath, showing: Bool) {
        if let old = selection.focused, old != indexPath { cellForItem(at: old)?.isFocused = false }
        selection.focused = indexPath
        selection.showsFocus = showing
        cellForItem(at: indexPath)?.isFocused = isFocusVisible
    }

    /// Takes the focus off the items, remembering where it was (the keys went elsewhere, or focus is
    /// no longer allowed).
    func removeFocus() {
        guard let focused = selection.focused else { return }
        if selection.showsFocus { selection.lastFocused = focused }
        selection.showsFocus = false
        cellForItem(at: focused)?.isFocused = false
        selection.focused = nil
    }
}

extension CollectionViewBase: FirstResponderResigning {
    /// The keys went to another view: the focus leaves the items.
    package func didResignFirstResponder() {
        removeFocus()
    }
}
