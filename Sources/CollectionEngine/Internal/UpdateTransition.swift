import CollectionData
import CollectionGeometry
import CollectionLayout
import Foundation
import ViewSystem

/// What the layout pass needs to know while it lays out a batch update: where elements come from
/// and whether changes animate.
@MainActor
final class UpdateTransition {
    let mapping: BatchUpdateMapping
    /// The update's items for `prepare(forCollectionViewUpdates:)`; `nil` for a change of layout.
    let updateItems: [CollectionViewUpdateItem]?
    /// Whether views animate (otherwise they take their new attributes at once).
    let isAnimated: Bool
    /// Cell attributes near the screen before the update (displayed coordinates), by before index path:
    /// an item that comes on screen slides in from there.
    let attributesBefore: [IndexPath: CollectionViewLayoutAttributes]
    /// Whether `prepare(forCollectionViewUpdates:)` was sent.
    var layoutWasPrepared = false
    /// Views that were on screen and are not wanted after the update, with their (after) keys.
    var leaving: [(key: ElementKey, view: CollectionReusableView)] = []

    init(mapping: BatchUpdateMapping, updateItems: [CollectionViewUpdateItem]?, isAnimated: Bool,
         attributesBefore: [IndexPath: CollectionViewLayoutAttributes]) {
        self.mapping = mapping
        self.updateItems = updateItems
        self.isAnimated = isAnimated
        self.attributesBefore = attributesBefore
    }
}

/// A view animating away after an update, and the element it showed (for `didEndDisplaying`).
struct DisappearingView {
    let view: CollectionReusableView
    let key: ElementKey
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
            var moved = self
            moved.indexPath[0] = section
            return moved
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
            var moved = self
            moved.indexPath[0] = section
            return moved
        }
    }
}
