import CollectionGeometry
import CollectionLayout
import Foundation
import ViewSystem

extension CollectionViewBase {
    /// Answers the keys that move and use the focus: arrow keys move it through the layout's
    /// geometry, Return and Space act on the focused item as a tap does. Returns `false` for other
    /// keys, and when nothing can be focused (the scroll view's keys apply then).
    func handleFocusKey(_ event: KeyEvent) -> Bool {
        switch event.key {
        case .upArrow: return moveFocus(toward: CGPoint(x: 0, y: -1), heading: .up, modifiers: event.modifiers)
        case .downArrow: return moveFocus(toward: CGPoint(x: 0, y: 1), heading: .down, modifiers: event.modifiers)
        case .leftArrow: return moveFocus(toward: CGPoint(x: -1, y: 0), heading: .left, modifiers: event.modifiers)
        case .rightArrow: return moveFocus(toward: CGPoint(x: 1, y: 0), heading: .right, modifiers: event.modifiers)
        case .enter, .space: return activateFocusedItem(modifiers: event.modifiers)
        default: return false
        }
    }

    /// Moves the focus for an arrow key, and the selection with it where selection follows focus;
    /// shift extends the selection from its anchor when several items can be selected.
    ///
    /// The first key focuses where focus enters (`focusEntryItem()`); later keys the nearest item
    /// beyond the focused one in the key's direction that can be focused, in what the user sees
    /// (right-to-left layouts included), preferring items that overlap it across that direction. At
    /// the last item in a direction the key does nothing.
    ///
    /// - Complexity: one layout query of about a screen (the whole content when nothing is that close).
    private func moveFocus(toward direction: CGPoint, heading: FocusHeading, modifiers: KeyModifiers) -> Bool {
        guard counts.contains(where: { $0 > 0 }) else { return false }
        layoutIfNeeded()
        let target: IndexPath
        if let from = selection.focused, containsItem(at: from) {
            guard let next = neighbour(of: from, toward: direction) else { return true }
            target = next
        } else {
            guard let entry = focusEntryItem() else { return false }
            target = entry
        }
        guard updateFocus(to: target, heading: heading) else { return true }
        guard allowsSelection, selectionFollowsFocus(at: target) else { return true }
        if modifiers.contains(.shift) && frontEnd.selectsMultipleItems {
            selectRange(from: selection.anchor ?? target, to: target, adding: false)
        } else {
            selection.anchor = target
            userSelect(target, deselectingOthers: true)
        }
        return true
    }

    /// Return or Space on the focused item: what a tap does (select, or toggle in multiple
    /// selection, then the primary action). Returns `false` when no focus shows.
    private func activateFocusedItem(modifiers: KeyModifiers) -> Bool {
        guard isFocusVisible, let focused = selection.focused, containsItem(at: focused) else { return false }
        guard allowsSelection else { return true }
        tap(focused, modifiers: modifiers, fromKeyboard: true)
        return true
    }

    /// The item beyond `indexPath` in `direction`, in displayed coordinates.
    func neighbour(of indexPath: IndexPath, toward direction: CGPoint) -> IndexPath? {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return nil }
        let reach = Swift.max(bounds.width, bounds.height, frame.width, frame.height) * 2
        let near = CGRect(x: direction.x < 0 ? frame.minX - reach : (direction.x > 0 ? frame.minX : frame.minX - reach),
                          y: direction.y < 0 ? frame.minY - reach : (direction.y > 0 ? frame.minY : frame.minY - reach),
                          width: direction.x == 0 ? frame.width + 2 * reach : frame.width + reach,
                          height: direction.y == 0 ? frame.height + 2 * reach : frame.height + reach)
        if let found = bestNeighbour(of: indexPath, frame: frame, toward: direction, in: near) { return found }
        // Nothing focusable within reach: look through everything.
        let everything = CGRect(origin: .zero, size: contentSize).union(frame).insetBy(dx: -1, dy: -1)
        return bestNeighbour(of: indexPath, frame: frame, toward: direction, in: everything)
    }

    private func bestNeighbour(of indexPath: IndexPath, frame: CGRect, toward direction: CGPoint, in rect: CGRect) -> IndexPath? {
        let layout = collectionViewLayout
        let query = layout.isFlippedInHost ? rect.mirroredHorizontally(inWidth: contentSize.width) : rect
        var best: (indexPath: IndexPath, overlaps: Bool, score: CGFloat)?
        for original in layout.layoutAttributesForElements(in: query) ?? []
        where original.representedElementCategory == .cell && original.indexPath != indexPath && canFocusItem(at: original.indexPath) {
            let candidate = displayed(original).frame
            guard candidate.isUsableFrame else { continue }
            let along = direction.x != 0 ? (candidate.midX - frame.midX) * direction.x : (candidate.midY - frame.midY) * direction.y
            let beyond = direction.x != 0
                ? (direction.x > 0 ? candidate.minX >= frame.midX : candidate.maxX <= frame.midX)
                : (direction.y > 0 ? candidate.minY >= frame.midY : candidate.maxY <= frame.midY)
            guard along > 0.5, beyond else { continue }
            let overlaps = direction.x != 0
                ? candidate.minY < frame.maxY && candidate.maxY > frame.minY
                : candidate.minX < frame.maxX && candidate.maxX > frame.minX
            let across = direction.x != 0 ? abs(candidate.midY - frame.midY) : abs(candidate.midX - frame.midX)
            let score = overlaps ? along * 10_000 + across : along + 2 * across
            let better: Bool
            if let current = best {
                better = overlaps != current.overlaps ? overlaps
                    : (score != current.score ? score < current.score : original.indexPath < current.indexPath)
            } else {
                better = true
            }
            if better { best = (original.indexPath, overlaps, score) }
        }
        return best?.indexPath
    }
}
