import CollectionGeometry
import Foundation
import ViewSystem

extension TableView: ItemDragAndDropFrontEnd, SpringLoadedInteractionSupporting {
    /// Whether there is a drag in progress that started in this table (`hasActiveDrag`).
    public var hasActiveDrag: Bool { itemDrag != nil }
    /// Whether a drag is over the table and its drop delegate can handle it (`hasActiveDrop`).
    public var hasActiveDrop: Bool { itemDrag.map { $0.isOverView && $0.accepted } ?? false }

    var dragsItems: Bool { dragInteractionEnabled && dragDelegate != nil }

    func dragItems(forBeginning session: ItemDragSession, at indexPath: IndexPath) -> [DragItem] {
        dragDelegate?.tableView(self, itemsForBeginning: session, at: indexPath) ?? []
    }

    func dragPreviewParameters(at indexPath: IndexPath) -> PreviewParameters? {
        dragDelegate?.tableView(self, dragPreviewParametersForRowAt: indexPath)
    }

    func dropPreviewParameters(at indexPath: IndexPath) -> PreviewParameters? {
        dropDelegate?.tableView(self, dropPreviewParametersForRowAt: indexPath)
    }

    func dragSessionAllowsMoveOperation(_ session: ItemDragSession) -> Bool {
        dragDelegate?.tableView(self, dragSessionAllowsMoveOperation: session) ?? true
    }

    func dragSessionIsRestrictedToDraggingApplication(_ session: ItemDragSession) -> Bool {
        dragDelegate?.tableView(self, dragSessionIsRestrictedToDraggingApplication: session) ?? false
    }

    func dragSessionWillBegin(_ session: ItemDragSession) { dragDelegate?.tableView(self, dragSessionWillBegin: session) }
    func dragSessionDidEnd(_ session: ItemDragSession) { dragDelegate?.tableView(self, dragSessionDidEnd: session) }

    func dropCanHandle(_ session: ItemDragSession) -> Bool {
        dropDelegate?.tableView(self, canHandle: session) ?? false
    }

    func dropSessionDidEnter(_ session: ItemDragSession) { dropDelegate?.tableView(self, dropSessionDidEnter: session) }
    func dropSessionDidExit(_ session: ItemDragSession) { dropDelegate?.tableView(self, dropSessionDidExit: session) }
    func dropSessionDidEnd(_ session: ItemDragSession) { dropDelegate?.tableView(self, dropSessionDidEnd: session) }

    func dropProposal(for session: ItemDragSession, at destination: IndexPath?) -> (DropProposal, ItemDropIntent) {
        guard let dropDelegate else { return (DropProposal(operation: .cancel), .unspecified) }
        let proposal = dropDelegate.tableView(self, dropSessionDidUpdate: session, withDestinationIndexPath: destination)
        switch proposal.intent {
        case .unspecified: return (proposal, .unspecified)
        case .insertAtDestinationIndexPath: return (proposal, .insertAtDestination)
        case .insertIntoDestinationIndexPath: return (proposal, .insertIntoDestination)
        case .automatic: return (proposal, .automatic)
        }
    }

    var springsLoadedItems: Bool { isSpringLoaded }

    func shouldSpringLoad(at indexPath: IndexPath, context: any SpringLoadedInteractionContext) -> Bool {
        tableDelegate?.tableView(self, shouldSpringLoadRowAt: indexPath, with: context) ?? true
    }

    func performDrop(_ session: ItemDragSession, source: IndexPath, destination: IndexPath?, proposal: DropProposal,
                     record: ItemDropRecord) {
        guard let dropDelegate else { return }
        let size = cellForRow(at: source)?.bounds.size ?? .zero
        let coordinator = ItemDropCoordinator(
            items: session.items.map { ItemDropItem(dragItem: $0, sourceIndexPath: source, previewSize: size) },
            destinationIndexPath: destination,
            proposal: proposal as? TableViewDropProposal ?? TableViewDropProposal(operation: proposal.operation),
            session: session, record: record, placeholderHost: self)
        dropDelegate.tableView(self, performDropWith: coordinator)
    }
}

extension ItemDropCoordinator: TableViewDropCoordinator where Proposal == TableViewDropProposal {
    var items: [any TableViewDropItem] { dropItems }

    func drop(_ dragItem: DragItem, toRowAt indexPath: IndexPath) -> any DragAnimating {
        record.drop(dragItem, at: indexPath)
    }

    func drop(_ dragItem: DragItem, intoRowAt indexPath: IndexPath, rect: CGRect) -> any DragAnimating {
        record.drop(dragItem, at: indexPath)
    }

    func drop(_ dragItem: DragItem, to target: DragPreviewTarget) -> any DragAnimating {
        record.drop(dragItem, to: target)
    }

    func drop(_ dragItem: DragItem, to placeholder: TableViewDropPlaceholder) -> any TableViewDropPlaceholderContext {
        let update = placeholder.cellUpdateHandler, parameters = placeholder.previewParametersProvider
        return drop(dragItem, toPlaceholderAt: placeholder.insertionIndexPath, reuseIdentifier: placeholder.reuseIdentifier,
                    rowHeight: placeholder.rowHeight,
                    update: { cell in if let row = cell as? TableViewCell { update?(row) } },
                    previewParameters: { cell in (cell as? TableViewCell).flatMap { parameters?($0) } })
    }
}

extension ItemPlaceholderContext: TableViewDropPlaceholderContext {}

extension TableView: ItemPlaceholderHost {
    func dequeuePlaceholderCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell {
        dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    }
}

extension ItemDropItem: TableViewDropItem {}
