import CollectionGeometry
import CollectionLayout
import Foundation
import ViewSystem

extension CollectionViewBase {
    /// Scrolls so the item sits at `scrollPosition` (F11), within the scrollable range.
    ///
    /// Along an axis with no position given, the collection view scrolls as little as needed to show
    /// the item (UIKit leaves that axis alone; for the scroll axis the two agree whenever the item is
    /// already visible). Two positions on one axis (`[.top, .bottom]`) are reported and the first wins.
    /// An index path that names no item is reported with UIKit's wording and ignored.
    ///
    /// An item in an orthogonally scrolling section also scrolls its section: the position across the
    /// collection view's scroll axis (`.left` … for a vertical layout) places it in the strip, as seen
    /// (right-to-left included), within the strip's content.
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
        if let strip = strips.scrollViews[indexPath.section] {
            // The strip takes the cross-axis position; the collection view only scrolls along its axis.
            scrollStrip(strip, toShow: frame, vertical: vertical, horizontal: horizontal, animated: animated)
            if strip.isVertical { offset.y = contentOffset.y } else { offset.x = contentOffset.x }
        }
        setContentOffset(clampedContentOffset(offset), animated: animated)
    }

    /// Scrolls vertically, without animation, so content at `y` rests at the top inset edge, as far
    /// as the content allows (an index title's section header).
    func scrollVertically(toContentAt y: CGFloat) {
        let clamped = clampedContentOffset(CGPoint(x: contentOffset.x, y: y - adjustedContentInset.top))
        setContentOffset(CGPoint(x: contentOffset.x, y: clamped.y), animated: false)
    }

    /// Scrolls an orthogonal section so `frame` (displayed coordinates, at the strip's current offset)
    /// sits where the position across the layout's scroll axis says.
    private func scrollStrip(_ strip: OrthogonalSectionScrollView, toShow frame: CGRect, vertical: ScrollPosition,
                             horizontal: ScrollPosition, animated: Bool) {
        var window = strip.frame
        let flipped = collectionViewLayout.isFlippedInHost
        if flipped { window = window.mirroredHorizontally(inWidth: contentSize.width) }
        let delta: CGFloat
        if strip.isVertical {
            if vertical.contains(.top) { delta = frame.minY - window.minY }
            else if vertical.contains(.centeredVertically) { delta = frame.midY - window.midY }
            else if vertical == .bottom { delta = frame.maxY - window.maxY }
            else if frame.minY < window.minY { delta = frame.minY - window.minY }
            else if frame.maxY > window.maxY { delta = Swift.min(frame.maxY - window.maxY, frame.minY - window.minY) }
            else { delta = 0 }
        } else {
            if horizontal.contains(.left) { delta = frame.minX - window.minX }
            else if horizontal.contains(.centeredHorizontally) { delta = frame.midX - window.midX }
            else if horizontal == .right { delta = frame.maxX - window.maxX }
            else if frame.minX < window.minX { delta = frame.minX - window.minX }
            else if frame.maxX > window.maxX { delta = Swift.min(frame.maxX - window.maxX, frame.minX - window.minX) }
            else { delta = 0 }
        }
        // The strip's offset runs from its leading edge: in right-to-left, showing what is further left
        // means a larger offset.
        let along = strip.stripOffset + (flipped && !strip.isVertical ? -delta : delta)
        let length = strip.isVertical ? strip.bounds.height : strip.bounds.width
        let content = strip.isVertical ? strip.contentSize.height : strip.contentSize.width
        let target = Swift.min(Swift.max(0, content - length), Swift.max(0, along))
        let point = strip.isVertical ? CGPoint(x: 0, y: target) : CGPoint(x: target, y: 0)
        strip.setContentOffset(point, animated: animated)
    }
}
