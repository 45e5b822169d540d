import Foundation
import ViewSystem

/// A placeholder a drop inserts (`UICollectionViewDropPlaceholder`): a `CollectionViewPlaceholder`
/// whose cell can shape the drop's preview.
@MainActor
open class CollectionViewDropPlaceholder: CollectionViewPlaceholder {
    /// The preview parameters the placeholder's cell wears while the drop settles into it (`nil`, or
    /// a `nil` answer: drawn as it is).
    open var previewParametersProvider: ((CollectionViewCell) -> DragPreviewParameters?)?

    /// A placeholder at `insertionIndexPath` shown with a cell dequeued for `reuseIdentifier`.
    public override init(insertionIndexPath: IndexPath, reuseIdentifier: String) {
        super.init(insertionIndexPath: insertionIndexPath, reuseIdentifier: reuseIdentifier)
    }
}
