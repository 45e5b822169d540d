import Foundation

/// A drag, as its source sees it (`UIDragSession`).
@MainActor
public protocol DragSession: DragDropSession {
    /// Anything the source wants to keep with the drag (`localContext`).
    var localContext: Any? { get set }
}
