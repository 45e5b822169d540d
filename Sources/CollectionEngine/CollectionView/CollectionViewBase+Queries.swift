import CollectionGeometry
import CollectionLayout
import Foundation
import ViewSystem

extension CollectionViewBase {
    /// The cells on screen, in index path order, each current for its item.
    ///
    /// - Complexity: O(v log v) for v views on screen, plus configuring again the cells whose items
    ///   were reconfigured and not yet shown anew (under a host's frame budget only).
    public var visibleCells: [CollectionViewCell] {
        elements.visible.keys.filter { $0.category == .cell }.sorted().compactMap(currentCell(for:))
    }

    /// The index paths of the cells on screen, in order.
    public var indexPathsForVisibleItems: [IndexPath] {
        elements.visible.keys.filter { $0.category == .cell }.map(\.indexPath).sorted()
    }

    /// The cell showing `indexPath`, or `nil` (F13).
    ///
    /// Differences from UIKit: a cell that just left the screen but is kept configured nearby
    /// (`cellRetentionDistance`) is returned too, since it still shows the item when it comes back —
    /// unless its item was reconfigured since (then `nil` until it is configured again).
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        currentCell(for: .cell(indexPath))
    }

    /// The cell a query may return for `key`: every cell the engine hands out is current for its item
    /// (Guides/Engine.md, "Every cell is current or unreachable"). A cell on screen whose item was
    /// reconfigured while a frame budget held its configuration back is configured now; a kept one
    /// stays out of reach until the prefetcher or the pass that shows it configures it.
    func currentCell(for key: ElementKey) -> CollectionViewCell? {
        if let cell = elements.visible[key] as? CollectionViewCell, cell.needsReconfiguration {
            reconfigureVisibleCell(cell, at: key)
        }
        return elements.reachableView(for: key) as? CollectionViewCell
    }

    /// The index path of a cell on screen, or `nil`.
    public func indexPath(for cell: CollectionViewCell) -> IndexPath? {
        // A loop, not `first(where:)`: cells ask this while they configure, every frame, and a
        // closure formed in main-actor code checks its executor on every call.
        for (key, view) in elements.visible where key.category == .cell && view === cell { return key.indexPath }
        return nil
    }

    /// The index path of a supplementary view on screen, or `nil` when it is not one (queued, or
    /// another view).
    /// - Complexity: O(views on screen).
    public func indexPath(forSupplementaryView supplementaryView: CollectionReusableView) -> IndexPath? {
        for (key, view) in elements.visible where key.category == .supplementaryView && view === supplementaryView { return key.indexPath }
        return nil
    }

    /// The supplementary views of `elementKind` on screen, in index path order.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [CollectionReusableView] {
        elements.visible.filter { $0.key.category == .supplementaryView && $0.key.kind == elementKind }
            .sorted { $0.key < $1.key }.map(\.value)
    }

    /// The index paths of the supplementary views of `elementKind` on screen, in order.
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        elements.visible.keys.filter { $0.category == .supplementaryView && $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    /// The supplementary view on screen for `elementKind` at `indexPath`, or `nil`.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> CollectionReusableView? {
        elements.visible[ElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]
    }

    /// The decoration views on screen, for tests and renderers.
    public var visibleDecorationViews: [CollectionReusableView] {
        elements.visible.filter { $0.key.category == .decorationView }.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The layout attributes of the item at `indexPath` as shown (mirrored when the layout flips), or
    /// `nil` when the item does not exist.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard containsItem(at: indexPath), let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath) else { return nil }
        return displayed(attributes)
    }

    /// The layout attributes of the supplementary view of `kind` at `indexPath` as shown, or `nil`.
    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard indexPath.count >= 1, counts.indices.contains(indexPath[0]),
              let attributes = collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath) else { return nil }
        return displayed(attributes)
    }

    /// The index path of the item at `point` (in the collection view's coordinates), or `nil`.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        indexPathForItem(at: point, excluding: nil)
    }

    /// The item at `point`, other than `excluded` (a dragged item's own place).
    func indexPathForItem(at point: CGPoint, excluding excluded: IndexPath?) -> IndexPath? {
        guard point.isFinitePoint else { return nil }
        let layout = collectionViewLayout
        let flipped = layout.isFlippedInHost
        let layoutPoint = flipped ? point.mirroredHorizontally(inWidth: contentSize.width) : point
        let probe = CGRect(x: layoutPoint.x - 0.5, y: layoutPoint.y - 0.5, width: 1, height: 1)
        let hits = (layout.layoutAttributesForElements(in: probe) ?? []).filter {
            $0.representedElementCategory == .cell && $0.frame.isUsableFrame && $0.frame.contains(layoutPoint)
                && containsItem(at: $0.indexPath) && $0.indexPath != excluded
        }
        return hits.max { $0.zIndex < $1.zIndex }?.indexPath
    }

    /// A copy of `attributes` in the collection view's coordinates (mirrored when the layout flips).
    func displayed(_ attributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        let copy = (attributes.copy() as? CollectionViewLayoutAttributes) ?? attributes
        if collectionViewLayout.isFlippedInHost {
            copy.frame = copy.frame.mirroredHorizontally(inWidth: contentSize.width)
        }
        return copy
    }
}
