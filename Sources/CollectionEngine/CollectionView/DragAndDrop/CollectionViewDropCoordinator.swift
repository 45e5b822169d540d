import CollectionGeometry
import Foundation
import ViewSystem

/// What a collection view's drop delegate gets to perform a drop (`UICollectionViewDropCoordinator`):
/// the items, where they would go, and the means to say where they went.
///
/// Differs from UIKit: the dropped cell goes wherever the delegate's updates put it, animated from
/// where the user left it; the `drop` methods check the place and hand out the animator to add to it.
@MainActor
public protocol CollectionViewDropCoordinator: AnyObject {
    /// The dropped items.
    var items: [any CollectionViewDropItem] { get }
    /// Where the items would go (`nil` when the pointer names no place).
    var destinationIndexPath: IndexPath? { get }
    /// The delegate's last proposal.
    var proposal: CollectionViewDropProposal { get }
    /// The drop session.
    var session: any DropSession { get }
    /// Says `dragItem` goes to the item at `indexPath` (after the delegate's updates); an index path
    /// the view does not have is reported.
    @discardableResult
    func drop(_ dragItem: DragItem, toItemAt indexPath: IndexPath) -> any DragAnimating
    /// Says `dragItem` goes into the item at `indexPath`, shrinking to `rect` (kept, not drawn: the
    /// dragged cell goes back or where the updates put it).
    @discardableResult
    func drop(_ dragItem: DragItem, intoItemAt indexPath: IndexPath, rect: CGRect) -> any DragAnimating
    /// Says `dragItem` goes to `target`, a place in some view (another view's drop zone, a trash
    /// can): its preview — a snapshot of the dragged item — flies there over the drop animation and
    /// goes; the item itself goes wherever the delegate's updates put it.
    @discardableResult
    func drop(_ dragItem: DragItem, to target: DragPreviewTarget) -> any DragAnimating
    /// Inserts `placeholder` — a cell for content still loading — at its insertion index path,
    /// animated, without the data source knowing, and says `dragItem` goes there. Keep the context:
    /// commit the real item through it once loaded, or delete the placeholder. An insertion index
    /// path the collection view cannot insert at is reported, and the context's methods then answer `false`.
    @discardableResult
    func drop(_ dragItem: DragItem, to placeholder: CollectionViewDropPlaceholder) -> any CollectionViewDropPlaceholderContext
}
