import Foundation

/// The system trait: whether the screen senses pressure (`UITraitForceTouchCapability`); its value is `TraitCollection`'s property of the same name.
public struct TraitForceTouchCapability: TraitDefinition {
    /// The value a collection that does not set the trait reports.
    public static let defaultValue: ForceTouchCapability = .unknown
    /// `false`: dynamic colours do not resolve by it.
    public static let affectsColorAppearance = false
    /// The trait's name.
    public static let name = "ForceTouchCapability"
    /// The trait's identifier.
    public static let identifier = "UITraitForceTouchCapability"
}
