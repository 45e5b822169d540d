import Foundation
import ViewSystem

/// A cell standing in for an item the data source does not have yet (`UICollectionViewPlaceholder`):
/// where it goes, the cell it shows, and how that cell is filled in.
@MainActor
open class CollectionViewPlaceholder {
    /// Where the placeholder goes (the collection view's index path, as for an inserted item).
    public let insertionIndexPath: IndexPath
    /// The reuse identifier its cell is dequeued with (register it as for any cell).
    public let reuseIdentifier: String
    /// Fills in the placeholder's cell: run when the cell is dequeued and on the context's
    /// `setNeedsCellUpdate()`.
    open var cellUpdateHandler: ((CollectionViewCell) -> Void)?

    /// A placeholder at `insertionIndexPath` shown with a cell dequeued for `reuseIdentifier`.
    public init(insertionIndexPath: IndexPath, reuseIdentifier: String) {
        self.insertionIndexPath = insertionIndexPath
        self.reuseIdentifier = reuseIdentifier
    }
}
