import CollectionGeometry
import Foundation

/// A presented menu: a clear view over the whole window holding the list of the menu's actions. A
/// tap on an action closes the menu and chooses it; a tap anywhere else only closes it.
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
    /// trailing end, or above it when it does not fit below; closes a menu already shown.
    ///
    /// - Complexity: O(n) in the menu's actions.
    @discardableResult
    package static func present(_ menu: Menu, from anchor: CGRect, in window: Window, onChoose: @escaping (Action) -> Void,
                                onDismiss: (() -> Void)? = nil) -> MenuBackdrop {
        dismissAll(in: window)
        let backdrop = MenuBackdrop(frame: window.bounds)
        backdrop.menu = menu
        backdrop.onChoose = onChoose
        backdrop.onDismiss = onDismiss
        backdrop.buildList(for: menu, anchor: anchor, rightToLeft: window.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        window.addSubview(backdrop)
        // Escape closes the menu, so the menu takes the keys while it is shown.
        backdrop.previousFirstResponder = window.firstResponder
        window.makeFirstResponder(backdrop)
        return backdrop
    }

    /// Closes every menu shown over `window` without choosing (a new screen, a control outside the
    /// window used).
    package static func dismissAll(in window: Window) {
        for shown in window.subviews.compactMap({ $0 as? MenuBackdrop }) { shown.dismiss() }
    }

    private func buildList(for menu: Menu, anchor: CGRect, rightToLeft: Bool) {
        let actions = menu.actions
        let width = Swift.min(Self.width, Swift.max(0, bounds.width - 2 * Self.margin))
        let height = CGFloat(actions.count) * Self.rowHeight
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
        shadow.frame = list.frame
        shadow.backgroundColor = .secondarySystemBackground
        shadow.layer.cornerRadius = 13
        shadow.layer.shadowOpacity = 0.2
        shadow.layer.shadowRadius = 16
        shadow.layer.shadowOffset = CGSize(width: 0, height: 4)
        shadow.isAccessibilityElement = false
        addSubview(shadow)
        for (index, action) in actions.enumerated() {
            let row = MenuRowView(action: action, showsSeparator: index > 0)
            row.frame = CGRect(x: 0, y: CGFloat(index) * Self.rowHeight, width: width, height: Self.rowHeight)
            row.onTap = { [weak self] action in self?.choose(action) }
            list.addSubview(row)
        }
        addSubview(list)
    }

    /// Closes the menu and chooses `action`.
    private func choose(_ action: Action) {
        dismiss()
        menu?.choose(action)
        onChoose(action)
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

/// One action of a presented menu: a checkmark (or a dash) for its state, its image and its title.
@MainActor
final class MenuRowView: View, PointerInteracting {
    private(set) var action: Action?
    var onTap: ((Action) -> Void)?

    convenience init(action: Action, showsSeparator: Bool) {
        self.init(frame: .zero)
        self.action = action
        if showsSeparator {
            let line = View(frame: .zero)
            line.backgroundColor = .separator
            addSubview(line)
        }
    }

    override func boundsDidChange(from oldBounds: CGRect) {
        super.boundsDidChange(from: oldBounds)
        for line in subviews { line.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 0.5) }
    }

    override var renderedContent: RenderedContent? {
        guard let action else { return nil }
        let mark: CustomContentConfiguration.Part
        switch action.state {
        case .on: mark = Image(systemName: "checkmark").map { .image($0.withTintColor(.label)) } ?? .swatch(.clear, width: 20, height: 20)
        case .mixed: mark = Image(systemName: "minus").map { .image($0.withTintColor(.label)) } ?? .swatch(.clear, width: 20, height: 20)
        case .off: mark = .swatch(.clear, width: 20, height: 20)
        }
        var parts: [CustomContentConfiguration.Part] = [mark]
        if let image = action.image { parts.append(.image(image)) }
        parts.append(.text(action.title, font: .preferredFont(forTextStyle: .body), color: .label))
        return .custom(CustomContentConfiguration(.styled(.horizontal(parts, spacing: 8), classNames: ["menu-row"])))
    }

    func pointerDown(_ event: PointerEvent, at point: CGPoint, time: TimeInterval) -> PointerClaim { .tap }
    func pointerHeld(at point: CGPoint, for duration: TimeInterval, time: TimeInterval) -> PointerClaim { .tap }
    func pointerDragged(_ event: PointerEvent, to point: CGPoint, time: TimeInterval) {}
    func pointerUp(_ event: PointerEvent, at point: CGPoint, time: TimeInterval) {
        guard bounds.contains(point), let action else { return }
        onTap?(action)
    }
    func pointerCancelled() {}
}
