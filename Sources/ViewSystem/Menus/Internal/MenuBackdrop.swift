import CollectionGeometry
import Foundation

/// A presented menu: a clear view over the whole window holding the list of the menu's actions, and
/// a context menu's preview. A tap on an action closes the menu and chooses it; a tap on the preview
/// calls the preview's handler; a tap anywhere else only closes it.
@MainActor
package final class MenuBackdrop: View, PointerInteracting {
    /// The menu shown.
    package private(set) var menu: Menu?
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

    package override init(frame: CGRect) {
        super.init(frame: frame)
    }

    package required init?(coder: NSCoder) {
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
    package func replaceMenu(with newMenu: Menu) {
        menu = newMenu
        buildList(for: newMenu)
    }

    /// Closes every menu shown over `window` without choosing (a new screen, a control outside the
    /// window used).
    package static func dismissAll(in window: Window) {
        for shown in window.subviews.compactMap({ $0 as? MenuBackdrop }) { shown.dismiss() }
    }

    /// The height of `menu`'s list.
    private static func listHeight(for menu: Menu) -> CGFloat {
        CGFloat(menu.shownActions.count) * rowHeight
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

    /// Builds (or rebuilds) the list of `menu`'s actions against `listAnchor`.
    private func buildList(for menu: Menu) {
        for row in list.subviews { row.removeFromSuperview() }
        let anchor = listAnchor
        let actions = menu.shownActions
        let width = Swift.min(Self.width, Swift.max(0, bounds.width - 2 * Self.margin))
        let height = Self.listHeight(for: menu)
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
        list.isHidden = actions.isEmpty
        shadow.frame = list.frame
        shadow.backgroundColor = .secondarySystemBackground
        shadow.layer.cornerRadius = 13
        shadow.layer.shadowOpacity = 0.2
        shadow.layer.shadowRadius = 16
        shadow.layer.shadowOffset = CGSize(width: 0, height: 4)
        shadow.isAccessibilityElement = false
        shadow.isHidden = actions.isEmpty
        if shadow.superview !== self { addSubview(shadow) }
        for (index, action) in actions.enumerated() {
            let row = MenuRowView(action: action, showsSeparator: index > 0)
            row.frame = CGRect(x: 0, y: CGFloat(index) * Self.rowHeight, width: width, height: Self.rowHeight)
            row.onTap = { [weak self] action in self?.choose(action) }
            list.addSubview(row)
        }
        if list.superview !== self { addSubview(list) }
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

/// One action of a presented menu: a checkmark (or a dash) for its state, its image and its title
/// (with its subtitle under it) — red when destructive, dimmed when disabled.
@MainActor
package final class MenuRowView: View, PointerInteracting {
    package private(set) var action: Action?
    var onTap: ((Action) -> Void)?

    convenience init(action: Action, showsSeparator: Bool) {
        self.init(frame: .zero)
        self.action = action
        isAccessibilityElement = true
        accessibilityLabel = [action.title, action.subtitle].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
        accessibilityHint = action.discoverabilityTitle
        accessibilityTraits = action.attributes.contains(.disabled) ? [.button, .notEnabled] : .button
        if action.state == .on { accessibilityTraits.insert(.selected) }
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
        guard let action else { return nil }
        let mark: CustomContentConfiguration.Part
        switch action.state {
        case .on: mark = Image(systemName: "checkmark").map { .image($0.withTintColor(.label)) } ?? .swatch(.clear, width: 20, height: 20)
        case .mixed: mark = Image(systemName: "minus").map { .image($0.withTintColor(.label)) } ?? .swatch(.clear, width: 20, height: 20)
        case .off: mark = .swatch(.clear, width: 20, height: 20)
        }
        let color: Color = action.attributes.contains(.disabled) ? .tertiaryLabel
            : action.attributes.contains(.destructive) ? .systemRed : .label
        var parts: [CustomContentConfiguration.Part] = [mark]
        if let image = action.state == .on ? action.selectedImage ?? action.image : action.image {
            parts.append(.image(image.withTintColor(color)))
        }
        let title = CustomContentConfiguration.Part.text(action.title, font: .preferredFont(forTextStyle: .body), color: color)
        if let subtitle = action.subtitle, !subtitle.isEmpty {
            let secondary: Color = action.attributes.contains(.disabled) ? .tertiaryLabel : .secondaryLabel
            parts.append(.vertical([title, .text(subtitle, font: .preferredFont(forTextStyle: .footnote), color: secondary)], spacing: 0))
        } else {
            parts.append(title)
        }
        return .custom(CustomContentConfiguration(.styled(.horizontal(parts, spacing: 8), classNames: ["menu-row"])))
    }

    package func pointerDown(_ event: PointerEvent, at point: CGPoint, time: TimeInterval) -> PointerClaim { .tap }
    package func pointerHeld(at point: CGPoint, for duration: TimeInterval, time: TimeInterval) -> PointerClaim { .tap }
    package func pointerDragged(_ event: PointerEvent, to point: CGPoint, time: TimeInterval) {}
    package func pointerUp(_ event: PointerEvent, at point: CGPoint, time: TimeInterval) {
        guard bounds.contains(point), let action else { return }
        onTap?(action)
    }
    package func pointerCancelled() {}
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

    package init(content: Content, onTap: @escaping () -> Void) {
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
