import Foundation

/// The system trait: the style of the list a view is in (`UITraitListEnvironment`); its value is `TraitCollection`'s property of the same name.
public struct TraitListEnvironment: TraitDefinition, StoredSystemTrait {
    /// The value a collection that does not set the trait reports.
    public static let defaultValue: ListEnvironment = .unspecified
    /// `false`: dynamic colours do not resolve by it.
    public static let affectsColorAppearance = false
    /// The trait's name.
    public static let name = "ListEnvironment"
    /// The trait's identifier.
    public static let identifier = "UITraitListEnvironment"
    static func value(in traits: TraitCollection) -> ListEnvironment { traits.listEnvironment }
    static func set(_ value: ListEnvironment, in traits: inout TraitCollection) { traits.listEnvironment = value }
}
