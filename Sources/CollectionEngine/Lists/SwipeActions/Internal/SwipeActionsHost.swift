import CollectionData
import Foundation
import ViewSystem

/// The collection or table view whose rows swipe, as the swipe code sees it: its coordinator, the
/// rows it shows and its diagnostics — so swipe actions need no collection view type.
@MainActor
protocol SwipeActionsHost: View {
    /// Which row is open and the swipe in progress.
    var swipes: SwipeActionsCoordinator { get }
    /// Whether the item exists in the current data.
    func containsItem(at indexPath: IndexPath) -> Bool
    /// The cell on screen (or kept near it) for the item.
    func cellForItem(at indexPath: IndexPath) -> CollectionViewCell?
    /// Reports a problem in what the app gave.
    func report(_ diagnostic: CollectionDiagnostic)
}

/// The collection view holding a list cell, as the cell sees it when a system accessory is tapped.
@MainActor
protocol ListCellContainer: AnyObject {
    /// The index path of the item `cell` shows, if any.
    func indexPath(for cell: CollectionViewCell) -> IndexPath?
    /// An outline disclosure was tapped: the item expands or collapses.
    func toggleOutlineExpansion(at indexPath: IndexPath)
    /// A delete accessory was tapped: the row's trailing swipe actions open (or close).
    func openTrailingSwipeActions(at indexPath: IndexPath)
    /// The row's trailing swipe actions as custom actions, in editing mode too: what a delete
    /// accessory reveals, offered to assistive technologies directly.
    func trailingSwipeAccessibilityActions(for cell: CollectionViewCell) -> [AccessibilityCustomAction]
}
