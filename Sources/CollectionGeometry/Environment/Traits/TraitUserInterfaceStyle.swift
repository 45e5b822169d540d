import Foundation

/// The system trait: light or dark appearance (`UITraitUserInterfaceStyle`); its value is `TraitCollection`'s property of the same name.
public struct TraitUserInterfaceStyle: TraitDefinition, StoredSystemTrait {
    /// The value a collection that does not set the trait reports.
    public static let defaultValue: UserInterfaceStyle = .unspecified
    /// `true`: dynamic colours resolve by it.
    public static let affectsColorAppearance = true
    /// The trait's name.
    public static let name = "UserInterfaceStyle"
    /// The trait's identifier.
    public static let identifier = "UITraitUserInterfaceStyle"
    static func value(in traits: TraitCollection) -> UserInterfaceStyle { traits.userInterfaceStyle }
    static func set(_ value: UserInterfaceStyle, in traits: inout TraitCollection) { traits.userInterfaceStyle = value }
}
