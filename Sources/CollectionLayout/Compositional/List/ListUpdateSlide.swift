import CollectionData
import Foundation

/// How the rows of a list section come and go in an update that only adds (or only removes) one run
/// of rows just after a row that stays — what expanding (or collapsing) an outline parent does: the
/// rows slide out from under that row, or back under it.
///
/// Any other update (several runs, a run at the top, moves, reloads, section changes, changes in two
/// sections) uses the engine's default: rows fade in and out where they are.
package struct ListUpdateSlide: Equatable, Sendable {
    /// The section of the run.
    package var section: Int
    /// The rows of the run: after the update for an insertion, before it for a removal.
    package var rows: Range<Int>
    /// Whether the run is inserted (otherwise removed).
    package var isInsertion: Bool
    /// The row the run slides under (the same index before and after the update: nothing above the
    /// run changes).
    package var anchor: Int { rows.lowerBound - 1 }

    /// The slide of `updateItems`, or `nil` when they are not one run of inserted or removed rows
    /// after a row that stays.
    package init?(_ updateItems: [CollectionViewUpdateItem]) {
        guard let first = updateItems.first, !first.isSectionUpdate,
              first.updateAction == .insert || first.updateAction == .delete else { return nil }
        let isInsertion = first.updateAction == .insert
        var section: Int?
        var items: [Int] = []
        items.reserveCapacity(updateItems.count)
        for item in updateItems {
            guard item.updateAction == first.updateAction, !item.isSectionUpdate,
                  let path = isInsertion ? item.indexPathAfterUpdate : item.indexPathBeforeUpdate,
                  path.isCollectionIndexPath, section == nil || section == path.section else { return nil }
            section = path.section
            items.append(path.item)
        }
        items.sort()
        guard let section, let lower = items.first, let upper = items.last, lower >= 1,
              upper - lower + 1 == items.count else { return nil }
        self.section = section
        rows = lower..<(upper + 1)
        self.isInsertion = isInsertion
    }
}
