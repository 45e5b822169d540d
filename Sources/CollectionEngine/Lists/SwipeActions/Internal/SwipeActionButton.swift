import CollectionGeometry
import Foundation
import ViewSystem

/// The button of one contextual action: its colour, its image over its title in white. A tap
/// performs the action.
@MainActor
final class SwipeActionButton: View, PointerInteracting {
    /// The action the button performs.
    private(set) var action: ContextualAction?
    var onTap: ((SwipeActionButton) -> Void)?

    /// The narrowest a button is (UIKit's buttons are about 74 points; the table's delete button was 80).
    static let minimumWidth: CGFloat = 80
    static let titleFont = Font.systemFont(ofSize: 15, weight: .medium)
    static let padding: CGFloat = 15

    convenience init(action: ContextualAction) {
        self.init(frame: .zero)
        self.action = action
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The width the button wants: its title plus padding, at least `minimumWidth`.
    var naturalWidth: CGFloat {
        guard let action else { return 0 }
        let title = action.title.map { TextMetrics().width(of: $0, font: Self.titleFont) } ?? 0
        let image = action.image?.size.width ?? 0
        return Swift.max(Self.minimumWidth, Swift.max(title, image) + 2 * Self.padding)
    }

    package override var renderedContent: RenderedContent? {
        guard let action else { return nil }
        var parts: [CustomContentConfiguration.Part] = []
        if let image = action.image { parts.append(.image(image.withTintColor(.white))) }
        if let title = action.title { parts.append(.text(title, font: Self.titleFont, color: .white)) }
        guard !parts.isEmpty else { return nil }
        let root: CustomContentConfiguration.Part = parts.count == 1 ? parts[0] : .vertical(parts, spacing: 4)
        return .custom(CustomContentConfiguration(.styled(root, classNames: ["centered"])))
    }

    package override var renderedBackground: BackgroundConfiguration? {
        action.map { BackgroundConfiguration(backgroundColor: $0.backgroundColor) }
    }

    package func pointerDown(_ event: PointerEvent, at point: CGPoint, time: TimeInterval) -> PointerClaim { .tap }
    package func pointerHeld(at point: CGPoint, for duration: TimeInterval, time: TimeInterval) -> PointerClaim { .tap }
    package func pointerDragged(_ event: PointerEvent, to point: CGPoint, time: TimeInterval) {}
    package func pointerUp(_ event: PointerEvent, at point: CGPoint, time: TimeInterval) {
        guard bounds.contains(point) else { return }
        onTap?(self)
    }
    package func pointerCancelled() {}
}
