import CollectionGeometry
import Foundation

/// One line of a presented menu's list, as `Menu`'s documentation describes the layout.
@MainActor
enum MenuListItem {
    /// An action's row.
    case action(Action)
    /// A submenu's row: its title and a chevron; choosing it opens the submenu.
    case submenu(Menu)
    /// The row over an opened submenu's children: a chevron back and the submenu's title.
    case back(Menu)
    /// An inline menu's title, over its children.
    case groupTitle(String)
    /// The gap setting an inline menu apart.
    case gap
    /// Actions side by side: small (images), medium (an image over its title) or a palette's images.
    case cells([Action], Menu.ElementSize)

    /// A row's height; a gap's and a title's are smaller.
    package var height: CGFloat {
        switch self {
        case .action, .submenu, .back: 44
        case .groupTitle: 32
        case .gap: 8
        case .cells(_, let size): size == .medium ? 64 : 44
        }
    }

    /// Whether a hairline separates the item from a row above it.
    var isRow: Bool {
        switch self {
        case .action, .submenu, .back, .cells: true
        case .groupTitle, .gap: false
        }
    }

    /// The lines of `menu`'s list: its children, inline menus in place, hidden actions and empty inline
    /// menus left out.
    ///
    /// - Complexity: O(n) in the number of elements.
    package static func items(for menu: Menu) -> [MenuListItem] {
        var items: [MenuListItem] = []
        var afterGroup = false
        append(menu, into: &items, afterGroup: &afterGroup)
        if case .gap? = items.last { items.removeLast() }
        return items
    }

    private static func append(_ menu: Menu, into items: inout [MenuListItem], afterGroup: inout Bool) {
        var pending: [Action] = []
        func flush() {
            guard !pending.isEmpty else { return }
            let perRow = menu.preferredElementSize == .small ? 4 : 3
            var start = 0
            while start < pending.count {
                items.append(.cells(Array(pending[start..<Swift.min(start + perRow, pending.count)]), menu.preferredElementSize))
                start += perRow
            }
            pending.removeAll()
        }
        for child in menu.children {
            if let action = child as? Action {
                guard !action.attributes.contains(.hidden) else { continue }
                if afterGroup { items.append(.gap); afterGroup = false }
                if menu.preferredElementSize == .large { items.append(.action(action)) } else { pending.append(action) }
            } else if let submenu = child as? Menu {
                flush()
                if submenu.options.contains(.displayAsPalette) {
                    let shown = submenu.shownActions
                    guard !shown.isEmpty else { continue }
                    if !items.isEmpty { items.append(.gap) }
                    if !submenu.title.isEmpty { items.append(.groupTitle(submenu.title)) }
                    items.append(.cells(shown, .small))
                    afterGroup = true
                } else if submenu.options.contains(.displayInline) {
                    // The gap and the title go first; they come out again when the menu lists nothing.
                    let start = items.count, wasAfterGroup = afterGroup
                    if !items.isEmpty, !isGap(items.last) { items.append(.gap) }
                    if !submenu.title.isEmpty { items.append(.groupTitle(submenu.title)) }
                    let headers = items.count
                    afterGroup = false
                    append(submenu, into: &items, afterGroup: &afterGroup)
                    if items.count == headers {
                        items.removeSubrange(start...)
                        afterGroup = wasAfterGroup
                    } else {
                        afterGroup = true
                    }
                } else {
                    if afterGroup { items.append(.gap); afterGroup = false }
                    items.append(.submenu(submenu))
                }
            }
        }
        flush()
    }

    private static func isGap(_ item: MenuListItem?) -> Bool {
        if case .gap? = item { return true }
        return false
    }
}
