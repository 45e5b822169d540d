import Foundation

/// The message protocol between the gallery page and the Swift server (`Guides/WebProtocol.md`).
///
/// One WebSocket per page. The page sends `hello` once, then a `frame` per animation frame with its
/// input and measurement answers; the server answers each frame with the engine's transaction (when
/// something changed) and always a `report`, which tells the page it may send the next frame. Every
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
    /// The longest text a field may send, in characters.
    public static let maximumTextLength = 256
    /// The latest frame time a page may send, in milliseconds since it loaded (about 115 days): a
    /// larger one would leave the session unable to accept any later, real frame.
    public static let maximumFrameTime: Double = 10_000_000_000
    /// The session-wide setting that lays the window out right to left (value 1) or left to right (0).
    public static let rightToLeftSetting = "rightToLeft"
    /// The session-wide setting that chooses the reader's text size (Dynamic Type): the index, 0…11,
    /// of a category in `ContentSizeCategory.ordered` (3, `.large`, is the default).
    public static let contentSizeCategorySetting = "contentSizeCategory"
    /// The session-wide setting that chooses the appearance: light (0) or dark (1). The page sends
    /// the browser's `prefers-color-scheme` when it connects and whenever it changes.
    public static let userInterfaceStyleSetting = "userInterfaceStyle"
    /// The session-wide setting that asks for increased contrast (1) or not (0): the window's
    /// `accessibilityContrast`. The page sends the browser's `prefers-contrast: more`.
    public static let accessibilityContrastSetting = "accessibilityContrast"
    /// The session-wide setting that asks for reduced motion (1) or not (0): the window's
    /// `accessibilitySettings.isReduceMotionEnabled`. The page sends the browser's
    /// `prefers-reduced-motion: reduce`.
    public static let reduceMotionSetting = "reduceMotion"
}
