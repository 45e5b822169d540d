import CollectionData
import CollectionGeometry
import CollectionLayout
import Foundation
import ViewSystem

extension CollectionViewBase {
    /// How long a moving item rests near an edge before a paging collection view turns the page.
    static let pageTurnDwell: TimeInterval = 0.5

    /// Starts moving an item interactively (F18); `false` when a movement is already running, the
    /// index path names no item, or the data source's `canMoveItemAt` says no.
    ///
    /// The item is lifted above the others (the layout's `layoutAttributesForInteractivelyMovingItem`)
    /// and follows `updateInteractiveMovementTargetPosition(_:)`; the other items re-flow around it,
    /// animated, and the data source is told once, at `endInteractiveMovement()`.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        layoutIfNeeded()
        guard movement == nil, containsItem(at: indexPath), frontEnd.hasContentSource,
              frontEnd.contentCanMoveItem(at: indexPath) else { return false }
        return liftItem(at: indexPath, reflows: true)
    }

    /// Lifts the item for a movement or a drag (its layout attributes for a moving item, its cell
    /// reordering); `reflows` says whether the others make room where it is held. `false` when a
    /// movement is running or the item has no attributes.
    func liftItem(at indexPath: IndexPath, reflows: Bool) -> Bool {
        guard movement == nil, let attributes = layoutAttributesForItem(at: indexPath) else { return false }
        let center = attributes.center
        movement = InteractiveMovement(original: indexPath, current: indexPath, position: center,
                                       positionInBounds: CGPoint(x: center.x - bounds.minX, y: center.y - bounds.minY), counts: counts,
                                       reflows: reflows)
        invalidateForMovement(previous: indexPath, previousPosition: center)
        layoutIfNeeded()
        // The lifted cell's configuration state says it is reordering.
        cellForItem(at: indexPath)?.isReordering = true
        return true
    }

    /// Moves the lifted item's centre to `targetPosition` (content coordinates); when the layout's
    /// `targetIndexPath(forInteractivelyMovingItem:withPosition:)` (then the delegate's
    /// `targetIndexPathForMoveOfItemFromOriginalIndexPath`) names another place, the items re-flow.
    /// NaN and infinite positions are ignored.
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard var movement, targetPosition.isFinitePoint else { return }
        let previousPosition = movement.position
        movement.position = targetPosition
        movement.positionInBounds = CGPoint(x: targetPosition.x - bounds.minX, y: targetPosition.y - bounds.minY)
        self.movement = movement
        // Without room made for it, the item's place is its own.
        let proposed = movement.reflows ? movementTarget(for: movement, at: targetPosition) : movement.original
        if proposed != movement.current, isValidMovementTarget(proposed, from: movement) {
            if movementCadence == .immediate || !movement.reflows {
                reflow(to: proposed)
            } else if movement.pendingTarget != proposed {
                // The cadence holds the re-flow back until the item has stayed over this place.
                self.movement?.pendingTarget = proposed
                self.movement?.pendingWait = 0
            }
        } else {
            self.movement?.pendingTarget = nil
        }
        invalidateForMovement(previous: self.movement?.current ?? proposed, previousPosition: previousPosition)
        layoutIfNeeded()
    }

    /// Ends the movement: the data source's `moveItemAt` is called once (when the item changed place)
    /// and the item settles into its place, animated.
    public func endInteractiveMovement() {
        guard let movement else { return }
        var final = movement.current
        if movement.original != movement.current {
            if !frontEnd.contentMoveItem(at: movement.original, to: movement.current) {
                report(.dataSource, "the data source does not implement \(frontEnd.vocabulary.moveItemMethod)", recovery: "the \(frontEnd.vocabulary.item) was put back")
                reflow(to: movement.original)
                final = movement.original
            }
        }
        finishMovement(final: final, cancelled: final != movement.current)
    }

    /// Cancels the movement: the item goes back where it started, and the data source is not told.
    public func cancelInteractiveMovement() {
        guard let movement else { return }
        if movement.current != movement.original { reflow(to: movement.original) }
        finishMovement(final: movement.original, cancelled: true)
    }

    /// Whether what the view shows has changes its data source has not been told: `true` while an
    /// item (a table's row) is being moved interactively, from `beginInteractiveMovementForItem(at:)`
    /// (or a reorder control's drag) until the movement ends or is cancelled. Avoid `reloadData()`
    /// then, as UIKit asks: it ends the movement without telling the data source.
    ///
    /// A drag of an item counts from its start to its drop: the dragged item is lifted as a moving one,
    /// and a proposal that inserts at the destination re-flows the others the same way.
    /// Drop placeholders not yet committed or deleted count too.
    public var hasUncommittedUpdates: Bool { movement != nil || !placeholders.isEmpty }

    /// Where the layout (then the delegate's `targetIndexPathForMoveOfItemFromOriginalIndexPath`)
    /// would put the moving item held at `position` (content coordinates).
    func movementTarget(for movement: InteractiveMovement, at position: CGPoint) -> IndexPath {
        let layout = collectionViewLayout
        let layoutPoint = layout.isFlippedInHost ? position.mirroredHorizontally(inWidth: contentSize.width) : position
        let proposed = layout.targetIndexPath(forInteractivelyMovingItem: movement.current, withPosition: layoutPoint)
        return frontEnd.delegateTargetIndexPathForMove(fromOriginal: movement.original, current: movement.current, proposed: proposed)
    }

    /// The data source's index path for an index path of the live re-flow: the same outside a
    /// movement, less the drop placeholders before it.
    func dataSourceIndexPath(for indexPath: IndexPath) -> IndexPath {
        let shown = movement?.dataSourceIndexPath(for: indexPath) ?? indexPath
        return placeholders.isEmpty ? shown : placeholders.dataSourceIndexPath(for: shown)
    }

    /// The attributes of the lifted item, in the collection view's coordinates.
    func movingItemAttributes(for indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard let movement, movement.current == indexPath else { return nil }
        let layout = collectionViewLayout
        let layoutPoint = layout.isFlippedInHost ? movement.position.mirroredHorizontally(inWidth: contentSize.width) : movement.position
        return displayed(layout.layoutAttributesForInteractivelyMovingItem(at: indexPath, withTargetPosition: layoutPoint))
    }

    // MARK: Autoscroll

    /// Scrolls while the moving item is near an edge: continuously, faster closer to the edge, or
    /// (paging) one page, animated, after it rested there `pageTurnDwell` seconds (the rest starts
    /// again once the page has turned).
    func autoscrollForMovement(at time: TimeInterval) {
        guard var movement else { return }
        let elapsed = movement.lastFrameTime.map { Swift.max(0, time - $0) } ?? 0
        movement.lastFrameTime = time
        let point = movement.positionInBounds
        let held = CGPoint(x: point.x + bounds.minX, y: point.y + bounds.minY)
        if held != movement.position {
            // The content moved under the pointer (a page turning): the item moves through it.
            self.movement = movement
            updateInteractiveMovementTargetPosition(held)
            guard let moved = self.movement else { return }
            movement = moved
        }
        if let pending = movement.pendingTarget {
            // The item has stayed over a new place for the cadence's delay: the others make room.
            movement.pendingWait += elapsed
            if movement.pendingWait >= movementCadence.delay || !movement.reflows {
                movement.pendingTarget = nil
                self.movement = movement
                let previous = movement.current
                if isValidMovementTarget(pending, from: movement) { reflow(to: pending) }
                invalidateForMovement(previous: previous, previousPosition: movement.position)
                guard let moved = self.movement else { return }
                movement = moved
            }
        }
        if isAnimatingScroll {
            // A page is turning: wait for it.
            self.movement = movement
            return
        }
        let vertical = scrollsAlongY
        let coordinate = vertical ? point.y : point.x
        let length = vertical ? bounds.height : bounds.width
        let direction = EdgeAutoscroll.direction(at: coordinate, length: length)
        guard direction != 0 else {
            movement.edgeDwell = 0
            self.movement = movement
            return
        }
        var offset = contentOffset
        if isPagingEnabled {
            movement.edgeDwell += elapsed
            self.movement = movement
            guard movement.edgeDwell >= Self.pageTurnDwell else { return }
            self.movement?.edgeDwell = 0
            if vertical { offset.y += direction * length } else { offset.x += direction * length }
            let page = clampedContentOffset(offset)
            // The page turns over 0.3 s; the item follows the content frame by frame.
            if page != contentOffset { setContentOffset(page, animated: true) }
            return
        } else {
            let step = EdgeAutoscroll.step(at: coordinate, length: length, elapsed: elapsed)
            self.movement = movement
            if vertical { offset.y += step } else { offset.x += step }
        }
        let clamped = clampedContentOffset(offset)
        guard clamped != contentOffset else { return }
        contentOffset = clamped
        // The pointer stays where it is on screen, so the item moves through the content.
        updateInteractiveMovementTargetPosition(CGPoint(x: point.x + bounds.minX, y: point.y + bounds.minY))
    }

    // MARK: Internals

    private func isValidMovementTarget(_ target: IndexPath, from movement: InteractiveMovement) -> Bool {
        guard target.isCollectionIndexPath, movement.counts.indices.contains(target.section), target.item >= 0 else { return false }
        let limit = movement.counts[target.section] - (target.section == movement.current.section ? 1 : 0)
        return target.item <= limit
    }

    /// Moves the lifted item from its current place to `target` in the live re-flow, animated.
    private func reflow(to target: IndexPath) {
        guard var movement else { return }
        var batch = BatchUpdate()
        batch.moveItem(at: movement.current, to: target)
        var after = movement.counts
        if target.section != movement.current.section {
            after[movement.current.section] -= 1
            after[target.section] += 1
        }
        movement.current = target
        movement.counts = after
        self.movement = movement
        commit(batch, counts: after) { _ in }
    }

    private func invalidateForMovement(previous: IndexPath, previousPosition: CGPoint) {
        guard let movement else { return }
        let layout = collectionViewLayout
        layout.invalidateLayout(with: layout.invalidationContext(forInteractivelyMovingItems: [movement.current], withTargetPosition: movement.position,
                                                                 previousIndexPaths: [previous], previousPosition: previousPosition))
        setNeedsLayout()
    }

    /// Puts the moving item down at `final` (`cancelled` when that is not where the re-flow held it),
    /// animated; the layout hears the movement ended.
    func finishMovement(final: IndexPath, cancelled: Bool) {
        guard let movement else { return }
        self.movement = nil
        for cell in visibleCells where cell.isReordering { cell.isReordering = false }
        let layout = collectionViewLayout
        if !cancelled, movement.original != final {
            // The data source moved the item: its counts now match the re-flow.
            loaded.counts = fetchCounts()
        }
        layout.invalidateLayout(with: layout.invalidationContextForEndingInteractiveMovementOfItems(
            toFinalIndexPaths: [final], previousIndexPaths: [movement.original], movementCancelled: cancelled))
        View.animate(withDuration: View.areAnimationsEnabled && window != nil ? Self.updateAnimationDuration : 0) {
            self.setNeedsLayout()
            self.layoutIfNeeded()
        }
        frontEnd.didFinishMovement()
    }
}
