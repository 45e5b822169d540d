import Foundation
import ViewSystem

/// Starts drags from a collection view and hears about them (`UICollectionViewDragDelegate`).
///
/// Differs from UIKit: `itemsForAddingTo` (adding items to a drag with another finger) and the drag
/// preview parameters are not asked — one pointer drags, and the lifted cell is the preview.
@MainActor
public protocol CollectionViewDragDelegate: AnyObject {
    /// The items a drag starting on the item at `indexPath` carries; none, and no drag starts.
    func collectionView(_ collectionView: CollectionView, itemsForBeginning session: any DragSession, at indexPath: IndexPath) -> [DragItem]
    /// The drag is about to begin.
    func collectionView(_ collectionView: CollectionView, dragSessionWillBegin session: any DragSession)
    /// The drag ended, dropped or not.
    func collectionView(_ collectionView: CollectionView, dragSessionDidEnd session: any DragSession)
    /// Whether the items may be moved rather than copied (default `true`).
    func collectionView(_ collectionView: CollectionView, dragSessionAllowsMoveOperation session: any DragSession) -> Bool
    /// Whether the items may only be dropped in this app (default `false`; they never leave it here).
    func collectionView(_ collectionView: CollectionView, dragSessionIsRestrictedToDraggingApplication session: any DragSession) -> Bool
}

extension CollectionViewDragDelegate {
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, dragSessionWillBegin session: any DragSession) {}
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, dragSessionDidEnd session: any DragSession) {}
    /// `true`.
    public func collectionView(_ collectionView: CollectionView, dragSessionAllowsMoveOperation session: any DragSession) -> Bool { true }
    /// `false`.
    public func collectionView(_ collectionView: CollectionView, dragSessionIsRestrictedToDraggingApplication session: any DragSession) -> Bool { false }
}
