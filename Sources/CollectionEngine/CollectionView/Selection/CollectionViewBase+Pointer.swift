import CollectionGeometry
import CollectionLayout
import Foundation
import ViewSystem

/// Taps, highlight, rubber-band selection and the standard reordering gesture (F11, F18, F30).
///
/// - A touch highlights its item after resting 0.1 s (so a scroll that starts at once never
///   highlights) and selects it when lifted; a mouse highlights at once.
/// - A touch resting 0.5 s on an item opens its context menu when the delegate gives one; otherwise
///   it starts a drag when the drag delegate gives items (`CollectionViewBase+DragAndDrop.swift`);
///   otherwise, with `installsStandardGestureForInteractiveMovement`, a touch resting 0.5 s on a
///   movable item starts an interactive movement that follows the pointer. A mouse dragging an item
///   beyond 10 points starts a drag, else the movement, the same way. A secondary click opens the
///   context menu too.
/// - With `allowsMultipleSelection`, a mouse dragging from empty space selects the items its rectangle
///   touches (shift or command add to the selection); held near an edge, it scrolls.
/// - The multiple-selection interaction (UIKit's two-finger pan): where the delegate's
///   `shouldBeginMultipleSelectionInteractionAt` agrees, a mouse dragging from an item (in a view
///   without the standard movement gesture), or any pointer dragging from an item's
///   multiple-selection control in editing mode, sweeps: the view enters editing mode if
///   `allowsMultipleSelectionDuringEditing` asks for it, and the items from the first to the one under
///   the pointer are selected (or deselected, when the first was selected); held near an edge, it
///   scrolls.
extension CollectionViewBase: PointerInteracting {
    /// How long a touch rests before its item highlights.
    static let touchHighlightDelay: TimeInterval = 0.1
    /// How long a touch rests on an item before the standard gesture lifts it for moving.
    static let movementPressDuration: TimeInterval = 0.5

    package func pointerDown(_ event: PointerEvent, at point: CGPoint, time: TimeInterval) -> PointerClaim {
        // A drag whose pointer went away unseen ends first.
        cancelDrag()
        pointerGesture = nil
        if swipes.pointerWillGoDown(at: point, item: indexPathForItem(at: point), in: self) { return .none }
        frontEnd.pointerWillGoDown(at: point)
        if let item = indexPathForItem(at: point) {
            if frontEnd.grabsItemForMovement(at: point, item: item) {
                // A reorder control: any pointer drags the item at once.
                unhighlight()
                pointerGesture = .press(item: item, kind: .mouse, modifiers: event.modifiers, start: point)
                return .drag
            }
            let movable = installsStandardGestureForInteractiveMovement
            let draggable = draggingFrontEnd != nil
            guard allowsSelection || movable || draggable else { return .none }
            if allowsSelection, sweepMayStart(at: point, on: item, kind: event.kind, movable: movable || draggable) {
                pointerGesture = .sweepPress(item: item, modifiers: event.modifiers, start: point)
                if event.kind == .mouse { _ = highlight(item) }
                return .drag
            }
            pointerGesture = .press(item: item, kind: event.kind, modifiers: event.modifiers, start: point)
            if event.kind == .mouse {
                if allowsSelection { _ = highlight(item) }
                return movable || draggable ? .drag : .tap
            }
            return .tap
        }
        guard event.kind == .mouse, allowsSelection, frontEnd.selectsMultipleItems else { return .none }
        let adding = event.modifiers.contains(.shift) || event.modifiers.contains(.command)
        if !adding {
            for item in selection.selected.sorted() { userDeselect(item) }
        }
        pointerGesture = .rubberBand(origin: point, base: selection.selected, adding: adding, pointer: pointInBounds(point), lastFrameTime: nil)
        rubberBandRect = CGRect(origin: point, size: .zero)
        return .drag
    }

    package func pointerHeld(at point: CGPoint, for duration: TimeInterval, time: TimeInterval) -> PointerClaim {
        if case .sweepPress(let item, _, _) = pointerGesture {
            if duration >= Self.touchHighlightDelay, selection.highlighted != item { _ = highlight(item) }
            return .drag
        }
        if case .sweeping = pointerGesture { return .drag }
        guard case .press(let item, .touch, let modifiers, _) = pointerGesture else { return .tap }
        if duration >= Self.movementPressDuration {
            // The long press: the item's context menu if the delegate gives one, else a movement.
            if presentContextMenu(forItemAt: item, at: point) {
                pointerGesture = nil
                return .tap
            }
            if beginDrag(of: item, at: point) { return .drag }
            if installsStandardGestureForInteractiveMovement {
                unhighlight()
                if beginInteractiveMovementForItem(at: item) {
                    pointerGesture = .moving
                    updateInteractiveMovementTargetPosition(point)
                    return .drag
                }
            }
            pointerGesture = .held(item: item, modifiers: modifiers)
        }
        if allowsSelection, duration >= Self.touchHighlightDelay, selection.highlighted != item { _ = highlight(item) }
        return .tap
    }

