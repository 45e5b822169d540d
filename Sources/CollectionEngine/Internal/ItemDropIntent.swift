import Foundation

/// Where a drop would put its items, in the engine's words: the collection and table views' drop
/// proposal intents map onto it.
enum ItemDropIntent: Hashable, Sendable {
    /// The drop delegate says nothing: the items go where it puts them, no gap opens.
    case unspecified
    /// Between items, at the destination index path: the others make room.
    case insertAtDestination
    /// Into the item at the destination index path: that item is targeted.
    case insertIntoDestination
    /// Between or into, by where the pointer is on the row (a table's `.automatic`).
    case automatic
}
