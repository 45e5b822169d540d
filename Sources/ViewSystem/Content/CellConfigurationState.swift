import CollectionGeometry
import Foundation

/// The state a cell's configurations are updated for (`UICellConfigurationState`).
public struct CellConfigurationState: Hashable, Sendable {
    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell is highlighted (touched down).
    public var isHighlighted = false
    /// Whether the cell has the keyboard focus.
    public var isFocused = false
    /// Whether the cell is disabled.
    public var isDisabled = false
    /// Whether the collection view is editing.
    public var isEditing = false
    /// Whether the cell is being moved interactively.
    public var isReordering = false
    /// Whether the cell is swiped to show actions.
    public var isSwiped = false
    /// Whether the cell's item is expanded in an outline (its children are shown).
    public var isExpanded = false
    /// The traits of the cell.
    public var traitCollection = TraitCollection()

    /// A state with every flag off.
    public init(traitCollection: TraitCollection = TraitCollection()) {
        self.traitCollection = traitCollection
    }
}
