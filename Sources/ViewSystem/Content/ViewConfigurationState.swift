import CollectionGeometry
import Foundation

/// The state of a view a configuration is updated for (`UIViewConfigurationState`): traits, whether
/// the view is disabled, highlighted, selected or focused, and custom values.
public struct ViewConfigurationState: ConfigurationState, Hashable, Sendable {
    /// The view's traits.
    public var traitCollection: TraitCollection
    /// Whether the view is disabled.
    public var isDisabled = false
    /// Whether the view is highlighted.
    public var isHighlighted = false
    /// Whether the view is selected.
    public var isSelected = false
    /// Whether the view has the focus.
    public var isFocused = false
    /// Whether the view is pinned (a pinned header).
    public var isPinned = false
    private var custom = CustomStateValues()
    /// The custom values, for a cell state made from this one.
    var customValues: CustomStateValues { custom }

    /// A state with `traitCollection` and every flag off.
    public init(traitCollection: TraitCollection) {
        self.traitCollection = traitCollection
    }

    /// The custom value stored under `key`, `nil` when none is.
    public subscript(key: ConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}
