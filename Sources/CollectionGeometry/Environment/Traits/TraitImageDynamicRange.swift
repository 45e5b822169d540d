import Foundation

/// The system trait: the dynamic range images are shown in (`UITraitImageDynamicRange`); its value is `TraitCollection`'s property of the same name.
public struct TraitImageDynamicRange: TraitDefinition {
    /// The value a collection that does not set the trait reports.
    public static let defaultValue: ImageDynamicRange = .unspecified
    /// `false`: dynamic colours do not resolve by it.
    public static let affectsColorAppearance = false
    /// The trait's name.
    public static let name = "ImageDynamicRange"
    /// The trait's identifier.
    public static let identifier = "UITraitImageDynamicRange"
}
