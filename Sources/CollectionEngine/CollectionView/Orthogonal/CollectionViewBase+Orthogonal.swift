import CollectionGeometry
import CollectionLayout
import Foundation
import ViewSystem

extension CollectionViewBase {
    /// The scroll view of an orthogonally scrolling section, or `nil` when `section` does not scroll on
    /// its own (F29).
    ///
    /// Not in UIKit, which hides these scroll views. Its `contentOffset` along the strip is the
    /// section's offset from its leading edge; setting it, or calling `setContentOffset(_:animated:)`,
    /// scrolls the section. Its events go to the collection view's delegate with this scroll view as
    /// the sender.
    public func orthogonalScrollView(forSection section: Int) -> ScrollView? {
        layoutIfNeeded()
        return strips.scrollViews[section]
    }

    /// Creates, resizes and removes the scroll views of orthogonal sections after the layout was prepared.
    ///
    /// - Complexity: O(sections).
    func updateOrthogonalScrollViews() {
        guard let layout = collectionViewLayout as? CollectionViewCompositionalLayout else {
            strips.scrollViews.removeAll()
            return
        }
        var seen = Set<Int>()
        for section in 0..<numberOfSections where layout.orthogonalScrollingBehavior(forSection: section) != .none {
            guard let geometry = layout.orthogonalScrollingGeometry(forSection: section),
                  let band = layout.orthogonalScrollingFrame(forSection: section) else { continue }
            seen.insert(section)
            let vertical = layout.scrollsOrthogonalSectionsVertically
            let scrollView: OrthogonalSectionScrollView
            if let existing = strips.scrollViews[section], existing.isVertical == vertical {
                scrollView = existing
            } else {
                scrollView = OrthogonalSectionScrollView(section: section, collectionView: self, isVertical: vertical)
                scrollView.hostWindow = window
                scrollView.delegate = delegate
                strips.scrollViews[section] = scrollView
            }
            let properties = layout.orthogonalScrollingProperties(forSection: section)
            let behavior = layout.orthogonalScrollingBehavior(forSection: section)
            scrollView.decelerationRate = ScrollView.DecelerationRate(rawValue: properties.decelerationRate.rate(for: behavior))
            scrollView.bounces = properties.bounce != .never
            if vertical {
                scrollView.alwaysBounceVertical = properties.bounce == .always
                scrollView.frame = CGRect(origin: band.origin, size: CGSize(width: band.width, height: geometry.viewportLength))
                scrollView.contentSize = CGSize(width: band.width, height: geometry.contentLength)
            } else {
                scrollView.alwaysBounceHorizontal = properties.bounce == .always
                scrollView.frame = CGRect(origin: band.origin, size: CGSize(width: geometry.viewportLength, height: band.height))
                scrollView.contentSize = CGSize(width: geometry.contentLength, height: band.height)
            }
            let offset = layout.orthogonalScrollOffset(forSection: section)
            if scrollView.stripOffset != offset, !scrollView.isDragging, !scrollView.isDecelerating {
                strips.isSyncingOffset = true
                scrollView.stripOffset = offset
                strips.isSyncingOffset = false
            }
        }
        for section in strips.scrollViews.keys where !seen.contains(section) {
            strips.scrollViews.removeValue(forKey: section)
        }
    }

    /// An orthogonal section scrolled: the layout reports its elements at the new offset.
    func orthogonalSection(_ section: Int, didScrollTo offset: CGFloat) {
        guard !strips.isSyncingOffset, let layout = collectionViewLayout as? CollectionViewCompositionalLayout else { return }
        layout.setOrthogonalScrollOffset(offset, forSection: section)
        setNeedsLayout()
    }

    /// The orthogonal section under `point` (content coordinates), if any.
    func orthogonalSection(at point: CGPoint) -> OrthogonalSectionScrollView? {
        guard let layout = collectionViewLayout as? CollectionViewCompositionalLayout else { return nil }
        let flipped = layout.isFlippedInHost
        for (section, scrollView) in strips.scrollViews {
            guard var band = layout.orthogonalScrollingFrame(forSection: section) else { continue }
            if flipped { band = band.mirroredHorizontally(inWidth: contentSize.width) }
            if band.contains(point) { return scrollView }
        }
        return nil
    }

    /// What a drag scrolls: an orthogonal section when it goes across one, else the collection view.
    func scrollableForDrag(at point: CGPoint, translation: CGPoint) -> (any PanScrollable)? {
        if let swipe = swipeTarget(at: point, forDrag: translation) { return swipe }
        if let section = orthogonalSection(at: point) {
            let across = section.isVertical ? abs(translation.y) > abs(translation.x) : abs(translation.x) > abs(translation.y)
            let adapter = OrthogonalPanAdapter(scrollView: section, mirrorsHorizontally: !section.isVertical && collectionViewLayout.isFlippedInHost)
            if across, adapter.canScroll(forDrag: translation) { return adapter }
        }
        return canScroll(forDrag: translation) ? self : nil
    }

    /// The layout's resting offset for a drag of the collection view itself, mirrored in right-to-left.
    func layoutTargetContentOffset(forProposedContentOffset proposed: CGPoint, withScrollingVelocity velocity: CGPoint? = nil) -> CGPoint {
        let layout = collectionViewLayout
        func ask(_ offset: CGPoint, _ velocity: CGPoint?) -> CGPoint {
            if let velocity { return layout.targetContentOffset(forProposedContentOffset: offset, withScrollingVelocity: velocity) }
            return layout.targetContentOffset(forProposedContentOffset: offset)
        }
        guard layout.isFlippedInHost else { return ask(proposed, velocity) }
        // The layout works unmirrored: mirror the offset (and the horizontal velocity) across the content.
        let span = contentSize.width - bounds.width
        let answer = ask(CGPoint(x: span - proposed.x, y: proposed.y), velocity.map { CGPoint(x: -$0.x, y: $0.y) })
        return CGPoint(x: span - answer.x, y: answer.y)
    }
}
