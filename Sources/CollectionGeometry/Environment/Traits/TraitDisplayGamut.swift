import Foundation

/// The system trait: the colour gamut of the display (`UITraitDisplayGamut`); its value is `TraitCollection`'s property of the same name.
public struct TraitDisplayGamut: TraitDefinition {
    /// The value a collection that does not set the trait reports.
    public static let defaultValue: DisplayGamut = .unspecified
    /// `true`: dynamic colours resolve by it.
    public static let affectsColorAppearance = true
    /// The trait's name.
    public static let name = "DisplayGamut"
    /// The trait's identifier.
    public static let identifier = "UITraitDisplayGamut"
}
