import Foundation

/// A button of an alert controller (`UIAlertAction`): a title, a style and what it does.
///
/// Differences from UIKit: none in what it declares; the handler runs once the alert has left the
/// screen, as UIKit's does.
@MainActor
open class AlertAction {
    /// How an action is drawn and where it goes (`UIAlertAction.Style`, raw values as UIKit's).
    public enum Style: Int, Sendable, CaseIterable {
        /// An ordinary action, in the tint colour.
        case `default` = 0
        /// The action that cancels: one per alert, bold (unless another is preferred), last in a list,
        /// on its own below an action sheet; Escape chooses it.
        case cancel = 1
        /// An action that destroys data, in red.
        case destructive = 2
    }

    /// The button's title.
    public let title: String?
    /// How the action is drawn.
    public let style: Style
    /// Whether the action can be chosen (default `true`); a disabled one is dimmed and ignores taps.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { enabledHandler?(self) } }
    }
    /// Runs after the alert is dismissed because this action was chosen.
    let handler: ((AlertAction) -> Void)?
    /// Told when `isEnabled` changes (by the alert that shows the action).
    var enabledHandler: ((AlertAction) -> Void)?

    /// Creates an action with `title`, `style` and `handler`, which runs after the alert is dismissed.
    public init(title: String?, style: Style, handler: ((AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
