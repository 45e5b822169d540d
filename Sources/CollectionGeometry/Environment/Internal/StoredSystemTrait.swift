import Foundation

/// A system trait `TraitCollection` keeps in a stored property of its own (the traits layouts and
/// views read every pass); the other traits live in its `TraitValueTable`.
protocol StoredSystemTrait: TraitDefinition {
    /// The property's value in `traits`.
    static func value(in traits: TraitCollection) -> Value
    /// Sets the property in `traits`.
    static func set(_ value: Value, in traits: inout TraitCollection)
}
