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
        let menu = configuration.makeMenu()
        let previewController = configuration.previewProvider?()
        guard menu != nil || previewController != nil else { return false }
        unhighlight()
        let location = convert(point, to: window)
        let anchor = CGRect(origin: location, size: .zero)
        let content: MenuPreview.Content
        if let previewController {
            content = .view(previewController.view, preferredSize: previewController.preferredContentSize)
        } else {
            content = liftedPreview(for: configuration, at: item, in: window) ?? .lift(frame: anchor, cornerRadius: 0)
        }
        // Weak: the backdrop holds the preview, whose tap handler this closure is.
        weak var shown: MenuBackdrop?
        let preview = MenuPreview(content: content) { [weak self] in
            guard let self, let shown else { return }
            let animator = ContextMenuCommitAnimator(previewViewController: previewController)
            self.frontEnd.delegateWillPerformPreviewAction(configuration, animator: animator)
            shown.dismiss()
            animator.run()
        }
        let backdrop = MenuBackdrop.present(menu ?? Menu(children: []), from: anchor, in: window, preview: preview, onChoose: { _ in },
                                            onDismiss: { [weak self] in
            guard let self else { return }
            self.frontEnd.delegateWillEndContextMenuInteraction(configuration)
            if self.containsItem(at: item) { _ = self.frontEnd.delegateDismissalPreview(for: configuration, at: item) }
        })
        shown = backdrop
        menuInteraction.didPresent(backdrop, at: location)
        frontEnd.delegateWillDisplayContextMenu(configuration)
        return true
    }

    /// The lift for the item: the delegate's highlight preview, else the item's cell; `nil` when the
    /// item has no cell on screen.
    private func liftedPreview(for configuration: ContextMenuConfiguration, at item: IndexPath, in window: Window) -> MenuPreview.Content? {
        if let targeted = frontEnd.delegateHighlightPreview(for: configuration, at: item), let frame = targeted.frame(in: window) {
            let visible = targeted.parameters.visiblePath?.bounds
            let lifted = visible.map { CGRect(x: frame.minX + $0.minX, y: frame.minY + $0.minY, width: $0.width, height: $0.height) } ?? frame
            return .lift(frame: lifted, cornerRadius: targeted.view.layer.cornerRadius)
        }
        guard let cell = cellForItem(at: item) else { return nil }
        return .lift(frame: cell.convert(cell.bounds, to: window), cornerRadius: cell.layer.cornerRadius)
    }
}
