import Foundation

/// A closure a control or a menu runs (`UIAction`).
///
/// A menu draws its attributes: `.destructive` in red, `.disabled` dimmed and not chosen, `.hidden`
/// left out, `.keepsMenuPresented` chosen without closing the menu; `selectedImage` replaces the
/// image while the state is `.on`. Differences from UIKit: `discoverabilityTitle` is the menu row's
/// accessibility hint (UIKit shows it in the keyboard-shortcut overlay and tooltips);
/// `captureTextFromCamera(responder:identifier:)` and `presentationSourceItem` are absent.
@MainActor
public final class Action: MenuElement {
    /// An action's identity (`UIAction.Identifier`): equal identifiers name the same action.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// Creates an identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The system's paste action.
        public static let paste = Identifier("com.apple.menu.paste")
        /// The system's paste-and-match-style action.
        public static let pasteAndMatchStyle = Identifier("com.apple.menu.paste-and-match-style")
        /// The system's paste-and-go action.
        public static let pasteAndGo = Identifier("com.apple.menu.paste-and-go")
        /// The system's paste-and-search action.
        public static let pasteAndSearch = Identifier("com.apple.menu.paste-and-search")
    }

    /// What the action does; it receives the action.
    public let handler: (Action) -> Void
    /// Whether a menu shows the action as chosen; a single-selection menu moves `.on` to the chosen one.
    public var state: State
    /// How a menu shows and treats the action.
    public var attributes: Attributes
    /// The image a menu shows instead of `image` while the state is `.on`.
    public var selectedImage: Image?
    /// A longer title for discovery: here the menu row's accessibility hint.
    public var discoverabilityTitle: String?
    /// The action's identity: the one given, or a unique one.
    public let identifier: Identifier
    /// The control that sent the action, while it runs (`nil` when a menu or code runs it).
    public var sender: Any? { sendingControl }
    /// The control running the action, held weakly.
    weak var sendingControl: View?

    /// Creates an action.
    public init(title: String = "", subtitle: String? = nil, image: Image? = nil, selectedImage: Image? = nil,
                identifier: Identifier? = nil, discoverabilityTitle: String? = nil, attributes: Attributes = [],
                state: State = .off, handler: @escaping (Action) -> Void) {
        self.handler = handler
        self.state = state
        self.attributes = attributes
        self.selectedImage = selectedImage
        self.discoverabilityTitle = discoverabilityTitle
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Creates an action without a selected image.
    @_disfavoredOverload
    public convenience init(title: String = "", subtitle: String? = nil, image: Image? = nil, identifier: Identifier? = nil,
                            discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off,
                            handler: @escaping (Action) -> Void) {
        self.init(title: title, subtitle: subtitle, image: image, selectedImage: nil, identifier: identifier,
                  discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state, handler: handler)
    }

    /// Creates an action without a subtitle or a selected image.
    @_disfavoredOverload
    public convenience init(title: String = "", image: Image? = nil, identifier: Identifier? = nil,
                            discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off,
                            handler: @escaping (Action) -> Void) {
        self.init(title: title, subtitle: nil, image: image, selectedImage: nil, identifier: identifier,
                  discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state, handler: handler)
    }

    /// Runs the handler with `sender` as the action's `sender` while it runs (when it is a view;
    /// another sender reads as `nil`); `target` is ignored, as UIKit ignores it for actions.
    /// A disabled action runs too, as in UIKit: only menus refuse to choose it.
    public func perform(withSender sender: Any?, target: Any?) {
        let previous = sendingControl
        sendingControl = sender as? View
        handler(self)
        sendingControl = previous
    }
}
