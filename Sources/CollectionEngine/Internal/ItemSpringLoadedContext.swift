import CollectionGeometry
import Foundation
import ViewSystem

/// The context a collection or table view's delegate is given when a drag resting on an item is about
/// to open it.
@MainActor
final class ItemSpringLoadedContext: SpringLoadedInteractionContext {
    let state: SpringLoadedInteractionEffectState = .activating
    var targetView: View?
    var targetItem: Any?
    private let session: ItemDragSession

    init(session: ItemDragSession, targetView: View?) {
        self.session = session
        self.targetView = targetView
    }

    func location(in view: View?) -> CGPoint {
        guard let view else { return session.locationInWindow }
        return session.location(in: view)
    }
}
