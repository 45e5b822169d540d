import CollectionGeometry
import Foundation

/// A bar's button: a bar button item's title or image, tappable, running its action (toggling its
/// selection first when asked), or the item's custom view.
@MainActor
final class BarButtonView: Control, PointerInteracting {
    let item: BarButtonItem
    private let label = Label()
    private let imageView = ImageView()
    /// The tinted platter behind a selected item.
    private let platter = View()
    /// Runs instead of the item's action when set (the back button).
    var onTap: (() -> Void)?
    /// Whether the press under way showed the item's menu (its release then does nothing more).
    private var heldForMenu = false
    /// How the bar's appearance says buttons of this kind look (`nil`: the bar's defaults). Set by the bar.
    var itemAppearance: BarButtonItemAppearance? {
        didSet { if itemAppearance !== oldValue { refresh() } }
    }
    /// How far the title moves from the centre (the appearance's `titlePositionAdjustment`).
    private var titleOffset = CGPoint.zero

    /// Pressed: drawn as the appearance's `highlighted` state says, when it says anything.
    override var isHighlighted: Bool {
        didSet { if isHighlighted != oldValue, itemAppearance?.highlighted.isDefault == false { refresh() } }
    }

    init(item: BarButtonItem) {
        self.item = item
        super.init(frame: .zero)
        label.font = .systemFont(ofSize: 17, weight: item.style == .done ? .semibold : .regular)
        platter.layer.cornerRadius = 8
        platter.isUserInteractionEnabled = false
        addSubview(platter)
        addSubview(label)
        addSubview(imageView)
        refresh()
    }

    required init?(coder: NSCoder) { nil }

    convenience init() { self.init(item: BarButtonItem()) }

    /// Shows the item's current title, image (or custom view), style and state; the bar places its
    /// buttons again.
    func refresh() {
        defer { superview?.setNeedsLayout() }
        isHidden = item.isHidden
        if let customView = item.customView {
            for view in subviews where view !== customView { view.removeFromSuperview() }
            if customView.superview !== self { addSubview(customView) }
            isAccessibilityElement = false
            setNeedsLayout()
            return
        }
        for view in subviews where view !== platter && view !== label && view !== imageView { view.removeFromSuperview() }
        if platter.superview !== self { insertSubview(platter, at: 0) }
        for view in [label, imageView] as [View] where view.superview !== self { addSubview(view) }
        label.text = item.image == nil ? item.title : nil
        let state = itemAppearance?.resolved(isEnabled: item.isEnabled, isHighlighted: isHighlighted, isFocused: false)
        let attributes = state?.titleTextAttributes ?? [:]
        label.font = attributes[.font] as? Font ?? .systemFont(ofSize: 17, weight: item.style == .done ? .semibold : .regular)
        imageView.image = item.image
        imageView.preferredSymbolConfiguration = Image.SymbolConfiguration(pointSize: 17, weight: .medium)
        let tint = item.tintColor ?? tintColor ?? .systemBlue
        // A disabled button is grey unless the appearance's disabled state gives a colour of its own.
        let disabledColor = (itemAppearance?.disabled.titleTextAttributes[.foregroundColor] as? Color) ?? .tertiaryLabel
        let color = item.isEnabled ? (attributes[.foregroundColor] as? Color ?? tint) : disabledColor
        label.textColor = color
        imageView.tintColor = item.isEnabled ? tint : disabledColor
        let offset = state?.titlePositionAdjustment ?? .zero
        titleOffset = CGPoint(x: offset.horizontal.isFinite ? offset.horizontal : 0, y: offset.vertical.isFinite ? offset.vertical : 0)
        isEnabled = item.isEnabled
        isAccessibilityElement = true
        accessibilityLabel = item.accessibilityLabel ?? item.title ?? item.image?.name
        accessibilityTraits = item.isEnabled ? .button : [.button, .notEnabled]
        if item.isSelected { accessibilityTraits.insert(.selected) }
        platter.isHidden = !item.isSelected
        platter.backgroundColor = tint.withAlphaComponent(0.15)
        setNeedsLayout()
    }