    package func pointerDragged(_ event: PointerEvent, to point: CGPoint, time: TimeInterval) {
        switch pointerGesture {
        case .press(let item, .mouse, _, let start):
            guard hypot(point.x - start.x, point.y - start.y) > Window.dragSlop else { return }
            unhighlight()
            // A reorder control moves its item; elsewhere the drag delegate may drag it.
            let grabbed = frontEnd.grabsItemForMovement(at: start, item: item)
            if !grabbed, beginDrag(of: item, at: start) {
                updateDrag(to: point)
                return
            }
            if grabbed || installsStandardGestureForInteractiveMovement, beginInteractiveMovementForItem(at: item) {
                pointerGesture = .moving
                // Keep the grab offset: the item moves by the pointer's translation.
                if let center = movement?.position {
                    updateInteractiveMovementTargetPosition(CGPoint(x: center.x + point.x - start.x, y: center.y + point.y - start.y))
                    grabOffset = CGPoint(x: center.x - start.x, y: center.y - start.y)
                }
            } else {
                pointerGesture = nil
            }
        case .moving:
            updateInteractiveMovementTargetPosition(CGPoint(x: point.x + grabOffset.x, y: point.y + grabOffset.y))
        case .dragging:
            updateDrag(to: point)
        case .sweepPress(let item, _, let start):
            guard hypot(point.x - start.x, point.y - start.y) > Window.dragSlop else { return }
            unhighlight()
            beginSweep(at: item, to: point)
        case .sweeping(var sweep, _, let lastFrameTime):
            pointerGesture = .sweeping(sweep, pointer: pointInBounds(point), lastFrameTime: lastFrameTime)
            // Over the gap between items the sweep keeps its end.
            guard let item = indexPathForItem(at: point) else { return }
            applySweep(sweep.move(to: item, counts: numberOfItems(inSection:)))
            pointerGesture = .sweeping(sweep, pointer: pointInBounds(point), lastFrameTime: lastFrameTime)
        case .rubberBand(let origin, let base, let adding, _, let lastFrameTime):
            pointerGesture = .rubberBand(origin: origin, base: base, adding: adding, pointer: pointInBounds(point), lastFrameTime: lastFrameTime)
            dragRubberBand(from: origin, to: point, base: base)
        default:
            break
        }
    }

    package func pointerUp(_ event: PointerEvent, at point: CGPoint, time: TimeInterval) {
        if itemDrag != nil {
            endDrag(at: point)
            return
        }
        let gesture = pointerGesture
        pointerGesture = nil
        grabOffset = .zero
        switch gesture {
        case .press(let item, _, let modifiers, _), .held(let item, let modifiers), .sweepPress(let item, let modifiers, _):
            if allowsSelection { tap(item, modifiers: modifiers.union(event.modifiers)) } else { unhighlight() }
        case .sweeping:
            frontEnd.delegateDidEndMultipleSelectionInteraction()
        case .moving:
            endInteractiveMovement()
        case .rubberBand:
            rubberBandRect = nil
        case .dragging, nil:
            break
        }
    }

    package func pointerCancelled() {
        if itemDrag != nil {
            cancelDrag()
            return
        }
        let gesture = pointerGesture
        pointerGesture = nil
        grabOffset = .zero
        unhighlight()
        switch gesture {
        case .moving: cancelInteractiveMovement()
        case .rubberBand: rubberBandRect = nil
        case .sweeping: frontEnd.delegateDidEndMultipleSelectionInteraction()
        default: break
        }
    }

    // MARK: Multiple-selection sweeps

    /// Whether a drag from `point` on `item` may sweep a multiple selection: the view can select
    /// several items (now, or in the editing mode a sweep enters), the pointer is a mouse in a view
    /// without the standard movement gesture or is on the item's multiple-selection control, and the
    /// delegate agrees.
    private func sweepMayStart(at point: CGPoint, on item: IndexPath, kind: PointerEvent.Kind, movable: Bool) -> Bool {
        guard frontEnd.selectsMultipleItemsWhenSweeping,
              (kind == .mouse && !movable) || frontEnd.multipleSelectionControlContains(point, item: item) else { return false }
        return frontEnd.delegateShouldBeginMultipleSelectionInteraction(at: item)
    }

