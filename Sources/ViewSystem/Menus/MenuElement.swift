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

    /// How a menu shows and treats an element (`UIMenuElement.Attributes`).
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// Creates attributes from their raw value.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown dimmed; choosing it does nothing.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Shown in red: it destroys something.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Choosing it leaves the menu open (shown again with the element's new state).
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// The title the menu shows. Difference from UIKit: settable on every element (UIKit's is
    /// settable on actions).
    public var title: String
    /// The image shown beside the title, if any. Difference from UIKit: settable on every element.
    public var image: Image?
    /// A second line under the title, if any.
    public var subtitle: String?

    /// An element with a title, a subtitle and an image.
    public init(title: String, subtitle: String? = nil, image: Image? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }

    /// An element with an empty title; the coder is ignored (no archiving here).
    public init?(coder: NSCoder) {
        title = ""
    }
}
