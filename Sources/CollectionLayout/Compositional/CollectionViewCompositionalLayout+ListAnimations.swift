import CollectionData
import CollectionGeometry
import Foundation

/// Outline rows slide out from under their parent, and back under it (F37).
///
/// When an update only inserts (or only removes) one run of rows just after a row that stays, in a
/// list section (`ListUpdateSlide`), each row of the run starts (or ends) under that row — at its
/// top, behind it, transparent — so expanding a parent slides its children out from beneath it and
/// collapsing slides them back. Other updates keep the default fade.
extension CollectionViewCompositionalLayout {
    /// Remembers the update's slide when it is one run in a list section.
    func noteListSlide(_ updateItems: [CollectionViewUpdateItem]) {
        listSlide = ListUpdateSlide(updateItems).flatMap { listSections[$0.section] == nil ? nil : $0 }
    }

    /// Where a row of the sliding run starts, or `nil` for any other item.
    func slidingInitialAttributes(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard let slide = listSlide, slide.isInsertion, itemIndexPath.isCollectionIndexPath,
              itemIndexPath.section == slide.section, slide.rows.contains(itemIndexPath.item) else { return nil }
        return underAnchor(itemIndexPath, attributes: layoutAttributesForItem(at: itemIndexPath), slide: slide)
    }

    /// Where a row of the run sliding back ends, or `nil` for any other item.
    func slidingFinalAttributes(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard let slide = listSlide, !slide.isInsertion, itemIndexPath.isCollectionIndexPath,
              itemIndexPath.section == slide.section, slide.rows.contains(itemIndexPath.item) else { return nil }
        // The row is gone from the layout: it keeps the anchor's size as it slides under it.
        return underAnchor(itemIndexPath, attributes: nil, slide: slide)
    }

    /// `attributes` (or the anchor's, for a row that is gone) moved to the anchor's top, behind it
    /// and transparent.
    private func underAnchor(_ indexPath: IndexPath, attributes: CollectionViewLayoutAttributes?,
                             slide: ListUpdateSlide) -> CollectionViewLayoutAttributes? {
        guard let anchor = layoutAttributesForItem(at: IndexPath(item: slide.anchor, section: slide.section)),
              let moved = (attributes ?? anchor).copy() as? CollectionViewLayoutAttributes else { return nil }
        moved.indexPath = indexPath
        moved.frame.origin.y = anchor.frame.minY
        moved.alpha = 0
        moved.zIndex = anchor.zIndex - 1
        return moved
    }
}
