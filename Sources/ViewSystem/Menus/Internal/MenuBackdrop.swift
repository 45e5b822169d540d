import CollectionGeometry
import Foundation

/// A presented menu: a clear view over the whole window holding the list of the menu's actions, and
/// a context menu's preview. A tap on an action closes the menu and chooses it; a tap on the preview
/// calls the preview's handler; a tap anywhere else only closes it.
@MainActor
package final class MenuBackdrop: View, PointerInteracting {
    /// The menu shown.
    package private(set) var menu: Menu?
    /// The submenus opened from it, outermost first; the list shows the last one's children.
    package private(set) var openedMenus: [Menu] = []
    /// The list of actions.
    package private(set) var list = View()
    /// The list's shadow: a view of the list's shape under it that does not clip — a layer that
    /// clips its contents clips its own shadow too, in UIKit and in the renderers alike.
    package private(set) var shadow = View()
    private var onChoose: (Action) -> Void = { _ in }
    /// Runs once when the menu closes, chosen or not.
    private var onDismiss: (() -> Void)?
    /// The view that had the keys before the menu took them; it gets them back when the menu closes.
    private weak var previousFirstResponder: View?
    /// The preview shown above the list, if any (a lift or a platter; taps go to its handler).
    package private(set) var previewView: MenuPreviewView?
    /// What the list is placed against: the preview's frame, or the anchor given.
    private var listAnchor: CGRect = .zero
    private var rightToLeft = false

    /// The list's width, row height, and distance from the anchor and the window's edges.
    static let width: CGFloat = 250
    static let rowHeight: CGFloat = 44
    static let gap: CGFloat = 4
    static let margin: CGFloat = 8

    override init(frame: CGRect) {
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Shows `menu` over `window`, its list below `anchor` (window coordinates) and aligned with its
    /// trailing end, or above it when it does not fit below; closes a menu already shown. With a
    /// `preview`, the preview shows first (a lift around `anchor`, or a platter holding a view) and the
    /// list goes below or above it; a tap on the preview calls its handler instead of closing.
    ///
    /// - Complexity: O(n) in the menu's actions.
    @discardableResult
    package static func present(_ menu: Menu, from anchor: CGRect, in window: Window, preview: MenuPreview? = nil,
                                onChoose: @escaping (Action) -> Void, onDismiss: (() -> Void)? = nil) -> MenuBackdrop {
        dismissAll(in: window)
        let backdrop = MenuBackdrop(frame: window.bounds)
        backdrop.menu = menu
        backdrop.onChoose = onChoose
        backdrop.onDismiss = onDismiss
        backdrop.rightToLeft = window.effectiveUserInterfaceLayoutDirection == .rightToLeft
        backdrop.listAnchor = preview.map { backdrop.placePreview($0, anchor: anchor, listHeight: Self.listHeight(for: menu)) } ?? anchor
        backdrop.buildList(for: menu)
        window.addSubview(backdrop)
        // Escape closes the menu, so the menu takes the keys while it is shown.
        backdrop.previousFirstResponder = window.firstResponder
        window.makeFirstResponder(backdrop)
        return backdrop
    }

    /// Replaces the menu shown (`UIContextMenuInteraction.updateVisibleMenu(_:)`), keeping its place.
    func replaceMenu(with newMenu: Menu) {
        menu = newMenu
        openedMenus = []
        buildList(for: newMenu)
    }

    /// Closes every menu shown over `window` without choosing (a new screen, a control outside the
    /// window used).
    package static func dismissAll(in window: Window) {
        for shown in window.subviews.compactMap({ $0 as? MenuBackdrop }) { shown.dismiss() }
    }

    /// The height of `menu`'s list.
    private static func listHeight(for menu: Menu) -> CGFloat {
        listHeight(of: MenuListItem.items(for: menu))
    }

    private static func listHeight(of items: [MenuListItem]) -> CGFloat {
        items.reduce(CGFloat(0)) { $0 + $1.height }
    }

    /// The lines shown: the innermost opened submenu's (under a row leading back), or the menu's.
    private func shownItems(for menu: Menu) -> [MenuListItem] {
        guard let opened = openedMenus.last else { return MenuListItem.items(for: menu) }
        return [.back(opened)] + MenuListItem.items(for: opened)
    }

    /// Places the preview around `anchor` (window coordinates) with room for a list `listHeight` tall
    /// below or above it; returns the preview's frame, which the list is placed against.
    private func placePreview(_ preview: MenuPreview, anchor: CGRect, listHeight: CGFloat) -> CGRect {
        let previewView = MenuPreviewView(frame: .zero)
        previewView.onTap = preview.onTap
        switch preview.content {
        case .lift(let frame, let cornerRadius):
            previewView.frame = frame
            previewView.layer.cornerRadius = cornerRadius
        case .view(let content, let preferredSize):
            let available = CGSize(width: Swift.max(0, bounds.width - 2 * Self.margin),
                                   height: Swift.max(0, bounds.height - 2 * Self.margin - Self.gap - listHeight))
            let wanted = preferredSize.width > 0 && preferredSize.height > 0 && preferredSize.width.isFinite && preferredSize.height.isFinite
                ? preferredSize : CGSize(width: Swift.min(available.width, 360), height: Swift.min(available.width, 360) * 0.75)
            let size = CGSize(width: Swift.min(wanted.width, available.width), height: Swift.min(wanted.height, available.height))
            let x = Swift.min(Swift.max(anchor.midX - size.width / 2, Self.margin), Swift.max(Self.margin, bounds.width - Self.margin - size.width))
            let y = Swift.min(Swift.max(anchor.midY - size.height / 2, Self.margin),
                              Swift.max(Self.margin, bounds.height - Self.margin - size.height - Self.gap - listHeight))
            previewView.frame = CGRect(x: x, y: y, width: size.width, height: size.height)
            previewView.backgroundColor = .systemBackground
            previewView.layer.cornerRadius = 13
            previewView.clipsToBounds = true
            content.removeFromSuperview()
            content.frame = previewView.bounds
            content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            previewView.addSubview(content)
        }
        let shadow = View(frame: previewView.frame)
        shadow.layer.cornerRadius = previewView.layer.cornerRadius
        shadow.layer.shadowOpacity = 0.25
        shadow.layer.shadowRadius = 14
        shadow.layer.shadowOffset = CGSize(width: 0, height: 8)
        shadow.isAccessibilityElement = false
        addSubview(shadow)
        addSubview(previewView)
        self.previewView = previewView
        return previewView.frame
    }

    /// Builds (or rebuilds) the list of `menu`'s lines (or its opened submenu's) against `listAnchor`.
    private func buildList(for menu: Menu) {
        for row in list.subviews { row.removeFromSuperview() }
        let anchor = listAnchor
        let items = shownItems(for: menu)
        let width = Swift.min(Self.width, Swift.max(0, bounds.width - 2 * Self.margin))
        let height = Self.listHeight(of: items)
        var x = rightToLeft ? anchor.minX : anchor.maxX - width
        x = Swift.min(Swift.max(x, Self.margin), Swift.max(Self.margin, bounds.width - Self.margin - width))
        var y = anchor.maxY + Self.gap
        if y + height > bounds.height - Self.margin, anchor.minY - Self.gap - height >= Self.margin {
            y = anchor.minY - Self.gap - height
        }
        y = Swift.max(Self.margin, Swift.min(y, bounds.height - Self.margin - height))
        list.frame = CGRect(x: x, y: y, width: width, height: height)
        list.backgroundColor = .secondarySystemBackground
        list.layer.cornerRadius = 13
        list.clipsToBounds = true
        list.isHidden = items.isEmpty
        shadow.frame = list.frame
        shadow.backgroundColor = .secondarySystemBackground
        shadow.layer.cornerRadius = 13
        shadow.layer.shadowOpacity = 0.2
        shadow.layer.shadowRadius = 16
        shadow.layer.shadowOffset = CGSize(width: 0, height: 4)
        shadow.isAccessibilityElement = false
        shadow.isHidden = items.isEmpty
        if shadow.superview !== self { addSubview(shadow) }
        var top: CGFloat = 0
        var previousIsRow = false
        for item in items {
            let frame = CGRect(x: 0, y: top, width: width, height: item.height)
            top += item.height
            defer { previousIsRow = item.isRow }
            switch item {
            case .action(let action):
                addRow(.action(action), frame: frame, separator: previousIsRow)
            case .submenu(let submenu):
                addRow(.submenu(submenu), frame: frame, separator: previousIsRow)
            case .back(let submenu):
                addRow(.back(submenu), frame: frame, separator: false)
            case .cells(let actions, let size):
                let cellWidth = width / CGFloat(Swift.max(1, actions.count))
                for (index, action) in actions.enumerated() {
                    addRow(.cell(action, size), frame: CGRect(x: CGFloat(index) * cellWidth, y: frame.minY, width: cellWidth, height: frame.height),
                           separator: previousIsRow)
                }
            case .groupTitle(let title):
                list.addSubview(MenuGroupTitleView(title: title, frame: frame))
            case .gap:
                let gap = View(frame: frame)
                gap.backgroundColor = Color.separator
                gap.isAccessibilityElement = false
                list.addSubview(gap)
            }
        }
        if list.superview !== self { addSubview(list) }
    }

    private func addRow(_ kind: MenuRowView.Kind, frame: CGRect, separator: Bool) {
        let row = MenuRowView(kind, showsSeparator: separator)
        row.frame = frame
        row.onTap = { [weak self] kind in self?.rowTapped(kind) }
        list.addSubview(row)
    }

    /// An action is chosen; a submenu opens in place of the list; the row back closes the innermost one.
    private func rowTapped(_ kind: MenuRowView.Kind) {
        guard let menu else { return }
        switch kind {
        case .action(let action), .cell(let action, _):
            choose(action)
        case .submenu(let submenu):
            openedMenus.append(submenu)
            buildList(for: menu)
        case .back:
            openedMenus.removeLast()
            buildList(for: menu)
        }
    }

    /// Chooses `action` and closes the menu — or keeps it open, listed again with the new states,
    /// for an action that keeps the menu presented. A disabled action is not chosen.
    private func choose(_ action: Action) {
        guard !action.attributes.contains(.disabled) else { return }
        guard action.attributes.contains(.keepsMenuPresented), let menu else {
            dismiss()
            menu?.choose(action)
            onChoose(action)
            return
        }
        menu.choose(action)
        onChoose(action)
        if window != nil { buildList(for: menu) }
    }

    /// Closes the menu without choosing; the keys go back to the view that had them.
    package func dismiss() {
        guard let window else { return }
        let previous = previousFirstResponder
        removeFromSuperview()
        let dismissed = onDismiss
        onDismiss = nil
        dismissed?()
        if window.firstResponder == nil || window.firstResponder === self {
            window.makeFirstResponder(previous?.window === window ? previous : nil)
        }
    }

    package override var canBecomeFirstResponder: Bool { true }

    /// Escape closes the menu; other keys are the menu's while it is shown (nothing behind it reacts).
    package override func keyDown(_ event: KeyEvent) -> Bool {
        if event.key == .escape { dismiss() }
        return true
    }

    package func pointerDown(_ event: PointerEvent, at point: CGPoint, time: TimeInterval) -> PointerClaim { .tap }
    package func pointerHeld(at point: CGPoint, for duration: TimeInterval, time: TimeInterval) -> PointerClaim { .tap }
    package func pointerDragged(_ event: PointerEvent, to point: CGPoint, time: TimeInterval) {}
    package func pointerUp(_ event: PointerEvent, at point: CGPoint, time: TimeInterval) { dismiss() }
    package func pointerCancelled() { dismiss() }
}

/// One row of a presented menu: an action's — a checkmark (or a dash) for its state, its image and
/// its title (with its subtitle under it), red when destructive, dimmed when disabled — a submenu's
/// (its title and a chevron), the row back out of an opened submenu, or one action of a row of small
/// or medium elements.
@MainActor
package final class MenuRowView: View, PointerInteracting {
    /// What the row shows and does when tapped.
    package enum Kind {
        case action(Action)
        case submenu(Menu)
        case back(Menu)
        case cell(Action, Menu.ElementSize)
    }

    package private(set) var kind: Kind = .back(Menu())
    var onTap: ((Kind) -> Void)?

    /// The action the row chooses, if it chooses one.
    package var action: Action? {
        switch kind {
        case .action(let action), .cell(let action, _): action
        case .submenu, .back: nil
        }
    }

    convenience init(_ kind: Kind, showsSeparator: Bool) {
        self.init(frame: .zero)
        self.kind = kind
        isAccessibilityElement = true
        switch kind {
        case .action(let action), .cell(let action, _):
            accessibilityLabel = [action.title, action.subtitle].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
            accessibilityHint = action.discoverabilityTitle
            accessibilityTraits = action.attributes.contains(.disabled) ? [.button, .notEnabled] : .button
            if action.state == .on { accessibilityTraits.insert(.selected) }
        case .submenu(let submenu):
            accessibilityLabel = [submenu.title, submenu.subtitle].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
            accessibilityTraits = .button
        case .back(let submenu):
            accessibilityLabel = submenu.title.isEmpty ? "Back" : "Back, " + submenu.title
            accessibilityTraits = [.button, .header]
        }
        if showsSeparator {
            let line = View(frame: .zero)
            line.backgroundColor = .separator
            addSubview(line)
        }
    }

    package override func boundsDidChange(from oldBounds: CGRect) {
        super.boundsDidChange(from: oldBounds)
        for line in subviews { line.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 0.5) }
    }

    package override var renderedContent: RenderedContent? {
        let parts: CustomContentConfiguration.Part
        switch kind {
        case .action(let action): parts = Self.actionRow(action)
        case .cell(let action, let size): parts = Self.cell(action, size: size)
        case .submenu(let submenu):
            let color: Color = submenu.options.contains(.destructive) ? .systemRed : .label
            var row: [CustomContentConfiguration.Part] = [.swatch(.clear, width: 20, height: 20)]
            if let image = submenu.image { row.append(.image(image.withTintColor(color))) }
            row.append(Self.titled(submenu.title, subtitle: submenu.subtitle, color: color, secondary: .secondaryLabel))
            row.append(.styled(.image(Self.chevron("chevron.right")), classNames: ["menu-trailing"]))
            parts = .styled(.horizontal(row, spacing: 8), classNames: ["menu-row"])
        case .back(let submenu):
            parts = .styled(.horizontal([.image(Self.chevron("chevron.left")),
                                         .text(submenu.title, font: .preferredFont(forTextStyle: .headline), color: .label)],
                                        spacing: 8), classNames: ["menu-row"])
        }
        return .custom(CustomContentConfiguration(parts))
    }

    private static func chevron(_ name: String) -> Image {
        Image(systemName: name, withConfiguration: Image.SymbolConfiguration(textStyle: .footnote))!.withTintColor(.secondaryLabel)
    }

    private static func color(of action: Action) -> Color {
        action.attributes.contains(.disabled) ? .tertiaryLabel : action.attributes.contains(.destructive) ? .systemRed : .label
    }

    private static func titled(_ title: String, subtitle: String?, color: Color, secondary: Color) -> CustomContentConfiguration.Part {
        let title = CustomContentConfiguration.Part.text(title, font: .preferredFont(forTextStyle: .body), color: color)
        guard let subtitle, !subtitle.isEmpty else { return title }
        return .vertical([title, .text(subtitle, font: .preferredFont(forTextStyle: .footnote), color: secondary)], spacing: 0)
    }

    private static func actionRow(_ action: Action) -> CustomContentConfiguration.Part {
        let mark: CustomContentConfiguration.Part
        switch action.state {
        case .on: mark = Image(systemName: "checkmark").map { .image($0.withTintColor(.label)) } ?? .swatch(.clear, width: 20, height: 20)
        case .mixed: mark = Image(systemName: "minus").map { .image($0.withTintColor(.label)) } ?? .swatch(.clear, width: 20, height: 20)
        case .off: mark = .swatch(.clear, width: 20, height: 20)
        }
        let color = color(of: action)
        var parts: [CustomContentConfiguration.Part] = [mark]
        if let image = action.state == .on ? action.selectedImage ?? action.image : action.image {
            parts.append(.image(image.withTintColor(color)))
        }
        parts.append(titled(action.title, subtitle: action.subtitle, color: color,
                            secondary: action.attributes.contains(.disabled) ? .tertiaryLabel : .secondaryLabel))
        return .styled(.horizontal(parts, spacing: 8), classNames: ["menu-row"])
    }

    /// A small cell is the image alone (the title when there is none), a medium one the image over the
    /// title; a chosen one is drawn in the tint colour.
    private static func cell(_ action: Action, size: Menu.ElementSize) -> CustomContentConfiguration.Part {
        let color = action.state == .on && !action.attributes.contains(.disabled) ? Color.tintColor : color(of: action)
        let image = (action.state == .on ? action.selectedImage ?? action.image : action.image).map { CustomContentConfiguration.Part.image($0.withTintColor(color)) }
        let caption = CustomContentConfiguration.Part.text(action.title, font: .preferredFont(forTextStyle: .caption1), color: color)
        let parts: [CustomContentConfiguration.Part]
        switch (size, image) {
        case (.medium, let image?): parts = [image, caption]
        case (_, let image?): parts = [image]
        case (_, nil): parts = [caption]
        }
        return .styled(.vertical(parts, spacing: 4), classNames: ["centered"])
    }

    package func pointerDown(_ event: PointerEvent, at point: CGPoint, time: TimeInterval) -> PointerClaim { .tap }
    package func pointerHeld(at point: CGPoint, for duration: TimeInterval, time: TimeInterval) -> PointerClaim { .tap }
    package func pointerDragged(_ event: PointerEvent, to point: CGPoint, time: TimeInterval) {}
    package func pointerUp(_ event: PointerEvent, at point: CGPoint, time: TimeInterval) {
        guard bounds.contains(point) else { return }
        onTap?(kind)
    }
    package func pointerCancelled() {}
}

