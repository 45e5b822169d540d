import CollectionGeometry
import Foundation
import ViewSystem

/// A dropped item a drop coordinator hands over: what the collection and table views' drop item
/// protocols ask (each view's file declares the conformance).
@MainActor
final class ItemDropItem {
    let dragItem: DragItem
    let sourceIndexPath: IndexPath?
    let previewSize: CGSize

    init(dragItem: DragItem, sourceIndexPath: IndexPath?, previewSize: CGSize) {
        self.dragItem = dragItem
        self.sourceIndexPath = sourceIndexPath
        self.previewSize = previewSize
    }
}
