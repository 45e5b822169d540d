import Foundation

/// What a context menu shows for a press on an item: its menu, made on demand
/// (`UIContextMenuConfiguration`).
///
/// A collection or table view asks its delegate for one when an item is held (a touch resting
/// 0.5 s) or clicked with the secondary mouse button, then calls `previewProvider` (a view controller
/// shown on a platter; `nil` lifts the item where it is) and `actionProvider` with the suggested
/// actions (none here), and shows the menu it returns beside the preview.
///
/// Differences from UIKit: the menu is a list of its actions (submenus inline); the item is lifted
/// with a shadow where it is rather than moved over a blurred screen; `badgeCount` and
/// `secondaryItemIdentifiers` are kept for the app but not drawn.
@MainActor
open class ContextMenuConfiguration {
    /// The order of the menu's elements (`UIContextMenuConfiguration.ElementOrder`); the list is
    /// always shown in the menu's own order here.
    public enum ElementOrder: Int, Hashable, Sendable, CaseIterable {
        /// The system decides.
        case automatic
        /// The first elements nearest the pointer.
        case priority
        /// The menu's order.
        case fixed
    }

    /// The configuration's identifier: the one given, or a new UUID string.
    public let identifier: any NSCopying
    /// Items the menu also acts on (multiple selection); kept for the app.
    public var secondaryItemIdentifiers: Set<AnyHashable> = []
    /// A number shown on the menu in UIKit; kept for the app.
    public var badgeCount = 0
    /// The order the app prefers.
    public var preferredMenuElementOrder: ElementOrder = .automatic
    /// Makes the preview's view controller, shown on a platter beside the menu (`nil`: the item lifts).
    public let previewProvider: ContextMenuContentPreviewProvider?
    /// Makes the menu from the suggested actions; `nil`, or a menu without actions, shows nothing.
    public let actionProvider: ContextMenuActionProvider?

    /// A configuration; each argument is optional, as in UIKit.
    public init(identifier: (any NSCopying)? = nil, previewProvider: ContextMenuContentPreviewProvider? = nil,
                actionProvider: ContextMenuActionProvider? = nil) {
        self.identifier = identifier ?? NSString(string: UUID().uuidString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }

    /// The menu to show, if the action provider makes one with at least one action.
    func makeMenu() -> Menu? {
        guard let menu = actionProvider?([]), !menu.actions.isEmpty else { return nil }
        return menu
    }
}

/// Makes a context menu's preview (`UIContextMenuContentPreviewProvider`).
public typealias ContextMenuContentPreviewProvider = () -> ViewController?

/// Makes a context menu from the suggested elements (`UIContextMenuActionProvider`).
public typealias ContextMenuActionProvider = ([MenuElement]) -> Menu?

/// The animations of a context menu's presentation and dismissal
/// (`UIContextMenuInteractionAnimating`). The collection and table views pass `nil` to
/// `willDisplayContextMenu` and `willEndContextMenuInteraction` (the menu appears and leaves at
/// once), and a commit animator to `willPerformPreviewActionForMenuWith`.
@MainActor
public protocol ContextMenuInteractionAnimating: AnyObject {
    /// The preview's view controller, if any.
    var previewViewController: ViewController? { get }
    /// Adds animations to run alongside.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds a completion to run at the end.
    func addCompletion(_ completion: @escaping () -> Void)
}
