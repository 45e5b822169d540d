import Foundation
import ViewSystem

/// Supplies a collection view's content: how many items, and the views that show them (F1).
///
/// UIKit's `UICollectionViewDataSource`. `numberOfSections(in:)` and the supplementary-view method are
/// optional, as in UIKit.
@MainActor
public protocol CollectionViewDataSource: AnyObject {
    /// The number of items in `section`.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int

    /// The configured cell for the item at `indexPath`, obtained from
    /// `dequeueReusableCell(withReuseIdentifier:for:)`.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell

    /// The number of sections. The default is 1.
    func numberOfSections(in collectionView: CollectionView) -> Int

    /// The configured supplementary view of `kind` at `indexPath`, obtained from
    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`.
    ///
    /// The default reports that the data source does not supply supplementary views, and the
    /// collection view shows nothing there (UIKit raises an exception).
    func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> CollectionReusableView

    /// Whether the item may be moved interactively (default `true`).
    func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool

    /// An interactive movement ended: move the item in your model from `sourceIndexPath` to
    /// `destinationIndexPath` (F18).
    ///
    /// The default reports that the data source does not implement it, and the collection view puts
    /// the item back where it was. UIKit only allows movement when this method is implemented; Swift
    /// cannot tell, so implement it (and `canMoveItemAt`) to reorder.
    func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)

    /// The titles of the index shown along the collection view's trailing edge, such as the letters of
    /// the alphabet; `nil` (the default) or none shows no index. Asked again after `reloadData()` and
    /// after each batch update or applied snapshot.
    func indexTitles(for collectionView: CollectionView) -> [String]?

    /// The item the index title `title` (at `index` in `indexTitles(for:)`) leads to: pressing the
    /// title scrolls it to the top (its section's header, when it is the section's first item).
    ///
    /// The default returns an empty index path, which names no item: the collection view reports it
    /// and does not scroll. Implement it with `indexTitles(for:)`, as UIKit requires.
    func collectionView(_ collectionView: CollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath
}

extension CollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

    /// A placeholder the collection view recognises as "not implemented".
    public func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> CollectionReusableView {
        MissingSupplementaryView()
    }

    /// `true`.
    public func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }

    /// No index.
    public func indexTitles(for collectionView: CollectionView) -> [String]? { nil }

    /// An empty index path: no item (see the requirement).
    public func collectionView(_ collectionView: CollectionView, indexPathForIndexTitle title: String, at index: Int) -> IndexPath { IndexPath() }

    /// Tells the collection view the move was not applied (it puts the item back).
    public func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        collectionView.dataSourceDidNotMoveItem = true
    }
}

/// What the default `viewForSupplementaryElementOfKind` returns; never shown.
final class MissingSupplementaryView: CollectionReusableView {}
