import CollectionData
import Foundation

/// The drop placeholders a collection or table view shows, and the translation between the view's
/// index paths (placeholders included: the *presentation*) and the data source's.
///
/// Placeholders follow batch updates as the other items do: `remap(through:)` moves those that
/// were there before an update; one inserted by the update itself is already where it ends
/// (`insert(_:)` keeps it apart until then).
@MainActor
struct ItemPlaceholders {
    /// The placeholders in the view, by index path.
    private(set) var active: [ItemPlaceholder] = []
    /// Placeholders the open update inserts, already at their index paths after it.
    private var inserted: [ItemPlaceholder] = []

    /// Whether there is none.
    var isEmpty: Bool { active.isEmpty && inserted.isEmpty }

    /// The placeholder at `indexPath` (a presentation index path), if any.
    /// - Complexity: O(placeholders).
    func placeholder(at indexPath: IndexPath) -> ItemPlaceholder? {
        active.first { $0.indexPath == indexPath } ?? inserted.first { $0.indexPath == indexPath }
    }

    /// How many placeholders are in `section`.
    /// - Complexity: O(placeholders).
    func count(inSection section: Int) -> Int {
        active.count { $0.indexPath.section == section } + inserted.count { $0.indexPath.section == section }
    }

    /// The data source's index path for a presentation index path: the placeholders before it in its
    /// section do not count. A placeholder's own index path answers where its content will go.
    /// - Complexity: O(placeholders).
    func dataSourceIndexPath(for indexPath: IndexPath) -> IndexPath {
        guard !isEmpty, indexPath.count == 2 else { return indexPath }
        let before = active.count { $0.indexPath.section == indexPath.section && $0.indexPath.item < indexPath.item }
        return before == 0 ? indexPath : IndexPath(item: indexPath.item - before, section: indexPath.section)
    }

    /// Adds a placeholder the open update inserts at its index path.
    mutating func insert(_ placeholder: ItemPlaceholder) {
        inserted.append(placeholder)
    }

    /// Takes a placeholder out (committed or deleted); it is no longer active.
    mutating func remove(_ placeholder: ItemPlaceholder) {
        placeholder.isActive = false
        active.removeAll { $0 === placeholder }
        inserted.removeAll { $0 === placeholder }
    }

    /// Moves the placeholders through an update's mapping, then adds the ones it inserted; one whose
    /// section the update deleted goes (no longer active).
    /// - Complexity: O(p log p) for p placeholders.
    mutating func remap(through mapping: BatchUpdateMapping) {
        var kept: [ItemPlaceholder] = []
        for placeholder in active {
            if let after = mapping.indexPathAfterUpdate(for: placeholder.indexPath) {
                placeholder.indexPath = after
                kept.append(placeholder)
            } else {
                placeholder.isActive = false
            }
        }
        active = (kept + inserted).sorted { $0.indexPath < $1.indexPath }
        inserted = []
    }

    /// Drops every placeholder (a reload): none is active any more.
    mutating func removeAll() {
        for placeholder in active + inserted { placeholder.isActive = false }
        active = []
        inserted = []
    }
}
