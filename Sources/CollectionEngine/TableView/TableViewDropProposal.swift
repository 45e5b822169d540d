import Foundation
import ViewSystem

/// How a table view's drop would be handled, and where its rows would go (`UITableViewDropProposal`).
@MainActor
open class TableViewDropProposal: DropProposal {
    /// Where a drop puts its rows (`UITableViewDropProposal.Intent`).
    public enum Intent: Int, Hashable, Sendable, CaseIterable {
        /// The delegate decides; the table shows nothing special.
        case unspecified = 0
        /// At the destination index path, between rows: the others make room.
        case insertAtDestinationIndexPath = 1
        /// Into the row at the destination index path: its cell is targeted.
        case insertIntoDestinationIndexPath = 2
        /// Between or into, by where the pointer is on the row: its middle half drops into it.
        case automatic = 3
    }

    /// Where the rows would go.
    public let intent: Intent

    /// A proposal to perform `operation` with `intent`.
    public init(operation: DropOperation, intent: Intent) {
        self.intent = intent
        super.init(operation: operation)
    }

    /// A proposal to perform `operation`, with an unspecified intent.
    public override init(operation: DropOperation) {
        intent = .unspecified
        super.init(operation: operation)
    }
}
