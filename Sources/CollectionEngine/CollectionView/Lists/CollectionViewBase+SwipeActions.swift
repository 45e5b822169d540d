import CollectionGeometry
import Foundation
import ViewSystem

extension CollectionViewBase {
    /// A mostly horizontal drag on an item with swipe actions swipes it instead of scrolling.
    func swipeTarget(at point: CGPoint, forDrag translation: CGPoint) -> (any PanScrollable)? {
        guard abs(translation.x) > abs(translation.y), let item = indexPathForItem(at: point), let cell = cellForItem(at: item),
              let configurations = frontEnd.swipeActionsConfigurations(forItemAt: item) else { return nil }
        let swipe = CellSwipe(base: self, indexPath: item, cell: cell, leading: configurations.leading, trailing: configurations.trailing,
                              mirrored: effectiveUserInterfaceLayoutDirection == .rightToLeft)
        return swipe.canScroll(forDrag: translation) ? swipe : nil
    }
}
