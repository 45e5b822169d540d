import CollectionData
import CollectionGeometry
import Foundation

/// Which parts of a layout need to be recomputed.
///
/// UIKit's `UICollectionViewLayoutInvalidationContext`. Layouts that can update part of their state
/// subclass it (as `CollectionViewFlowLayoutInvalidationContext` does) and return the subclass from
/// `invalidationContextClass`.
@MainActor
open class CollectionViewLayoutInvalidationContext {
    /// Whether the whole layout is invalid (set by `invalidateLayout()` and by `reloadData()`).
    public package(set) var invalidateEverything = false
    /// Whether the number of sections or items changed (set by the collection view).
    public package(set) var invalidateDataSourceCounts = false

    /// For the invalidation of a batch update: where each section and item went (set by the collection
    /// view), so a layout can carry what it measured to the elements' new places. `nil` otherwise.
    public package(set) var updateMapping: BatchUpdateMapping?

    /// The items whose layout is invalid, if any were named.
    public private(set) var invalidatedItemIndexPaths: [IndexPath]?
    /// The supplementary views whose layout is invalid, by kind.
    public private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    /// The decoration views whose layout is invalid, by kind.
    public private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?

    /// How far the collection view should move its content offset after the invalidation.
    ///
    /// Self-sizing uses it to keep the first visible element still when something above it changes size.
    open var contentOffsetAdjustment: CGPoint = .zero
    /// How much the content size changes with the invalidation.
    open var contentSizeAdjustment: CGSize = .zero

    /// The index paths of the items being moved interactively, before this step.
    public package(set) var previousIndexPathsForInteractivelyMovingItems: [IndexPath]?
    /// The index paths the items being moved interactively move to with this step.
    public package(set) var targetIndexPathsForInteractivelyMovingItems: [IndexPath]?
    /// The position of the interactive movement in the collection view's coordinates.
    public package(set) var interactiveMovementTarget: CGPoint = .zero

    /// Creates an empty context (nothing invalidated).
    public required init() {}

    /// Marks the items at `indexPaths` invalid.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Marks the supplementary views of `elementKind` at `indexPaths` invalid.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedSupplementaryIndexPaths ?? [:]
        all[elementKind, default: []].append(contentsOf: indexPaths)
        invalidatedSupplementaryIndexPaths = all
    }

    /// Marks the decoration views of `elementKind` at `indexPaths` invalid.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        var all = invalidatedDecorationIndexPaths ?? [:]
        all[elementKind, default: []].append(contentsOf: indexPaths)
        invalidatedDecorationIndexPaths = all
    }

    /// Whether the context invalidates some supplementary elements and nothing else (a scroll past
    /// pinned headers): cells stay where they are, so a pass whose visible set does not change only
    /// asks for those elements again.
    var invalidatesOnlySupplementaryElements: Bool {
        !invalidateEverything && !invalidateDataSourceCounts && updateMapping == nil
            && (invalidatedItemIndexPaths ?? []).isEmpty && (invalidatedDecorationIndexPaths ?? [:]).isEmpty
            && !(invalidatedSupplementaryIndexPaths ?? [:]).isEmpty
            && contentOffsetAdjustment == .zero && contentSizeAdjustment == .zero
            && previousIndexPathsForInteractivelyMovingItems == nil && targetIndexPathsForInteractivelyMovingItems == nil
    }
}
