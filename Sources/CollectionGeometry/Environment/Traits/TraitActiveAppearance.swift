import Foundation

/// The system trait: whether the interface is in the key window (`UITraitActiveAppearance`); its value is `TraitCollection`'s property of the same name.
public struct TraitActiveAppearance: TraitDefinition {
    /// The value a collection that does not set the trait reports.
    public static let defaultValue: UserInterfaceActiveAppearance = .unspecified
    /// `true`: dynamic colours resolve by it.
    public static let affectsColorAppearance = true
    /// The trait's name.
    public static let name = "ActiveAppearance"
    /// The trait's identifier.
    public static let identifier = "UITraitActiveAppearance"
}
