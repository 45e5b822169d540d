import Foundation

/// One dragged thing (`UIDragItem`): its data, in an item provider, and — inside the app — the
/// object it stands for.
///
/// Differs from UIKit: there is no `previewProvider`; the dragged cell itself is the preview.
@MainActor
open class DragItem {
    /// The item's data.
    public let itemProvider: ItemProvider
    /// The object the item stands for, for drops in this app (`localObject`): read it instead of
    /// loading the provider's data.
    open var localObject: Any?

    /// An item carrying `itemProvider`'s data.
    public init(itemProvider: ItemProvider) {
        self.itemProvider = itemProvider
    }
}
