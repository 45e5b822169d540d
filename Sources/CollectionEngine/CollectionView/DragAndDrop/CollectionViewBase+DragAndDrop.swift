import CollectionData
import CollectionGeometry
import CollectionLayout
import Foundation
import ViewSystem

/// Dragging items and dropping them (UIKit's drag and drop delegates of collection and table views),
/// inside the view they come from.
///
/// - A touch resting 0.5 s on an item (when it opens no context menu), or a mouse dragging one beyond
///   10 points, asks the drag delegate for the items to drag (`itemsForBeginning`); with some, the item
///   lifts — its cell told `.lifting` then `.dragging` — and follows the pointer, and the drag delegate
///   hears `dragSessionWillBegin`.
/// - As the pointer moves over the view, the drop delegate is asked once whether it can handle the
///   session (`canHandle`, then `dropSessionDidEnter`), then for a proposal at each new place
///   (`dropSessionDidUpdate`, with the index path of the item under the pointer, or where the layout
///   would put the held item when the pointer is over no other item). A proposal that copies or
///   moves *at* the destination makes the other items room there, as an interactive movement does; one
///   that drops *into* the item there marks its cell targeted (`cellDropState`). Leaving the view's
///   visible bounds tells `dropSessionDidExit` and closes the gap; coming back asks again.
/// - Lifting the pointer performs the drop when the last proposal copies or moves: a move to another
///   place (at the destination) goes to the data source's `moveItemAt` when it implements it — as UIKit
///   reorders a drag inside one view — and otherwise to the drop delegate's `performDropWith`: the gap
///   and the item start back, animated, and the delegate's updates take the views over from there in
///   the same frame; its coordinator's animations run with them. Else the item goes back. The drop delegate hears `dropSessionDidEnd`, then the drag delegate
///   `dragSessionDidEnd`, and the cell `.none`.
///
/// - In a spring-loaded view (`isSpringLoaded`), a drag resting 1 s on an item other than its own
///   opens it when the delegate's `shouldSpringLoadItemAt` agrees: the item is selected as a tap
///   selects it (`didSelectItemAt`), once until the drag moves to another item.
///
/// Differences from UIKit: a drag drops only into the view it started from (no drags between views or
/// apps); one item is lifted, and `itemsForAddingTo` (adding items with another finger) is not asked.
extension CollectionViewBase {
    /// The front end's drag and drop delegates, when a press on an item may start a drag now.
    var draggingFrontEnd: (any ItemDragAndDropFrontEnd)? {
        guard let frontEnd = self as? any ItemDragAndDropFrontEnd, frontEnd.dragsItems else { return nil }
        return frontEnd
    }

    /// The drag in progress, if any.
    var itemDrag: ItemDrag? {
        if case .dragging(let drag) = pointerGesture { return drag }
        return nil
    }

    /// Starts a drag of `item` held at `point` (content coordinates) when the drag delegate gives items
    /// for it; whether it started.
    func beginDrag(of item: IndexPath, at point: CGPoint) -> Bool {
        guard movement == nil, let frontEnd = draggingFrontEnd, containsItem(at: item) else { return false }
        let session = ItemDragSession(host: self, location: point)
        let items = frontEnd.dragItems(forBeginning: session, at: item)
        guard !items.isEmpty else { return false }
        session.items = items
        session.allowsMoveOperation = frontEnd.dragSessionAllowsMoveOperation(session)
        session.isRestrictedToDraggingApplication = frontEnd.dragSessionIsRestrictedToDraggingApplication(session)
        unhighlight()
        let cell = cellForItem(at: item)
        cell?.setDragState(.lifting)
        guard liftItem(at: item, reflows: false) else {
            cell?.setDragState(.none)
            return false
        }
        if let center = movement?.position { grabOffset = CGPoint(x: center.x - point.x, y: center.y - point.y) }
        // The lift's look, asked as UIKit asks it: after the items, before the session begins.
        cell?.previewParameters = frontEnd.dragPreviewParameters(at: item)
        frontEnd.dragSessionWillBegin(session)
        cell?.setDragState(.dragging)
        pointerGesture = .dragging(ItemDrag(session: session, source: item, cell: cell))
        updateDrag(to: point)
        return true
    }

