import Foundation

/// Something a menu shows: an action or a submenu (`UIMenuElement`).
@MainActor
open class MenuElement {
    /// Whether an action shows as chosen (`UIMenuElement.State`).
    public enum State: Int, Hashable, Sendable {
        /// Not chosen.
        case off
        /// Chosen: a checkmark.
        case on
        /// Partly chosen: a dash.
        case mixed
    }

    /// The title the menu shows.
    public let title: String
    /// The image shown beside the title, if any.
    public let image: Image?

    /// An element with a title and an image.
    public init(title: String, image: Image? = nil) {
        self.title = title
        self.image = image
    }
}
