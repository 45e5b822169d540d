import Foundation

/// A list of actions and submenus shown on demand: a pop-up button's, a bar button's, a context
/// menu's, a pop-up menu cell accessory's (`UIMenu`).
///
/// A presented menu lists its children in order: an action is a row; a submenu is a row with a
/// chevron that opens it in place of the list, under a row leading back; an inline submenu
/// (`.displayInline`) shows its children in the list, set apart by a gap and its title, if any;
/// children of a menu whose `preferredElementSize` is `.small` or `.medium` sit side by side, four or
/// three to a row; a palette (`.displayAsPalette`) shows its children's images in one row.
///
/// Differences from UIKit: submenus open in place of the list (as on an iPhone), never cascading
/// beside it; `identifier` names a menu but nothing here builds an app's main menu from it (there is
/// no `UIMenuBuilder`).
@MainActor
public final class Menu: MenuElement {
    /// How the menu behaves (`UIMenu.Options`).
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// Creates options from their raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Its children show in their parent, after a gap.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// A submenu's row shows its title in red: what it holds destroys something.
        public static let destructive = Options(rawValue: 1 << 1)
        /// Choosing an action marks it `.on` and every other action of the menu `.off`.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// Its children show in their parent as one row of images (a palette).
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// How large the children of a menu are shown (`UIMenu.ElementSize`).
    public enum ElementSize: Int, Hashable, Sendable, CaseIterable {
        /// Images alone, four to a row.
        case small = 0
        /// An image over its title, three to a row.
        case medium = 1
        /// A full row each, as lists show them.
        case large = 2
    }

    /// The menu's identity: the one given, or a unique one.
    public let identifier: Identifier
    /// The menu's options.
    public let options: Options
    /// The actions and submenus, in order.
    public let children: [MenuElement]
    /// How large the children are shown; `.large` unless set.
    public var preferredElementSize: ElementSize

    /// Creates a menu.
    public init(title: String = "", subtitle: String? = nil, image: Image? = nil, identifier: Identifier? = nil,
                options: Options = [], preferredElementSize: ElementSize = .large, children: [MenuElement] = []) {
        self.identifier = identifier ?? Identifier("com.apple.menu.dynamic." + UUID().uuidString)
        self.options = options
        self.children = children
        self.preferredElementSize = preferredElementSize
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Creates a menu with large elements.
    @_disfavoredOverload
    public convenience init(title: String = "", subtitle: String? = nil, image: Image? = nil, identifier: Identifier? = nil,
                            options: Options = [], children: [MenuElement] = []) {
        self.init(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
                  preferredElementSize: .large, children: children)
    }

    /// Creates a menu without a subtitle, with large elements.
    @_disfavoredOverload
    public convenience init(title: String = "", image: Image? = nil, identifier: Identifier? = nil,
                            options: Options = [], children: [MenuElement] = []) {
        self.init(title: title, subtitle: nil, image: image, identifier: identifier, options: options,
                  preferredElementSize: .large, children: children)
    }

    /// A copy of the menu — title, subtitle, image, identifier, options, element size — holding
    /// `newChildren`.
    public func replacingChildren(_ newChildren: [MenuElement]) -> Menu {
        Menu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
             preferredElementSize: preferredElementSize, children: newChildren)
    }

    /// The actions that show as chosen (state `.on`), submenus' included, in order.
    ///
    /// - Complexity: O(n) in the number of elements.
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
    var shownActions: [Action] {
        actions.filter { !$0.attributes.contains(.hidden) }
    }

    /// Runs `action`'s handler after marking it chosen in each single-selection menu from this one
    /// down to the one holding it (the others of such a menu's actions, its submenus' included, off).
    ///
    /// - Complexity: O(n) in the number of elements.
    package func choose(_ action: Action) {
        for menu in path(to: action) ?? [self] where menu.options.contains(.singleSelection) {
            for other in menu.actions { other.state = other === action ? .on : .off }
        }
        action.handler(action)
    }

    /// The menus from this one to the one whose children hold `action`, or `nil` when none does.
    private func path(to action: Action) -> [Menu]? {
        for child in children {
            if child === action { return [self] }
            if let menu = child as? Menu, let below = menu.path(to: action) { return [self] + below }
        }
        return nil
    }
}
