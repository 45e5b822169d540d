import CollectionGeometry
import Foundation
import ViewSystem

/// What a drop delegate did with its coordinator: the items it dropped and where, and the animator
/// the coordinator handed out for them.
@MainActor
final class ItemDropRecord {
    /// A drop the delegate asked for.
    struct Drop {
        /// Where a dropped item goes.
        enum Destination {
            /// To (or into) the item at an index path (the data source's, after the delegate's updates).
            case item(IndexPath)
            /// To a place in some view: the item's preview flies there.
            case target(DragPreviewTarget)
            /// Into a placeholder inserted for it.
            case placeholder(ItemPlaceholder)
        }
        /// The dropped item.
        let item: DragItem
        /// Where it goes.
        let destination: Destination
    }

    /// The drops, in the order asked.
    private(set) var drops: [Drop] = []
    /// The animator every drop returns.
    let animator = DropAnimator()

    /// Records a drop and returns the animator.
    func drop(_ item: DragItem, at indexPath: IndexPath) -> any DragAnimating {
        drops.append(Drop(item: item, destination: .item(indexPath)))
        return animator
    }

    /// Inserts `placeholder` into `host` and records a drop into it; its context.
    func drop(_ item: DragItem, to placeholder: ItemPlaceholder, in host: any ItemPlaceholderHost) -> ItemPlaceholderContext {
        if host.insertPlaceholder(placeholder) { drops.append(Drop(item: item, destination: .placeholder(placeholder))) }
        return ItemPlaceholderContext(placeholder: placeholder, host: host, animator: animator)
    }

    /// Records a drop to a target in some view and returns the animator.
    func drop(_ item: DragItem, to target: DragPreviewTarget) -> any DragAnimating {
        drops.append(Drop(item: item, destination: .target(target)))
        return animator
    }
}
