import Foundation

/// A closure a control runs for an event (`UIAction`).
@MainActor
public final class Action {
    /// The action's title (for menus; unused by controls here).
    public let title: String
    /// What the action does; it receives the action.
    public let handler: (Action) -> Void
    /// The control that sent the action, while it runs.
    public internal(set) weak var sender: Control?

    /// Creates an action.
    public init(title: String = "", handler: @escaping (Action) -> Void) {
        self.title = title
        self.handler = handler
    }
}
