import Foundation

// Where Apple's UIKit or AppKit add these (Darwin), they are theirs. Not `canImport(UIKit)`: this
// package's own `UIKit` module makes that true on Linux as soon as it is built (README, "import UIKit").
#if !canImport(Darwin)
extension IndexPath {
    /// Creates an index path for an item in a section of a collection view.
    ///
    /// UIKit adds this to `IndexPath`; Foundation on Linux does not have it, so this module does.
    ///
    /// Built from one index and an append, which Foundation stores inline: a two-element array
    /// literal would allocate an array for every index path (three times slower to make).
    @inlinable public init(item: Int, section: Int) {
        self.init(index: section)
        append(item)
    }

    /// Creates an index path for a row in a section of a table view.
    @inlinable public init(row: Int, section: Int) {
        self.init(index: section)
        append(row)
    }

    /// The section of a two-element index path (its first index).
    ///
    /// Like UIKit, reading it from an index path without exactly two elements traps.
    public var section: Int {
        get {
            precondition(count == 2, "Invalid index path for use with UICollectionView. Index paths passed to table or collection views must contain exactly two indices.")
            return self[0]
        }
        set {
            precondition(count == 2, "Invalid index path for use with UICollectionView. Index paths passed to table or collection views must contain exactly two indices.")
            self[0] = newValue
        }
    }

    /// The item of a two-element index path (its second index).
    public var item: Int {
        get {
            precondition(count == 2, "Invalid index path for use with UICollectionView. Index paths passed to table or collection views must contain exactly two indices.")
            return self[1]
        }
        set {
            precondition(count == 2, "Invalid index path for use with UICollectionView. Index paths passed to table or collection views must contain exactly two indices.")
            self[1] = newValue
        }
    }

    /// The row of a two-element index path (its second index); the same as `item`.
    public var row: Int {
        get { item }
        set { item = newValue }
    }
}
#endif

extension IndexPath {
    /// The `(section - item)` form UIKit's exception messages print for an `NSIndexPath`.
    ///
    /// Index paths that are not two elements long print all their indices joined by ` - `.
    public var collectionDescription: String {
        "(" + map(String.init).joined(separator: " - ") + ")"
    }

    /// Whether this index path has exactly the two elements (section, item) collection views use.
    public var isCollectionIndexPath: Bool { count == 2 }
}
