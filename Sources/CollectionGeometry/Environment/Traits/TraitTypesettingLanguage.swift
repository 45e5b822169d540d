import Foundation

/// The system trait: the language text is typeset for (`UITraitTypesettingLanguage`); its value is `TraitCollection`'s property of the same name.
public struct TraitTypesettingLanguage: TraitDefinition {
    /// The value a collection that does not set the trait reports.
    public static let defaultValue: Locale.Language? = nil
    /// `false`: dynamic colours do not resolve by it.
    public static let affectsColorAppearance = false
    /// The trait's name.
    public static let name = "TypesettingLanguage"
    /// The trait's identifier.
    public static let identifier = "UITraitTypesettingLanguage"
}
