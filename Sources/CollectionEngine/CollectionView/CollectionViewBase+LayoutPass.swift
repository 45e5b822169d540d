import CollectionData
import CollectionGeometry
import CollectionLayout
import Foundation
import ViewSystem

extension CollectionViewBase {
    /// One synchronous layout pass (the engine's frame, steps 2–4; Guides/Engine.md), for `mode`.
    ///
    /// Prepares the layout when it was invalidated, then shows exactly the elements that overlap the
    /// visible bounds. In `.update` mode, views the pass no longer wants come back in the result, to
    /// slide to their new places before they leave.
    /// - Parameter afterPrepare: called once the layout is prepared (an update's
    ///   `prepare(forCollectionViewUpdates:)` goes there).
    @discardableResult
    func performLayoutPass(_ mode: LayoutPassMode, afterPrepare: (() -> Void)? = nil) -> LayoutPassResult {
        pass.reported.removeAll(keepingCapacity: true)
        if selfSizing.hasRequestedMeasurements, mode.movement == nil { measureRequestedViews() }
        let layout = collectionViewLayout
        if loaded.counts == nil {
            _ = counts
            loaded.checkedAtSize = bounds.size
        } else if layout.invalidation.needsPrepare, mode.movement == nil,
                  layout.invalidation.everything || layout.invalidation.dataSourceCounts || loaded.checkedAtSize != bounds.size {
            // A scroll past pinned headers or a cell that sized itself does not ask the data source
            // for its counts again (that would cost O(sections) per frame); a full or data-source
            // invalidation, or a new size, does.
            loaded.checkedAtSize = bounds.size
            verifyCountsBeforePrepare()
        }
        guard bounds.width > 0, bounds.height > 0 else {
            // Without a size nothing can show, and a layout evaluated at zero extent only reports what
            // a real size will not have (subitems of zero width, conflicting constraints in cells):
            // the layout waits for a size, as UIKit's does; views on screen leave it.
            for key in elements.visible.keys.sorted() {
                guard let view = elements.takeVisible(key) else { continue }
                endDisplaying(view, key: key)
                elements.enqueue(view, key: key)
            }
            return LayoutPassResult()
        }
        // A full re-layout (a reload, a new text size) may move every item: the first visible item is
        // remembered where it is on screen, to be kept there.
        let anchor = layout.invalidation.everything && mode.keepsFirstVisibleItemStill && pass.preparedSize == bounds.size
            && !isInMotion ? firstVisibleItemAnchor() : nil
        let prepared = layout.prepareIfNeeded()
        var anchored = false
        if let invalidation = prepared {
            if let anchor, let offset = contentOffset(keeping: anchor) {
                contentOffset = offset
                anchored = true
            } else {
                // The adjustment keeps the first visible item still while content above it changes size —
                // except at the very top (or leading edge): content resting there stays there, as in UIKit.
                var adjustment = invalidation.contentOffsetAdjustment
                let minimum = minimumContentOffset
                if abs(contentOffset.y - minimum.y) < 0.5 { adjustment.y = 0 }
                if abs(contentOffset.x - minimum.x) < 0.5 { adjustment.x = 0 }
                if adjustment != .zero {
                    contentOffset = CGPoint(x: contentOffset.x + adjustment.x, y: contentOffset.y + adjustment.y)
                }
            }
            // Views kept off screen and cells prepared ahead stay through an update (they were remapped
            // with it) and a targeted invalidation (a cell that sized itself); a new size or a full
            // invalidation outside an update may change what they show, so they go back to their queues.
            if mode.plan == nil, invalidation.everything || pass.preparedSize != bounds.size {
                elements.discardOffscreen()
            }
            pass.preparedSize = bounds.size
            prefetchState.lastWindowRect = nil
            updateOrthogonalScrollViews()
        }
        afterPrepare?()
        let listBackground = layout.listBackgroundColor
        if listBackground != pass.listBackground {
            // The layout may have been prepared by a query before this pass: compared every pass.
            pass.listBackground = listBackground
            if backgroundColor == nil { renderedBackgroundDidChange() }
        }
        var size = layout.collectionViewContentSize
        if !size.isUsableSize {
            reportOncePerPass(.layout, "collectionViewContentSize \(size.compactDescription) of \(type(of: layout)) is negative, NaN, infinite or above 1e9",
                              recovery: "used \(size.sanitizedSize.compactDescription)")
            size = size.sanitizedSize
        }
        if contentSize != size { contentSize = size }
        if let prepared, prepared.everything, !anchored, mode.keepsFirstVisibleItemStill, !isInMotion {
            // A full re-layout that kept no item still (it was gone, or nothing was shown) and left the
            // offset past the content's end: the offset comes back to the end instead of showing
            // nothing until the user scrolls. A kept item is on screen by construction, and content
            // still at its estimated sizes below it grows as it is measured, so that offset stays.
            let clamped = clampedContentOffset(contentOffset)
            if clamped != contentOffset { contentOffset = clamped }
        }
        if prepared == nil || prepared?.onlySupplementaryElements == true, case .steady = mode, !layout.answersDependOnBounds,
           let stableWindow = pass.stableWindow, stableWindow.contains(bounds, contentSize: contentSize, generation: layout.answersGeneration),
           prepared == nil || refreshVisibleSupplementaryViews() {
            // The same elements at the same places (pinned headers and footers asked for again, when a
            // scroll invalidated them): only configurations that changed need work.
            for view in elements.visible.values { (view as? CollectionViewCell)?.updateConfigurationIfNeeded() }
            return LayoutPassResult()
        }
        pass.stableWindow = nil
        return updateVisibleElements(mode, relayout: prepared?.everything == true, budget: FrameBudget(window: frameWindow))
    }

