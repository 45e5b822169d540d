import CollectionGeometry
import Foundation

/// The state a cell's configurations are updated for (`UICellConfigurationState`): the view's state
/// and the cell's own — editing, swiped, expanded, reordering, dragged or dropped on — and custom
/// values an app stores under its keys.
public struct CellConfigurationState: ConfigurationState, Hashable, Sendable {
    /// How a cell takes part in a drag (`UICellConfigurationState.DragState`).
    public enum DragState: Hashable, Sendable {
        /// Not dragged.
        case none
        /// Lifting, before the drag moves.
        case lifting
        /// Being dragged.
        case dragging
    }

    /// How a cell takes part in a drop (`UICellConfigurationState.DropState`).
    public enum DropState: Hashable, Sendable {
        /// No drop is over the collection view.
        case none
        /// A drop is over the collection view, not this cell.
        case notTargeted
        /// A drop is over this cell.
        case targeted
    }

    /// Whether the cell is selected.
    public var isSelected = false
    /// Whether the cell is highlighted (touched down).
    public var isHighlighted = false
    /// Whether the cell has the keyboard focus.
    public var isFocused = false
    /// Whether the cell is disabled.
    public var isDisabled = false
    /// Whether the cell is pinned (a pinned header).
    public var isPinned = false
    /// Whether the collection view is editing.
    public var isEditing = false
    /// Whether the cell is being moved interactively.
    public var isReordering = false
    /// Whether the cell is swiped to show actions.
    public var isSwiped = false
    /// Whether the cell's item is expanded in an outline (its children are shown).
    public var isExpanded = false
    /// How the cell takes part in a drag: a collection or table view's cell is `.lifting`, then
    /// `.dragging`, while its item is dragged.
    public var cellDragState: DragState = .none
    /// How the cell takes part in a drop: while a drag its view's drop delegate accepts is over the view,
    /// the cell a drop would go into is `.targeted` and the others `.notTargeted`.
    public var cellDropState: DropState = .none
    /// The traits of the cell.
    public var traitCollection = TraitCollection()
    fileprivate var custom = CustomStateValues()

    /// A state with every flag off.
    public init(traitCollection: TraitCollection = TraitCollection()) {
        self.traitCollection = traitCollection
    }

    /// The custom value stored under `key`, `nil` when none is.
    public subscript(key: ConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}

extension CellConfigurationState {
    /// `state` as a cell's state: itself when it is one, else a cell state with the view state's flags,
    /// traits and custom values (so one `updated(for:)` serves cells and other views).
    init(_ state: any ConfigurationState) {
        if let cell = state as? CellConfigurationState {
            self = cell
            return
        }
        self.init(traitCollection: state.traitCollection)
        if let view = state as? ViewConfigurationState {
            isSelected = view.isSelected
            isHighlighted = view.isHighlighted
            isDisabled = view.isDisabled
            isFocused = view.isFocused
            isPinned = view.isPinned
            custom = view.customValues
        }
    }
}
