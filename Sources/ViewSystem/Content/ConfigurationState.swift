import CollectionGeometry
import Foundation

/// What a configuration is updated for (`UIConfigurationState`): traits, and custom values an app
/// stores under its own keys.
public protocol ConfigurationState {
    /// A state with `traitCollection` and nothing else set.
    init(traitCollection: TraitCollection)
    /// The traits the configuration is resolved with.
    var traitCollection: TraitCollection { get set }
    /// The custom value stored under `key`, `nil` when none is.
    subscript(key: ConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// Custom values of a configuration state, by key.
///
/// `@unchecked Sendable`: a state is a value that crosses no thread in this library (configurations
/// are updated on the main actor); the values an app stores are its own, as in UIKit, where the state
/// holds `AnyHashable`s too.
struct CustomStateValues: Hashable, @unchecked Sendable {
    package var values: [ConfigurationStateCustomKey: AnyHashable] = [:]

    init() {}

    subscript(key: ConfigurationStateCustomKey) -> AnyHashable? {
        get { values[key] }
        set { values[key] = newValue }
    }
}
