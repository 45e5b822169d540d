import CollectionGeometry
import Foundation

/// A pointer gesture in progress.
struct PointerTracking {
    enum State {
        case pending
        case panning(any PanScrollable)
        case dragging
        case finished
    }

    var downLocation: CGPoint
    var downTime: TimeInterval
    var hitChain: [View]
    var interactor: (any PointerInteracting)?
    var claim: PointerClaim
    var state: State = .pending
    /// The views' interactions a touch held still may open a context menu with, innermost view first
    /// (emptied once asked).
    var menuPresenters: [(view: View, presenter: any ContextMenuPresenting)] = []
    var samples: [(time: TimeInterval, location: CGPoint)] = []
}
