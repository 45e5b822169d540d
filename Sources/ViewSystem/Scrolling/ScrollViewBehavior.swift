import CollectionGeometry
import Foundation

/// How a scroll view subclass in another module of the package takes part in scrolling, where
/// UIKit's own subclasses override private methods: the scroll view asks its `behavior` at each of
/// these points. Every requirement has a default that leaves the scroll view's own answer.
///
/// Composition rather than overriding: Swift lets another module override only `open` members, and
/// these are not API. The collection view and its orthogonal strips are the behaviours of themselves.
@MainActor
package protocol ScrollViewBehavior: AnyObject {
    /// The content offset changed; called before the delegate's `scrollViewDidScroll(_:)`.
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// Where a scroll that would end at `proposed` with `velocity` (points per millisecond) ends instead.
    func scrollView(_ scrollView: ScrollView, targetContentOffsetForProposedContentOffset proposed: CGPoint,
                    withScrollingVelocity velocity: CGPoint) -> CGPoint
    /// Whether a run of wheel turns ends on a boundary the scroll view's target chooses (`nil`: only when paging).
    func scrollViewRestsWheelTurnsOnBoundaries(_ scrollView: ScrollView) -> Bool?
    /// Whether a drag with `translation` scrolls this scroll view (`nil`: the scroll view's own rule).
    func scrollView(_ scrollView: ScrollView, canScrollForDrag translation: CGPoint) -> Bool?
    /// What a drag starting at `point` moves instead of the scroll view (`nil`: the scroll view's own rule).
    func scrollView(_ scrollView: ScrollView, panScrollableAt point: CGPoint, forDrag translation: CGPoint) -> (any PanScrollable)?
    /// Step 2 of a frame, after the scroll view advanced its own motion.
    func scrollView(_ scrollView: ScrollView, didAdvanceFrameIn window: Window, to time: TimeInterval)
    /// Step 4 of a frame: work for the time left before `deadline`.
    func scrollView(_ scrollView: ScrollView, performIdleWorkIn window: Window, until deadline: TimeInterval)
    /// Step 1 of a frame: a renderer answered measurements `views` asked for earlier.
    func scrollView(_ scrollView: ScrollView, measurementsDidArriveFor views: [View])
}

package extension ScrollViewBehavior {
    func scrollViewDidScroll(_ scrollView: ScrollView) {}
    func scrollView(_ scrollView: ScrollView, targetContentOffsetForProposedContentOffset proposed: CGPoint,
                    withScrollingVelocity velocity: CGPoint) -> CGPoint { proposed }
    func scrollViewRestsWheelTurnsOnBoundaries(_ scrollView: ScrollView) -> Bool? { nil }
    func scrollView(_ scrollView: ScrollView, canScrollForDrag translation: CGPoint) -> Bool? { nil }
    func scrollView(_ scrollView: ScrollView, panScrollableAt point: CGPoint, forDrag translation: CGPoint) -> (any PanScrollable)? { nil }
    func scrollView(_ scrollView: ScrollView, didAdvanceFrameIn window: Window, to time: TimeInterval) {}
    func scrollView(_ scrollView: ScrollView, performIdleWorkIn window: Window, until deadline: TimeInterval) {}
    func scrollView(_ scrollView: ScrollView, measurementsDidArriveFor views: [View]) {}
}
