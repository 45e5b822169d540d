import CollectionGeometry
import Foundation

/// A bar of buttons along the bottom of a screen (`UIToolbar`): one button per bar button item, in
/// order from the leading edge, with flexible spaces sharing what width is left and fixed spaces
/// keeping theirs. A navigation controller shows one under its top view controller
/// (`toolbarItems`, `setToolbarHidden(_:animated:)`); one can also be placed by hand.
///
/// Differences from UIKit: laid out by frames, 44 points tall plus the bottom safe area (which its
/// background covers); the material is its average colour; no appearances, background or shadow
/// images, or bar styles; an animated `setItems(_:animated:)` fades the new buttons in.
@MainActor
open class Toolbar: View {
    /// The height of the bar above the bottom safe area.
    public static let barHeight: CGFloat = 44
    /// The space between the bar's edges and its first and last button.
    static let edgeInset: CGFloat = 8

    /// The items shown, in order from the leading edge (`nil`, the default: none). Setting it is
    /// `setItems(_:animated:)` without animation.
    open var items: [BarButtonItem]? {
        get { shownItems }
        set { setItems(newValue, animated: false) }
    }
    /// The bar's background colour (`nil`: the system's bar material).
    open var barTintColor: Color? { didSet { backgroundColor = barTintColor ?? NavigationBar.materialColor } }
    /// Whether the bar is translucent (kept; the bar is drawn opaque in its material colour).
    open var isTranslucent = true

    private var shownItems: [BarButtonItem]?
    /// One button per item that is not a space, by the item's position.
    private var buttons: [BarButtonView?] = []
    private let hairline = View()

    /// Creates a bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = NavigationBar.materialColor
        hairline.backgroundColor = NavigationBar.hairlineColor
        addSubview(hairline)
    }

    /// Creates a bar; `coder` is ignored.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Shows `items` (`nil` or empty: none). Animated, the new buttons fade in.
    /// - Complexity: O(items).
    open func setItems(_ items: [BarButtonItem]?, animated: Bool) {
        for button in buttons { button?.removeFromSuperview() }
        shownItems = items
        buttons = (items ?? []).map { item in
            guard !item.isSpace else { return nil }
            let button = BarButtonView(item: item)
            item.changeHandler = { [weak self, weak button] in
                button?.refresh()
                self?.setNeedsLayout()
            }
            addSubview(button)
            return button
        }
        setNeedsLayout()
        guard animated, window != nil, View.animates(for: Self.fadeDuration) else { return }
        let shown = buttons.compactMap { $0 }
        for button in shown { button.alpha = 0 }
        View.animate(withDuration: Self.fadeDuration) { for button in shown { button.alpha = 1 } }
    }

    /// How long new items take to fade in.
    static let fadeDuration: TimeInterval = 0.25

    /// The bar's height for `bottomInset` of safe area below it.
    func preferredHeight(bottomInset: CGFloat) -> CGFloat { Self.barHeight + bottomInset }

    /// As wide as it is offered, `barHeight` tall.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.barHeight)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        hairline.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 0.5)
        let items = shownItems ?? []
        guard !items.isEmpty else { return }
        // Buttons and fixed spaces take their widths; flexible spaces share the rest equally.
        var widths = items.indices.map { index -> CGFloat in
            let item = items[index]
            if item.isHidden { return 0 }
            if let button = buttons[index] { return item.width > 0 ? item.width : button.sizeThatFits(.zero).width }
            return item.systemItem == .fixedSpace ? item.width : 0
        }
        let flexible = items.indices.filter { items[$0].systemItem == .flexibleSpace }
        let available = bounds.width - 2 * Self.edgeInset
        let left = available - widths.reduce(0, +)
        if !flexible.isEmpty, left > 0 {
            for index in flexible { widths[index] = left / CGFloat(flexible.count) }
        }
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var x = Self.edgeInset
        for index in items.indices {
            let width = widths[index]
            if let button = buttons[index] {
                let origin = rightToLeft ? bounds.width - x - width : x
                button.frame = CGRect(x: origin.rounded(), y: 0, width: width.rounded(), height: Self.barHeight)
            }
            x += width
        }
    }
}
