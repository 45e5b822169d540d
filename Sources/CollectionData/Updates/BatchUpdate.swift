import Foundation

/// The changes of one `performBatchUpdates(_:completion:)`: inserts, deletes, reloads, reconfigures and
/// moves of sections and items (F9).
///
/// The collection view collects the calls made inside the update block into one of these; call order
/// does not matter and nested batches merge. Index paths follow UIKit's rules: deletes, reloads and
/// reconfigures name *before* paths, inserts name *after* paths, a move goes from a before path to an
/// after path. Naming the same operation twice for the same index path counts once.
///
/// `validated(numberOfItemsBefore:numberOfItemsAfter:)` checks every UIKit rule, collects every
/// violation with UIKit's wording, and returns the before → after mapping the engine animates with.
public struct BatchUpdate: Hashable, Sendable {
    /// A move from one index (or index path) to another.
    public struct Move<Index: Hashable & Sendable>: Hashable, Sendable {
        /// The position before the update.
        public var source: Index
        /// The position after the update.
        public var destination: Index

        /// Creates a move.
        public init(from source: Index, to destination: Index) {
            self.source = source
            self.destination = destination
        }
    }

    /// Inserted sections (after indices).
    public private(set) var insertedSections: Set<Int> = []
    /// Deleted sections (before indices).
    public private(set) var deletedSections: Set<Int> = []
    /// Reloaded sections (before indices).
    public private(set) var reloadedSections: Set<Int> = []
    /// Section moves (before → after), in no particular order.
    public var sectionMoves: [Move<Int>] { Array(sectionMoveSet) }
    private var sectionMoveSet: Set<Move<Int>> = []
    /// Inserted items (after index paths).
    ///
    /// - Complexity: O(1), or O(n) for the n items a diff recorded (they are kept unhashed until asked for).
    public var insertedItems: Set<IndexPath> { insertedItemStorage.paths }
    /// Deleted items (before index paths).
    ///
    /// - Complexity: O(1), or O(n) for the n items a diff recorded (they are kept unhashed until asked for).
    public var deletedItems: Set<IndexPath> { deletedItemStorage.paths }
    /// The inserted items as stored (runs of a diff kept per section).
    @usableFromInline var insertedItemStorage = ItemSetStorage()
    /// The deleted items as stored.
    @usableFromInline var deletedItemStorage = ItemSetStorage()
    /// Reloaded items (before index paths).
    public private(set) var reloadedItems: Set<IndexPath> = []
    /// Reconfigured items (before index paths): validated like reloads, but the cell is kept.
    public private(set) var reconfiguredItems: Set<IndexPath> = []
    /// Item moves (before → after), in no particular order.
    ///
    /// - Complexity: O(m) for m moves.
    public var itemMoves: [Move<IndexPath>] {
        itemMoveStorage.all.map { Move(from: IndexPath(item: $0.sourceItem, section: $0.sourceSection),
                                       to: IndexPath(item: $0.destinationItem, section: $0.destinationSection)) }
            + malformedItemMoves
    }
    /// The number of item moves.
    public var itemMoveCount: Int { itemMoveStorage.count + malformedItemMoves.count }
    /// Moves of two-index paths, as integers.
    @usableFromInline var itemMoveStorage = ItemMoveStorage()
    /// Moves naming an index path without exactly two indices (validation reports them).
    private var malformedItemMoves: Set<Move<IndexPath>> = []

    /// The item moves by source, then destination (index path order).
    ///
    /// - Complexity: O(m log m), comparing integers.
    var itemMovesInOrder: [Move<IndexPath>] {
        let ordered = itemMoveStorage.all.sorted().map {
            Move(from: IndexPath(item: $0.sourceItem, section: $0.sourceSection),
                 to: IndexPath(item: $0.destinationItem, section: $0.destinationSection))
        }
        guard !malformedItemMoves.isEmpty else { return ordered }
        return (ordered + malformedItemMoves).sorted { ($0.source, $0.destination) < ($1.source, $1.destination) }
    }

