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

    /// Tells the collection view the move was not applied (it puts the item back).
    public func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        collectionView.dataSourceDidNotMoveItem = true
    }
}

/// What the default `viewForSupplementaryElementOfKind` returns; never shown.
final class MissingSupplementaryView: CollectionReusableView {}
