import CollectionGeometry
import Foundation
import ViewSystem

extension CollectionViewCell {
    /// How wide the swipe actions are revealed (0: the cell is not swiped).
    var swipeRevealWidth: CGFloat { swipeActionsView?.frame.width ?? 0 }

    /// Shows `configuration`'s buttons at `edge`, `width` wide (replacing another edge's strip).
    func showSwipeActions(_ configuration: SwipeActionsConfiguration, edge: SwipeEdge, width: CGFloat,
                          onTap: @escaping (SwipeActionButton) -> Void) {
        if let strip = swipeActionsView, strip.edge != edge || strip.configuration !== configuration {
            hideSwipeActions()
        }
        if swipeActionsView == nil {
            let strip = SwipeActionsView(edge: edge, configuration: configuration, onTap: onTap)
            addSubview(strip)
            swipeActionsView = strip
        }
        revealSwipeActions(width: width)
    }

    /// Lays the strip out again `width` wide (0 hides it).
    func revealSwipeActions(width: CGFloat) {
        guard let strip = swipeActionsView else { return }
        guard width > 0 else { return hideSwipeActions() }
        strip.reveal(width: Swift.min(width, bounds.width), in: bounds.size,
                     rightToLeft: effectiveUserInterfaceLayoutDirection == .rightToLeft)
        isSwiped = true
    }

    /// Removes the swipe actions.
    func hideSwipeActions() {
        swipeActionsView?.removeFromSuperview()
        swipeActionsView = nil
        isSwiped = false
    }
}
