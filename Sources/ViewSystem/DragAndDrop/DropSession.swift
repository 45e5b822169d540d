import Foundation

/// A drag, as a drop target sees it (`UIDropSession`).
@MainActor
public protocol DropSession: DragDropSession {
    /// The drag, when it started in this app (`localDragSession`): always here, since drags do not
    /// cross apps.
    var localDragSession: (any DragSession)? { get }
    /// Whether the drop shows its loading progress.
    var progressIndicatorStyle: DropSessionProgressIndicatorStyle { get set }
    /// Loads every item that can be loaded as `aClass` and hands them over in order.
    @discardableResult
    func loadObjects(ofClass aClass: any ItemProviderReading.Type, completion: @escaping ([any ItemProviderReading]) -> Void) -> Progress
}