    /// Creates an empty batch.
    public init() {}

    /// Whether the batch changes nothing.
    public var isEmpty: Bool {
        insertedSections.isEmpty && deletedSections.isEmpty && reloadedSections.isEmpty && sectionMoveSet.isEmpty
            && insertedItemStorage.isEmpty && deletedItemStorage.isEmpty && reloadedItems.isEmpty && reconfiguredItems.isEmpty
            && itemMoveStorage.isEmpty && malformedItemMoves.isEmpty
    }

    /// Whether the batch only reloads and reconfigures (no structural change).
    public var isReloadOnly: Bool {
        insertedSections.isEmpty && deletedSections.isEmpty && sectionMoveSet.isEmpty
            && insertedItemStorage.isEmpty && deletedItemStorage.isEmpty && itemMoveStorage.isEmpty && malformedItemMoves.isEmpty
    }

    /// Whether the batch only reconfigures items (no structural change, nothing reloaded): it changes
    /// what cells show, not where anything is.
    public var isReconfigureOnly: Bool {
        isReloadOnly && reloadedSections.isEmpty && reloadedItems.isEmpty && !reconfiguredItems.isEmpty
    }

    /// Inserts sections at these after-update indices.
    public mutating func insertSections(_ sections: IndexSet) { insertedSections.formUnion(sections) }

    /// Deletes the sections at these before-update indices.
    public mutating func deleteSections(_ sections: IndexSet) { deletedSections.formUnion(sections) }

    /// Reloads the sections at these before-update indices (a delete plus an insert).
    public mutating func reloadSections(_ sections: IndexSet) { reloadedSections.formUnion(sections) }

    /// Moves the section at `section` (before) to `newSection` (after).
    public mutating func moveSection(_ section: Int, toSection newSection: Int) {
        sectionMoveSet.insert(Move(from: section, to: newSection))
    }

    /// Inserts items at these after-update index paths.
    public mutating func insertItems(at indexPaths: [IndexPath]) { insertedItemStorage.formUnion(indexPaths) }

    /// Deletes the items at these before-update index paths.
    public mutating func deleteItems(at indexPaths: [IndexPath]) { deletedItemStorage.formUnion(indexPaths) }

    /// Inserts `items` (after indices) of `section`, which the caller knows are ascending, distinct
    /// and not in this batch yet (a diff's): kept without hashing.
    @inlinable mutating func insertDistinctItems(_ items: [Int], inSection section: Int) {
        insertedItemStorage.appendRun(items, inSection: section)
    }

    /// Deletes `items` (before indices) of `section`, ascending, distinct and not in this batch yet.
    @inlinable mutating func deleteDistinctItems(_ items: [Int], inSection section: Int) {
        deletedItemStorage.appendRun(items, inSection: section)
    }

    /// Reloads the items at these before-update index paths (each a delete plus an insert).
    public mutating func reloadItems(at indexPaths: [IndexPath]) { reloadedItems.formUnion(indexPaths) }

    /// Reconfigures the items at these before-update index paths, keeping their cells.
    public mutating func reconfigureItems(at indexPaths: [IndexPath]) { reconfiguredItems.formUnion(indexPaths) }

