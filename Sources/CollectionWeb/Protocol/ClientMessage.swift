import CollectionEngine
import CollectionGeometry
import Foundation

/// A message from the page, validated (`Guides/WebProtocol.md`).
public enum ClientMessage: Hashable, Sendable {
    /// The first message: the protocol version, the viewport, and the screen to show (or the first).
    case hello(version: Int, viewport: CGSize, screen: String?)
    /// One animation frame of the page.
    case frame(ClientFrame)
    /// Show another screen.
    case navigate(screen: String)
    /// A button of the current screen was pressed.
    case action(name: String)
    /// A switch or slider of the gallery changed (right to left, prefetching, text size …).
    case setting(name: String, value: Double)
    /// The text of a field of the current screen changed (a search field).
    case text(name: String, value: String)
}

/// What the page sends each animation frame.
public struct ClientFrame: Hashable, Sendable {
    /// The frame's time in milliseconds (the page's `requestAnimationFrame` time); never decreasing.
    public var time: Double
    /// The viewport, when it changed.
    public var viewport: CGSize?
    /// Input since the last frame, in order.
    public var events: [InputEvent]
    /// Answers to measurement requests.
    public var answers: [MeasurementAnswer]

    /// Creates a frame.
    public init(time: Double, viewport: CGSize? = nil, events: [InputEvent] = [], answers: [MeasurementAnswer] = []) {
        self.time = time
        self.viewport = viewport
        self.events = events
        self.answers = answers
    }
}

/// One input event from the page, in viewport points.
public enum InputEvent: Hashable, Sendable {
    case pointer(PointerEvent)
    case wheel(ScrollWheelEvent)
    case key(KeyEvent)
}
