import Foundation
import ViewSystem

/// The actions one edge of a row shows when swiped (`UISwipeActionsConfiguration`).
///
/// The first action sits at the row's edge; with `performsFirstActionWithFullSwipe`, swiping the row
/// most of the way across performs it. An empty configuration shows nothing (and stops a table from
/// showing its default delete action).
@MainActor
open class SwipeActionsConfiguration: NSObject {
    /// The actions, from the row's edge inwards.
    public let actions: [ContextualAction]
    /// Whether swiping fully performs the first action. The default is `true`.
    open var performsFirstActionWithFullSwipe = true

    /// A configuration of `actions` (`UISwipeActionsConfiguration(actions:)`).
    public init(actions: [ContextualAction]) {
        self.actions = actions
        super.init()
    }
}
