import CollectionGeometry
import Foundation
import ViewSystem

/// An interactive movement in progress (F18): where the item started, where it is now, and
/// where the pointer holds it.
struct InteractiveMovement {
    /// The item's index path when the movement began (the data source still has it there).
    let original: IndexPath
    /// The item's index path in the live re-flow.
    var current: IndexPath
    /// The pointer's position, in content coordinates.
    var position: CGPoint
    /// The pointer's position in the collection view's visible area (for autoscroll).
    var positionInBounds: CGPoint
    /// The counts of the live re-flow (different from the data source's after a move across sections).
    var counts: [Int]
    /// How long the pointer has rested near an edge while paging, and when the last page turn started.
    var edgeDwell: TimeInterval = 0
    var lastFrameTime: TimeInterval?
    /// The place the moving item is over while a reordering cadence holds the re-flow back, and how
    /// long it has been over it.
    var pendingTarget: IndexPath?
    var pendingWait: TimeInterval = 0
    /// Whether the other items make room where the item is held; `false` while a drag's drop proposal
    /// does not insert it there, and the item goes back to its own place.
    var reflows = true

    /// The data source's index path of the item shown at `displayed` during the re-flow: the moved item
    /// comes from `original`, the items between close up.
    func dataSourceIndexPath(for displayed: IndexPath) -> IndexPath {
        guard displayed.isCollectionIndexPath else { return displayed }
        if displayed == current { return original }
        var path = displayed
        if path.section == current.section, path.item > current.item { path.item -= 1 }
        if path.section == original.section, path.item >= original.item { path.item += 1 }
        return path
    }
}

/// The pointer gesture a collection view is handling.
enum CollectionPointerGesture {
    /// Down on an item: a tap, a press that may start a movement, or (touch) a scroll.
    case press(item: IndexPath, kind: PointerEvent.Kind, modifiers: KeyModifiers, start: CGPoint)
    /// A touch that rested past the long-press time on an item with no context menu and no movement:
    /// lifting it still taps the item.
    case held(item: IndexPath, modifiers: KeyModifiers)
    /// A rectangle being dragged out from `origin` (content coordinates); `base` was selected before;
    /// `pointer` is where the pointer is in the visible bounds, `lastFrameTime` when the edge autoscroll
    /// last ran.
    case rubberBand(origin: CGPoint, base: Set<IndexPath>, adding: Bool, pointer: CGPoint, lastFrameTime: TimeInterval?)
    /// Moving an item.
    case moving
    /// Dragging an item (its drag delegate gave items); the item moves as in `moving`.
    case dragging(ItemDrag)
    /// Down where a multiple-selection sweep may start (the delegate agreed): a tap, or a sweep once
    /// the pointer moves past the slop.
    case sweepPress(item: IndexPath, modifiers: KeyModifiers, start: CGPoint)
    /// A multiple-selection sweep; `pointer` and `lastFrameTime` as for the rubber band.
    case sweeping(MultipleSelectionSweep, pointer: CGPoint, lastFrameTime: TimeInterval?)
}
