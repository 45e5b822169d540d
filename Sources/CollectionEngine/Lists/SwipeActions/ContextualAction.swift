import CollectionGeometry
import Foundation
import ViewSystem

/// An action shown when the user swipes a row (`UIContextualAction`).
///
/// Give it to a `SwipeActionsConfiguration` returned by a list's swipe-actions provider or a table
/// delegate's `leadingSwipeActionsConfigurationForRowAt` / `trailingSwipeActionsConfigurationForRowAt`.
/// When the user taps its button (or swipes fully, for the first action), the handler runs with the
/// action, the view that shows it and a completion handler: call it with `true` when the action was
/// performed, `false` when it was not; either way the row closes.
///
/// Differences from UIKit: a handler that never calls its completion handler leaves the row open, as
/// in UIKit, until the user closes it (a tap elsewhere, a scroll, another swipe); then the collection
/// view reports it to its `diagnosticHandler`.
@MainActor
open class ContextualAction: NSObject {
    /// How the action is drawn and what a full swipe does (`UIContextualAction.Style`).
    public enum Style: Int, Hashable, Sendable, CaseIterable {
        /// A grey button.
        case normal
        /// A red button for an action that removes the row.
        case destructive
    }

    /// Runs the action: the action, the view showing its button, and the completion handler to call
    /// with whether it was performed.
    public typealias Handler = @MainActor (ContextualAction, View, @escaping (Bool) -> Void) -> Void

    /// The action's style.
    public let style: Style
    /// The button's title.
    open var title: String?
    /// The button's image, shown above the title (or alone).
    open var image: Image?
    /// The button's fill: red for destructive actions, grey otherwise, unless set; setting `nil`
    /// restores the default.
    open var backgroundColor: Color! {
        get { customBackgroundColor ?? (style == .destructive ? .systemRed : .systemGray) }
        set { customBackgroundColor = newValue }
    }
    private var customBackgroundColor: Color?
    /// The handler that performs the action.
    public let handler: Handler

    /// An action with a style, a title and a handler
    /// (`UIContextualAction(style:title:handler:)`).
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }
}
