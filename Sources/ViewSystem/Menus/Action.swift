import Foundation

/// A closure a control or a menu runs (`UIAction`).
@MainActor
public final class Action: MenuElement {
    /// What the action does; it receives the action.
    public let handler: (Action) -> Void
    /// Whether a menu shows the action as chosen; a single-selection menu moves `.on` to the chosen one.
    public var state: State
    /// The control that sent the action, while it runs (`nil` when a menu or code runs it).
    public var sender: Any? { sendingControl }
    /// The control running the action, held weakly.
    weak var sendingControl: View?

    /// Creates an action.
    public init(title: String = "", image: Image? = nil, state: State = .off, handler: @escaping (Action) -> Void) {
        self.handler = handler
        self.state = state
        super.init(title: title, image: image)
    }
}