/// An inline menu's title, over its children: a small secondary caption, read as a header.
@MainActor
package final class MenuGroupTitleView: View {
    package private(set) var title = ""

    convenience init(title: String, frame: CGRect) {
        self.init(frame: frame)
        self.title = title
        isAccessibilityElement = true
        accessibilityLabel = title
        accessibilityTraits = .header
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    package override var renderedContent: RenderedContent? {
        .custom(CustomContentConfiguration(.styled(.text(title, font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel),
                                                   classNames: ["menu-row"])))
    }
}

/// What a context menu previews: the item lifted where it is, or a view (a preview view controller's)
/// on a platter.
package struct MenuPreview {
    package enum Content {
        /// A lift drawn around `frame` (window coordinates): a shadow, the item showing through.
        case lift(frame: CGRect, cornerRadius: CGFloat)
        /// A view shown on a platter of `preferredSize` (zero: a default size), fitted to the window.
        case view(View, preferredSize: CGSize)
    }

    package var content: Content
    /// Runs when the preview is tapped.
    package var onTap: () -> Void

    init(content: Content, onTap: @escaping () -> Void) {
        self.content = content
        self.onTap = onTap
    }
}

/// A context menu's preview: taps on it call `onTap`.
@MainActor
package final class MenuPreviewView: View, PointerInteracting {
    package var onTap: (() -> Void)?

    package func pointerDown(_ event: PointerEvent, at point: CGPoint, time: TimeInterval) -> PointerClaim { .tap }
    package func pointerHeld(at point: CGPoint, for duration: TimeInterval, time: TimeInterval) -> PointerClaim { .tap }
    package func pointerDragged(_ event: PointerEvent, to point: CGPoint, time: TimeInterval) {}
    package func pointerUp(_ event: PointerEvent, at point: CGPoint, time: TimeInterval) {
        guard bounds.contains(point) else { return }
        onTap?()
    }
    package func pointerCancelled() {}
}
