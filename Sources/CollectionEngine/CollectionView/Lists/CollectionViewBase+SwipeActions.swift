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

    /// The item's swipe actions as custom actions: the trailing ones, then the leading ones, each named
    /// by its title (else its image's name); performing one runs its handler as a tap on its button
    /// does, with the cell as the source view. Outside editing mode only, as swiping is.
    /// - Complexity: what the app's swipe action providers cost.
    func swipeAccessibilityActions(for cell: CollectionViewCell) -> [AccessibilityCustomAction] {
        guard let indexPath = indexPath(for: cell), let configurations = frontEnd.swipeActionsConfigurations(forItemAt: indexPath) else { return [] }
        return accessibilityActions(for: (configurations.trailing?.actions ?? []) + (configurations.leading?.actions ?? []), of: cell, at: indexPath)
    }

    /// `actions` as custom actions of the item at `indexPath` shown by `cell`: each named by its title
    /// (else its image's name); one kept past its item returns `false` and does nothing.
    func accessibilityActions(for actions: [ContextualAction], of cell: CollectionViewCell, at indexPath: IndexPath) -> [AccessibilityCustomAction] {
        actions.map { action in
            AccessibilityCustomAction(name: action.title ?? action.image?.name ?? "") { [weak self, weak cell] _ in
                guard let self, let cell, self.indexPath(for: cell) == indexPath else { return false }
                self.swipes.perform(action, from: cell, at: indexPath, in: self)
                return true
            }
        }
    }
}
