import Foundation
import ViewSystem

/// Logs every scroll delegate call except `scrollViewDidScroll`, which it counts.
@MainActor
public final class ScrollEventLog: ScrollViewDelegate {
    public init() {}
    public var events: [String] = []
    public var scrolls = 0
    public var offsets: [CGPoint] = []
    public var retarget: ((CGPoint) -> CGPoint)?

    public func scrollViewDidScroll(_ scrollView: ScrollView) {
        scrolls += 1
        offsets.append(scrollView.contentOffset)
    }
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) { events.append("willBeginDragging") }
    public func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        events.append("willEndDragging v=\(velocity.y.rounded(toPlaces: 3)) target=\(targetContentOffset.pointee.y.rounded(toPlaces: 1))")
        if let retarget { targetContentOffset.pointee = retarget(targetContentOffset.pointee) }
    }
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) { events.append("didEndDragging decelerate=\(decelerate)") }
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { events.append("willBeginDecelerating") }
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) { events.append("didEndDecelerating") }
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { events.append("didEndScrollingAnimation") }
}

extension CGFloat {
    /// This value rounded to `places` decimal places (for readable logs).
    public func rounded(toPlaces places: Int) -> CGFloat {
        let scale = pow(10, CGFloat(places))
        return (self * scale).rounded() / scale
    }
}
