import CollectionGeometry
import Foundation

/// One segment of a segmented control: its title or image, centred; a tap on it tells the control.
/// An accessibility element of its own — a button, selected when it is — as UIKit's segments are.
@MainActor
final class SegmentView: View, PointerInteracting {
    private weak var control: SegmentedControl?
    let index: Int
    private let label = Label()
    private let imageView = ImageView()
    private var isEnabledSegment = true

    init(control: SegmentedControl, index: Int) {
        self.control = control
        self.index = index
        super.init(frame: .zero)
        label.textAlignment = .center
        imageView.contentMode = .center
        addSubview(label)
        addSubview(imageView)
        isAccessibilityElement = true
    }

    required init?(coder: NSCoder) { nil }

    required init() {
        index = 0
        super.init(frame: .zero)
    }

    /// The width the content needs.
    var contentWidth: CGFloat {
        imageView.image != nil ? imageView.intrinsicContentSize.width : label.intrinsicContentSize.width
    }

    func show(_ segment: SegmentedControl.Segment, font: Font, color: Color, isSelected: Bool, position: Int, count: Int) {
        label.text = segment.image == nil ? segment.title : nil
        label.font = font
        label.textColor = color
        imageView.image = segment.image
        imageView.tintColor = color
        isEnabledSegment = segment.isEnabled
        accessibilityLabel = segment.title ?? segment.image?.name
        accessibilityValue = "\(position + 1) of \(count)"
        var traits: AccessibilityTraits = .button
        if isSelected { traits.insert(.selected) }
        if !segment.isEnabled || control?.isEnabled == false { traits.insert(.notEnabled) }
        accessibilityTraits = traits
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 4, dy: 0)
        imageView.frame = bounds
    }

    private var canTap: Bool { isEnabledSegment && control?.isEnabled == true }

    func pointerDown(_ event: PointerEvent, at point: CGPoint, time: TimeInterval) -> PointerClaim {
        guard canTap else { return .none }
        control?.segmentPressed(index)
        return .tap
    }
    func pointerHeld(at point: CGPoint, for duration: TimeInterval, time: TimeInterval) -> PointerClaim { canTap ? .tap : .none }
    func pointerDragged(_ event: PointerEvent, to point: CGPoint, time: TimeInterval) {}
    func pointerCancelled() { control?.segmentPressed(nil) }
    func pointerUp(_ event: PointerEvent, at point: CGPoint, time: TimeInterval) {
        control?.segmentPressed(nil)
        guard canTap, bounds.contains(point) else { return }
        control?.segmentTapped(index)
    }

    override func accessibilityActivate() -> Bool {
        guard canTap else { return false }
        control?.segmentTapped(index)
        return true
    }
}
