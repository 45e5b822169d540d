import CollectionGeometry
import CollectionLayout
import Foundation

/// Everything the layout pass's planning step reads, as one value: where the screen is, how the
/// content is arranged along the scroll axis, the loaded counts, what the pass is for and how far
/// views stay configured off screen. Built by the collection view once per pass; the planner reads
/// nothing else (no view, no layout object, no flag left by another call).
struct DisplayPlanContext {
    /// The visible rectangle (the collection view's bounds, displayed coordinates).
    var visibleRect: CGRect
    /// The content size (the width mirrored elements are flipped in).
    var contentSize: CGSize
    /// Whether the layout's coordinates are mirrored for display (right-to-left).
    var isFlipped: Bool
    /// Whether the content scrolls vertically (the axis for retention and the stable window).
    var alongY: Bool
    /// The layout's `answersGeneration`, recorded in the stable window.
    var answersGeneration: Int
    /// The item count of each section, as loaded from the data source.
    var counts: [Int]
    /// Whether the pass records how far the content can move before anything changes (a steady pass).
    var tracksStableWindow: Bool
    /// The supplementary kinds the layout pins to the visible bounds: they move with the bounds and
    /// are asked for again on each scroll, so they do not narrow the stable window.
    var pinnedKinds: Set<String> = []
    /// Whether every displayed view is replaced (after `reloadData()`).
    var replacesVisibleViews: Bool
    /// Whether the pass lays out an update: views it no longer wants slide out instead of leaving.
    var isUpdate: Bool
    /// How far (points along the scroll axis) a view that left the screen stays configured.
    var retentionDistance: CGFloat
    /// How far a cell prepared ahead stays prepared (0 when prefetching is off).
    var preparedReach: CGFloat
    /// The lifted item of an interactive movement and its attributes (displayed coordinates), which
    /// follow the pointer wherever it is.
    var lifted: (indexPath: IndexPath, attributes: CollectionViewLayoutAttributes)?

    var axis: ScrollAxis { ScrollAxis(alongY: alongY) }

    /// The rectangle the layout is asked about, in its own coordinates: the visible rectangle, grown
    /// by an eighth of a screen each way along the axis when the pass tracks its stable window (so it
    /// also learns what is about to come on).
    var queriedRect: CGRect {
        let margin = tracksStableWindow ? Swift.max(1, axis.length(of: visibleRect) / 8) : 0
        return axis.extended(visibleRect, before: margin, after: margin)
    }

    /// `queriedRect` in the layout's coordinates.
    var layoutQueryRect: CGRect {
        isFlipped ? queriedRect.mirroredHorizontally(inWidth: contentSize.width) : queriedRect
    }

    /// Views that left the screen and still overlap this rectangle stay configured.
    var retentionRect: CGRect { axis.extended(visibleRect, before: retentionDistance, after: retentionDistance) }

    /// Cells prepared ahead outside this rectangle go back to their queues.
    var preparedRect: CGRect { axis.extended(visibleRect, before: preparedReach, after: preparedReach) }

    /// Whether `indexPath` names an item of `counts` (two indexes, both in range).
    static func contains(item indexPath: IndexPath, counts: [Int]) -> Bool {
        guard indexPath.isCollectionIndexPath else { return false }
        return counts.indices.contains(indexPath.section) && indexPath.item >= 0 && indexPath.item < counts[indexPath.section]
    }

    /// Whether the element of `key` exists in the loaded counts (decorations always do).
    func contains(_ key: ElementKey) -> Bool {
        switch key.category {
        case .cell:
            return Self.contains(item: key.indexPath, counts: counts)
        case .supplementaryView:
            return key.indexPath.count >= 1 && key.indexPath[0] >= 0 && key.indexPath[0] < counts.count
        case .decorationView:
            return true
        }
    }
}
