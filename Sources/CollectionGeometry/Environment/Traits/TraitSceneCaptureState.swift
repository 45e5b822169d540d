import Foundation

/// The system trait: whether the screen is being captured (`UITraitSceneCaptureState`); its value is `TraitCollection`'s property of the same name.
public struct TraitSceneCaptureState: TraitDefinition {
    /// The value a collection that does not set the trait reports.
    public static let defaultValue: SceneCaptureState = .unspecified
    /// `false`: dynamic colours do not resolve by it.
    public static let affectsColorAppearance = false
    /// The trait's name.
    public static let name = "SceneCaptureState"
    /// The trait's identifier.
    public static let identifier = "UITraitSceneCaptureState"
}
