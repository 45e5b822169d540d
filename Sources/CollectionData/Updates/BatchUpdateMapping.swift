import Foundation

/// Where every section and item of a batch update goes: before → after, and back.
///
/// The one mapping the engine uses for animations, selection, focus and prefetch bookkeeping.
/// Inserted elements have no before position; deleted and reloaded elements have no after position
/// (a reload is a new element); moved elements go to their destinations; the survivors fill the
/// remaining positions in order.
///
/// - Complexity: memory and lookups are O(changes), never O(items): each touched section keeps the
///   sorted positions that are removed (before) and taken (after), and a lookup is two binary searches.
public struct BatchUpdateMapping: Hashable, Sendable {
    /// Items per section before the update.
    public let numberOfItemsBefore: [Int]
    /// Items per section after the update.
    public let numberOfItemsAfter: [Int]

    /// before section → after section (−1: deleted or reloaded).
    let sectionAfter: [Int]
    /// after section → before section (−1: inserted or reloaded).
    let sectionBefore: [Int]
    /// Changes of each touched section, by before index.
    let beforeChanges: [Int: SectionChanges]
    /// Changes of each touched section, by after index.
    let afterChanges: [Int: SectionChanges]

    /// The item-level changes of one side of one section.
    struct SectionChanges: Hashable, Sendable {
        /// Every element of the section is gone (before side) or new (after side), except `moved`.
        var replacesAll = false
        /// Sorted positions removed (before side: deleted, reloaded, moved out) or taken (after side:
        /// inserted, reloaded, moved in).
        var positions: [Int] = []
        /// Moves: before item → after path (before side) or after item → before path (after side).
        var moved: [Int: IndexPath] = [:]
    }

    /// The number of sections before the update.
    public var numberOfSectionsBefore: Int { numberOfItemsBefore.count }
    /// The number of sections after the update.
    public var numberOfSectionsAfter: Int { numberOfItemsAfter.count }

    /// The after index of the section at `beforeSection`, or `nil` when it is deleted or reloaded.
    public func sectionAfterUpdate(for beforeSection: Int) -> Int? {
        guard sectionAfter.indices.contains(beforeSection) else { return nil }
        let section = sectionAfter[beforeSection]
        return section >= 0 ? section : nil
    }

    /// The before index of the section at `afterSection`, or `nil` when it is inserted or reloaded.
    public func sectionBeforeUpdate(for afterSection: Int) -> Int? {
        guard sectionBefore.indices.contains(afterSection) else { return nil }
        let section = sectionBefore[afterSection]
        return section >= 0 ? section : nil
    }

    /// The after index path of the item at `beforeIndexPath`, or `nil` when it is deleted or reloaded.
    ///
    /// - Complexity: O(log c), c = changes in the item's section.
    public func indexPathAfterUpdate(for beforeIndexPath: IndexPath) -> IndexPath? {
        guard beforeIndexPath.isCollectionIndexPath else { return nil }
        let section = beforeIndexPath.section, item = beforeIndexPath.item
        guard numberOfItemsBefore.indices.contains(section), item >= 0, item < numberOfItemsBefore[section] else { return nil }
        var rank = item
        if let changes = beforeChanges[section] {
            if let destination = changes.moved[item] { return destination }
            if changes.replacesAll || Self.contains(changes.positions, item) { return nil }
            rank = item - Self.countLess(changes.positions, item)
        }
        let afterSection = sectionAfter[section]
        guard afterSection >= 0 else { return nil }
        let slot = afterChanges[afterSection].map { Self.freePosition(rank: rank, taken: $0.positions) } ?? rank
        return IndexPath(item: slot, section: afterSection)
    }

    /// The before index path of the item at `afterIndexPath`, or `nil` when it is inserted or reloaded.
    ///
    /// - Complexity: O(log c), c = changes in the item's section.
    public func indexPathBeforeUpdate(for afterIndexPath: IndexPath) -> IndexPath? {
        guard afterIndexPath.isCollectionIndexPath else { return nil }
        let section = afterIndexPath.section, item = afterIndexPath.item
        guard numberOfItemsAfter.indices.contains(section), item >= 0, item < numberOfItemsAfter[section] else { return nil }
        var rank = item
        if let changes = afterChanges[section] {
            if let source = changes.moved[item] { return source }
            if changes.replacesAll || Self.contains(changes.positions, item) { return nil }
            rank = item - Self.countLess(changes.positions, item)
        }
        let beforeSection = sectionBefore[section]
        guard beforeSection >= 0 else { return nil }
        let slot = beforeChanges[beforeSection].map { Self.freePosition(rank: rank, taken: $0.positions) } ?? rank
        return IndexPath(item: slot, section: beforeSection)
    }

    // MARK: Sorted-array helpers

    static func contains(_ sorted: [Int], _ value: Int) -> Bool {
        let index = countLess(sorted, value)
        return index < sorted.count && sorted[index] == value
    }

    /// The number of elements smaller than `value`.
    static func countLess(_ sorted: [Int], _ value: Int) -> Int {
        var lo = 0, hi = sorted.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if sorted[mid] < value { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// The position of the `rank`-th (0-based) position not in `taken`.
    ///
    /// `taken[k] − k` never decreases, so the number of taken positions before the answer is the number
    /// of k with `taken[k] − k ≤ rank`, found by binary search.
    static func freePosition(rank: Int, taken: [Int]) -> Int {
        var lo = 0, hi = taken.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if taken[mid] - mid <= rank { lo = mid + 1 } else { hi = mid }
        }
        return rank + lo
    }
}
