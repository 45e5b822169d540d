import Foundation
import ViewSystem

/// How a collection view's drop would be handled, and where its items would go
/// (`UICollectionViewDropProposal`).
@MainActor
open class CollectionViewDropProposal: DropProposal {
    /// Where a drop puts its items (`UICollectionViewDropProposal.Intent`).
    public enum Intent: Int, Hashable, Sendable, CaseIterable {
        /// The delegate decides; the collection view shows nothing special.
        case unspecified = 0
        /// At the destination index path, between items: the others make room.
        case insertAtDestinationIndexPath = 1
        /// Into the item at the destination index path: its cell is targeted.
        case insertIntoDestinationIndexPath = 2
    }

    /// Where the items would go.
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