    /// Applies the layout's current attributes to every visible supplementary view (after an
    /// invalidation of supplementary elements only, such as a scroll past pinned headers); `false`
    /// when the layout has none for one of them (a full pass then decides what shows).
    /// - Complexity: O(visible elements).
    private func refreshVisibleSupplementaryViews() -> Bool {
        let layout = collectionViewLayout
        let flipped = layout.isFlippedInHost, flipWidth = contentSize.width
        for (key, view) in elements.visible where key.category == .supplementaryView {
            guard let original = layout.layoutAttributesForSupplementaryView(ofKind: key.kind, at: key.indexPath),
                  original.frame.isUsableFrame else { return false }
            // Mirrored as the planner mirrors them (a copy), else the layout's own object.
            var attributes = original
            if flipped {
                attributes = (original.copy() as? CollectionViewLayoutAttributes) ?? original
                attributes.frame = original.frame.mirroredHorizontally(inWidth: flipWidth)
            }
            guard attributes.frame.overlapsStrictly(bounds) else { return false }
            if Self.differ(view.appliedLayoutAttributes, attributes) {
                view.applyLayoutAttributes(ownCopy(of: attributes, flipped: flipped))
            }
        }
        return true
    }

    /// The visible cell whose leading edge comes first along the scroll axis (the smaller index path
    /// on a tie), with its distance from the visible rectangle's leading edge; `nil` while the
    /// content rests at its start (it stays there) or no cell is shown.
    /// - Complexity: O(visible elements).
    private func firstVisibleItemAnchor() -> VisibleItemAnchor? {
        let minimum = minimumContentOffset
        let alongY = scrollsAlongY
        guard abs(alongY ? contentOffset.y - minimum.y : contentOffset.x - minimum.x) >= 0.5 else { return nil }
        let visibleRect = bounds
        var best: (indexPath: IndexPath, edge: CGFloat)?
        for (key, view) in elements.visible where key.category == .cell {
            let frame = view.frame
            guard frame.intersects(visibleRect) else { continue }
            let edge = alongY ? frame.minY : leadingEdge(of: frame)
            if let current = best, current.edge < edge || (current.edge == edge && current.indexPath < key.indexPath) { continue }
            best = (key.indexPath, edge)
        }
        guard let best else { return nil }
        return VisibleItemAnchor(indexPath: best.indexPath, distance: best.edge - (alongY ? visibleRect.minY : leadingEdge(of: visibleRect)))
    }

