import CollectionGeometry
import Foundation
import ViewSystem

/// A row standing in for one the data source does not have yet (`UITableViewPlaceholder`): where it
/// goes, its height, the cell it shows, and how that cell is filled in.
@MainActor
open class TableViewPlaceholder {
    /// Where the placeholder goes (the table's index path, as for an inserted row).
    public let insertionIndexPath: IndexPath
    /// The reuse identifier its cell is dequeued with (register it as for any cell).
    public let reuseIdentifier: String
    /// The placeholder row's height (`TableView.automaticDimension`: measured as a self-sizing row).
    public let rowHeight: CGFloat
    /// Fills in the placeholder's cell: run when the cell is dequeued and on the context's
    /// `setNeedsCellUpdate()`.
    open var cellUpdateHandler: ((TableViewCell) -> Void)?

    /// A placeholder row at `insertionIndexPath`, `rowHeight` tall, shown with a cell dequeued for
    /// `reuseIdentifier`. A height that is not finite or is negative is reported when the table lays
    /// the row out and 0 is used, as for a delegate's height.
    public init(insertionIndexPath: IndexPath, reuseIdentifier: String, rowHeight: CGFloat) {
        self.insertionIndexPath = insertionIndexPath
        self.reuseIdentifier = reuseIdentifier
        self.rowHeight = rowHeight
    }
}
