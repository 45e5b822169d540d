import CollectionGeometry
import Foundation

/// What a spring-loaded interaction tells the view it opens (`UISpringLoadedInteractionContext`).
@MainActor
public protocol SpringLoadedInteractionContext: AnyObject {
    /// Where the interaction is.
    var state: SpringLoadedInteractionEffectState { get }
    /// The view that springs (a collection or table view's cell).
    var targetView: View? { get set }
    /// Anything the app wants to keep with the target.
    var targetItem: Any? { get set }
    /// Where the drag is, in `view`'s coordinates (the window's when `nil`).
    func location(in view: View?) -> CGPoint
}
