/// The words a batch update's messages use: a collection view's "items", or a table view's "rows".
///
/// UIKit words the same rule differently for the two views ("invalid number of items in section 0" /
/// "invalid number of rows in section 0"); the validator takes the wording of the view it checks for.
public struct BatchUpdateWording: Hashable, Sendable {
    /// The singular noun for an element ("item", "row").
    public var item: String
    /// The plural noun ("items", "rows").
    public var items: String
    /// The container's name ("collection view", "table view").
    public var container: String
    /// The class named by the index-path shape message ("UICollectionView", "UITableView").
    public var className: String

    /// Creates a wording.
    public init(item: String, items: String, container: String, className: String) {
        self.item = item
        self.items = items
        self.container = container
        self.className = className
    }

    /// `UICollectionView`'s words: items.
    public static let collectionView = BatchUpdateWording(item: "item", items: "items", container: "collection view",
                                                          className: "UICollectionView")
    /// `UITableView`'s words: rows.
    public static let tableView = BatchUpdateWording(item: "row", items: "rows", container: "table view",
                                                     className: "UITableView")
}
