import Foundation

/// The system trait: whether bold text was asked for (`UITraitLegibilityWeight`); its value is `TraitCollection`'s property of the same name.
public struct TraitLegibilityWeight: TraitDefinition, StoredSystemTrait {
    /// The value a collection that does not set the trait reports.
    public static let defaultValue: LegibilityWeight = .unspecified
    /// `false`: dynamic colours do not resolve by it.
    public static let affectsColorAppearance = false
    /// The trait's name.
    public static let name = "LegibilityWeight"
    /// The trait's identifier.
    public static let identifier = "UITraitLegibilityWeight"
    static func value(in traits: TraitCollection) -> LegibilityWeight { traits.legibilityWeight }
    static func set(_ value: LegibilityWeight, in traits: inout TraitCollection) { traits.legibilityWeight = value }
}
