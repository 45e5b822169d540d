import CollectionGeometry
import Foundation
import ViewSystem

extension CollectionViewCell {
    /// The strip of swipe actions, while the cell is swiped.
    var swipeActionsView: SwipeActionsView? {
        get { attachment as? SwipeActionsView }
        set { attachment = newValue }
    }

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
            // The row clips while swiped, so the content it slides aside does not show past its edge.
            strip.rowClippedBefore = clipsToBounds
            clipsToBounds = true
            addSubview(strip)
            swipeActionsView = strip
        }
        revealSwipeActions(width: width)
    }

    /// Lays the strip out again `width` wide (0 hides it).
    func revealSwipeActions(width: CGFloat) {
        guard let strip = swipeActionsView else { return }
        guard width > 0 else { return hideSwipeActions() }
        let revealed = Swift.min(width, bounds.width), rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        strip.reveal(width: revealed, in: bounds.size, rightToLeft: rightToLeft)
        // The strip is at the left when it holds the leading actions in left to right (or the trailing ones in right to left).
        slideContent(by: (strip.edge == .leading) != rightToLeft ? revealed : -revealed)
        isSwiped = true
    }

    /// Moves the row's own views (content view, accessories, controls) and its drawn content `offset`
    /// points across, as UIKit does: the actions show in the space they leave rather than over them.
    private func slideContent(by offset: CGFloat) {
        swipeSlide = offset
        let slide = offset == 0 ? CGAffineTransform.identity : CGAffineTransform(translationX: offset, y: 0)
        for view in subviews where view !== swipeActionsView && view.transform != slide {
            view.transform = slide
        }
    }

    /// Removes the swipe actions.
    func hideSwipeActions() {
        guard let strip = swipeActionsView else {
            isSwiped = false
            return
        }
        strip.removeFromSuperview()
        swipeActionsView = nil
        slideContent(by: 0)
        clipsToBounds = strip.rowClippedBefore
        isSwiped = false
    }
}
