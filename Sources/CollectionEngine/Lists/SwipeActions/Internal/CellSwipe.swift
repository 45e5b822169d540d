import CollectionGeometry
import Foundation
import ViewSystem

/// A swipe on a row: the actions of the edge the finger moves away from follow it, then stay open,
/// close, or — swiped fully — perform the first action, when the finger lifts.
@MainActor
final class CellSwipe: PanScrollable {
    private weak var base: (any SwipeActionsHost)?
    let indexPath: IndexPath
    private weak var cell: CollectionViewCell?
    private let leading: SwipeActionsConfiguration?
    private let trailing: SwipeActionsConfiguration?
    /// In right-to-left the leading edge is on the right.
    private let mirrored: Bool
    /// Where the swipe started: positive reveals the leading actions, negative the trailing ones.
    private var startOffset: CGFloat = 0
    private var offset: CGFloat = 0

    init(base: any SwipeActionsHost, indexPath: IndexPath, cell: CollectionViewCell,
         leading: SwipeActionsConfiguration?, trailing: SwipeActionsConfiguration?, mirrored: Bool) {
        self.base = base
        self.indexPath = indexPath
        self.cell = cell
        self.leading = leading.flatMap { $0.actions.isEmpty ? nil : $0 }
        self.trailing = trailing.flatMap { $0.actions.isEmpty ? nil : $0 }
        self.mirrored = mirrored
    }

    /// The finger's motion toward the trailing edge (which reveals the leading actions).
    private func towardTrailing(_ translation: CGPoint) -> CGFloat { mirrored ? -translation.x : translation.x }

    /// The row's current signed reveal: + leading, − trailing.
    private var currentOffset: CGFloat {
        guard let cell, let strip = cell.swipeActionsView else { return 0 }
        return strip.edge == .leading ? cell.swipeRevealWidth : -cell.swipeRevealWidth
    }

    var hasActions: Bool { leading != nil || trailing != nil }

    func canScroll(forDrag translation: CGPoint) -> Bool {
        let motion = towardTrailing(translation)
        if currentOffset != 0 { return true }
        return (motion > 0 && leading != nil) || (motion < 0 && trailing != nil)
    }

    func panBegan(time: TimeInterval) {
        guard let base else { return }
        if let open = base.swipes.open, open.indexPath != indexPath { base.swipes.close(in: base) }
        base.swipes.active = self
        startOffset = currentOffset
        offset = startOffset
    }

    func panChanged(translation: CGPoint, time: TimeInterval) {
        guard let base, let cell else { return }
        var next = startOffset + towardTrailing(translation)
        if next > 0, leading == nil { next = 0 }
        if next < 0, trailing == nil { next = 0 }
        next = Swift.min(cell.bounds.width, Swift.max(-cell.bounds.width, next))
        offset = next
        if next > 0, let leading {
            base.swipes.show(leading, edge: .leading, cell: cell, at: indexPath, width: next, in: base)
        } else if next < 0, let trailing {
            base.swipes.show(trailing, edge: .trailing, cell: cell, at: indexPath, width: -next, in: base)
        } else {
            cell.hideSwipeActions()
        }
    }

    func panEnded(velocity: CGPoint, time: TimeInterval) {
        guard let base, let cell else { return }
        base.swipes.active = nil
        let edge: SwipeEdge = offset > 0 ? .leading : .trailing
        let configuration = offset > 0 ? leading : trailing
        let width = abs(offset)
        // A flick away from the open edge opens it.
        let flick = (offset > 0 ? 1 : -1) * (mirrored ? -velocity.x : velocity.x)
        guard let configuration, width > 0 else {
            base.swipes.close(in: base)
            cell.hideSwipeActions()
            return
        }
        if configuration.performsFirstActionWithFullSwipe, width > cell.bounds.width * SwipeActionsCoordinator.fullSwipeShare,
           let first = configuration.actions.first {
            base.swipes.open(configuration, edge: edge, cell: cell, at: indexPath, in: base)
            base.swipes.perform(first, from: cell, at: indexPath, in: base)
        } else if width > SwipeActionsCoordinator.openThreshold || flick > 0.5 {
            base.swipes.open(configuration, edge: edge, cell: cell, at: indexPath, in: base)
        } else {
            base.swipes.close(in: base)
            cell.hideSwipeActions()
        }
    }
}
