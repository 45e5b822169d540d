import CollectionGeometry
import Foundation

extension Window {
    /// The frame's transaction: the hierarchy's difference from what the renderer was last told
    /// (`RenderDiff`), the animations started since, the measurement requests made and what was posted
    /// to assistive technologies.
    /// - Complexity: O(views in the hierarchy).
    func makeTransaction(frameNumber: Int, time: TimeInterval) -> RenderTransaction {
        var transaction = renderDiff.makeTransaction(of: self, frameNumber: frameNumber, time: time)
        for animation in animator.takeStarted() {
            guard let view = animation.view, let identifier = view.renderIdentifier, renderDiff.isRendered(identifier) else { continue }
            // An animation ends where the view is at the end of the frame: a change made after its
            // block (the layout of a view created just before it) is where it lands, not where the
            // block left it.
            var to = animation.to
            let now = view.renderedProperties
            if now.frame != to.frame { to.frame = now.frame }
            transaction.animations.append(.init(view: identifier, from: animation.from, to: to,
                                                startTime: animation.startTime, duration: animation.duration, curve: animation.curve))
        }
        transaction.measurements = measurements.takeRequests()
        let notices = accessibility.takeNotices()
        transaction.announcements = notices.announcements
        if let view = notices.focus as? View, view.window === self, let identifier = view.renderIdentifier, renderDiff.isRendered(identifier) {
            transaction.accessibilityFocus = identifier
        }
        return transaction
    }
}
