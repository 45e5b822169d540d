import Foundation

/// The system trait: whether content sits at the base level or above it (`UITraitUserInterfaceLevel`); its value is `TraitCollection`'s property of the same name.
public struct TraitUserInterfaceLevel: TraitDefinition {
    /// The value a collection that does not set the trait reports.
    public static let defaultValue: UserInterfaceLevel = .unspecified
    /// `true`: dynamic colours resolve by it.
    public static let affectsColorAppearance = true
    /// The trait's name.
    public static let name = "UserInterfaceLevel"
    /// The trait's identifier.
    public static let identifier = "UITraitUserInterfaceLevel"
}
