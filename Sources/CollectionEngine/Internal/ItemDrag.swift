import CollectionGeometry
import Foundation
import ViewSystem

/// A drag of an item out of a collection or table view, in progress: its session, the item it
/// lifted, and what the drop delegate last said about dropping it here.
@MainActor
struct ItemDrag {
    /// The session both delegates see.
    let session: ItemDragSession
    /// The lifted item's index path in the data source.
    let source: IndexPath
    /// The lifted cell, told its drag state.
    weak var cell: CollectionViewCell?
    /// Whether the pointer is over the view (the drop session entered it).
    var isOverView = false
    /// Whether the drop delegate can handle the session (asked on entering).
    var accepted = false
    /// The drop delegate's last proposal (`.cancel` when it gave none), its intent resolved.
    var proposal: DropProposal
    var intent: ItemDropIntent = .unspecified
    /// The destination index path the last proposal was made for.
    var destination: IndexPath?
    /// Whether a proposal to move what may not move was reported (once a drag).
    var reportedForbiddenMove = false
    /// The item the pointer rests on (for spring loading), since when (the first frame over it), and
    /// whether it has sprung.
    var hovered: IndexPath?
    var hoveredSince: TimeInterval?
    var hoveredItemSprang = false

    init(session: ItemDragSession, source: IndexPath, cell: CollectionViewCell?) {
        self.session = session
        self.source = source
        self.cell = cell
        proposal = DropProposal(operation: .cancel)
    }

    /// Whether dropping now performs the drop.
    var performsDrop: Bool { isOverView && accepted && proposal.operation.performsDrop }
}
