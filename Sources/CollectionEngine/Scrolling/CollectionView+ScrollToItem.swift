import CollectionGeometry
import CollectionLayout
import Foundation

extension CollectionView {
    /// Scrolls so the item sits at `scrollPosition` (SPEC F11), within the scrollable range.
    ///
    /// Along an axis with no position given, the collection view scrolls as little as needed to show
    /// the item (UIKit leaves that axis alone; for the scroll axis the two agree whenever the item is
    /// already visible). Two positions on one axis (`[.top, .bottom]`) are reported and the first wins.
    /// An index path that names no item is reported with UIKit's wording and ignored.
    ///
    /// Differences from UIKit: an item in an orthogonally scrolling section scrolls the collection view
    /// only; its section's own offset is left alone.
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        guard containsItem(at: indexPath), let attributes = layoutAttributesForItem(at: indexPath) else {
            report(.api, "attempt to scroll to invalid index path: \(indexPath.collectionDescription)", recovery: "ignored")
            return
        }
        let vertical = scrollPosition.intersection(.vertical), horizontal = scrollPosition.intersection(.horizontal)
        if vertical.rawValue.nonzeroBitCount > 1 || horizontal.rawValue.nonzeroBitCount > 1 {
            report(.api, "scrollToItem(at:at:animated:) was given more than one position on an axis: \(scrollPosition.rawValue)",
                   recovery: "used the first")
        }
        let frame = attributes.frame
        let visible = bounds.inset(by: adjustedContentInset)
        var offset = contentOffset
        func place(_ minimum: CGFloat, _ maximum: CGFloat, visibleMin: CGFloat, visibleLength: CGFloat, current: CGFloat,
                   start: Bool, centre: Bool, end: Bool) -> CGFloat {
            let inset = visibleMin - current
            if start { return minimum - inset }
            if centre { return (minimum + maximum) / 2 - visibleLength / 2 - inset }
            if end { return maximum - visibleLength - inset }
            if minimum < visibleMin { return minimum - inset }
            if maximum > visibleMin + visibleLength { return Swift.min(maximum - visibleLength, minimum) - inset }
            return current
        }
        offset.y = place(frame.minY, frame.maxY, visibleMin: visible.minY, visibleLength: visible.height, current: contentOffset.y,
                         start: vertical.contains(.top), centre: !vertical.contains(.top) && vertical.contains(.centeredVertically),
                         end: vertical == .bottom)
        offset.x = place(frame.minX, frame.maxX, visibleMin: visible.minX, visibleLength: visible.width, current: contentOffset.x,
                         start: horizontal.contains(.left), centre: !horizontal.contains(.left) && horizontal.contains(.centeredHorizontally),
                         end: horizontal == .right)
        setContentOffset(clampedContentOffset(offset), animated: animated)
    }
}