    /// Moves the drag to `point` (content coordinates): the drop delegate is asked about the new place
    /// and the item follows, the others making room when the proposal inserts it there.
    func updateDrag(to point: CGPoint) {
        guard var drag = itemDrag, let frontEnd = self as? any ItemDragAndDropFrontEnd else { return }
        drag.session.location = point
        let held = CGPoint(x: point.x + grabOffset.x, y: point.y + grabOffset.y)
        let inside = bounds.contains(point)
        if inside, !drag.isOverView {
            drag.isOverView = true
            drag.accepted = frontEnd.dropCanHandle(drag.session)
            if drag.accepted { frontEnd.dropSessionDidEnter(drag.session) }
        } else if !inside, drag.isOverView {
            drag.isOverView = false
            if drag.accepted { frontEnd.dropSessionDidExit(drag.session) }
        }
        // The item under the pointer, other than the dragged one's own place.
        let underPointer = inside ? indexPathForItem(at: point, excluding: movement?.current) : nil
        if drag.isOverView, drag.accepted, let movement {
            // That item, else where the layout would put the held item.
            let destination = underPointer ?? movementTarget(for: movement, at: held)
            let (proposal, intent) = frontEnd.dropProposal(for: drag.session, at: destination)
            drag.destination = destination
            drag.proposal = proposal
            drag.intent = resolved(intent, at: point, over: destination)
            // Dropping into an item opens no gap: the item is named as the data source has it.
            if drag.intent == .insertIntoDestination { drag.destination = movement.dataSourceIndexPath(for: destination) }
            if proposal.operation == .move, !drag.session.allowsMoveOperation {
                if !drag.reportedForbiddenMove {
                    report(.api, "the drop proposal moves the items, but the drag session does not allow moving them",
                           recovery: "the drop is forbidden")
                    drag.reportedForbiddenMove = true
                }
                drag.proposal = DropProposal(operation: .forbidden)
            }
        } else {
            drag.proposal = DropProposal(operation: .cancel)
            drag.intent = .unspecified
            drag.destination = nil
        }
        movement?.reflows = drag.performsDrop && drag.intent == .insertAtDestination
        // The item the pointer rests on, for spring loading: a new one starts its wait afresh.
        if underPointer != drag.hovered {
            drag.hovered = underPointer
            drag.hoveredSince = nil
            drag.hoveredItemSprang = false
        }
        pointerGesture = .dragging(drag)
        updateInteractiveMovementTargetPosition(held)
        updateDropStates(for: drag)
    }

    /// Ends the drag with the pointer lifted at `point`: performs the drop, or puts the item back.
    func endDrag(at point: CGPoint) {
        updateDrag(to: point)
        guard let drag = itemDrag, let frontEnd = self as? any ItemDragAndDropFrontEnd else { return }
        pointerGesture = nil
        grabOffset = .zero
        drag.cell?.previewParameters = nil
        if drag.performsDrop, let movement {
            let dataSource = self.frontEnd
            if drag.intent == .insertAtDestination, drag.proposal.operation == .move, movement.current != movement.original,
               dataSource.contentCanMoveItem(at: movement.original),
               dataSource.contentMoveItem(at: movement.original, to: movement.current) {
                // A reordering inside the view: the data source moves the item, as UIKit does.
                finishMovement(final: movement.current, cancelled: false)
            } else {
                performDrop(drag, frontEnd: frontEnd, movement: movement)
            }
        } else {
            cancelInteractiveMovement()
        }
        finishDrag(drag, frontEnd: frontEnd)
    }

    /// Cancels the drag: the item goes back, nothing is dropped.
    func cancelDrag() {
        guard let drag = itemDrag, let frontEnd = self as? any ItemDragAndDropFrontEnd else { return }
        pointerGesture = nil
        grabOffset = .zero
        drag.cell?.previewParameters = nil
        cancelInteractiveMovement()
        if drag.isOverView, drag.accepted { frontEnd.dropSessionDidExit(drag.session) }
        finishDrag(drag, frontEnd: frontEnd)
    }

    /// How long a drag rests on an item before a spring-loaded view opens it (this project's value).
    static let springLoadDelay: TimeInterval = 1

    /// Opens the item a drag has rested on for `springLoadDelay` in a spring-loaded view, when the
    /// delegate agrees: the item is selected as a tap selects it, once until the drag moves to another.
    func springLoadForDrag(at time: TimeInterval) {
        guard var drag = itemDrag, let item = drag.hovered, !drag.hoveredItemSprang,
              let frontEnd = self as? any ItemDragAndDropFrontEnd, frontEnd.springsLoadedItems else { return }
        guard let since = drag.hoveredSince else {
            drag.hoveredSince = time
            pointerGesture = .dragging(drag)
            return
        }
        guard time - since >= Self.springLoadDelay else { return }
        drag.hoveredItemSprang = true
        pointerGesture = .dragging(drag)
        let context = ItemSpringLoadedContext(session: drag.session, targetView: cellForItem(at: item))
        // The delegate hears the view's order, re-flow included, as a tap tells it.
        guard containsItem(at: item), frontEnd.shouldSpringLoad(at: item, context: context) else { return }
        tap(item, modifiers: [])
    }

    // MARK: Internals

