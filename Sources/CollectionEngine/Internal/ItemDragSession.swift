import CollectionGeometry
import Foundation
import ViewSystem

/// The session of a drag of items out of a collection or table view: the drag session its drag
/// delegate sees and the drop session its drop delegate sees are this one object, since a drag
/// drops only into the view it started from.
@MainActor
final class ItemDragSession: DragSession, DropSession {
    var items: [DragItem] = []
    var localContext: Any?
    var allowsMoveOperation = true
    var isRestrictedToDraggingApplication = false
    var progressIndicatorStyle: DropSessionProgressIndicatorStyle = .default
    /// Where the pointer is, in the host view's coordinates.
    var location: CGPoint
    private weak var host: View?

    init(host: View, location: CGPoint) {
        self.host = host
        self.location = location
    }

    var localDragSession: (any DragSession)? { self }

    func location(in view: View) -> CGPoint {
        guard let host, host !== view else { return location }
        return host.convert(location, to: view)
    }

    /// Where the pointer is in the host's window (the host's coordinates when it has none).
    var locationInWindow: CGPoint {
        guard let host, let window = host.window else { return location }
        return host.convert(location, to: window)
    }

    /// - Complexity: O(*n* × *m*), *n* items and *m* identifiers.
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
        items.contains { item in typeIdentifiers.contains { item.itemProvider.hasItemConformingToTypeIdentifier($0) } }
    }

    /// - Complexity: O(*n*) in the items.
    func canLoadObjects(ofClass aClass: any ItemProviderReading.Type) -> Bool {
        items.contains { $0.itemProvider.canLoadObject(ofClass: aClass) }
    }

    /// Loads the items that can be loaded as `aClass`, in order, and calls `completion` with them
    /// before returning (UIKit calls it later, on the main queue).
    /// - Complexity: O(*n*) loads.
    @discardableResult
    func loadObjects(ofClass aClass: any ItemProviderReading.Type, completion: @escaping ([any ItemProviderReading]) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: Int64(items.count))
        let loaded = LoadedObjects()
        for item in items where item.itemProvider.canLoadObject(ofClass: aClass) {
            item.itemProvider.loadObject(ofClass: aClass) { object, _ in
                if let object { loaded.append(object) }
            }
        }
        progress.completedUnitCount = Int64(items.count)
        completion(loaded.objects)
        return progress
    }
}

/// The objects a session's loads produced, collected from their completion handlers.
private final class LoadedObjects: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [any ItemProviderReading] = []

    func append(_ object: any ItemProviderReading) { lock.withLock { values.append(object) } }
    var objects: [any ItemProviderReading] { lock.withLock { values } }
}
