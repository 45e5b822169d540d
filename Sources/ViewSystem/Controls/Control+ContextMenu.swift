import CollectionGeometry
import Foundation

extension Control {
    /// Whether the control's context menu interaction is on (`UIControl.isContextMenuInteractionEnabled`;
    /// default `false`). Turning it on adds `contextMenuInteraction` to the control's interactions;
    /// turning it off removes it. A button turns it on and off with its `menu`.
    public var isContextMenuInteractionEnabled: Bool {
        get { contextMenuInteraction != nil }
        set {
            guard newValue != isContextMenuInteractionEnabled else { return }
            if newValue {
                let interaction = ContextMenuInteraction(delegate: self, attachment: .attached)
                contextMenuInteraction = interaction
                addInteraction(interaction)
            } else if let interaction = contextMenuInteraction {
                contextMenuInteraction = nil
                removeInteraction(interaction)
            }
        }
    }

    /// Shows the control's menu as its primary action (touch down, or an assistive technology's
    /// activation) and sends `.menuActionTriggered`; whether a menu showed.
    func showMenuAsPrimaryAction() -> Bool {
        guard let contextMenuInteraction, contextMenuInteraction.presentContextMenu(at: CGPoint(x: bounds.midX, y: bounds.midY)) else {
            return false
        }
        sendActions(for: .menuActionTriggered)
        return true
    }
}