    /// The content offset that puts `anchor`'s item back at its distance from the visible edge after
    /// a re-layout — not clamped: rows below may still be at their estimates, and grow as they are
    /// measured; `nil` when the item no longer exists or has no frame.
    private func contentOffset(keeping anchor: VisibleItemAnchor) -> CGPoint? {
        let layout = collectionViewLayout
        guard containsItem(at: anchor.indexPath),
              var frame = layout.layoutAttributesForItem(at: anchor.indexPath)?.frame, frame.isUsableFrame else { return nil }
        if layout.isFlippedInHost { frame = frame.mirroredHorizontally(inWidth: layout.collectionViewContentSize.width) }
        var offset = contentOffset
        if scrollsAlongY {
            offset.y = frame.minY - anchor.distance
        } else if layout.isFlippedInHost {
            offset.x = frame.maxX + anchor.distance - bounds.width
        } else {
            offset.x = frame.minX - anchor.distance
        }
        return offset
    }

    /// A rectangle's leading edge along a horizontal scroll: its right edge when the layout is
    /// mirrored (negated, so that smaller still means first), its left edge otherwise.
    private func leadingEdge(of rect: CGRect) -> CGFloat {
        collectionViewLayout.isFlippedInHost ? -rect.maxX : rect.minX
    }

    /// Whether the content scrolls vertically (the main axis for retention and prefetching).
    var scrollsAlongY: Bool { !(scrollsHorizontally && !scrollsVertically) }

    /// The scroll axis as a value, for the components that measure along it.
    var scrollAxis: ScrollAxis { ScrollAxis(alongY: scrollsAlongY) }

    /// The visible rectangle in the layout's coordinates (unmirrored).
    var layoutVisibleRect: CGRect {
        collectionViewLayout.isFlippedInHost ? bounds.mirroredHorizontally(inWidth: contentSize.width) : bounds
    }

    /// `rect` grown by `before` and `after` points along the scroll axis.
    func extended(_ rect: CGRect, before: CGFloat, after: CGFloat) -> CGRect {
        scrollAxis.extended(rect, before: before, after: after)
    }

    /// The length of the visible rectangle along the scroll axis.
    var visibleLength: CGFloat { scrollAxis.length(of: bounds) }

    /// Shows exactly the elements whose frames overlap the visible bounds; the others leave the screen
    /// into the retention window or back to their reuse queues (F13) — or, in an update, back to the
    /// caller to animate. Plans the pass as a value (`DisplayPlanner`), then applies the plan.
    /// - Parameter relayout: whether the layout was invalidated as a whole in this pass: views kept on
    ///   screen are then asked again whether (and along which axes) they size themselves, since the
    ///   layout may have turned self-sizing on or off (a flow layout's `estimatedItemSize`).
    /// - Parameter budget: the frame's budget for new cells, when `mode` may leave cells for later.
    private func updateVisibleElements(_ mode: LayoutPassMode, relayout: Bool, budget: FrameBudget) -> LayoutPassResult {
        let layout = collectionViewLayout
        var lifted: (indexPath: IndexPath, attributes: CollectionViewLayoutAttributes)?
        if let movement = mode.movement, let attributes = movingItemAttributes(for: movement.current) {
            lifted = (movement.current, attributes)
        }
        let context = DisplayPlanContext(
            visibleRect: bounds, contentSize: contentSize, isFlipped: layout.isFlippedInHost, alongY: scrollsAlongY,
            answersGeneration: layout.answersGeneration, counts: counts, tracksStableWindow: mode.tracksStableWindow,
            pinnedKinds: mode.tracksStableWindow ? layout.supplementaryKindsPinnedToVisibleBounds : [],
            replacesVisibleViews: mode.replacesVisibleViews, isUpdate: mode.plan != nil, retentionDistance: retentionDistance,
            preparedReach: isPrefetchingEnabled ? preparedRetentionDistance : 0, lifted: lifted)
        var displayed: [(key: ElementKey, frame: CGRect)] = []
        displayed.reserveCapacity(elements.visible.count)
        for (key, view) in elements.visible { displayed.append((key, view.frame)) }
        let plan = DisplayPlanner.plan(context, answers: layout.layoutAttributesForElements(in: context.layoutQueryRect) ?? [], displayed: displayed)
        return apply(plan, mode: mode, relayout: relayout, budget: budget)
    }

