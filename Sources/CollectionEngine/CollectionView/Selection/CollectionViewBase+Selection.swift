import CollectionGeometry
import CollectionLayout
import Foundation
import ViewSystem

extension CollectionViewBase {
    /// The selected items, in index path order (`nil` never: an empty array when nothing is selected).
    public var indexPathsForSelectedItems: [IndexPath]? {
        selection.selected.sorted()
    }

    /// Selects an item from code, optionally scrolling to it; `nil` clears the selection.
    ///
    /// As in UIKit, the delegate is not asked or told, other items are deselected unless
    /// `allowsMultipleSelection`, and nothing happens while `allowsSelection` is `false`. An index path
    /// that names no item is reported and ignored.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for item in selection.selected { setSelected(false, at: item) }
            return
        }
        guard allowsSelection else { return }
        guard containsItem(at: indexPath) else {
            report(.api, "attempt to select an item at an invalid index path: \(indexPath.collectionDescription)", recovery: "ignored")
            return
        }
        if !allowsMultipleSelection {
            for item in selection.selected where item != indexPath { setSelected(false, at: item) }
        }
        setSelected(true, at: indexPath)
        // The keys go on from here, unless they show the focus elsewhere (code does not move it).
        if !isFocusVisible { placeFocus(at: indexPath, showing: false) }
        selection.anchor = indexPath
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects an item from code (the delegate is not told, as in UIKit).
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        setSelected(false, at: indexPath)
    }

    /// Marks an item selected or not and updates its cell.
    func setSelected(_ selected: Bool, at indexPath: IndexPath) {
        if selected { selection.selected.insert(indexPath) } else { selection.selected.remove(indexPath) }
        cellForItem(at: indexPath)?.isSelected = selected
    }

    // MARK: Selection by the user

    /// The user selects an item (tap, click, keys): asks `shouldSelect` (a table's `willSelectRowAt` may
    /// name another row, which is selected instead), deselects the others in single selection
    /// (`didDeselect` each), then selects it (`didSelect`). Returns whether an item was selected.
    @discardableResult
    func userSelect(_ indexPath: IndexPath, deselectingOthers: Bool) -> Bool {
        guard allowsSelection, containsItem(at: indexPath) else { return false }
        guard let target = frontEnd.delegateWillSelectItem(at: indexPath), containsItem(at: target) else { return false }
        if deselectingOthers || !frontEnd.selectsMultipleItems {
            for item in selection.selected.sorted() where item != target { userDeselect(item, asking: false) }
        }
        setSelected(true, at: target)
        frontEnd.delegateDidSelectItem(at: target)
        return true
    }

    /// The user deselects an item: asks `shouldDeselect` when `asking` (a table's `willDeselectRowAt` may
    /// name another selected row, which is deselected instead), then `didDeselect`.
    @discardableResult
    func userDeselect(_ indexPath: IndexPath, asking: Bool = true) -> Bool {
        guard selection.selected.contains(indexPath) else { return false }
        var target = indexPath
        if asking {
            guard let answer = frontEnd.delegateWillDeselectItem(at: indexPath), selection.selected.contains(answer) else { return false }
            target = answer
        }
        setSelected(false, at: target)
        frontEnd.delegateDidDeselectItem(at: target)
        return true
    }

    /// Highlights an item (asking `shouldHighlight`); returns whether it is highlighted.
    func highlight(_ indexPath: IndexPath) -> Bool {
        if selection.highlighted == indexPath { return true }
        unhighlight()
        guard frontEnd.delegateShouldHighlightItem(at: indexPath) else { return false }
        selection.highlighted = indexPath
        cellForItem(at: indexPath)?.isHighlighted = true
        frontEnd.delegateDidHighlightItem(at: indexPath)
        return true
    }

    /// Removes the highlight, telling the delegate.
    func unhighlight() {
        guard let item = selection.highlighted else { return }
        selection.highlighted = nil
        cellForItem(at: item)?.isHighlighted = false
        frontEnd.delegateDidUnhighlightItem(at: item)
    }

    /// A tap (or click) on an item: highlight, unhighlight, then select — or toggle with multiple
    /// selection; shift extends from the anchor and command toggles, desktop style (F30). Return or
    /// Space on the focused item is a tap `fromKeyboard`, which keeps the focus shown.
    func tap(_ indexPath: IndexPath, modifiers: KeyModifiers, fromKeyboard: Bool = false) {
        let highlighted = highlight(indexPath)
        unhighlight()
        guard highlighted, containsItem(at: indexPath) else { return }
        if let cell = cellForItem(at: indexPath), cell.takeTap() { return }
        placeFocus(at: indexPath, showing: fromKeyboard)
        if frontEnd.selectsMultipleItems, modifiers.contains(.shift), let anchor = selection.anchor {
            selectRange(from: anchor, to: indexPath, adding: modifiers.contains(.command))
            return
        }
        selection.anchor = indexPath
        let extending = frontEnd.selectsMultipleItems && !selection.selected.isEmpty
        if selection.selected.contains(indexPath), frontEnd.selectsMultipleItems {
            userDeselect(indexPath)
        } else {
            userSelect(indexPath, deselectingOthers: !frontEnd.selectsMultipleItems)
        }
        // The primary action follows a tap that does not extend a selection, selected or not (UIKit).
        if !extending, containsItem(at: indexPath) { frontEnd.delegatePerformPrimaryAction(at: indexPath) }
    }

    /// Selects every item from `anchor` to `indexPath` in index path order; the rest are deselected
    /// unless `adding`.
    func selectRange(from anchor: IndexPath, to indexPath: IndexPath, adding: Bool) {
        let range = itemRange(from: Swift.min(anchor, indexPath), to: Swift.max(anchor, indexPath))
        if !adding {
            for item in selection.selected.sorted() where !range.contains(item) { userDeselect(item) }
        }
        for item in range.sorted() where !selection.selected.contains(item) { userSelect(item, deselectingOthers: false) }
    }

    /// Every item from `start` to `end` inclusive, across sections.
    /// - Complexity: O(items in between).
    private func itemRange(from start: IndexPath, to end: IndexPath) -> Set<IndexPath> {
        var result = Set<IndexPath>()
        let counts = self.counts
        var section = start.section
        while section <= end.section, section < counts.count {
            let first = section == start.section ? start.item : 0
            let last = section == end.section ? end.item : counts[section] - 1
            if first <= last { for item in first...last { result.insert(IndexPath(item: item, section: section)) } }
            section += 1
        }
        return result
    }
}
