import CollectionGeometry
import Foundation
import ViewSystem

/// Context menus on items (UIKit's `contextMenuConfigurationForItemsAt` and its table twin): a touch
/// resting 0.5 s on an item, or a secondary click, asks the delegate for a configuration; its action
/// provider's menu shows at the pointer, over the window, until an action is chosen or the user taps
/// elsewhere or presses Escape. The delegate hears `willDisplayContextMenu` as it shows and
/// `willEndContextMenuInteraction` as it closes (with a `nil` animator: it appears and leaves at once).
extension CollectionViewBase: ContextMenuPresenting {
    package func presentContextMenu(at point: CGPoint) -> Bool {
        guard let item = indexPathForItem(at: point) else { return false }
        return presentContextMenu(forItemAt: item, at: point)
    }

    /// Shows the item's context menu at `point` (the collection view's coordinates), if the delegate
    /// gives a configuration whose action provider makes a menu with actions; whether it showed.
    func presentContextMenu(forItemAt item: IndexPath, at point: CGPoint) -> Bool {
        guard let window, containsItem(at: item),
              let configuration = frontEnd.delegateContextMenuConfiguration(forItemAt: item, point: point),
              let menu = configuration.makeMenu() else { return false }
        unhighlight()
        let anchor = convert(CGRect(origin: point, size: .zero), to: window)
        MenuBackdrop.present(menu, from: anchor, in: window, onChoose: { _ in }, onDismiss: { [weak self] in
            self?.frontEnd.delegateWillEndContextMenuInteraction(configuration)
        })
        frontEnd.delegateWillDisplayContextMenu(configuration)
        return true
    }
}
