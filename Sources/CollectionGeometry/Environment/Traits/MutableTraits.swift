import Foundation

/// A container of traits that can be set (`UIMutableTraits`): what `TraitCollection(mutations:)`
/// and `modifyingTraits(_:)` hand their closure, and what `traitOverrides` is.
///
/// `TraitCollection` and `TraitOverrides` conform.
public protocol MutableTraits {
    /// The kind of device interface.
    var userInterfaceIdiom: UserInterfaceIdiom { get set }
    /// Light or dark appearance.
    var userInterfaceStyle: UserInterfaceStyle { get set }
    /// The layout direction.
    var layoutDirection: UserInterfaceLayoutDirection { get set }
    /// Points to pixels.
    var displayScale: CGFloat { get set }
    /// The horizontal size class.
    var horizontalSizeClass: UserInterfaceSizeClass { get set }
    /// The vertical size class.
    var verticalSizeClass: UserInterfaceSizeClass { get set }
    /// Whether the screen senses pressure.
    var forceTouchCapability: ForceTouchCapability { get set }
    /// The preferred text size.
    var preferredContentSizeCategory: ContentSizeCategory { get set }
    /// The colour gamut of the display.
    var displayGamut: DisplayGamut { get set }
    /// Whether increased contrast was asked for.
    var accessibilityContrast: AccessibilityContrast { get set }
    /// Whether the content sits at the base level or above it (a sheet, a popover).
    var userInterfaceLevel: UserInterfaceLevel { get set }
    /// Whether bold text was asked for.
    var legibilityWeight: LegibilityWeight { get set }
    /// Whether the interface is in the active window.
    var activeAppearance: UserInterfaceActiveAppearance { get set }
    /// The dynamic range images are shown in.
    var imageDynamicRange: ImageDynamicRange { get set }
    /// The language text is typeset for, if one was given.
    var typesettingLanguage: Locale.Language? { get set }
    /// Whether the screen is being captured.
    var sceneCaptureState: SceneCaptureState { get set }
    /// The style of the list a view is in.
    var listEnvironment: ListEnvironment { get set }
    /// The value of any trait, the system's or your own.
    subscript<T: TraitDefinition>(trait: T.Type) -> T.Value { get set }
}
