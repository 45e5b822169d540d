import Foundation

/// The system trait: the kind of device interface (`UITraitUserInterfaceIdiom`); its value is `TraitCollection`'s property of the same name.
public struct TraitUserInterfaceIdiom: TraitDefinition, StoredSystemTrait {
    /// The value a collection that does not set the trait reports.
    public static let defaultValue: UserInterfaceIdiom = .unspecified
    /// `false`: dynamic colours do not resolve by it.
    public static let affectsColorAppearance = false
    /// The trait's name.
    public static let name = "UserInterfaceIdiom"
    /// The trait's identifier.
    public static let identifier = "UITraitUserInterfaceIdiom"
    static func value(in traits: TraitCollection) -> UserInterfaceIdiom { traits.userInterfaceIdiom }
    static func set(_ value: UserInterfaceIdiom, in traits: inout TraitCollection) { traits.userInterfaceIdiom = value }
}
