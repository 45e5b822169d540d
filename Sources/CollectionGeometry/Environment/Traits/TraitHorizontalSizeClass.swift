import Foundation

/// The system trait: the horizontal size class (`UITraitHorizontalSizeClass`); its value is `TraitCollection`'s property of the same name.
public struct TraitHorizontalSizeClass: TraitDefinition, StoredSystemTrait {
    /// The value a collection that does not set the trait reports.
    public static let defaultValue: UserInterfaceSizeClass = .unspecified
    /// `false`: dynamic colours do not resolve by it.
    public static let affectsColorAppearance = false
    /// The trait's name.
    public static let name = "HorizontalSizeClass"
    /// The trait's identifier.
    public static let identifier = "UITraitHorizontalSizeClass"
    static func value(in traits: TraitCollection) -> UserInterfaceSizeClass { traits.horizontalSizeClass }
    static func set(_ value: UserInterfaceSizeClass, in traits: inout TraitCollection) { traits.horizontalSizeClass = value }
}
