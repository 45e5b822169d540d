import CollectionEngine
import ViewSystem
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
