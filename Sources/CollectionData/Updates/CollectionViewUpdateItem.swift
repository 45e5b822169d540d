import Foundation

/// One insert, delete, reload or move of an item or a section in a batch update.
///
/// UIKit's `UICollectionViewUpdateItem`. In UIKit it is a class; here it is a value, because update
/// items are created by the collection view, never subclassed, and cross threads freely.
/// A section update has an index path with a single element (the section) and item `NSNotFound`
/// in UIKit; here it is a one-element index path, and `isSectionUpdate` tells the two apart.
public struct CollectionViewUpdateItem: Hashable, Sendable {
    /// The kind of change an update item describes (`UICollectionViewUpdateItem.Action`).
    public enum Action: Int, Hashable, Sendable, CaseIterable {
        /// The element is inserted.
        case insert = 0
        /// The element is deleted.
        case delete = 1
        /// The element is reloaded (deleted, then inserted as a new element).
        case reload = 2
        /// The element moves from `indexPathBeforeUpdate` to `indexPathAfterUpdate`.
        case move = 3
        /// No change.
        case none = 4
    }

    /// The element's index path before the update; `nil` for inserts.
    public let indexPathBeforeUpdate: IndexPath?
    /// The element's index path after the update; `nil` for deletes.
    public let indexPathAfterUpdate: IndexPath?
    /// What happens to the element.
    public let updateAction: Action

    /// Creates an update item.
    public init(action: Action, indexPathBeforeUpdate: IndexPath?, indexPathAfterUpdate: IndexPath?) {
        self.updateAction = action
        self.indexPathBeforeUpdate = indexPathBeforeUpdate
        self.indexPathAfterUpdate = indexPathAfterUpdate
    }

    /// Whether the update concerns a whole section (its index paths have a single element).
    public var isSectionUpdate: Bool {
        (indexPathBeforeUpdate ?? indexPathAfterUpdate)?.count == 1
    }
}

extension CollectionViewUpdateItem: CustomStringConvertible {
    /// A short form such as `insert (0 - 3)` or `move (0 - 1) -> (0 - 4)`.
    public var description: String {
        let before = indexPathBeforeUpdate?.collectionDescription
        let after = indexPathAfterUpdate?.collectionDescription
        switch updateAction {
        case .insert: return "insert \(after ?? "nil")"
        case .delete: return "delete \(before ?? "nil")"
        case .reload: return "reload \(before ?? "nil")"
        case .move: return "move \(before ?? "nil") -> \(after ?? "nil")"
        case .none: return "none"
        }
    }
}

extension CollectionViewUpdateItem {
    /// A sentence-case form in `wording`'s nouns, as a log shows it: `Delete row (0 - 1)`,
    /// `Move item (0 - 1) → (0 - 4)`, `Insert section 2`.
    public func description(using wording: BatchUpdateWording) -> String {
        let before = indexPathBeforeUpdate.map { isSectionUpdate ? "section \($0[0])" : "\(wording.item) \($0.collectionDescription)" }
        let after = indexPathAfterUpdate.map { isSectionUpdate ? "section \($0[0])" : "\(wording.item) \($0.collectionDescription)" }
        switch updateAction {
        case .insert: return "Insert \(after ?? "nil")"
        case .delete: return "Delete \(before ?? "nil")"
        case .reload: return "Reload \(before ?? "nil")"
        case .move:
            let destination = indexPathAfterUpdate.map { isSectionUpdate ? "\($0[0])" : $0.collectionDescription } ?? "nil"
            return "Move \(before ?? "nil") → \(destination)"
        case .none: return "None"
        }
    }
}
