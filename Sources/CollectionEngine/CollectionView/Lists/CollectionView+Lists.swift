import CollectionGeometry
import CollectionLayout
import Foundation
import ViewSystem

/// A data source that can expand and collapse items (the diffable data source with section snapshots).
@MainActor
protocol OutlineExpanding: AnyObject {
    /// Expands the item at `indexPath` when collapsed, collapses it when expanded, animated.
    func toggleExpansion(at indexPath: IndexPath)
}

extension CollectionView: ListCellContainer {
    /// What an outline disclosure does by default: the diffable data source toggles the item.
    func toggleOutlineExpansion(at indexPath: IndexPath) {
        guard let dataSource = dataSource as? any OutlineExpanding else {
            report(.api, "an outline disclosure at \(indexPath.collectionDescription) was tapped, but the data source is not a diffable data source with section snapshots; give the accessory an actionHandler",
                   recovery: "nothing was expanded")
            return
        }
        dataSource.toggleExpansion(at: indexPath)
    }

    /// What a delete accessory does by default: shows the row's trailing swipe actions.
    func openTrailingSwipeActions(at indexPath: IndexPath) {
        guard let cell = cellForItem(at: indexPath), let list = layoutAttributesForItem(at: indexPath)?.listPlacement?.configuration,
              let configuration = list.trailingSwipeActionsConfigurationProvider?(indexPath), !configuration.actions.isEmpty else { return }
        if swipes.isOpen(indexPath, edge: .trailing) { return swipes.close(in: self) }
        swipes.open(configuration, edge: .trailing, cell: cell, at: indexPath, in: self)
    }

    func trailingSwipeAccessibilityActions(for cell: CollectionViewCell) -> [AccessibilityCustomAction] {
        guard let indexPath = indexPath(for: cell), let list = layoutAttributesForItem(at: indexPath)?.listPlacement?.configuration,
              let configuration = list.trailingSwipeActionsConfigurationProvider?(indexPath) else { return [] }
        return accessibilityActions(for: configuration.actions, of: cell, at: indexPath)
    }
}

extension CollectionViewBase: SwipeActionsHost {}
