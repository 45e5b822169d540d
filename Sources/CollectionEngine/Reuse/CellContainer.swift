import CollectionData
import ViewSystem

/// What a cell asks of the view that holds it (the collection or table view), seen from the cell's
/// side: cells call their superview through this protocol, so the reuse code needs no collection
/// view type.
@MainActor
protocol CellContainer: AnyObject {
    /// A cell's configuration needs an update: the container's next layout pass runs it.
    func cellNeedsConfigurationUpdate()
    /// A cell on screen changed what it shows (a new content configuration, its own or its content
    /// view's `invalidateIntrinsicContentSize()`), or an Auto Layout change inside its content view
    /// happened (`byConstraints`): it may need another size.
    func cellContentDidInvalidateSize(_ cell: CollectionViewCell, byConstraints: Bool)
    /// Reports a problem a cell found in what the app gave it.
    func report(_ diagnostic: CollectionDiagnostic)
    /// Whether the keyboard may focus the cell's item (the default of a cell's `canBecomeFocused`).
    func cellCanBecomeFocused(_ cell: CollectionViewCell) -> Bool
    /// The number of items in `section` (0 for a section it does not have).
    func numberOfItems(inSection section: Int) -> Int
    /// The cell's swipe actions as assistive technologies offer them (the default of its
    /// `accessibilityCustomActions`); empty when its item has none.
    func swipeAccessibilityActions(for cell: CollectionViewCell) -> [AccessibilityCustomAction]
}

/// A view a feature attaches to a cell beside its content (the swipe actions strip), laid out again
/// whenever the cell's bounds change.
@MainActor
protocol CellAttachment: View {
    /// The cell's bounds changed: the attachment lays itself out again.
    func cellBoundsDidChange(_ cell: CollectionViewCell)
}
