import CollectionGeometry
import Foundation
import ViewSystem

extension CollectionView: ItemDragAndDropFrontEnd, SpringLoadedInteractionSupporting {
    /// Whether there is a drag in progress that started in this collection view (`hasActiveDrag`).
    public var hasActiveDrag: Bool { itemDrag != nil }
    /// Whether a drag is over the collection view and its drop delegate can handle it (`hasActiveDrop`).
    public var hasActiveDrop: Bool { itemDrag.map { $0.isOverView && $0.accepted } ?? false }

    var dragsItems: Bool { dragInteractionEnabled && dragDelegate != nil }

    func dragItems(forBeginning session: ItemDragSession, at indexPath: IndexPath) -> [DragItem] {
        dragDelegate?.collectionView(self, itemsForBeginning: session, at: indexPath) ?? []
    }

    func dragSessionAllowsMoveOperation(_ session: ItemDragSession) -> Bool {
        dragDelegate?.collectionView(self, dragSessionAllowsMoveOperation: session) ?? true
    }

    func dragSessionIsRestrictedToDraggingApplication(_ session: ItemDragSession) -> Bool {
        dragDelegate?.collectionView(self, dragSessionIsRestrictedToDraggingApplication: session) ?? false
    }

    func dragPreviewParameters(at indexPath: IndexPath) -> PreviewParameters? {
        dragDelegate?.collectionView(self, dragPreviewParametersForItemAt: indexPath)
    }

    func dropPreviewParameters(at indexPath: IndexPath) -> PreviewParameters? {
        dropDelegate?.collectionView(self, dropPreviewParametersForItemAt: indexPath)
    }

    func dragSessionWillBegin(_ session: ItemDragSession) { dragDelegate?.collectionView(self, dragSessionWillBegin: session) }
    func dragSessionDidEnd(_ session: ItemDragSession) { dragDelegate?.collectionView(self, dragSessionDidEnd: session) }

    func dropCanHandle(_ session: ItemDragSession) -> Bool {
        dropDelegate?.collectionView(self, canHandle: session) ?? false
    }

    func dropSessionDidEnter(_ session: ItemDragSession) { dropDelegate?.collectionView(self, dropSessionDidEnter: session) }
    func dropSessionDidExit(_ session: ItemDragSession) { dropDelegate?.collectionView(self, dropSessionDidExit: session) }
    func dropSessionDidEnd(_ session: ItemDragSession) { dropDelegate?.collectionView(self, dropSessionDidEnd: session) }

    func dropProposal(for session: ItemDragSession, at destination: IndexPath?) -> (DropProposal, ItemDropIntent) {
        guard let dropDelegate else { return (DropProposal(operation: .cancel), .unspecified) }
        let proposal = dropDelegate.collectionView(self, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
        switch proposal.intent {
        case .unspecified: return (proposal, .unspecified)
        case .insertAtDestinationIndexPath: return (proposal, .insertAtDestination)
        case .insertIntoDestinationIndexPath: return (proposal, .insertIntoDestination)
        }
    }

    var springsLoadedItems: Bool { isSpringLoaded }

    func shouldSpringLoad(at indexPath: IndexPath, context: any SpringLoadedInteractionContext) -> Bool {
        collectionDelegate?.collectionView(self, shouldSpringLoadItemAt: indexPath, with: context) ?? true
    }

    func performDrop(_ session: ItemDragSession, source: IndexPath, destination: IndexPath?, proposal: DropProposal,
                     record: ItemDropRecord) {
        guard let dropDelegate else { return }
        let size = cellForItem(at: source)?.bounds.size ?? .zero
        let coordinator = ItemDropCoordinator(
            items: session.items.map { ItemDropItem(dragItem: $0, sourceIndexPath: source, previewSize: size) },
            destinationIndexPath: destination,
            proposal: proposal as? CollectionViewDropProposal ?? CollectionViewDropProposal(operation: proposal.operation),
            session: session, record: record, placeholderHost: self)
        dropDelegate.collectionView(self, performDropWith: coordinator)
    }
}

extension ItemDropCoordinator: CollectionViewDropCoordinator where Proposal == CollectionViewDropProposal {
    var items: [any CollectionViewDropItem] { dropItems }

    func drop(_ dragItem: DragItem, toItemAt indexPath: IndexPath) -> any DragAnimating {
        record.drop(dragItem, at: indexPath)
    }

    func drop(_ dragItem: DragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> any DragAnimating {
        record.drop(dragItem, at: indexPath)
    }

    func drop(_ dragItem: DragItem, to target: DragPreviewTarget) -> any DragAnimating {
        record.drop(dragItem, to: target)
    }

    func drop(_ dragItem: DragItem, to placeholder: CollectionViewDropPlaceholder) -> any CollectionViewDropPlaceholderContext {
        let update = placeholder.cellUpdateHandler, parameters = placeholder.previewParametersProvider
        return drop(dragItem, toPlaceholderAt: placeholder.insertionIndexPath, reuseIdentifier: placeholder.reuseIdentifier, rowHeight: nil,
                    update: { update?($0) }, previewParameters: { parameters?($0) })
    }
}

extension ItemPlaceholderContext: CollectionViewDropPlaceholderContext {}

extension CollectionView: ItemPlaceholderHost {
    func dequeuePlaceholderCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell {
        dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath)
    }
}

extension ItemDropItem: CollectionViewDropItem {}
