import CollectionData
import CollectionGeometry
import CollectionLayout
import Foundation
import ViewSystem

extension CollectionViewBase {
    /// How long a batch update animates (UIKit's default for collection view updates).
    static let updateAnimationDuration: TimeInterval = 0.3

    /// Animates several inserts, deletes, reloads, reconfigures and moves as one update (F9, F10).
    ///
    /// Change your model inside `updates` and name the changes there (`insertItems(at:)` …); nested
    /// calls merge into the outermost one. When the block returns, the batch is validated against the
    /// counts loaded before it and the counts the data source answers now.
    ///
    /// - A valid batch is laid out at once and animates for 0.3 s: the layout receives
    ///   `prepare(forCollectionViewUpdates:)`, elements that appear start from
    ///   `initialLayoutAttributesForAppearingItem(at:)` (default: faded in where they end, or sliding
    ///   from where they were when they were near the screen), elements that go end at
    ///   `finalLayoutAttributesForDisappearingItem(at:)` (default: faded out where they were), moved
    ///   and shifted elements slide, reloaded items cross-fade and reconfigured items keep their cell.
    ///   Selection, focus and prefetching follow the items. `completion(true)` runs when the animation
    ///   ends (`false` when another animation interrupted it); with animations disabled
    ///   (`View.performWithoutAnimation(_:)`) or without a window, everything applies at once and
    ///   `completion(true)` runs before this method returns.
    /// - An invalid batch is reported to `diagnosticHandler` — one diagnostic per broken rule, with
    ///   UIKit's wording — and recovered with `reloadData()`; `completion(false)` runs at once.
    ///   UIKit raises an exception instead.
    ///
    /// Calling it with no changes animates whatever the layout's invalidation changed (self-sizing,
    /// new metrics), as in UIKit.
    ///
    /// - Complexity: O(c log c + v) for c changes and v elements near the screen; never O(items).
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        openBatch()
        updates?()
        closeBatch(completion: completion)
    }

    /// Opens a batch (nested batches join the outermost one).
    func openBatch() {
        // Lay out what is pending first, so the update animates from what is on screen.
        if !batches.isOpen { layoutIfNeeded() }
        _ = batches.open()
    }

    /// Closes a batch; closing the outermost one commits it (a nested batch completes with it).
    func closeBatch(completion: ((Bool) -> Void)?) {
        guard let (batch, completions) = batches.close(completion: completion) else { return }
        commit(batch) { finished in completions.forEach { $0(finished) } }
    }

    /// Inserts sections at these (after-update) indices; animated, as its own batch outside `performBatchUpdates`.
    public func insertSections(_ sections: IndexSet) { record { $0.insertSections(sections) } }
    /// Deletes the sections at these (before-update) indices.
    public func deleteSections(_ sections: IndexSet) { record { $0.deleteSections(sections) } }
    /// Reloads the sections at these (before-update) indices: their views are replaced, cross-fading.
    public func reloadSections(_ sections: IndexSet) { record { $0.reloadSections(sections) } }
    /// Moves a section.
    public func moveSection(_ section: Int, toSection newSection: Int) { record { $0.moveSection(section, toSection: newSection) } }
    /// Inserts items at these (after-update) index paths.
    public func insertItems(at indexPaths: [IndexPath]) { record { $0.insertItems(at: indexPaths) } }
    /// Deletes the items at these (before-update) index paths.
    public func deleteItems(at indexPaths: [IndexPath]) { record { $0.deleteItems(at: indexPaths) } }
    /// Reloads the items at these (before-update) index paths: new cells replace the old ones, cross-fading.
    public func reloadItems(at indexPaths: [IndexPath]) { record { $0.reloadItems(at: indexPaths) } }
    /// Moves an item.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { record { $0.moveItem(at: indexPath, to: newIndexPath) } }
    /// Reconfigures the items at these (before-update) index paths in their existing cells: the data
    /// source's `cellForItemAt` runs again and `dequeueReusableCell` hands back the item's cell as it is
    /// (no `prepareForReuse()`); cells that are not loaded are left alone.
    public func reconfigureItems(at indexPaths: [IndexPath]) { record { $0.reconfigureItems(at: indexPaths) } }

    /// Adds a change to the open batch, or performs it as a batch of its own.
    private func record(_ change: @escaping (inout BatchUpdate) -> Void) {
        if batches.isOpen {
            change(&batches.batch)
        } else {
            performBatchUpdates({ change(&self.batches.batch) })
        }
    }

    // MARK: Committing

    /// Validates `batch` and lays it out, animated; reports and reloads when it is invalid: batch →
    /// plan → layout pass in update mode → result → animation (Guides/Engine.md).
    ///
    /// - Parameter counts: the counts after the batch; by default the data source's (an interactive
    ///   movement re-flows items before the data source has moved anything).
    func commit(_ batch: BatchUpdate, counts afterCounts: [Int]? = nil, completion: @escaping (Bool) -> Void) {
        guard let plan = plan(batch, countsAfter: afterCounts ?? fetchCounts()) else {
            reloadData()
            layoutIfNeeded()
            swipes.didCommitUpdate(in: self)
            frontEnd.didCommitUpdate()
            completion(false)
            return
        }
        finishDisappearingViews()
        loaded.counts = plan.countsAfter
        loaded.indexPathsChanged()
        selection.remap(through: plan.mapping)
        prefetchState.remap(through: plan.mapping)
        if !placeholders.isEmpty { placeholders.remap(through: plan.mapping) }

        // Views on screen follow their elements; deleted and reloaded ones leave. Views kept near the
        // screen and cells prepared ahead follow theirs too (or go back to their queues).
        let gone = elements.remapVisible(through: plan.mapping)
        elements.remapOffscreen(through: plan.mapping)
        if plan.countsAfter != plan.mapping.numberOfItemsBefore {
            // Items came or went: the cells on screen tell assistive technologies their new place.
            for view in elements.visible.values where view is CollectionViewCell { view.needsRenderUpdate = true }
        }
        reconfigure(plan.reconfiguredItems)

        let layout = collectionViewLayout
        // A batch that only reconfigures moves nothing: the layout stays as it is (a reconfigured cell
        // that changes size invalidates it as any self-sizing cell does), so a model arriving for a
        // cell does not cost a full layout of the collection.
        if !(batch.isReconfigureOnly && plan.countsAfter == plan.mapping.numberOfItemsBefore) {
            let context = layout.makeInvalidationContext()
            context.invalidateEverything = true
            context.invalidateDataSourceCounts = true
            context.updateMapping = plan.mapping
            layout.invalidateLayout(with: context)
        }
        runAnimatedLayoutPass(plan, gone: gone, finalAttributes: { oldKey, view in
            self.finalAttributes(forDisappearing: oldKey, view: view, reloadedAt: plan.reloadDestinations)
        }, finish: { layout.finalizeCollectionViewUpdates() }, completion: completion)
        swipes.didCommitUpdate(in: self)
        frontEnd.didCommitUpdate()
    }

    /// The plan of `batch` against the counts loaded now and `countsAfter`; `nil` (each broken rule
    /// reported in UIKit's words) when the batch is invalid.
    func plan(_ batch: BatchUpdate, countsAfter after: [Int]) -> UpdatePlan? {
        let validated: ValidatedBatchUpdate
        do {
            validated = try batch.validated(numberOfItemsBefore: counts, numberOfItemsAfter: after, wording: frontEnd.vocabulary.batchWording)
        } catch {
            for violation in error.violations {
                report(.batchUpdate, violation.message, recovery: "reloaded the data")
            }
            return nil
        }
        let animated = View.areAnimationsEnabled && window != nil
        return UpdatePlan(
            mapping: validated.mapping, updateItems: validated.updateItems, isAnimated: animated,
            // Where items near the screen are now, so those that come on screen can slide in from there.
            attributesBefore: animated ? cellAttributesNearScreen() : [:],
            reloadDestinations: Dictionary(validated.reloadedItems.map { ($0.source, $0.destination) }, uniquingKeysWith: { first, _ in first }),
            reconfiguredItems: validated.reconfiguredItems.map(\.destination), countsAfter: after, movement: movement)
    }

    /// Runs a layout pass for `plan` inside an animation (unless the plan does not animate): views on
    /// screen move to their new attributes, new ones start where `initialAttributes(forAppearing:…)`
    /// says, `gone` views animate to `finalAttributes` and the views the pass hands back slide to their
    /// new place; both kinds leave when the animation ends.
    func runAnimatedLayoutPass(_ plan: UpdatePlan, gone: [(oldKey: ElementKey, view: CollectionReusableView)],
                               finalAttributes: @escaping (ElementKey, CollectionReusableView) -> CollectionViewLayoutAttributes,
                               targetOffset: @escaping (CGPoint) -> CGPoint = { $0 },
                               finish: @escaping () -> Void, completion: @escaping (Bool) -> Void) {
        var leaving: [DisappearingView] = []
        let layout = collectionViewLayout
        View.animate(withDuration: plan.isAnimated ? Self.updateAnimationDuration : 0, animations: {
            // `prepare(forCollectionViewUpdates:)` follows the layout's `prepare()`, in the first pass only.
            // An update that follows a reload not laid out yet replaces the views on screen first.
            var result = self.performLayoutPass(.update(plan, replacingVisibleViews: self.pass.needsFullReload), afterPrepare: {
                if let items = plan.updateItems { layout.prepare(forCollectionViewUpdates: items) }
            })
            let clamped = self.clampedContentOffset(targetOffset(self.contentOffset))
            if !self.isTracking, clamped != self.contentOffset {
                self.contentOffset = clamped
                let again = self.performLayoutPass(.update(plan, replacingVisibleViews: false))
                result.leaving += again.leaving
                result.deferredCells = result.deferredCells || again.deferredCells
            }
            self.pass.hasDeferredCells = result.deferredCells
            for (oldKey, view) in gone {
                view.applyLayoutAttributes(finalAttributes(oldKey, view))
                leaving.append(DisappearingView(view: view, key: oldKey))
            }
            for (key, view) in result.leaving {
                if let attributes = self.layoutAttributes(for: key) { view.applyLayoutAttributes(self.displayed(attributes)) }
                leaving.append(DisappearingView(view: view, key: key))
            }
            finish()
        }, completion: { [weak self] finished in
            self?.removeDisappearingViews(leaving)
            completion(finished)
        })
        elements.addDisappearing(leaving.filter { $0.view.superview != nil })
    }

    /// Cell attributes in about a screen around the visible area, by index path (displayed coordinates).
    func cellAttributesNearScreen() -> [IndexPath: CollectionViewLayoutAttributes] {
        var result: [IndexPath: CollectionViewLayoutAttributes] = [:]
        let near = extended(layoutVisibleRect, before: visibleLength, after: visibleLength)
        for attributes in collectionViewLayout.layoutAttributesForElements(in: near) ?? []
        where attributes.representedElementCategory == .cell && attributes.frame.isUsableFrame {
            result[attributes.indexPath] = displayed(attributes)
        }
        return result
    }

    /// Where a view of a deleted or reloaded element ends: the layout's final attributes, or where it
    /// was, faded out (a reloaded item's old cell fades out at the item's new place).
    private func finalAttributes(forDisappearing oldKey: ElementKey, view: CollectionReusableView,
                                 reloadedAt destinations: [IndexPath: IndexPath]) -> CollectionViewLayoutAttributes {
        let layout = collectionViewLayout
        let fromLayout: CollectionViewLayoutAttributes? = switch oldKey.category {
        case .cell: layout.finalLayoutAttributesForDisappearingItem(at: oldKey.indexPath)
        case .supplementaryView: layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: oldKey.kind, at: oldKey.indexPath)
        case .decorationView: layout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: oldKey.kind, at: oldKey.indexPath)
        }
        if let fromLayout, fromLayout.frame.isUsableFrame { return displayed(fromLayout) }
        return frontEnd.adjustDisappearingAttributes(defaultFinalAttributes(forDisappearing: oldKey, view: view, reloadedAt: destinations),
                                            key: oldKey)
    }

    /// Where a disappearing view ends when the layout does not say: where it was, faded out.
    private func defaultFinalAttributes(forDisappearing oldKey: ElementKey, view: CollectionReusableView,
                                        reloadedAt destinations: [IndexPath: IndexPath]) -> CollectionViewLayoutAttributes {
        let layout = collectionViewLayout
        let current = view.appliedLayoutAttributes.flatMap { $0.copy() as? CollectionViewLayoutAttributes }
            ?? CollectionViewLayoutAttributes(forCellWith: oldKey.indexPath)
        if oldKey.category == .cell, let destination = destinations[oldKey.indexPath],
           let target = layout.layoutAttributesForItem(at: destination) {
            current.frame = displayed(target).frame
        }
        current.alpha = 0
        return current
    }

    /// Where a view that appears in an update starts (called by the layout pass for new views).
    func initialAttributes(forAppearing key: ElementKey, final attributes: CollectionViewLayoutAttributes,
                           in plan: UpdatePlan) -> CollectionViewLayoutAttributes {
        let layout = collectionViewLayout
        let fromLayout: CollectionViewLayoutAttributes? = if plan.updateItems == nil { nil } else {
            switch key.category {
            case .cell: layout.initialLayoutAttributesForAppearingItem(at: key.indexPath)
            case .supplementaryView: layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: key.kind, at: key.indexPath)
            case .decorationView: layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: key.kind, at: key.indexPath)
            }
        }
        if let fromLayout, fromLayout.frame.isUsableFrame { return displayed(fromLayout) }
        let initial = (attributes.copy() as? CollectionViewLayoutAttributes) ?? attributes
        if key.category == .cell, let old = key.unmapped(through: plan.mapping),
           let before = plan.attributesBefore[old.indexPath] {
            initial.frame = before.frame
            initial.alpha = before.alpha
            return initial
        }
        initial.alpha = 0
        return frontEnd.adjustAppearingAttributes(initial, key: key)
    }

    /// Configures the cells of reconfigured items again: cells on screen at once (or, when the window
    /// has a frame work limit, in the layout passes within it); cells kept near the screen or prepared
    /// ahead are marked, and configured in a frame's idle time or when shown
    /// (`reconfigureKeptCell(_:at:)`), so a burst of reconfigured off-screen items does not land on one
    /// frame. Apple: reconfiguring updates "existing (including prefetched) cells".
    private func reconfigure(_ indexPaths: [IndexPath]) {
        guard frontEnd.hasContentSource else { return }
        let budget = FrameBudget(window: window)
        for indexPath in indexPaths {
            let key = ElementKey.cell(indexPath)
            guard let cell = elements.visible[key] as? CollectionViewCell else {
                if let kept = elements.offscreenCell(for: key) {
                    kept.needsReconfiguration = true
                }
                continue
            }
            if budget.isLimited {
                // A host sharing its thread: visible cells are configured by the layout passes, as far
                // as each frame's work limit allows (a query configures one it returns first).
                cell.needsReconfiguration = true
                continue
            }
            reconfigureVisibleCell(cell, at: key)
        }
    }

    /// Configures a cell on screen again for its item; when the data source returns another cell, both
    /// go back to their queues and the next layout pass shows the item afresh, as a reload would.
    func reconfigureVisibleCell(_ cell: CollectionViewCell, at key: ElementKey) {
        cell.needsReconfiguration = false
        guard let returned = askDataSourceToReconfigure(cell, at: key.indexPath) else { return }
        if returned !== cell {
            // Not the cell it had: the new one replaces it as a reload would.
            elements.takeVisible(key)
            endDisplaying(cell, key: key)
            elements.enqueue(cell, key: key)
            returned.removeFromSuperview()
            elements.enqueue(returned, key: key)
            setNeedsLayout()
            return
        }
        if let attributes = layoutAttributes(for: key) { selfSize(cell, attributes: attributes) }
        cell.setNeedsUpdateConfiguration()
    }

    /// Configures again a cell kept off screen or prepared ahead that `reconfigureItems(at:)` named;
    /// returns the cell to keep showing the item: `cell`, or the other cell the data source returned
    /// (then `cell` goes back to its queue). `cell` stays when the data source returned none, or one
    /// already in use elsewhere.
    func reconfigureKeptCell(_ cell: CollectionViewCell, at key: ElementKey) -> CollectionViewCell {
        cell.needsReconfiguration = false
        guard let returned = askDataSourceToReconfigure(cell, at: key.indexPath), returned === cell || !elements.isInUse(returned) else { return cell }
        if returned !== cell { elements.enqueue(cell, key: key) }
        if let attributes = layoutAttributes(for: key) {
            returned.applyLayoutAttributes(displayed(attributes))
            selfSize(returned, attributes: attributes)
        }
        returned.setNeedsUpdateConfiguration()
        returned.updateConfigurationIfNeeded()
        return returned
    }

    /// Runs `cellForItemAt` for a reconfigured item while `cell` is the one a dequeue there hands back
    /// (UIKit's reconfigure returns the existing cell); the data source's answer.
    private func askDataSourceToReconfigure(_ cell: CollectionViewCell, at indexPath: IndexPath) -> CollectionViewCell? {
        reconfiguringCells[indexPath] = cell
        defer { reconfiguringCells.removeValue(forKey: indexPath) }
        return frontEnd.contentCell(at: indexPath)
    }

    /// Takes views whose leaving animation ended off the screen and back to their queues.
    private func removeDisappearingViews(_ views: [DisappearingView]) {
        for entry in views where entry.view.superview === self {
            guard !elements.visible.values.contains(where: { $0 === entry.view }) else { continue }
            entry.view.removeFromSuperview()
            endDisplaying(entry.view, key: entry.key)
            elements.enqueue(entry.view, key: entry.key)
        }
        let removed = Set(views.map { ObjectIdentifier($0.view) })
        elements.removeDisappearing { removed.contains(ObjectIdentifier($0.view)) }
    }

    /// Ends the leaving animations of an earlier update now (a new update or a reload starts).
    func finishDisappearingViews() {
        let views = elements.takeDisappearing()
        for entry in views { window?.animator.cancelAnimations(of: entry.view) }
        removeDisappearingViews(views)
    }
}
