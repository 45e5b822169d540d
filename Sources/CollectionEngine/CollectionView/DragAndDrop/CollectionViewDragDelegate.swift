import CollectionGeometry
import Foundation
import ViewSystem

/// Starts drags from a collection view and hears about them (`UICollectionViewDragDelegate`).
///
/// Differs from UIKit: `itemsForAddingTo` is declared but never asked: the page sends one pointer, so
/// no other finger taps items into a drag in progress (as on a Mac). The lifted cell is the
/// preview; `dragPreviewParametersForItemAt` shapes it (see `DragPreviewParameters`).
@MainActor
public protocol CollectionViewDragDelegate: AnyObject {
    /// The items a drag starting on the item at `indexPath` carries; none, and no drag starts.
    func collectionView(_ collectionView: CollectionView, itemsForBeginning session: any DragSession, at indexPath: IndexPath) -> [DragItem]
    /// The items to add to a drag in progress when the item at `indexPath` is tapped (default: none).
    /// Never asked here (see above).
    func collectionView(_ collectionView: CollectionView, itemsForAddingTo session: any DragSession, at indexPath: IndexPath, point: CGPoint) -> [DragItem]
    /// How the item at `indexPath` is drawn while it is dragged (default `nil`: as it is, with its lift
    /// shadow). Asked as the drag lifts it.
    func collectionView(_ collectionView: CollectionView, dragPreviewParametersForItemAt indexPath: IndexPath) -> DragPreviewParameters?
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
    /// No items.
    public func collectionView(_ collectionView: CollectionView, itemsForAddingTo session: any DragSession, at indexPath: IndexPath, point: CGPoint) -> [DragItem] { [] }
    /// `nil`: the item is drawn as it is.
    public func collectionView(_ collectionView: CollectionView, dragPreviewParametersForItemAt indexPath: IndexPath) -> DragPreviewParameters? { nil }
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, dragSessionWillBegin session: any DragSession) {}
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, dragSessionDidEnd session: any DragSession) {}
    /// `true`.
    public func collectionView(_ collectionView: CollectionView, dragSessionAllowsMoveOperation session: any DragSession) -> Bool { true }
    /// `false`.
    public func collectionView(_ collectionView: CollectionView, dragSessionIsRestrictedToDraggingApplication session: any DragSession) -> Bool { false }
}
