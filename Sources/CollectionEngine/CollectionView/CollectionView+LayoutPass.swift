import CollectionData
import CollectionGeometry
import CollectionLayout
import Foundation

extension CollectionView {
    /// One synchronous layout pass (DESIGN.md, "The engine's frame", steps 2–4).
    func performLayoutPass() {
        reportedInPass.removeAll(keepingCapacity: true)
        let layout = collectionViewLayout
        if loadedCounts == nil {
            _ = counts
        } else if layout.invalidation.needsPrepare {
            verifyCountsBeforePrepare()
        }
        if let invalidation = layout.prepareIfNeeded() {
            let adjustment = invalidation.contentOffsetAdjustment
            if adjustment != .zero {
                contentOffset = CGPoint(x: contentOffset.x + adjustment.x, y: contentOffset.y + adjustment.y)
            }
            updateOrthogonalScrollViews()
        }
        var size = layout.collectionViewContentSize
        if !size.isUsableSize {
            reportOncePerPass(.layout, "collectionViewContentSize \(size.compactDescription) of \(type(of: layout)) is negative, NaN or infinite",
                              recovery: "used \(size.sanitizedSize.compactDescription)")
            size = size.sanitizedSize
        }
        if contentSize != size { contentSize = size }
        updateVisibleElements()
    }

    /// Shows exactly the elements whose frames overlap the visible bounds; recycles the others.
    private func updateVisibleElements() {
        let layout = collectionViewLayout
        let flipped = layout.isFlippedInHost
        let flipWidth = contentSize.width
        let visibleRect = bounds
        let queryRect = flipped ? visibleRect.mirroredHorizontally(inWidth: flipWidth) : visibleRect

        var wanted: [ElementKey: CollectionViewLayoutAttributes] = [:]
        var order: [ElementKey] = []
        for original in layout.layoutAttributesForElements(in: queryRect) ?? [] {
            guard original.frame.isUsableFrame else {
                reportOncePerPass(.layout, "\(type(of: layout)) returned layout attributes with an invalid frame \(original.frame.compactDescription) for the element at index path \(original.indexPath.collectionDescription)",
                                  recovery: "the element is not shown")
                continue
            }
            let key = ElementKey(original)
            guard elementExists(key) else {
                let what = key.category == .cell ? "a cell" : "a supplementary view of kind \(key.kind)"
                reportOncePerPass(.layout, "UICollectionView received layout attributes for \(what) with an index path that does not exist: \(key.indexPath.collectionDescription)",
                                  recovery: "the element is not shown")
                continue
            }
            let attributes = (original.copy() as? CollectionViewLayoutAttributes) ?? original
            if flipped { attributes.frame = attributes.frame.mirroredHorizontally(inWidth: flipWidth) }
            guard attributes.frame.overlapsStrictly(visibleRect) else { continue }
            if wanted.updateValue(attributes, forKey: key) == nil { order.append(key) }
        }

        // Recycle what left (everything after reloadData()).
        let leaving = visibleViews.keys.filter { needsFullReload || wanted[$0] == nil }.sorted()
        for key in leaving {
            if let view = visibleViews.removeValue(forKey: key) { recycle(view, key: key) }
        }
        needsFullReload = false

        for key in order {
            guard let attributes = wanted[key] else { continue }
            if let view = visibleViews[key] {
                if view.appliedLayoutAttributes.map({ !$0.isEqual(attributes) }) ?? true {
                    view.applyLayoutAttributes(attributes)
                }
                continue
            }
            guard let view = makeView(for: key) else { continue }
            view.applyLayoutAttributes(attributes)
            addSubview(view)
            visibleViews[key] = view
            switch key.category {
            case .cell:
                if let cell = view as? CollectionViewCell {
                    collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: key.indexPath)
                }
            case .supplementaryView:
                collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
            case .decorationView:
                break
            }
        }
    }

    private func elementExists(_ key: ElementKey) -> Bool {
        switch key.category {
        case .cell:
            return containsItem(at: key.indexPath)
        case .supplementaryView:
            return key.indexPath.count >= 1 && key.indexPath[0] >= 0 && key.indexPath[0] < counts.count
        case .decorationView:
            return true
        }
    }

    /// Asks the data source (or the layout's registration) for the view of a new element.
    private func makeView(for key: ElementKey) -> CollectionReusableView? {
        switch key.category {
        case .cell:
            guard let dataSource else { return nil }
            let cell = dataSource.collectionView(self, cellForItemAt: key.indexPath)
            if cell.reuseIdentifier == nil {
                reportOncePerPass(.reuse, "the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier - cells must be retrieved by calling -dequeueReusableCellWithReuseIdentifier:forIndexPath:",
                                  recovery: "the cell is shown but never reused")
            }
            guard !isShown(cell) else {
                reportOncePerPass(.reuse, "the cell returned from -collectionView:cellForItemAtIndexPath: for index path \(key.indexPath.collectionDescription) is already visible at another index path",
                                  recovery: "the item is not shown")
                return nil
            }
            return cell
        case .supplementaryView:
            guard let dataSource else { return nil }
            let view = dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
            if view is MissingSupplementaryView {
                reportOncePerPass(.dataSource, "the layout asks for a supplementary view of kind \(key.kind) but the data source does not implement collectionView(_:viewForSupplementaryElementOfKind:at:)",
                                  recovery: "the supplementary view is not shown")
                return nil
            }
            guard !isShown(view) else {
                reportOncePerPass(.reuse, "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: for \(key.kind) at \(key.indexPath.collectionDescription) is already visible elsewhere",
                                  recovery: "the view is not shown")
                return nil
            }
            return view
        case .decorationView:
            return dequeueDecorationView(ofKind: key.kind)
        }
    }

    private func isShown(_ view: CollectionReusableView) -> Bool {
        view.superview === self && visibleViews.values.contains { $0 === view }
    }

    /// Removes a view from the screen, tells the delegate and queues it for reuse.
    private func recycle(_ view: CollectionReusableView, key: ElementKey) {
        view.removeFromSuperview()
        switch key.category {
        case .cell:
            if let cell = view as? CollectionViewCell {
                collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: key.indexPath)
            }
        case .supplementaryView:
            collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind, at: key.indexPath)
        case .decorationView:
            break
        }
        guard let identifier = view.reuseIdentifier else { return }
        let poolKind = key.category == .cell ? CollectionElementKind.cell : key.kind
        reusePool.enqueue(view, for: ReusePool.Key(category: key.category, kind: poolKind, identifier: identifier))
    }
}
