import CollectionGeometry
import Foundation
import ViewSystem

/// The drop coordinator a collection or table view hands its drop delegate, typed by the view's
/// proposal class: each view's file declares the conformance and its `drop` spellings, which record
/// into `record`.
@MainActor
final class ItemDropCoordinator<Proposal: DropProposal> {
    let dropItems: [ItemDropItem]
    let destinationIndexPath: IndexPath?
    let proposal: Proposal
    let session: any DropSession
    let record: ItemDropRecord
    /// The view placeholders go into.
    weak var placeholderHost: (any ItemPlaceholderHost)?

    init(items: [ItemDropItem], destinationIndexPath: IndexPath?, proposal: Proposal, session: any DropSession, record: ItemDropRecord,
         placeholderHost: any ItemPlaceholderHost) {
        self.placeholderHost = placeholderHost
        dropItems = items
        self.destinationIndexPath = destinationIndexPath
        self.proposal = proposal
        self.session = session
        self.record = record
    }
}
