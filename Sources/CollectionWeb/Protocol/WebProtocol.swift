import Foundation

/// The message protocol between the gallery page and the Swift server (`Guides/WebProtocol.md`).
///
/// One WebSocket per page. The page sends `hello` once, then a `frame` per animation frame with its
/// input and measurement answers; the server answers each frame with the engine's transaction. Every
/// message is a JSON object with a `type`.
public enum WebProtocol {
    /// The protocol version; `hello` must name it.
    public static let version = 1
    /// The largest message the server reads, in bytes.
    public static let maximumMessageBytes = 65_536
    /// The most input events one frame may carry.
    public static let maximumEventsPerFrame = 256
    /// The most measurement answers one frame may carry.
    public static let maximumAnswersPerFrame = 1_024
    /// The largest viewport side, in points.
    public static let maximumViewportLength: Double = 16_384
    /// The largest coordinate an event may carry, in points (beyond any screen).
    public static let maximumCoordinate: Double = 1_000_000
    /// The longest string field (screen and action names, key names), in characters.
    public static let maximumNameLength = 64
}
