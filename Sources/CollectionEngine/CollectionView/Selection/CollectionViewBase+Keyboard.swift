import CollectionGeometry
import CollectionLayout
import Foundation
import ViewSystem

extension CollectionViewBase {
    /// Whether keyboard focus is shown on the focused item (after the first arrow key).
    var isFocusVisible: Bool { window?.firstResponder === self && selection.focused != nil }

    /// Moves the focus and selection for an arrow key; shift extends the selection from its anchor when
    /// `allowsMultipleSelection`. Returns `false` for other keys, or when nothing can be selected.
    ///
    /// The next item is found through the layout's geometry, in what the user sees (right-to-left
    /// layouts included): the nearest item beyond the focused one in the key's direction, preferring
    /// items that overlap it across that direction. At the last item in a direction the key does nothing.
    ///
    /// - Complexity: one layout query of about a screen (the whole content when nothing is that close).
    func moveSelection(for event: KeyEvent) -> Bool {
        let direction: CGPoint
        switch event.key {
        case .upArrow: direction = CGPoint(x: 0, y: -1)
        case .downArrow: direction = CGPoint(x: 0, y: 1)
        case .leftArrow: direction = CGPoint(x: -1, y: 0)
        case .rightArrow: direction = CGPoint(x: 1, y: 0)
        default: return false
        }
        guard allowsSelection, let first = firstItem else { return false }
        layoutIfNeeded()
        let extending = event.modifiers.contains(.shift) && frontEnd.selectsMultipleItems
        let target: IndexPath
        if let from = selection.focused ?? selection.selected.min(), containsItem(at: from) {
            guard let next = neighbour(of: from, toward: direction) else { return true }
            target = next
        } else {
            target = first
        }
        let previousFocus = selection.focused
        selection.focused = target
        if extending {
            selectRange(from: selection.anchor ?? target, to: target, adding: false)
        } else {
            selection.anchor = target
            userSelect(target, deselectingOthers: true)
        }
        if let previousFocus { cellForItem(at: previousFocus)?.isFocused = false }
        cellForItem(at: target)?.isFocused = true
        if let frame = layoutAttributesForItem(at: target)?.frame { scrollRectToVisible(frame, animated: true) }
        return true
    }

    /// The first item of the first section that has items.
    private var firstItem: IndexPath? {
        counts.firstIndex { $0 > 0 }.map { IndexPath(item: 0, section: $0) }
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
        let everything = CGRect(origin: .zero, size: contentSize).union(frame).insetBy(dx: -1, dy: -1)
        return bestNeighbour(of: indexPath, frame: frame, toward: direction, in: everything)
    }

    private func bestNeighbour(of indexPath: IndexPath, frame: CGRect, toward direction: CGPoint, in rect: CGRect) -> IndexPath? {
        let layout = collectionViewLayout
        let query = layout.isFlippedInHost ? rect.mirroredHorizontally(inWidth: contentSize.width) : rect
        var best: (indexPath: IndexPath, overlaps: Bool, score: CGFloat)?
        for original in layout.layoutAttributesForElements(in: query) ?? []
        where original.representedElementCategory == .cell && original.indexPath != indexPath && containsItem(at: original.indexPath) {
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
