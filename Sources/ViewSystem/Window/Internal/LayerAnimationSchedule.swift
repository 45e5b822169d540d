import Foundation

/// The views of a window whose layers have animations (`Layer.add(_:forKey:)`), moved on each
/// frame: animations begin and end on the window's frame clock, their delegates are told, and the
/// views are drawn again while they run.
///
/// The animations themselves belong to their layers; this only keeps the views to visit. A view is
/// tracked when it is drawn with an animation in its layer tree, and forgotten once none runs (an
/// animation that ended but stays, filling forwards, needs no frames).
@MainActor
package final class LayerAnimationSchedule {
    private struct Tracked {
        weak var view: View?
        let identity: ObjectIdentifier
    }

    private var tracked: [Tracked] = []
    /// The identities of `tracked`, for a constant-time check.
    private var identities: Set<ObjectIdentifier> = []
    private var pendingStops: [LayerAnimation] = []

    /// Visits `view` on each frame while its layers have running animations.
    func track(_ view: View) {
        let identity = ObjectIdentifier(view)
        guard identities.insert(identity).inserted else { return }
        tracked.append(Tracked(view: view, identity: identity))
    }

    /// Tells the delegates of `animations`, removed before their end, at the next frame (Core
    /// Animation tells them after the change, not during it).
    func deliverStops(of animations: [LayerAnimation]) {
        pendingStops.append(contentsOf: animations)
    }

    /// The number of views with running layer animations.
    package var count: Int { tracked.count }

    /// Whether no layer animation runs and no delegate waits to be told.
    var isIdle: Bool { tracked.isEmpty && pendingStops.isEmpty }

    /// Moves every tracked view's layer animations to `time`, then tells their delegates: those
    /// removed since the last frame, those that began, those that ran to their end (delegates may
    /// add or remove animations).
    /// - Complexity: O(layers of the tracked views).
    func advance(to time: TimeInterval, in window: Window) {
        var started: [LayerAnimation] = []
        let removed = pendingStops
        pendingStops = []
        var finished: [LayerAnimation] = []
        tracked.removeAll { entry in
            var running = false
            if let view = entry.view, view.window === window, let layer = view.storedLayer {
                running = layer.advanceAnimations(to: time, started: &started, stopped: &finished)
                view.layerDidChange()
            }
            if !running { identities.remove(entry.identity) }
            return !running
        }
        for animation in removed { animation.delegate?.animationDidStop(animation, finished: false) }
        for animation in started { animation.delegate?.animationDidStart(animation) }
        for animation in finished { animation.delegate?.animationDidStop(animation, finished: true) }
        for animation in removed + finished { animation.completeTransactions() }
    }
}
