import CollectionData
import CollectionLayout
import Foundation
import ViewSystem

/// A committed update, planned: how elements map from before to after and how they animate (F9, F10).
///
/// Made once when a batch update (or a layout change) commits and handed to the layout pass as its
/// mode; nothing writes to it afterwards. The pass answers with a `LayoutPassResult`.
struct UpdatePlan {
    /// Where every item and section goes.
    let mapping: BatchUpdateMapping
    /// The update's items for `prepare(forCollectionViewUpdates:)`; `nil` for a change of layout.
    let updateItems: [CollectionViewUpdateItem]?
    /// Whether views animate (otherwise they take their new attributes at once).
    let isAnimated: Bool
    /// Cell attributes near the screen before the update (displayed coordinates), by before index
    /// path: an item that comes on screen slides in from there.
    let attributesBefore: [IndexPath: CollectionViewLayoutAttributes]
    /// Where each reloaded item goes (before → after), for its old cell's fade-out.
    let reloadDestinations: [IndexPath: IndexPath]
    /// Items reconfigured in their cells (after-update index paths).
    let reconfiguredItems: [IndexPath]
    /// The item counts after the update.
    let countsAfter: [Int]
    /// The interactive movement the update re-flows around (its lifted item follows the pointer).
    let movement: InteractiveMovement?
}

extension ElementKey {
    /// This element's key after an update: cells follow the item mapping; supplementary and decoration
    /// views follow their section (index paths without a section keep theirs). `nil` when the element
    /// is deleted or reloaded.
    func mapped(through mapping: BatchUpdateMapping) -> ElementKey? {
        switch category {
        case .cell:
            return mapping.indexPathAfterUpdate(for: indexPath).map { ElementKey.cell($0) }
        case .supplementaryView, .decorationView:
            guard indexPath.count >= 1 else { return self }
            guard let section = mapping.sectionAfterUpdate(for: indexPath[0]) else { return nil }
            var path = indexPath
            path[0] = section
            return ElementKey(category: category, kind: kind, indexPath: path)
        }
    }

    /// The inverse of `mapped(through:)`: the key this element had before the update.
    func unmapped(through mapping: BatchUpdateMapping) -> ElementKey? {
        switch category {
        case .cell:
            return mapping.indexPathBeforeUpdate(for: indexPath).map { ElementKey.cell($0) }
        case .supplementaryView, .decorationView:
            guard indexPath.count >= 1 else { return self }
            guard let section = mapping.sectionBeforeUpdate(for: indexPath[0]) else { return nil }
            var path = indexPath
            path[0] = section
            return ElementKey(category: category, kind: kind, indexPath: path)
        }
    }
}
