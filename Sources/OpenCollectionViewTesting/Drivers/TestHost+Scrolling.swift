import CollectionEngine
import CollectionGeometry
import Foundation
import ViewSystem

extension TestHost {
    /// Scrolls `scrollView` to `offset` — at once, or animated and run until it settles — and runs a frame.
    ///
    /// Throws, changing nothing, when the scroll view is not in the host's window or the offset is not
    /// finite. The offset is not clamped, as `contentOffset` is not in UIKit.
    public func scroll(_ scrollView: ScrollView, to offset: CGPoint, animated: Bool = false) throws(TestingFailure) {
        try requireInWindow(scrollView)
        guard offset.x.isFinite, offset.y.isFinite else {
            throw TestingFailure("cannot scroll \(TextDump.name(of: scrollView)) to \(offset): the offset is not finite")
        }
        scrollView.setContentOffset(offset, animated: animated)
        runFrames(1)
        if animated { try settle() }
    }

    /// Scrolls `collectionView` so that the item at `indexPath` sits at `position`
    /// (`scrollToItem(at:at:animated:)`), and runs the frames it takes.
    ///
    /// Throws, changing nothing, when the collection view has no such item or is not in the window —
    /// where UIKit raises "attempt to scroll to invalid index path".
    public func scroll(_ collectionView: CollectionViewBase, toItemAt indexPath: IndexPath,
                       at position: ScrollPosition = .top, animated: Bool = false) throws(TestingFailure) {
        try requireInWindow(collectionView)
        try requireItem(indexPath, in: collectionView, action: "scroll to")
        collectionView.scrollToItem(at: indexPath, at: position, animated: animated)
        runFrames(1)
        if animated { try settle() }
    }

    /// Lifts a finger off `scrollView` moving at `velocity` — points per second of the content offset,
    /// positive towards the end — and runs frames until the deceleration (and any bounce or paging
    /// snap) ends.
    ///
    /// The delegate hears `scrollViewWillBeginDragging`, `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`
    /// (whose velocity is in points per millisecond, as UIKit's) and the deceleration calls. Throws,
    /// changing nothing, for a scroll view not in the window or a velocity that is not finite.
    public func fling(_ scrollView: ScrollView, velocity: CGPoint) throws(TestingFailure) {
        try requireInWindow(scrollView)
        guard velocity.x.isFinite, velocity.y.isFinite else {
            throw TestingFailure("cannot fling \(TextDump.name(of: scrollView)) at \(velocity): the velocity is not finite")
        }
        scrollView.panBegan(time: clock.now)
        scrollView.panEnded(velocity: CGPoint(x: -velocity.x / 1_000, y: -velocity.y / 1_000), time: clock.now)
        try settle()
    }

    /// Throws unless `view` is in the host's window.
    func requireInWindow(_ view: View) throws(TestingFailure) {
        guard view.window === window else {
            throw TestingFailure("\(TextDump.name(of: view)) is not in the host's window; show it with `show(_:)` first")
        }
    }

    /// Throws unless `collectionView` has an item at `indexPath`.
    func requireItem(_ indexPath: IndexPath, in collectionView: CollectionViewBase, action: String) throws(TestingFailure) {
        let sections = collectionView.numberOfSections
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < sections,
              indexPath.item >= 0, indexPath.item < collectionView.numberOfItems(inSection: indexPath.section) else {
            let counts = (0..<sections).map { String(collectionView.numberOfItems(inSection: $0)) }.joined(separator: ", ")
            throw TestingFailure("cannot \(action) the item at \(TextDump.describe(indexPath)): \(TextDump.name(of: collectionView)) has \(sections) section(s) with \(counts.isEmpty ? "no" : counts) item(s)")
        }
    }
}
