import Foundation

/// The system trait: the preferred text size (Dynamic Type) (`UITraitPreferredContentSizeCategory`); its value is `TraitCollection`'s property of the same name.
public struct TraitPreferredContentSizeCategory: TraitDefinition, StoredSystemTrait {
    /// The value a collection that does not set the trait reports.
    public static let defaultValue: ContentSizeCategory = .large
    /// `false`: dynamic colours do not resolve by it.
    public static let affectsColorAppearance = false
    /// The trait's name.
    public static let name = "PreferredContentSizeCategory"
    /// The trait's identifier.
    public static let identifier = "UITraitPreferredContentSizeCategory"
    static func value(in traits: TraitCollection) -> ContentSizeCategory { traits.preferredContentSizeCategory }
    static func set(_ value: ContentSizeCategory, in traits: inout TraitCollection) { traits.preferredContentSizeCategory = value }
}
