import CollectionGeometry
import Foundation

/// The state a content-unavailable configuration is updated for
/// (`UIContentUnavailableConfigurationState`): the traits and the search text of the view controller
/// showing it, and your own values.
public struct ContentUnavailableConfigurationState: ConfigurationState, Hashable, Sendable {
    /// The traits.
    public var traitCollection: TraitCollection
    /// The text of the view controller's search bar (its navigation item's search controller), if any.
    public var searchText: String?
    private var custom = CustomStateValues()

    /// A state with `traitCollection` and no search text.
    public init(traitCollection: TraitCollection) {
        self.traitCollection = traitCollection
    }

    /// The custom value stored under `key`, `nil` when none is.
    public subscript(key: ConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}
