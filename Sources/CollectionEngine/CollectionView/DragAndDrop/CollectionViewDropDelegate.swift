import Foundation
import ViewSystem

/// Handles drops on a collection view (`UICollectionViewDropDelegate`).
///
/// Differs from UIKit: drags come only from the same collection view (`session.localDragSession` is
/// always set).
@MainActor
public protocol CollectionViewDropDelegate: AnyObject {
    /// Performs the drop: update the data and the collection view, and tell `coordinator` where the
    /// items went. Not called for a move inside the view that the data source's `moveItemAt` makes.
    func collectionView(_ collectionView: CollectionView, performDropWith coordinator: any CollectionViewDropCoordinator)
    /// Whether the delegate can handle the session's items at all (default `true`); asked as the drag
    /// enters the view.
    func collectionView(_ collectionView: CollectionView, canHandle session: any DropSession) -> Bool
    /// The drag entered the view.
    func collectionView(_ collectionView: CollectionView, dropSessionDidEnter session: any DropSession)
    /// How a drop at `destinationIndexPath` would be handled, asked as the pointer moves (default: a
    /// `.cancel` proposal — no drop).
    func collectionView(_ collectionView: CollectionView, dropSessionDidUpdate session: any DropSession,
                        withDestinationIndexPath destinationIndexPath: IndexPath?) -> CollectionViewDropProposal
    /// How the item at `indexPath` is drawn while a drop puts an item there (default `nil`: as it is);
    /// asked after `performDropWith` for each item the coordinator dropped an item to.
    func collectionView(_ collectionView: CollectionView, dropPreviewParametersForItemAt indexPath: IndexPath) -> DragPreviewParameters?
    /// The drag left the view without dropping.
    func collectionView(_ collectionView: CollectionView, dropSessionDidExit session: any DropSession)
    /// The drop ended, performed or not.
    func collectionView(_ collectionView: CollectionView, dropSessionDidEnd session: any DropSession)
}

extension CollectionViewDropDelegate {
    /// `true`.
    public func collectionView(_ collectionView: CollectionView, canHandle session: any DropSession) -> Bool { true }
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, dropSessionDidEnter session: any DropSession) {}
    /// A `.cancel` proposal.
    public func collectionView(_ collectionView: CollectionView, dropSessionDidUpdate session: any DropSession,
                               withDestinationIndexPath destinationIndexPath: IndexPath?) -> CollectionViewDropProposal {
        CollectionViewDropProposal(operation: .cancel)
    }
    /// `nil`: the item is drawn as it is.
    public func collectionView(_ collectionView: CollectionView, dropPreviewParametersForItemAt indexPath: IndexPath) -> DragPreviewParameters? { nil }
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, dropSessionDidExit session: any DropSession) {}
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, dropSessionDidEnd session: any DropSession) {}
}