    /// Applies a pass's plan: reports its problems, sends the leaving views where it says, keeps the
    /// displayed ones at their new attributes and inserts the others, kept off screen or made now —
    /// unless the frame's budget is spent, when a new cell waits for a later frame.
    private func apply(_ plan: DisplayPlan, mode: LayoutPassMode, relayout: Bool, budget: FrameBudget) -> LayoutPassResult {
        var result = LayoutPassResult()
        let layout = collectionViewLayout
        let flipped = layout.isFlippedInHost
        for problem in plan.problems {
            switch problem {
            case .unusableFrame(let frame, let indexPath):
                reportOncePerPass(.layout, "\(type(of: layout)) returned layout attributes with an invalid frame \(frame.compactDescription) for the element at index path \(indexPath.collectionDescription)",
                                  recovery: "the element is not shown")
            case .nonexistentElement(let key):
                let what = key.category == .cell ? "a cell" : "a supplementary view of kind \(key.kind)"
                reportOncePerPass(.layout, "UICollectionView received layout attributes for \(what) with an index path that does not exist: \(key.indexPath.collectionDescription)",
                                  recovery: "the element is not shown")
            }
        }

        // What left: off the screen, kept near it or recycled.
        for (key, departure) in plan.departures {
            guard let view = elements.takeVisible(key) else { continue }
            if departure == .slideOut {
                // Moved off the screen by an update: it slides to its new place, then leaves.
                result.leaving.append((key, view))
                continue
            }
            endDisplaying(view, key: key)
            view.removeFromSuperview()
            if departure == .retain {
                elements.retain(view, at: key)
            } else {
                elements.enqueue(view, key: key)
            }
        }
        if plan.discardsOffscreen {
            elements.discardOffscreen()
            pass.needsFullReload = false
        }

        for entry in plan.entries {
            let key = entry.key
            let attributes = entry.attributes
            if entry.isDisplayed, let view = elements.visible[key] {
                if let cell = view as? CollectionViewCell, cell.needsReconfiguration {
                    // Reconfigured while the window's frame work limit holds it back: now, unless this
                    // frame's limit has passed too (an update's pass leaves it to the frames).
                    if !mode.mayDeferCells || budget.isSpent() {
                        result.deferredCells = true
                    } else {
                        let current = reconfigureKeptCell(cell, at: key)
                        if current !== cell {
                            // Another cell came back (UIKit requires the same one): it replaces this one
                            // in the next pass.
                            elements.takeVisible(key)
                            endDisplaying(cell, key: key)
                            elements.prepare(current, at: key)
                            result.deferredCells = true
                            continue
                        }
                    }
                }
                let applied = view.appliedLayoutAttributes
                if Self.differ(applied, attributes) {
                    view.applyLayoutAttributes(ownCopy(of: attributes, flipped: flipped))
                    remeasureIfFixedLengthChanged(view, from: applied, to: attributes, original: entry.layoutAttributes)
                }
                if relayout, let original = entry.layoutAttributes, layout.selfSizingAxes(for: original) != view.selfSizingAxes {
                    selfSize(view, attributes: original)
                }
                (view as? CollectionViewCell)?.updateConfigurationIfNeeded()
                continue
            }
            let view: CollectionReusableView
            if var kept = elements.takeOffscreen(key) {
                // Configured earlier (kept near the screen or prepared ahead), possibly before an
                // update or a self-sizing pass moved it, or before its item was reconfigured.
                if let cell = kept as? CollectionViewCell, cell.needsReconfiguration {
                    kept = reconfigureKeptCell(cell, at: key)
                }
                view = kept
                remeasureIfFixedLengthChanged(view, from: view.appliedLayoutAttributes, to: attributes, original: entry.layoutAttributes)
            } else if key.category == .cell, mode.mayDeferCells, budget.isSpent() {
                // Past the frame's work limit (a host sharing its thread): the cell comes in a later frame.
                result.deferredCells = true
                continue
            } else if let made = makeView(for: key) {
                view = made
                if let original = entry.layoutAttributes { selfSize(made, attributes: original) }
            } else {
                continue
            }
            if let update = mode.plan, update.isAnimated {
                // Appearing in an update: start where the layout (or the item's old place) says.
                let initial = initialAttributes(forAppearing: key, final: attributes, in: update)
                let transaction = AnimationTransaction.current
                AnimationTransaction.$current.withValue(nil) {
                    view.applyLayoutAttributes(initial)
                    addSubview(view)
                }
                transaction?.restart(view)
            }
            // Dequeuing applied the attributes before the data source configured the view (as UIKit
            // does); equal attributes are not applied again, so what the app set (a badge hidden for
            // a zero count) stays.
            if Self.differ(view.appliedLayoutAttributes, attributes) {
                view.applyLayoutAttributes(ownCopy(of: attributes, flipped: flipped))
            }
            if let cell = view as? CollectionViewCell {
                cell.isSelected = selection.selected.contains(key.indexPath)
                cell.isHighlighted = selection.highlighted == key.indexPath
                cell.isFocused = selection.focused == key.indexPath && isFocusVisible
                cell.updateConfigurationIfNeeded()
            }
            addSubview(view)
            elements.display(view, at: key)
            if key.category == .cell { prefetchState.prefetchedItems.remove(key.indexPath) }
            switch key.category {
            case .cell:
                if let cell = view as? CollectionViewCell {
                    frontEnd.delegateWillDisplay(cell, forItemAt: key.indexPath)
                }
            case .supplementaryView:
                frontEnd.delegateWillDisplaySupplementaryView(view, forElementKind: key.kind, at: key.indexPath)
            case .decorationView:
                break
            }
        }

        // Kept views that drifted too far and prepared cells far from the screen go back to their queues;
        // with prefetching turned off, every prepared cell does (what it prepared is not kept for later).
        elements.recycle(retainedOutside: plan.retentionRect, preparedOutside: plan.preparedRect)
        pass.stableWindow = result.deferredCells ? nil : plan.stableWindow
        return result
    }

