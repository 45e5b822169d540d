import Foundation

/// The system trait: the vertical size class (`UITraitVerticalSizeClass`); its value is `TraitCollection`'s property of the same name.
public struct TraitVerticalSizeClass: TraitDefinition, StoredSystemTrait {
    /// The value a collection that does not set the trait reports.
    public static let defaultValue: UserInterfaceSizeClass = .unspecified
    /// `false`: dynamic colours do not resolve by it.
    public static let affectsColorAppearance = false
    /// The trait's name.
    public static let name = "VerticalSizeClass"
    /// The trait's identifier.
    public static let identifier = "UITraitVerticalSizeClass"
    static func value(in traits: TraitCollection) -> UserInterfaceSizeClass { traits.verticalSizeClass }
    static func set(_ value: UserInterfaceSizeClass, in traits: inout TraitCollection) { traits.verticalSizeClass = value }
}
