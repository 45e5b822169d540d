import CollectionGeometry
import Foundation

/// The slide of an animated push or pop.
@MainActor
enum NavigationSlide {
    /// Moves `incoming` in and `outgoing` away across `container`, as UIKit's push (from the trailing
    /// edge) and pop (to it) do, or cross-fades them when the reader asked for reduced motion; then
    /// `completion`, with the outgoing view back at its place and opacity for later.
    static func run(_ incoming: View, over outgoing: View, in container: View, pushing: Bool, duration: TimeInterval,
                    completion: @escaping () -> Void) {
        let width = container.bounds.width
        let sign: CGFloat = container.effectiveUserInterfaceLayoutDirection == .rightToLeft ? -1 : 1
        let incomingFrame = incoming.frame, outgoingFrame = outgoing.frame
        if container.window?.accessibilitySettings.isReduceMotionEnabled == true {
            incoming.alpha = 0
            View.animate(withDuration: duration, animations: {
                incoming.alpha = 1
                outgoing.alpha = 0
            }, completion: { _ in
                outgoing.alpha = 1
                completion()
            })
            return
        }
        incoming.frame = incomingFrame.offsetBy(dx: sign * (pushing ? width : -width * 0.3), dy: 0)
        View.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 1, animations: {
            incoming.frame = incomingFrame
            outgoing.frame = outgoingFrame.offsetBy(dx: sign * (pushing ? -width * 0.3 : width), dy: 0)
        }, completion: { _ in
            outgoing.frame = outgoingFrame
            completion()
        })
    }
}
