import Foundation

/// A list of actions shown on demand, here by a pop-up menu cell accessory (`UIMenu`).
///
/// Differences from UIKit: a submenu shows its actions in place, after a separator, as an inline
/// menu does (`displayInline`); there are no cascading submenus or menu identifiers.
@MainActor
public final class Menu: MenuElement {
    /// How the menu behaves (`UIMenu.Options`).
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        /// Creates options from their raw value.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Its children show in their parent, after a separator.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// Choosing an action marks it `.on` and every other action of the menu `.off`.
        public static let singleSelection = Options(rawValue: 1 << 5)
    }

    /// The menu's options.
    public let options: Options
    /// The actions and submenus, in order.
    public let children: [MenuElement]

    /// Creates a menu.
    public init(title: String = "", image: Image? = nil, options: Options = [], children: [MenuElement] = []) {
        self.options = options
        self.children = children
        super.init(title: title, image: image)
    }

    /// The actions that show as chosen (state `.on`), submenus' included, in order.
    public var selectedElements: [MenuElement] {
        actions.filter { $0.state == .on }
    }

    /// Every action, submenus' in place, in display order.
    ///
    /// - Complexity: O(n) in the number of elements.
    package var actions: [Action] {
        children.flatMap { element -> [Action] in
            if let action = element as? Action { return [action] }
            if let menu = element as? Menu { return menu.actions }
            return []
        }
    }

    /// The actions a presented menu lists: every action but the hidden ones, in display order.
    ///
    /// - Complexity: O(n) in the number of elements.
    package var shownActions: [Action] {
        actions.filter { !$0.attributes.contains(.hidden) }
    }

    /// Runs `action`'s handler after marking it chosen in a single-selection menu (its siblings off).
    package func choose(_ action: Action) {
        if options.contains(.singleSelection) {
            for other in actions { other.state = other === action ? .on : .off }
        }
        action.handler(action)
    }
}