    /// Attributes a view may keep: the layout's own objects are copied (a layout may change them in
    /// place later); mirrored ones are already copies.
    private func ownCopy(of attributes: CollectionViewLayoutAttributes, flipped: Bool) -> CollectionViewLayoutAttributes {
        flipped ? attributes : ((attributes.copy() as? CollectionViewLayoutAttributes) ?? attributes)
    }

    /// Whether `attributes` differ from what a view has applied (or it has applied none): `isEqual(_:)`,
    /// which a subclass overrides, or for two attributes of the base class its comparison without
    /// the cast.
    private static func differ(_ applied: CollectionViewLayoutAttributes?, _ attributes: CollectionViewLayoutAttributes) -> Bool {
        guard let applied else { return true }
        if type(of: applied) == CollectionViewLayoutAttributes.self, type(of: attributes) == CollectionViewLayoutAttributes.self {
            return !applied.hasSameFields(as: attributes)
        }
        return !applied.isEqual(attributes)
    }

    /// Measures a self-sizing view again when its fixed length changed since it was sized (a table row
    /// at a new width, a prepared cell whose column got narrower): its text wraps differently.
    private func remeasureIfFixedLengthChanged(_ view: CollectionReusableView, from applied: CollectionViewLayoutAttributes?,
                                               to attributes: CollectionViewLayoutAttributes, original: CollectionViewLayoutAttributes?) {
        guard let applied, let axes = view.selfSizingAxes, let original,
              (!axes.width && applied.size.width != attributes.size.width) || (!axes.height && applied.size.height != attributes.size.height)
        else { return }
        selfSize(view, attributes: original)
    }