    /// Hands the drop to the drop delegate, then settles what its updates did not move and runs the
    /// coordinator's animations.
    private func performDrop(_ drag: ItemDrag, frontEnd: any ItemDragAndDropFrontEnd, movement: InteractiveMovement) {
        let destination = drag.intent == .insertAtDestination ? movement.current : drag.destination
        let record = ItemDropRecord()
        // The preview a drop to a target flies: the dragged cell as the user left it.
        let preview = drag.cell.flatMap { cell in cell.window.map { (cell.snapshotView(afterScreenUpdates: false), cell.convert(cell.bounds, to: $0)) } }
        // Everything the drop animates (the delegate's updates included) runs in one transaction: the
        // cells items were dropped to wear the drop delegate's parameters until it completes.
        var dressed: [(cell: CollectionViewCell, parameters: PreviewParameters)] = []
        LayerTransaction.begin()
        LayerTransaction.setCompletionBlock {
            for (cell, parameters) in dressed where cell.previewParameters === parameters { cell.previewParameters = nil }
        }
        defer { LayerTransaction.commit() }
        // The re-flow is taken back and the item let go, both animated, so the delegate's updates,
        // starting in the same frame, take each view over from where the user left it (an animation
        // starts from the one it interrupts); without updates the items go back to their places.
        cancelInteractiveMovement()
        frontEnd.performDrop(drag.session, source: drag.source, destination: destination, proposal: drag.proposal, record: record)
        let duration = View.areAnimationsEnabled && window != nil ? Self.updateAnimationDuration : 0
        // Where items were dropped, and who says how the cell there is drawn meanwhile.
        var placed: [(indexPath: IndexPath, parameters: (CollectionViewCell) -> PreviewParameters?)] = []
        for drop in record.drops {
            guard drag.session.items.contains(where: { $0 === drop.item }) else {
                report(.api, "the drop coordinator was asked to drop a drag item that is not in the drop session", recovery: "ignored")
                continue
            }
            switch drop.destination {
            case .item(let indexPath) where !containsItem(at: indexPath):
                report(.api, "the drop coordinator was asked to drop at \(self.frontEnd.vocabulary.item) \(indexPath), which does not exist",
                       recovery: "the \(self.frontEnd.vocabulary.item) went where the updates put it")
            case .item(let indexPath):
                placed.append((indexPath, { _ in frontEnd.dropPreviewParameters(at: indexPath) }))
            case .placeholder(let placeholder):
                if placeholder.isActive { placed.append((placeholder.indexPath, placeholder.previewParameters)) }
            case .target(let target):
                if let (snapshot, frame) = preview, let snapshot { fly(snapshot, from: frame, to: target, duration: duration) }
            }
        }
        // Whatever the delegate's updates did not place (the item, when nothing moved it) goes to its place.
        View.animate(withDuration: duration) {
            self.layoutIfNeeded()
        }
        for (indexPath, parametersFor) in placed where duration > 0 {
            guard let cell = cellForItem(at: indexPath), let parameters = parametersFor(cell) else { continue }
            cell.previewParameters = parameters
            dressed.append((cell, parameters))
        }
        record.animator.run()
    }

    /// Flies a dropped item's preview from `frame` (window coordinates) to `target` over the drop
    /// animation, above everything in the window, and removes it at the end, as UIKit's preview goes
    /// once it reaches a target (without animation nothing flies). A target whose container is in
    /// another window, or in none, is reported.
    private func fly(_ preview: View, from frame: CGRect, to target: DragPreviewTarget, duration: TimeInterval) {
        guard let window, target.container.window === window else {
            report(.api, "the drop coordinator was asked to drop to a target whose container is not in the collection view's window",
                   recovery: "the item's preview was not shown going there")
            return
        }
        guard duration > 0 else { return }
        preview.frame = frame
        preview.isUserInteractionEnabled = false
        window.addSubview(preview)
        let center = target.container.convert(target.center, to: window)
        View.animate(withDuration: duration, animations: {
            preview.center = center
            preview.transform = target.transform
        }, completion: { _ in preview.removeFromSuperview() })
    }

    /// Tells everyone the drag ended and puts the cells' drag and drop states back.
    private func finishDrag(_ drag: ItemDrag, frontEnd: any ItemDragAndDropFrontEnd) {
        for cell in visibleCells { cell.setDropState(.none) }
        if drag.accepted { frontEnd.dropSessionDidEnd(drag.session) }
        frontEnd.dragSessionDidEnd(drag.session)
        drag.cell?.setDragState(.none)
    }

    /// A table's `.automatic` intent, decided by where the pointer is on the destination row: in its
    /// middle half, into the row; nearer an edge, at it.
    private func resolved(_ intent: ItemDropIntent, at point: CGPoint, over destination: IndexPath) -> ItemDropIntent {
        guard intent == .automatic else { return intent }
        guard let frame = layoutAttributesForItem(at: destination)?.frame, frame.contains(point) else { return .insertAtDestination }
        let along = scrollsAlongY ? (point.y - frame.minY) / Swift.max(frame.height, 1) : (point.x - frame.minX) / Swift.max(frame.width, 1)
        return (0.25...0.75).contains(along) ? .insertIntoDestination : .insertAtDestination
    }

    /// The cells' drop states: while an accepted drag is over the view, the one it would drop into is
    /// targeted and the others are not; otherwise none.
    private func updateDropStates(for drag: ItemDrag) {
        let over = drag.isOverView && drag.accepted
        let target = over && drag.performsDrop && drag.intent == .insertIntoDestination ? drag.destination : nil
        for cell in visibleCells where cell !== drag.cell {
            let state: CellConfigurationState.DropState
            if !over { state = .none } else if let target, indexPath(for: cell) == target { state = .targeted } else { state = .notTargeted }
            cell.setDropState(state)
        }
    }
}
