import CollectionGeometry
import Foundation

/// An on/off switch (`UISwitch`, F34): 51 × 31 points, a track in `onTintColor` when on and a white
/// thumb; a tap toggles it and sends `.valueChanged` (and `.primaryActionTriggered`).
///
/// Differences from UIKit: the thumb moves without a spring; no dragging the thumb; no checkbox style
/// for the Mac idiom.
@MainActor
open class Switch: Control, PointerInteracting {
    /// UIKit's switch size.
    public static let size = CGSize(width: 51, height: 31)

    /// Whether the switch is on (default `false`); setting it sends no event, as in UIKit.
    open var isOn = false { didSet { if isOn != oldValue { lookDidChange() } } }
    /// The track's colour when on (`nil`: `.systemGreen`).
    open var onTintColor: Color? { didSet { lookDidChange() } }
    /// The thumb's colour (`nil`: white).
    open var thumbTintColor: Color? { didSet { lookDidChange() } }

    /// How a switch may look (`UISwitch.Style`).
    public enum Style: Int, Hashable, Sendable, CaseIterable {
        /// The idiom's: a checkbox for the Mac idiom, else sliding.
        case automatic = 0
        /// A Mac checkbox (Mac Catalyst's Mac idiom only).
        case checkbox = 1
        /// The on/off slider.
        case sliding = 2
    }

    /// The style asked for (default `.automatic`).
    open var preferredStyle = Style.automatic
    /// The style shown, never `.automatic`: `.sliding`, as on an iPhone or iPad whatever is asked.
    /// Differences from UIKit: under the Mac idiom UIKit shows a checkbox; here the switch still
    /// slides (no checkbox is drawn), and says so.
    open var style: Style { .sliding }
    /// The title a checkbox shows beside it (default `nil`); a sliding switch shows none, as in UIKit.
    open var title: String?
    /// The image UIKit once drew on the track when on; it has had no effect since iOS 7, nor here.
    open var onImage: Image?
    /// The image UIKit once drew on the track when off; it has had no effect since iOS 7, nor here.
    open var offImage: Image?

    private let thumb = View()

    /// Creates a switch; its size is always 51 × 31.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.size))
        accessibilityKind = .switch
        thumb.layer.shadowOpacity = 0.2
        thumb.layer.shadowRadius = 2
        thumb.layer.shadowOffset = CGSize(width: 0, height: 1)
        addSubview(thumb)
        lookDidChange()
    }

    /// Creates a switch; `coder` is ignored.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        accessibilityKind = .switch
        addSubview(thumb)
        lookDidChange()
    }

    /// A finger reaches the switch within 44 points of height around it, though it draws 31: the
    /// smallest target the Human Interface Guidelines give a finger.
    open override func point(inside point: CGPoint, with event: PointerEvent?) -> Bool {
        let grow = Swift.max(0, (44 - bounds.height) / 2)
        return bounds.insetBy(dx: 0, dy: -grow).contains(point)
    }

    /// Turns the switch on or off; `animated` moves the thumb in an animation.
    open func setOn(_ on: Bool, animated: Bool) {
        if animated {
            View.animate(withDuration: 0.25) { self.isOn = on; self.layoutIfNeeded() }
        } else {
            isOn = on
        }
    }

    open override var isEnabled: Bool { didSet { if isEnabled != oldValue { lookDidChange() } } }

    /// Always 51 × 31.
    open override var intrinsicContentSize: CGSize { Self.size }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let side = bounds.height - 4
        let onRight = isOn != (effectiveUserInterfaceLayoutDirection == .rightToLeft)
        thumb.frame = CGRect(x: onRight ? bounds.width - side - 2 : 2, y: 2, width: side, height: side)
        thumb.layer.cornerRadius = side / 2
        layer.cornerRadius = bounds.height / 2
    }

    private func lookDidChange() {
        backgroundColor = isOn ? (onTintColor ?? .systemGreen) : .systemFill
        thumb.backgroundColor = thumbTintColor ?? .white
        alpha = isEnabled ? 1 : 0.5
        setNeedsLayout()
    }

    // MARK: Taps

    package func pointerDown(_ event: PointerEvent, at point: CGPoint, time: TimeInterval) -> PointerClaim { isEnabled ? .tap : .none }
    package func pointerHeld(at point: CGPoint, for duration: TimeInterval, time: TimeInterval) -> PointerClaim { .tap }
    package func pointerDragged(_ event: PointerEvent, to point: CGPoint, time: TimeInterval) {}
    package func pointerCancelled() {}

    package func pointerUp(_ event: PointerEvent, at point: CGPoint, time: TimeInterval) {
        guard isEnabled, bounds.contains(point) else { return }
        setOn(!isOn, animated: true)
        sendActions(for: [.valueChanged, .primaryActionTriggered])
    }

    // MARK: Accessibility

    /// A switch is an element whose value is "1" when on and "0" when off, as UIKit's.
    override var defaultIsAccessibilityElement: Bool { true }
    override var defaultAccessibilityValue: String? { isOn ? "1" : "0" }
    override var defaultAccessibilityTraits: AccessibilityTraits { super.defaultAccessibilityTraits.union(.button) }
}
