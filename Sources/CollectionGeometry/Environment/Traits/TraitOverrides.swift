import Foundation

/// The traits a view, a view controller or a scene sets for itself and what it contains
/// (`UITraitOverrides`): only what is set overrides; the rest is inherited.
///
/// Read a trait that is not overridden and you get its default value, as UIKit does.
public struct TraitOverrides: MutableTraits, Hashable, Sendable, CustomStringConvertible {
    private var table = TraitValueTable()

    /// Creates an empty set of overrides.
    public init() {}

    /// Whether nothing is overridden.
    public var isEmpty: Bool { table.isEmpty }

    /// Whether `trait` is overridden.
    public func contains(_ trait: Trait) -> Bool { table.contains(trait) }

    /// Stops overriding `trait`.
    public mutating func remove(_ trait: Trait) { table.remove(trait) }

    /// The overridden traits.
    public var overriddenTraits: [Trait] { table.entries.values.map(\.trait) }

    /// `traits` with every override applied.
    /// - Complexity: O(overrides).
    public func applied(to traits: TraitCollection) -> TraitCollection {
        var result: any MutableTraits = traits
        for entry in table.entries.values { entry.write(&result) }
        return result as? TraitCollection ?? traits
    }

    /// The overridden traits and their values, by name.
    public var description: String {
        "TraitOverrides(" + table.entries.values.map { "\($0.trait.name): \($0.value)" }.sorted().joined(separator: ", ") + ")"
    }

    /// The overridden value of `trait`, else its default; setting it overrides it.
    public subscript<T: TraitDefinition>(trait: T.Type) -> T.Value {
        get { table.value(for: trait) ?? trait.defaultValue }
        set { table.set(newValue, for: trait) }
    }

    /// The overridden `userInterfaceIdiom`, else its default; setting it overrides it.
    public var userInterfaceIdiom: UserInterfaceIdiom {
        get { self[TraitUserInterfaceIdiom.self] } set { self[TraitUserInterfaceIdiom.self] = newValue }
    }
    /// The overridden `userInterfaceStyle`, else its default; setting it overrides it.
    public var userInterfaceStyle: UserInterfaceStyle {
        get { self[TraitUserInterfaceStyle.self] } set { self[TraitUserInterfaceStyle.self] = newValue }
    }
    /// The overridden `layoutDirection`, else its default; setting it overrides it.
    public var layoutDirection: UserInterfaceLayoutDirection {
        get { self[TraitLayoutDirection.self] } set { self[TraitLayoutDirection.self] = newValue }
    }
    /// The overridden `displayScale`, else its default; setting it overrides it.
    public var displayScale: CGFloat {
        get { self[TraitDisplayScale.self] } set { self[TraitDisplayScale.self] = newValue }
    }
    /// The overridden `horizontalSizeClass`, else its default; setting it overrides it.
    public var horizontalSizeClass: UserInterfaceSizeClass {
        get { self[TraitHorizontalSizeClass.self] } set { self[TraitHorizontalSizeClass.self] = newValue }
    }
    /// The overridden `verticalSizeClass`, else its default; setting it overrides it.
    public var verticalSizeClass: UserInterfaceSizeClass {
        get { self[TraitVerticalSizeClass.self] } set { self[TraitVerticalSizeClass.self] = newValue }
    }
    /// The overridden `forceTouchCapability`, else its default; setting it overrides it.
    public var forceTouchCapability: ForceTouchCapability {
        get { self[TraitForceTouchCapability.self] } set { self[TraitForceTouchCapability.self] = newValue }
    }
    /// The overridden `preferredContentSizeCategory`, else its default; setting it overrides it.
    public var preferredContentSizeCategory: ContentSizeCategory {
        get { self[TraitPreferredContentSizeCategory.self] } set { self[TraitPreferredContentSizeCategory.self] = newValue }
    }
    /// The overridden `displayGamut`, else its default; setting it overrides it.
    public var displayGamut: DisplayGamut {
        get { self[TraitDisplayGamut.self] } set { self[TraitDisplayGamut.self] = newValue }
    }
    /// The overridden `accessibilityContrast`, else its default; setting it overrides it.
    public var accessibilityContrast: AccessibilityContrast {
        get { self[TraitAccessibilityContrast.self] } set { self[TraitAccessibilityContrast.self] = newValue }
    }
    /// The overridden `userInterfaceLevel`, else its default; setting it overrides it.
    public var userInterfaceLevel: UserInterfaceLevel {
        get { self[TraitUserInterfaceLevel.self] } set { self[TraitUserInterfaceLevel.self] = newValue }
    }
    /// The overridden `legibilityWeight`, else its default; setting it overrides it.
    public var legibilityWeight: LegibilityWeight {
        get { self[TraitLegibilityWeight.self] } set { self[TraitLegibilityWeight.self] = newValue }
    }
    /// The overridden `activeAppearance`, else its default; setting it overrides it.
    public var activeAppearance: UserInterfaceActiveAppearance {
        get { self[TraitActiveAppearance.self] } set { self[TraitActiveAppearance.self] = newValue }
    }
    /// The overridden `imageDynamicRange`, else its default; setting it overrides it.
    public var imageDynamicRange: ImageDynamicRange {
        get { self[TraitImageDynamicRange.self] } set { self[TraitImageDynamicRange.self] = newValue }
    }
    /// The overridden `typesettingLanguage`, else its default; setting it overrides it.
    public var typesettingLanguage: Locale.Language? {
        get { self[TraitTypesettingLanguage.self] } set { self[TraitTypesettingLanguage.self] = newValue }
    }
    /// The overridden `sceneCaptureState`, else its default; setting it overrides it.
    public var sceneCaptureState: SceneCaptureState {
        get { self[TraitSceneCaptureState.self] } set { self[TraitSceneCaptureState.self] = newValue }
    }
    /// The overridden `listEnvironment`, else its default; setting it overrides it.
    public var listEnvironment: ListEnvironment {
        get { self[TraitListEnvironment.self] } set { self[TraitListEnvironment.self] = newValue }
    }
}
