import CollectionGeometry
import Foundation

/// The bar of tabs at the bottom of a tab bar controller (`UITabBar`): one button per item — its image
/// over its title — the selected one in the tint colour, the others grey, with badges.
///
/// Differences from UIKit: laid out by frames, 49 points plus the bottom safe area, the items sharing
/// the width up to 150 points each and centred (UIKit places a regular width's items side by side with
/// their titles beside their images); the material is its average colour; all items are shown (no
/// "More" item past five); no customising.
@MainActor
open class TabBar: View {
    /// The height of the bar above the bottom safe area.
    public static let barHeight: CGFloat = 49
    /// The widest an item's button grows.
    static let maximumItemWidth: CGFloat = 150

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
        let width = Swift.min(Self.maximumItemWidth, (bounds.width / CGFloat(buttons.count)).rounded(.down))
        let start = ((bounds.width - width * CGFloat(buttons.count)) / 2).rounded()
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        for (index, button) in buttons.enumerated() {
            let slot = rightToLeft ? buttons.count - 1 - index : index
            button.frame = CGRect(x: start + CGFloat(slot) * width, y: 0, width: width, height: Self.barHeight)
        }
    }
}
