import CollectionGeometry
import Foundation

/// One tab of a tab bar: the item's image over its title, tinted when selected, with its badge; a tap
/// selects it.
@MainActor
final class TabBarButtonView: View, PointerInteracting {
    let item: TabBarItem
    var onTap: (() -> Void)?
    private let imageView = ImageView()
    private let titleLabel = Label()
    private let badge = View()
    private let badgeLabel = Label()

    init(item: TabBarItem) {
        self.item = item
        super.init(frame: .zero)
        titleLabel.font = .systemFont(ofSize: 10, weight: .medium)
        titleLabel.textAlignment = .center
        imageView.preferredSymbolConfiguration = Image.SymbolConfiguration(pointSize: 22, weight: .regular)
        imageView.contentMode = .center
        badge.backgroundColor = .systemRed
        badge.clipsToBounds = true
        badgeLabel.font = .systemFont(ofSize: 13, weight: .regular)
        badgeLabel.textColor = .white
        badgeLabel.textAlignment = .center
        badge.addSubview(badgeLabel)
        for view in [imageView, titleLabel, badge] { addSubview(view) }
        isAccessibilityElement = true
    }

    required init?(coder: NSCoder) { nil }

    /// Shows the item's current title, image, badge and whether it is selected.
    func refresh(selected: Bool) {
        let color: Color = !item.isEnabled ? .tertiaryLabel : selected ? (tintColor ?? .systemBlue) : .systemGray
        imageView.image = (selected ? item.selectedImage ?? item.image : item.image)
        imageView.tintColor = color
        titleLabel.text = item.title
        titleLabel.textColor = color
        badge.isHidden = item.badgeValue == nil
        badge.backgroundColor = item.badgeColor ?? .systemRed
        badgeLabel.text = item.badgeValue
        accessibilityLabel = [item.accessibilityLabel ?? item.title, item.badgeValue.flatMap { $0.isEmpty ? nil : $0 }]
            .compactMap { $0 }.joined(separator: ", ")
        var traits: AccessibilityTraits = .button
        if selected { traits.insert(.selected) }
        if !item.isEnabled { traits.insert(.notEnabled) }
        accessibilityTraits = traits
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let imageSize = CGSize(width: 30, height: 26)
        imageView.frame = CGRect(x: ((bounds.width - imageSize.width) / 2).rounded(), y: 5, width: imageSize.width, height: imageSize.height)
        titleLabel.frame = CGRect(x: 2, y: 33, width: Swift.max(0, bounds.width - 4), height: 13)
        let text = badgeLabel.text ?? ""
        let badgeWidth: CGFloat = text.isEmpty ? 10 : Swift.max(18, CGFloat(text.count) * 8 + 10)
        let badgeHeight: CGFloat = text.isEmpty ? 10 : 18
        badge.frame = CGRect(x: imageView.frame.midX + 6, y: 2, width: badgeWidth, height: badgeHeight)
        badge.layer.cornerRadius = badgeHeight / 2
        badgeLabel.frame = badge.bounds
    }

    func pointerDown(_ event: PointerEvent, at point: CGPoint, time: TimeInterval) -> PointerClaim { item.isEnabled ? .tap : .none }
    func pointerHeld(at point: CGPoint, for duration: TimeInterval, time: TimeInterval) -> PointerClaim { item.isEnabled ? .tap : .none }
    func pointerDragged(_ event: PointerEvent, to point: CGPoint, time: TimeInterval) {}
    func pointerUp(_ event: PointerEvent, at point: CGPoint, time: TimeInterval) {
        guard item.isEnabled, bounds.contains(point) else { return }
        onTap?()
    }
    func pointerCancelled() {}

    override func accessibilityActivate() -> Bool {
        guard item.isEnabled else { return false }
        onTap?()
        return true
    }
}