    /// Begins a sweep on `item`: editing mode if asked for, the delegate's `didBegin`, then the first
    /// item and those up to `point` take the sweep's state.
    private func beginSweep(at item: IndexPath, to point: CGPoint) {
        frontEnd.beginMultipleSelectionEditing()
        guard frontEnd.selectsMultipleItems, containsItem(at: item) else {
            pointerGesture = nil
            return
        }
        var sweep = MultipleSelectionSweep(start: item, base: selection.selected)
        frontEnd.delegateDidBeginMultipleSelectionInteraction(at: item)
        applySweep([(item, sweep.selects)])
        if let over = indexPathForItem(at: point) { applySweep(sweep.move(to: over, counts: numberOfItems(inSection:))) }
        pointerGesture = .sweeping(sweep, pointer: pointInBounds(point), lastFrameTime: nil)
    }

    /// Selects or deselects the swept items as the user would (the delegate asked and told).
    private func applySweep(_ changes: [(IndexPath, Bool)]) {
        for (item, selects) in changes where containsItem(at: item) && selection.selected.contains(item) != selects {
            if selects { userSelect(item, deselectingOthers: false) } else { userDeselect(item) }
        }
    }

    /// Stretches the rubber band from `origin` to `point` (content coordinates) and selects what it touches.
    private func dragRubberBand(from origin: CGPoint, to point: CGPoint, base: Set<IndexPath>) {
        let rect = CGRect(x: Swift.min(origin.x, point.x), y: Swift.min(origin.y, point.y),
                          width: abs(point.x - origin.x), height: abs(point.y - origin.y))
        rubberBandRect = rect
        updateRubberBand(rect, base: base)
    }

    // MARK: Autoscroll

    /// Scrolls while a sweep or a rubber band is held near an edge (as a moving item does); the sweep
    /// and the band follow the content passing under the still pointer.
    func autoscrollForDrag(at time: TimeInterval) {
        switch pointerGesture {
        case .sweeping(var sweep, let pointer, let lastFrameTime):
            pointerGesture = .sweeping(sweep, pointer: pointer, lastFrameTime: time)
            guard scrollNearEdge(pointer: pointer, elapsed: lastFrameTime.map { time - $0 } ?? 0),
                  let item = indexPathForItem(at: pointInContent(pointer)) else { return }
            applySweep(sweep.move(to: item, counts: numberOfItems(inSection:)))
            pointerGesture = .sweeping(sweep, pointer: pointer, lastFrameTime: time)
        case .rubberBand(let origin, let base, let adding, let pointer, let lastFrameTime):
            pointerGesture = .rubberBand(origin: origin, base: base, adding: adding, pointer: pointer, lastFrameTime: time)
            guard scrollNearEdge(pointer: pointer, elapsed: lastFrameTime.map { time - $0 } ?? 0) else { return }
            dragRubberBand(from: origin, to: pointInContent(pointer), base: base)
        default:
            return
        }
    }

    /// Scrolls along the scrolling axis for a pointer at `pointer` (visible-bounds coordinates) held
    /// `elapsed` seconds near an edge; whether the content moved.
    private func scrollNearEdge(pointer: CGPoint, elapsed: TimeInterval) -> Bool {
        let vertical = scrollsAlongY
        let step = EdgeAutoscroll.step(at: vertical ? pointer.y : pointer.x, length: vertical ? bounds.height : bounds.width,
                                       elapsed: Swift.max(0, elapsed))
        guard step != 0 else { return false }
        var offset = contentOffset
        if vertical { offset.y += step } else { offset.x += step }
        let clamped = clampedContentOffset(offset)
        guard clamped != contentOffset else { return false }
        contentOffset = clamped
        return true
    }

    /// A point of the collection view (content coordinates) in its visible bounds.
    private func pointInBounds(_ point: CGPoint) -> CGPoint {
        CGPoint(x: point.x - bounds.minX, y: point.y - bounds.minY)
    }

    /// A point of the visible bounds in content coordinates.
    private func pointInContent(_ point: CGPoint) -> CGPoint {
        CGPoint(x: point.x + bounds.minX, y: point.y + bounds.minY)
    }

    /// Selects the items `rect` touches (content coordinates) in addition to `base`, deselecting those
    /// it no longer touches.
    private func updateRubberBand(_ rect: CGRect, base: Set<IndexPath>) {
        let layout = collectionViewLayout
        let query = layout.isFlippedInHost ? rect.mirroredHorizontally(inWidth: contentSize.width) : rect
        var touched = Set<IndexPath>()
        if rect.width > 0 || rect.height > 0 {
            for attributes in layout.layoutAttributesForElements(in: query) ?? []
            where attributes.representedElementCategory == .cell && containsItem(at: attributes.indexPath)
                && attributes.frame.intersects(query) {
                touched.insert(attributes.indexPath)
            }
        }
        for item in selection.selected.sorted() where !base.contains(item) && !touched.contains(item) { userDeselect(item, asking: false) }
        for item in touched.sorted() where !selection.selected.contains(item) { userSelect(item, deselectingOthers: false) }
    }
}