    /// The size the button needs: its content and 8 points either side (the widest of the item's
    /// possible titles when it has them), at least 44 × 44 (a touch target); a custom view's own size.
    override func sizeThatFits(_ size: CGSize) -> CGSize {
        if let customView = item.customView { return Self.size(of: customView) }
        var content = item.image != nil ? imageView.intrinsicContentSize : label.intrinsicContentSize
        if item.image == nil, let possible = item.possibleTitles, !possible.isEmpty {
            let measure = Label()
            measure.font = label.font
            for title in possible {
                measure.text = title
                content.width = Swift.max(content.width, measure.intrinsicContentSize.width)
            }
        }
        return CGSize(width: Swift.max(44, content.width + 16), height: 44)
    }

    /// A custom view's size: its frame's when it has one, else its intrinsic size, else what it
    /// says fits; at most 44 points high.
    private static func size(of view: View) -> CGSize {
        var size = view.frame.size
        if size.width <= 0 || size.height <= 0 {
            let intrinsic = view.intrinsicContentSize
            size = intrinsic.width > 0 && intrinsic.height > 0 ? intrinsic : view.sizeThatFits(.zero)
        }
        let width = size.width.isFinite ? Swift.max(0, size.width) : 0
        let height = size.height.isFinite ? Swift.min(44, Swift.max(0, size.height)) : 0
        return CGSize(width: width, height: height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        // The title's real width arrived: the bar places its buttons again.
        if abs(sizeThatFits(.zero).width - bounds.width) > 0.25 { superview?.setNeedsLayout() }
        if let customView = item.customView {
            let size = Self.size(of: customView)
            customView.frame = CGRect(x: ((bounds.width - size.width) / 2).rounded(), y: ((bounds.height - size.height) / 2).rounded(),
                                      width: size.width, height: size.height)
            return
        }
        platter.frame = bounds.insetBy(dx: 4, dy: 6)
        for view in [label, imageView] as [View] {
            let size = view === label ? label.intrinsicContentSize : (imageView.image == nil ? .zero : imageView.intrinsicContentSize)
            let offset = view === label ? titleOffset : .zero
            view.frame = CGRect(x: ((bounds.width - size.width) / 2).rounded() + offset.x,
                                y: ((bounds.height - size.height) / 2).rounded() + offset.y, width: size.width, height: size.height)
        }
    }

    // MARK: Taps

    func pointerDown(_ event: PointerEvent, at point: CGPoint, time: TimeInterval) -> PointerClaim {
        heldForMenu = false
        guard isEnabled, item.customView == nil else { return .none }
        isHighlighted = true
        return .tap
    }

    /// A long press on an item with both an action and a menu shows the menu (the tap's action then does not run).
    func pointerHeld(at point: CGPoint, for duration: TimeInterval, time: TimeInterval) -> PointerClaim {
        if !heldForMenu, duration >= Self.menuPressDuration, onTap == nil, item.primaryAction != nil, let menu = item.menu {
            heldForMenu = true
            showMenu(menu)
        }
        return .tap
    }
    func pointerDragged(_ event: PointerEvent, to point: CGPoint, time: TimeInterval) {}
    func pointerCancelled() { isHighlighted = false }

    func pointerUp(_ event: PointerEvent, at point: CGPoint, time: TimeInterval) {
        isHighlighted = false
        guard isEnabled, bounds.contains(point), !heldForMenu else { return }
        tap()
    }

    /// How long a press on an item with an action and a menu lasts before the menu shows.
    static let menuPressDuration: TimeInterval = 0.5

    /// What a tap does: the back button's pop, the item's action, or its menu when it has no action.
    func tap() {
        if let onTap { return onTap() }
        guard item.customView == nil else { return }
        if item.changesSelectionAsPrimaryAction { item.isSelected.toggle() }
        if let action = item.primaryAction {
            action.sendingControl = self
            action.handler(action)
            action.sendingControl = nil
        } else if let menu = item.menu {
            return showMenu(menu)
        }
        sendActions(for: [.touchUpInside, .primaryActionTriggered])
    }

    /// Presents `menu` under the button, in its window.
    private func showMenu(_ menu: Menu) {
        guard let window else { return }
        MenuBackdrop.present(menu, from: convert(bounds, to: window), in: window) { _ in }
    }
}
