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

    /// Inserts a placeholder for `dragItem` at `indexPath` in the host, its cell dequeued for
    /// `reuseIdentifier` and handed to `update` (then and on `setNeedsCellUpdate()`), and records the
    /// drop into it; its context (inactive when the host is gone).
    func drop(_ dragItem: DragItem, toPlaceholderAt indexPath: IndexPath, reuseIdentifier: String, rowHeight: CGFloat?,
              update: @escaping (CollectionViewCell) -> Void,
              previewParameters: @escaping (CollectionViewCell) -> PreviewParameters?) -> ItemPlaceholderContext {
        let placeholder = ItemPlaceholder(
            indexPath: indexPath, dragItem: dragItem, rowHeight: rowHeight,
            makeCell: { [weak host = placeholderHost] indexPath in
                let cell = host?.dequeuePlaceholderCell(withReuseIdentifier: reuseIdentifier, for: indexPath) ?? CollectionViewCell()
                update(cell)
                return cell
            },
            updateCell: update, previewParameters: previewParameters)
        guard let host = placeholderHost else {
            placeholder.isActive = false
            return ItemPlaceholderContext(placeholder: placeholder, host: nil, animator: record.animator)
        }
        return record.drop(dragItem, to: placeholder, in: host)
    }
}
