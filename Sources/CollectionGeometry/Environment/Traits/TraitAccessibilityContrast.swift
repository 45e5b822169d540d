import Foundation

/// The system trait: whether increased contrast was asked for (`UITraitAccessibilityContrast`); its value is `TraitCollection`'s property of the same name.
public struct TraitAccessibilityContrast: TraitDefinition, StoredSystemTrait {
    /// The value a collection that does not set the trait reports.
    public static let defaultValue: AccessibilityContrast = .unspecified
    /// `true`: dynamic colours resolve by it.
    public static let affectsColorAppearance = true
    /// The trait's name.
    public static let name = "AccessibilityContrast"
    /// The trait's identifier.
    public static let identifier = "UITraitAccessibilityContrast"
    static func value(in traits: TraitCollection) -> AccessibilityContrast { traits.accessibilityContrast }
    static func set(_ value: AccessibilityContrast, in traits: inout TraitCollection) { traits.accessibilityContrast = value }
}
