import CollectionGeometry
import Foundation

/// What a drag and the drop it may become both tell (`UIDragDropSession`): the items, where the
/// pointer is, and what may be done with them.
@MainActor
public protocol DragDropSession: AnyObject {
    /// The dragged items.
    var items: [DragItem] { get }
    /// Where the pointer is, in `view`'s coordinates.
    func location(in view: View) -> CGPoint
    /// Whether the items may be moved (not only copied).
    var allowsMoveOperation: Bool { get }
    /// Whether the items may only be dropped in the app they come from.
    var isRestrictedToDraggingApplication: Bool { get }
    /// Whether an item has a representation conforming to one of `typeIdentifiers`.
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool
    /// Whether an item can be loaded as `aClass`.
    func canLoadObjects(ofClass aClass: any ItemProviderReading.Type) -> Bool
}
