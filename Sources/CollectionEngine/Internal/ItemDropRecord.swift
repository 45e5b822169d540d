import CollectionGeometry
import Foundation
import ViewSystem

/// What a drop delegate did with its coordinator: the items it dropped and where, and the animator
/// the coordinator handed out for them.
@MainActor
final class ItemDropRecord {
    /// A drop the delegate asked for.
    struct Drop {
        /// The dropped item.
        let item: DragItem
        /// Where it goes (the data source's index path, after the delegate's updates).
        let indexPath: IndexPath
    }

    /// The drops, in the order asked.
    private(set) var drops: [Drop] = []
    /// The animator every drop returns.
    let animator = DropAnimator()

    /// Records a drop and returns the animator.
    func drop(_ item: DragItem, at indexPath: IndexPath) -> any DragAnimating {
        drops.append(Drop(item: item, indexPath: indexPath))
        return animator
    }
}
