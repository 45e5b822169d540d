import CollectionWeb
import OpenCollectionView

/// Interactive reordering (F18): items of different sizes with the standard gesture (drag with the
/// mouse, or press and hold with a finger), and a horizontal paging variant where dragging to an edge
/// turns the page. Every `moveItemAt` the data source receives is shown on the page.
///
/// The drag-and-drop variant moves the tiles through the drag and drop delegates instead (iOS 11): a
/// tile held between two others moves there (the data source's `moveItemAt`, as UIKit reorders a
/// local drag), and one held over the middle of another tile combines with it — the targeted tile is
/// outlined (its `cellDropState`), and the drop delegate adds the numbers, deletes the dragged tile and
/// reloads the other. The tiles are all square there, so the others keep their places as room is made.
@MainActor
final class ReorderingScreen: GalleryScreen, CollectionViewDataSource, CollectionViewDelegateFlowLayout,
    CollectionViewDragDelegate, CollectionViewDropDelegate {
    nonisolated static let entry = WebScreenEntry(ScreenDescription(
        id: "reordering", title: "Reordering", group: GalleryGroup.whatsNew2016,
        summary: "Press and drag a tile to move it; the others make room",
        settings: [.toggle(name: "paging", title: "Horizontal paging variant", isOn: false),
                   .toggle(name: "dragAndDrop", title: "Drag and drop: drop on a tile to add it up", isOn: false)]
    )) { size in ReorderingScreen(size: size) }

    private(set) var items: [Int] = Array(0..<60)
    private let layout = CollectionViewFlowLayout.gallery(spacing: 10, inset: 16)
    private let registration = CellRegistration<CollectionViewCell, Int> { cell, _, number in
        let color = Palette.color(number * 3)
        cell.contentConfiguration = Palette.tile("\(number)", color: color)
        // A tile a drop would go into is ringed, outside its edge (the dragged tile covers the rest).
        cell.configurationUpdateHandler = { cell, state in
            var background = Palette.background(color, radius: 10)
            if state.cellDropState == .targeted {
                background.strokeColor = .label
                background.strokeWidth = 3
                background.strokeOutset = 5
            }
            cell.backgroundConfiguration = background
        }
    }
    /// Whether the tiles move through the drag and drop delegates (all tiles square, so the grid keeps
    /// its places while the others make room, and a tile stays under the pointer).
    private var usesDragAndDrop = false

    init(size: CGSize) {
        super.init(size: size, layout: layout)
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.installsStandardGestureForInteractiveMovement = true
    }

    /// Sizes that differ by item (the session's point: the layout re-flows around the moving item).
    static func size(of number: Int) -> CGSize {
        let widths: [CGFloat] = [80, 120, 80, 170, 100]
        return CGSize(width: widths[number % widths.count], height: number % 3 == 0 ? 120 : 80)
    }

    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        usesDragAndDrop ? CGSize(width: 100, height: 100) : Self.size(of: items[indexPath.item])
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { items.count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: items[indexPath.item])
    }

    func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }

    func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let item = items.remove(at: sourceIndexPath.item)
        items.insert(item, at: destinationIndexPath.item)
        post("moveItemAt (\(sourceIndexPath.section) - \(sourceIndexPath.item)) → (\(destinationIndexPath.section) - \(destinationIndexPath.item)), item \(item)")
    }

    override func apply(setting name: String, value: Double) -> Bool {
        switch name {
        case "paging":
            let paging = value != 0
            layout.scrollDirection = paging ? .horizontal : .vertical
            collectionView.isPagingEnabled = paging
        case "dragAndDrop":
            let dragging = value != 0
            usesDragAndDrop = dragging
            layout.invalidateLayout()
            collectionView.installsStandardGestureForInteractiveMovement = !dragging
            collectionView.dragDelegate = dragging ? self : nil
            collectionView.dropDelegate = dragging ? self : nil
            collectionView.dragInteractionEnabled = dragging
        default:
            return false
        }
        return true
    }

    // MARK: Drag and drop

    func collectionView(_ collectionView: CollectionView, itemsForBeginning session: any DragSession, at indexPath: IndexPath) -> [DragItem] {
        let number = items[indexPath.item]
        let item = DragItem(itemProvider: ItemProvider(object: "\(number)"))
        item.localObject = number
        return [item]
    }

    /// Between tiles, the tile moves there; over the middle half of another tile, it goes into it.
    func collectionView(_ collectionView: CollectionView, dropSessionDidUpdate session: any DropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> CollectionViewDropProposal {
        guard let destinationIndexPath, let cell = collectionView.cellForItem(at: destinationIndexPath),
              !cell.configurationState.isReordering else {
            return CollectionViewDropProposal(operation: .move, intent: .insertAtDestinationIndexPath)
        }
        let point = session.location(in: cell)
        let middle = cell.bounds.insetBy(dx: cell.bounds.width / 4, dy: cell.bounds.height / 4)
        return CollectionViewDropProposal(operation: .move, intent: middle.contains(point) ? .insertIntoDestinationIndexPath : .insertAtDestinationIndexPath)
    }

    /// Combines the dragged tile with the one it was dropped into.
    func collectionView(_ collectionView: CollectionView, performDropWith coordinator: any CollectionViewDropCoordinator) {
        guard coordinator.proposal.intent == .insertIntoDestinationIndexPath, let target = coordinator.destinationIndexPath,
              let dropped = coordinator.items.first, let source = dropped.sourceIndexPath, source != target,
              let number = dropped.dragItem.localObject as? Int else { return }
        let sum = items[target.item] + number
        collectionView.performBatchUpdates {
            self.items[target.item] = sum
            self.items.remove(at: source.item)
            collectionView.deleteItems(at: [source])
            collectionView.reloadItems(at: [target])
        }
        coordinator.drop(dropped.dragItem, intoItemAt: target.item > source.item ? IndexPath(item: target.item - 1, section: 0) : target,
                         rect: .zero)
        post("performDropWith: \(number) into \(sum - number) makes \(sum)")
    }
}