    /// Moves the item at `indexPath` (before) to `newIndexPath` (after).
    public mutating func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        guard indexPath.isCollectionIndexPath, newIndexPath.isCollectionIndexPath else {
            malformedItemMoves.insert(Move(from: indexPath, to: newIndexPath))
            return
        }
        itemMoveStorage.insert(.init(sourceSection: indexPath.section, sourceItem: indexPath.item,
                                     destinationSection: newIndexPath.section, destinationItem: newIndexPath.item))
    }

    /// Appends a move from (`section`, `item`) before to (`newSection`, `newItem`) after that the caller
    /// knows this batch does not hold yet (a diff's moves): no hashing.
    @inlinable mutating func appendDistinctItemMove(section: Int, item: Int, toSection newSection: Int, item newItem: Int) {
        itemMoveStorage.appendDistinct(.init(sourceSection: section, sourceItem: item, destinationSection: newSection, destinationItem: newItem))
    }

    /// Adds every change of `other` (a nested batch) to this one.
    ///
    /// A batch with nothing recorded yet takes `other`'s storage as it is (a diffable stage merges
    /// thousands of index paths into the empty batch it opened; hashing each again cost more than
    /// validating them).
    /// - Complexity: O(1) into an empty batch, O(changes of `other`) otherwise.
    public mutating func merge(_ other: BatchUpdate) {
        if recordsNothing {
            self = other
            return
        }
        insertedSections.formUnion(other.insertedSections)
        deletedSections.formUnion(other.deletedSections)
        reloadedSections.formUnion(other.reloadedSections)
        sectionMoveSet.formUnion(other.sectionMoveSet)
        insertedItemStorage.formUnion(other.insertedItemStorage)
        deletedItemStorage.formUnion(other.deletedItemStorage)
        reloadedItems.formUnion(other.reloadedItems)
        reconfiguredItems.formUnion(other.reconfiguredItems)
        itemMoveStorage.formUnion(other.itemMoveStorage)
        malformedItemMoves.formUnion(other.malformedItemMoves)
    }

    /// Whether no change has been recorded.
    private var recordsNothing: Bool {
        insertedSections.isEmpty && deletedSections.isEmpty && reloadedSections.isEmpty && sectionMoveSet.isEmpty
            && insertedItemStorage.isEmpty && deletedItemStorage.isEmpty && reloadedItems.isEmpty && reconfiguredItems.isEmpty
            && itemMoveStorage.isEmpty && malformedItemMoves.isEmpty
    }

    /// Checks the batch against UIKit's rules for a collection going from `numberOfItemsBefore` to
    /// `numberOfItemsAfter` (items per section) and returns it with its before → after mapping.
    ///
    /// Every violation is collected, each with UIKit's message in `wording` (a collection view's
    /// "items" by default; `.tableView` words them in rows, as `UITableView` does).
    /// - Complexity: O(c log c) in the number of changes c, independent of the number of items.
    public func validated(numberOfItemsBefore: [Int], numberOfItemsAfter: [Int],
                          wording: BatchUpdateWording = .collectionView) throws(BatchUpdateError) -> ValidatedBatchUpdate {
        var validator = BatchUpdateValidator(update: self, before: numberOfItemsBefore, after: numberOfItemsAfter,
                                             wording: wording)
        return try validator.run()
    }
}

extension BatchUpdate: CustomStringConvertible {
    /// Every change, in a stable order, one per line (`delete section 2`, `move (0 - 1) -> (0 - 3)` …).
    public var description: String {
        var lines: [String] = []
        lines += deletedSections.sorted().map { "delete section \($0)" }
        lines += insertedSections.sorted().map { "insert section \($0)" }
        lines += reloadedSections.sorted().map { "reload section \($0)" }
        lines += sectionMoves.sorted { ($0.source, $0.destination) < ($1.source, $1.destination) }
            .map { "move section \($0.source) -> \($0.destination)" }
        lines += deletedItems.sorted().map { "delete \($0.collectionDescription)" }
        lines += insertedItems.sorted().map { "insert \($0.collectionDescription)" }
        lines += reloadedItems.sorted().map { "reload \($0.collectionDescription)" }
        lines += reconfiguredItems.sorted().map { "reconfigure \($0.collectionDescription)" }
        lines += itemMovesInOrder
            .map { "move \($0.source.collectionDescription) -> \($0.destination.collectionDescription)" }
        return lines.isEmpty ? "(no changes)" : lines.joined(separator: "\n")
    }
}
