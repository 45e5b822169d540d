import Foundation
import ViewSystem

/// The context a drop coordinator hands back for a placeholder (each view's file declares its
/// context protocol's conformance): commits, deletes or updates it through its view, and adds to the
/// drop's animation.
@MainActor
final class ItemPlaceholderContext: DragAnimating {
    let placeholder: ItemPlaceholder
    private weak var host: (any ItemPlaceholderHost)?
    private let animator: DropAnimator

    init(placeholder: ItemPlaceholder, host: (any ItemPlaceholderHost)?, animator: DropAnimator) {
        self.placeholder = placeholder
        self.host = host
        self.animator = animator
    }

    var dragItem: DragItem { placeholder.dragItem }

    func commitInsertion(dataSourceUpdates: (IndexPath) -> Void) -> Bool {
        host?.commitPlaceholder(placeholder, dataSourceUpdates: dataSourceUpdates) ?? false
    }

    func deletePlaceholder() -> Bool {
        host?.deletePlaceholder(placeholder) ?? false
    }

    func setNeedsCellUpdate() {
        host?.updatePlaceholderCell(placeholder)
    }

    func addAnimations(_ animations: @escaping () -> Void) { animator.addAnimations(animations) }
    func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void) { animator.addCompletion(completion) }
}
