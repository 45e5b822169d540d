import CollectionGeometry
import Foundation

/// A navigation controller's view: a drag that starts at its leading edge, where what is under the
/// finger does not take it, swipes back (UIKit's `interactivePopGestureRecognizer`).
@MainActor
final class NavigationContainerView: View, PanScrollableProviding {
    weak var controller: NavigationController?

    /// How far from the leading edge a back swipe may start, in points.
    static let edgeWidth: CGFloat = 24

    func panScrollable(at point: CGPoint, forDrag translation: CGPoint) -> (any PanScrollable)? {
        guard let controller, abs(translation.x) > abs(translation.y) else { return nil }
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let fromEdge = rightToLeft ? bounds.width - point.x : point.x
        let towardTrailing = rightToLeft ? translation.x < 0 : translation.x > 0
        guard fromEdge >= 0, fromEdge <= Self.edgeWidth, towardTrailing, controller.canSwipeBack else { return nil }
        return BackSwipe(controller: controller, rightToLeft: rightToLeft)
    }
}

/// A back swipe under way: the top view follows the finger toward the trailing edge over the one
/// below, which comes back from a third of the way out; let go past half the width (or thrown), the
/// pop completes, otherwise both go back.
@MainActor
final class BackSwipe: PanScrollable {
    private weak var controller: NavigationController?
    private let sign: CGFloat
    private var progress: CGFloat = 0

    init(controller: NavigationController, rightToLeft: Bool) {
        self.controller = controller
        sign = rightToLeft ? -1 : 1
    }

    func canScroll(forDrag translation: CGPoint) -> Bool {
        abs(translation.x) > abs(translation.y) && translation.x * sign > 0
    }

    func panBegan(time: TimeInterval) {
        controller?.beginBackSwipe()
    }

    func panChanged(translation: CGPoint, time: TimeInterval) {
        guard let controller, let width = controller.viewIfLoaded?.bounds.width, width > 0 else { return }
        progress = Swift.min(1, Swift.max(0, translation.x * sign / width))
        controller.moveBackSwipe(to: progress)
    }

    /// Thrown toward the trailing edge faster than this (points per millisecond), the pop completes.
    static let throwVelocity: CGFloat = 0.5

    func panEnded(velocity: CGPoint, time: TimeInterval) {
        let thrown = velocity.x * sign
        controller?.endBackSwipe(completing: thrown > Self.throwVelocity || (progress > 0.5 && thrown > -Self.throwVelocity))
    }
}
