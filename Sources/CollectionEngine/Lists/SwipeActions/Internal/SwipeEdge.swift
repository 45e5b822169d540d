import Foundation

/// The edge of a row whose actions a swipe reveals: a swipe toward the trailing edge reveals the
/// leading actions, and the other way round.
enum SwipeEdge: Hashable, Sendable {
    case leading
    case trailing
}
