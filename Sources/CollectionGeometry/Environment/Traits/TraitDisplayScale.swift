import Foundation

/// The system trait: points to pixels (`UITraitDisplayScale`); its value is `TraitCollection`'s property of the same name.
public struct TraitDisplayScale: TraitDefinition, StoredSystemTrait {
    /// The value a collection that does not set the trait reports.
    public static let defaultValue: CGFloat = 1
    /// `false`: dynamic colours do not resolve by it.
    public static let affectsColorAppearance = false
    /// The trait's name.
    public static let name = "DisplayScale"
    /// The trait's identifier.
    public static let identifier = "UITraitDisplayScale"
    static func value(in traits: TraitCollection) -> CGFloat { traits.displayScale }
    static func set(_ value: CGFloat, in traits: inout TraitCollection) { traits.displayScale = value }
}
