import CollectionGeometry
import Foundation

/// Modifier keys held during an event.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    /// Creates modifiers from a raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let shift = KeyModifiers(rawValue: 1 << 0)
    public static let control = KeyModifiers(rawValue: 1 << 1)
    public static let alternate = KeyModifiers(rawValue: 1 << 2)
    public static let command = KeyModifiers(rawValue: 1 << 3)
}

/// A touch or mouse event, in the window's coordinates.
public struct PointerEvent: Hashable, Sendable {
    /// Where the pointer is in its gesture.
    public enum Phase: String, Hashable, Sendable {
        case down, moved, up, cancelled
    }

    /// What kind of pointer (touches pan content; a mouse drag on empty space may select instead).
    public enum Kind: String, Hashable, Sendable {
        case touch, mouse
    }

    /// The phase.
    public var phase: Phase
    /// The location in the window.
    public var location: CGPoint
    /// The kind of pointer.
    public var kind: Kind
    /// The modifier keys held.
    public var modifiers: KeyModifiers
    /// The mouse button pressed (`UIEvent.buttonMask`): `.primary` for touches and ordinary clicks,
    /// `.secondary` for a right click, which opens a context menu and does nothing else.
    public var buttonMask: ButtonMask

    /// The buttons of a pointer event (`UIEvent.ButtonMask`).
    public struct ButtonMask: OptionSet, Hashable, Sendable {
        public let rawValue: Int
        /// Creates a mask from its raw value.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// The primary button (or a touch).
        public static let primary = ButtonMask(rawValue: 1 << 0)
        /// The secondary button.
        public static let secondary = ButtonMask(rawValue: 1 << 1)
    }

    /// Creates an event.
    public init(_ phase: Phase, at location: CGPoint, kind: Kind = .touch, modifiers: KeyModifiers = [], buttonMask: ButtonMask = .primary) {
        self.phase = phase
        self.location = location
        self.kind = kind
        self.modifiers = modifiers
        self.buttonMask = buttonMask
    }
}

/// What opens a context menu for a secondary click or a held touch: a view (collection and table
/// views, for their items) or an interaction on a view (`ContextMenuInteraction`).
@MainActor
package protocol ContextMenuPresenting: AnyObject {
    /// Opens the context menu for `point` (the view's coordinates); whether one opened.
    func presentContextMenu(at point: CGPoint) -> Bool
}

/// A scroll-wheel or trackpad scroll, in points (positive `deltaY` scrolls the content up, showing
/// what is below), at a location in the window.
public struct ScrollWheelEvent: Hashable, Sendable {
    /// The location in the window.
    public var location: CGPoint
    /// The horizontal distance.
    public var deltaX: CGFloat
    /// The vertical distance.
    public var deltaY: CGFloat

    /// Creates an event.
    public init(at location: CGPoint, deltaX: CGFloat = 0, deltaY: CGFloat) {
        self.location = location
        self.deltaX = deltaX
        self.deltaY = deltaY
    }
}

/// A key press.
public struct KeyEvent: Hashable, Sendable {
    /// The keys the engine reacts to.
    public enum Key: Hashable, Sendable {
        case upArrow, downArrow, leftArrow, rightArrow
        case pageUp, pageDown, home, end
        case space, enter, escape, tab
        case character(String)
    }

    /// The key.
    public var key: Key
    /// The modifier keys held.
    public var modifiers: KeyModifiers

    /// Creates a key press.
    public init(_ key: Key, modifiers: KeyModifiers = []) {
        self.key = key
        self.modifiers = modifiers
    }
}

/// An event waiting for the next frame.
enum InputEvent {
    case pointer(PointerEvent)
    case wheel(ScrollWheelEvent)
    case key(KeyEvent)
    case text(TextInputEvent)
    case accessibilityAction(AccessibilityActionEvent)
}
