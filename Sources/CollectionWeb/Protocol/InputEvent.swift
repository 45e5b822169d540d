import CollectionEngine
import ViewSystem

/// One input event from the page, in viewport points.
public enum InputEvent: Hashable, Sendable {
    /// A mouse button or a finger going down, moving, up, or cancelled.
    case pointer(PointerEvent)
    /// A wheel or trackpad turn.
    case wheel(ScrollWheelEvent)
    /// A key press.
    case key(KeyEvent)
    /// Text typed into a text field, its focus or its Return.
    case text(TextInputEvent)
    /// An assistive technology performed an element's custom action.
    case accessibility(AccessibilityActionEvent)
}
