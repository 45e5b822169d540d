import Foundation

/// What the collection view loaded from its data source: the item counts, when it last checked them,
/// and a generation that changes whenever index paths may name other items (F1).
struct LoadedData {
    /// Item counts per section as last loaded; `nil` until loaded (or after `reloadData()`).
    var counts: [Int]?
    /// The bounds size at the last check of the data source's counts: a new size checks them again.
    var checkedAtSize: CGSize?
    /// Counts changes of index paths (reloads, batch updates): element keys remembered before a
    /// change are stale after it.
    private(set) var generation = 0

    /// Index paths changed meaning (a reload or an update): keys remembered before are stale.
    mutating func indexPathsChanged() {
        generation &+= 1
    }
}
