import CollectionGeometry
import Foundation

/// Receives a scroll view's scrolling events (`UIScrollViewDelegate`).
///
/// Every method is optional: the defaults do nothing. Velocities are in points per millisecond of
/// content movement (positive: the content offset grows), as in UIKit.
@MainActor
public protocol ScrollViewDelegate: AnyObject {
    /// The content offset changed.
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// A drag is about to start scrolling.
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// The finger lifted with `velocity`; `targetContentOffset` is where scrolling will stop and may
    /// be changed.
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// The drag ended; `decelerate` says whether scrolling goes on.
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    /// Scrolling goes on after the drag.
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    /// Scrolling after a drag came to rest.
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// An animated `setContentOffset(_:animated:)` or `scrollRectToVisible(_:animated:)` ended.
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
    /// `adjustedContentInset` changed (the content inset, the safe area, a refresh, a bar's room).
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// Does nothing.
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
}
