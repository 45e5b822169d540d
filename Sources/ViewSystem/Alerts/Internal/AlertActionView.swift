import CollectionGeometry
import Foundation

/// One action of a shown alert: its title centred in the action's colour and weight, a hairline
/// above it (and beside it, in a row of two), highlighted while pressed; a tap chooses it.
@MainActor
final class AlertActionView: View, PointerInteracting {
    let action: AlertAction
    let titleLabel = Label(frame: .zero)
    private let separator = View(frame: .zero)
    private let leadingSeparator = View(frame: .zero)
    var onChoose: ((AlertAction) -> Void)?

    init(action: AlertAction, font: Font, color: Color, showsTopSeparator: Bool, showsLeadingSeparator: Bool) {
        self.action = action
        super.init(frame: .zero)
        translatesAutoresizingMaskIntoConstraints = false
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        titleLabel.text = action.title
        titleLabel.font = font
        titleLabel.textColor = color
        titleLabel.textAlignment = .center
        addSubview(titleLabel)
        for (line, shown) in [(separator, showsTopSeparator), (leadingSeparator, showsLeadingSeparator)] where shown {
            line.backgroundColor = .separator
            addSubview(line)
        }
        LayoutConstraint.activate([
            titleLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
            titleLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 8),
            titleLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -8),
        ])
        isAccessibilityElement = true
        accessibilityLabel = action.title
        updateEnabled()
    }

    /// Not made from archives.
    required init?(coder: NSCoder) { nil }

    /// Dims a disabled action and marks it not enabled for assistive technologies.
    func updateEnabled() {
        titleLabel.alpha = action.isEnabled ? 1 : 0.35
        accessibilityTraits = action.isEnabled ? .button : [.button, .notEnabled]
    }

    override func boundsDidChange(from oldBounds: CGRect) {
        super.boundsDidChange(from: oldBounds)
        separator.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 0.5)
        leadingSeparator.frame = CGRect(x: 0, y: 0, width: 0.5, height: bounds.height)
    }

    func pointerDown(_ event: PointerEvent, at point: CGPoint, time: TimeInterval) -> PointerClaim {
        guard action.isEnabled else { return .none }
        backgroundColor = Color(white: 0.5, alpha: 0.2)
        return .tap
    }
    func pointerHeld(at point: CGPoint, for duration: TimeInterval, time: TimeInterval) -> PointerClaim { action.isEnabled ? .tap : .none }
    func pointerDragged(_ event: PointerEvent, to point: CGPoint, time: TimeInterval) {}
    func pointerUp(_ event: PointerEvent, at point: CGPoint, time: TimeInterval) {
        backgroundColor = nil
        guard action.isEnabled, bounds.contains(point) else { return }
        onChoose?(action)
    }
    func pointerCancelled() { backgroundColor = nil }
}
