import CollectionGeometry
import Foundation
import ViewSystem

/// Context menus on items (UIKit's `contextMenuConfigurationForItemsAt` and its table twin): a touch
/// resting 0.5 s on an item, or a secondary click, asks the delegate for a configuration. The item
/// lifts where it is (a shadow around it, or around the view the delegate's highlight preview names),
/// or the configuration's preview view controller shows on a platter; its action provider's menu
/// shows beside the preview, over the window, until an action is chosen, the preview is tapped, or the
/// user taps elsewhere or presses Escape. The delegate hears `willDisplayContextMenu` as it shows,
/// `willPerformPreviewActionForMenuWith` when the preview is tapped (with a commit animator whose
/// completions run after the menu closed), and `willEndContextMenuInteraction` as it closes (with a
/// `nil` animator: it leaves at once), then is asked for the dismissal preview.
extension CollectionViewBase: ContextMenuPresenting {
    /// The interaction that shows the items' context menus: where the menu opened, and the means to
    /// change or close it (`dismissMenu()`). Never `nil` here.
    public var contextMenuInteraction: ContextMenuInteraction? { menuInteraction }

    package func presentContextMenu(at point: CGPoint) -> Bool {
        guard let item = indexPathForItem(at: point) else { return false }
        return presentContextMenu(forItemAt: item, at: point)
    }

    /// Shows the item's context menu at `point` (the collection view's coordinates), if the delegate
    /// gives a configuration with a menu that has actions or a preview view controller; whether it showed.
    func presentContextMenu(forItemAt item: IndexPath, at point: CGPoint) -> Bool {
        guard let window, containsItem(at: item),
              let configuration = frontEnd.delegateContextMenuConfiguration(forItemAt: item, point: point) else { return false }
        return menuInteraction.present(configuration, at: convert(point, to: window), in: window, lift: {
            liftedPreview(for: configuration, at: item, in: window)
        }, events: ContextMenuEvents(willDisplay: { [weak self] in
            guard let self else { return }
            self.unhighlight()
            self.frontEnd.delegateWillDisplayContextMenu(configuration)
        }, willPerformPreviewAction: { [weak self] animator in
            self?.frontEnd.delegateWillPerformPreviewAction(configuration, animator: animator)
        }, willEnd: { [weak self] in
            guard let self else { return }
            self.frontEnd.delegateWillEndContextMenuInteraction(configuration)
            if self.containsItem(at: item) { _ = self.frontEnd.delegateDismissalPreview(for: configuration, at: item) }
        }))
    }

    /// The lift for the item: the delegate's highlight preview, else the item's cell; `nil` when the
    /// item has no cell on screen.
    private func liftedPreview(for configuration: ContextMenuConfiguration, at item: IndexPath, in window: Window) -> MenuPreview.Content? {
        if let targeted = frontEnd.delegateHighlightPreview(for: configuration, at: item), let lift = targeted.lift(in: window) {
            return lift
        }
        guard let cell = cellForItem(at: item) else { return nil }
        return .lift(frame: cell.convert(cell.bounds, to: window), cornerRadius: cell.layer.cornerRadius)
    }
}
