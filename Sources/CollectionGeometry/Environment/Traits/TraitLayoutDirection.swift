import Foundation

/// The system trait: the layout direction (`UITraitLayoutDirection`); its value is `TraitCollection`'s property of the same name.
public struct TraitLayoutDirection: TraitDefinition, StoredSystemTrait {
    /// The value a collection that does not set the trait reports.
    public static let defaultValue: UserInterfaceLayoutDirection = .leftToRight
    /// `false`: dynamic colours do not resolve by it.
    public static let affectsColorAppearance = false
    /// The trait's name.
    public static let name = "LayoutDirection"
    /// The trait's identifier.
    public static let identifier = "UITraitLayoutDirection"
    static func value(in traits: TraitCollection) -> UserInterfaceLayoutDirection { traits.layoutDirection }
    static func set(_ value: UserInterfaceLayoutDirection, in traits: inout TraitCollection) { traits.layoutDirection = value }
}
