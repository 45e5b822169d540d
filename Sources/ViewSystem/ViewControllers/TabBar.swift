import CollectionGeometry
import Foundation

/// The bar of tabs at the bottom of a tab bar controller (`UITabBar`): one button per item — its image
/// over its title — the selected one in the tint colour, the others grey, with badges.
///
/// Items are placed by `itemPositioning`: on a compact width (a phone) they share the whole width, on a
/// regular one they are centred, each `itemWidth` wide (150 points at most by default) and
/// `itemSpacing` apart, as UIKit places them.
///
/// Differences from UIKit: laid out by frames, 49 points plus the bottom safe area; a regular width's
/// items keep their titles under their images (UIKit puts them beside); the material is its average
/// colour; all items are shown (no "More" item past five); without a horizontal size class in the
/// traits, a bar 700 points wide or more counts as regular.
@MainActor
open class TabBar: View {
    /// The height of the bar above the bottom safe area.
    public static let barHeight: CGFloat = 49
    /// The widest an item's button grows.
    static let maximumItemWidth: CGFloat = 150

    /// How the bar places its items (`UITabBar.ItemPositioning`).
    public enum ItemPositioning: Int, Sendable {
        /// Spread across the whole width on a compact width, centred on a regular one.
        case automatic
        /// Spread across the whole width, each item an equal share.
        case fill
        /// Centred, each item `itemWidth` wide and `itemSpacing` from the next.
        case centered
    }

    /// How the items are placed. The default is `.automatic`.
    open var itemPositioning: ItemPositioning = .automatic { didSet { setNeedsLayout() } }
    /// The width of each item when they are centred; 0 (the default) for the system's: an equal
    /// share of the width, 150 points at most. NaN, infinite and negative widths are reported and
    /// become 0.
    open var itemWidth: CGFloat = 0 {
        didSet { itemWidth = Self.checkedMetric(itemWidth, name: "itemWidth", from: self); setNeedsLayout() }
    }
    /// The space between centred items; 0 (the default) for the system's, none. NaN, infinite and
    /// negative spacings are reported and become 0.
    open var itemSpacing: CGFloat = 0 {
        didSet { itemSpacing = Self.checkedMetric(itemSpacing, name: "itemSpacing", from: self); setNeedsLayout() }
    }

    /// The items shown, in order.
    public private(set) var items: [TabBarItem]? = nil
    /// The item shown as selected.
    open var selectedItem: TabBarItem? { didSet { if selectedItem !== oldValue { refresh() } } }
    /// Told when the user taps an item (set by the tab bar controller).
    var onSelect: ((TabBarItem) -> Void)?
    private var buttons: [TabBarButtonView] = []
    private let hairline = View()

    /// Creates a bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = NavigationBar.materialColor
        hairline.backgroundColor = NavigationBar.hairlineColor
        addSubview(hairline)
        accessibilityTraits = .tabBar
    }

    /// Creates a bar; `coder` is ignored.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Shows `items` (`nil` or empty: none); the selected item stays selected if it is among them.
    open func setItems(_ items: [TabBarItem]?, animated: Bool) {
        for button in buttons { button.removeFromSuperview() }
        self.items = items
        buttons = (items ?? []).map { item in
            let button = TabBarButtonView(item: item)
            button.onTap = { [weak self] in self?.onSelect?(item) }
            item.changeHandler = { [weak self, weak button] in
                button?.refresh(selected: self?.selectedItem === item)
                self?.setNeedsLayout()
            }
            addSubview(button)
            return button
        }
        if let selected = selectedItem, !(items ?? []).contains(where: { $0 === selected }) { selectedItem = nil }
        refresh()
    }

    /// The bar's height for `bottomInset` of safe area below it.
    func preferredHeight(bottomInset: CGFloat) -> CGFloat { Self.barHeight + bottomInset }

    private func refresh() {
        for (index, button) in buttons.enumerated() {
            button.refresh(selected: button.item === selectedItem)
            button.accessibilityValue = "\(index + 1) of \(buttons.count)"
        }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        hairline.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 0.5)
        guard !buttons.isEmpty else { return }
        let count = CGFloat(buttons.count), share = bounds.width / count
        let fills = switch itemPositioning {
        case .fill: true
        case .centered: false
        case .automatic: !hasRegularWidthForContainers
        }
        let width: CGFloat, spacing: CGFloat
        if fills {
            width = share
            spacing = 0
        } else {
            let spacingWanted = Swift.min(itemSpacing, bounds.width / Swift.max(1, count - 1))
            width = Swift.min(itemWidth > 0 ? itemWidth : Self.maximumItemWidth, (bounds.width - spacingWanted * (count - 1)) / count).rounded(.down)
            spacing = spacingWanted
        }
        let start = fills ? 0 : ((bounds.width - width * count - spacing * (count - 1)) / 2).rounded()
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        for (index, button) in buttons.enumerated() {
            let slot = CGFloat(rightToLeft ? buttons.count - 1 - index : index)
            let x = fills ? (slot * share).rounded() : start + slot * (width + spacing)
            let next = fills ? ((slot + 1) * share).rounded() : x + width
            button.frame = CGRect(x: x, y: 0, width: next - x, height: Self.barHeight)
        }
    }

    /// `value` when it is a finite, non-negative length; otherwise 0, reported.
    private static func checkedMetric(_ value: CGFloat, name: String, from view: View) -> CGFloat {
        guard !value.isFinite || value < 0 else { return value }
        LayoutDiagnostic.report("TabBar.\(name) must be a finite length of 0 or more, got \(value): the system's is used.", constraints: [], from: view)
        return 0
    }
}
