import CollectionEngine
import ViewSystem
import CollectionGeometry
import Foundation

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
