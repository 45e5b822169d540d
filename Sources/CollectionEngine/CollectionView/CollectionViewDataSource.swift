import Foundation

/// Supplies a collection view's content: how many items, and the views that show them (SPEC F1).
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
}

extension CollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

    /// A placeholder the collection view recognises as "not implemented".
    public func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> CollectionReusableView {
        MissingSupplementaryView()
    }
}

/// What the default `viewForSupplementaryElementOfKind` returns; never shown.
final class MissingSupplementaryView: CollectionReusableView {}