    /// How far off screen a view stays configured.
    var retentionDistance: CGFloat {
        cellRetentionDistance ?? (isPrefetchingEnabled ? preparedRetentionDistance : visibleLength / 2)
    }

    /// Asks the data source (or the layout's registration) for the view of a new element; a cell made
    /// for display counts in the frame's report (prefetched cells count separately).
    func makeView(for key: ElementKey, prefetching: Bool = false) -> CollectionReusableView? {
        switch key.category {
        case .cell:
            let placeholder = placeholders.isEmpty ? nil : placeholders.placeholder(at: key.indexPath)
            guard frontEnd.hasContentSource,
                  let cell = placeholder?.makeCell(key.indexPath) ?? frontEnd.contentCell(at: dataSourceIndexPath(for: key.indexPath)) else { return nil }
            if !prefetching { window?.noteFrameWork(cellsConfigured: 1) }
            if cell.reuseIdentifier == nil {
                reportOncePerPass(.reuse, "the cell returned from \(frontEnd.vocabulary.cellForItemSelector) does not have a reuseIdentifier - cells must be retrieved by calling \(frontEnd.vocabulary.dequeueSelector)",
                                  recovery: "the cell is shown but never reused")
            }
            guard !elements.isInUse(cell) else {
                reportOncePerPass(.reuse, "the cell returned from \(frontEnd.vocabulary.cellForItemSelector) for index path \(key.indexPath.collectionDescription) is already visible at another index path",
                                  recovery: "the item is not shown")
                return nil
            }
            return cell
        case .supplementaryView:
            guard frontEnd.hasContentSource,
                  let view = frontEnd.contentSupplementaryView(ofKind: key.kind, at: key.indexPath) else { return nil }
            guard !elements.isInUse(view) else {
                reportOncePerPass(.reuse, "the view returned from \(frontEnd.vocabulary.supplementarySelector) for \(key.kind) at \(key.indexPath.collectionDescription) is already visible elsewhere",
                                  recovery: "the view is not shown")
                return nil
            }
            if let dequeuedKind = view.dequeuedElementKind, dequeuedKind != key.kind {
                // UIKit raises here; the view goes back to the queue of the kind it was registered for.
                reportOncePerPass(.reuse, "the view returned from \(frontEnd.vocabulary.supplementarySelector) (\(type(of: view))) does not match the element kind it is being used for. When asked for a view of element kind '\(key.kind)' the data source dequeued a view registered for the element kind '\(dequeuedKind)'.",
                                  recovery: "the view is not shown")
                elements.enqueue(view, key: ElementKey(category: .supplementaryView, kind: dequeuedKind, indexPath: key.indexPath))
                return nil
            }
            return view
        case .decorationView:
            return dequeueDecorationView(ofKind: key.kind)
        }
    }

    /// Tells the delegate a view left the screen.
    func endDisplaying(_ view: CollectionReusableView, key: ElementKey) {
        switch key.category {
        case .cell:
            if let cell = view as? CollectionViewCell {
                frontEnd.delegateDidEndDisplaying(cell, forItemAt: key.indexPath)
            }
        case .supplementaryView:
            frontEnd.delegateDidEndDisplayingSupplementaryView(view, forElementOfKind: key.kind, at: key.indexPath)
        case .decorationView:
            break
        }
    }
}
