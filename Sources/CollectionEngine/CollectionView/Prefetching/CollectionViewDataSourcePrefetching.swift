import Foundation
import ViewSystem

/// Receives the items a collection view is about to need, to start loading their data early
/// (`UICollectionViewDataSourcePrefetching`, F15).
///
/// Items come nearest-first in the scroll direction and never include items already on screen.
/// Items handed over and then left behind without ever being displayed are cancelled.
@MainActor
public protocol CollectionViewDataSourcePrefetching: AnyObject {
    /// Start loading the data of `indexPaths`.
    func collectionView(_ collectionView: CollectionView, prefetchItemsAt indexPaths: [IndexPath])
    /// Stop loading the data of `indexPaths`: they are no longer about to be needed. Optional.
    func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}

extension CollectionViewDataSourcePrefetching {
    /// Does nothing.
    public func collectionView(_ collectionView: CollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}
