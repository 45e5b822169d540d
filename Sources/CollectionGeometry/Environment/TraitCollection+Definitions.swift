import Foundation

/// Traits by definition (iOS 17's trait system): any trait's value by its type, your own traits,
/// building a collection by mutation, and finding what changed.
extension TraitCollection: MutableTraits {
    /// The system traits with a stored property, in a fixed order.
    static let storedSystemTraits: [any StoredSystemTrait.Type] = [
        TraitUserInterfaceIdiom.self, TraitUserInterfaceStyle.self, TraitLayoutDirection.self,
        TraitDisplayScale.self, TraitHorizontalSizeClass.self, TraitVerticalSizeClass.self,
        TraitPreferredContentSizeCategory.self, TraitAccessibilityContrast.self,
        TraitLegibilityWeight.self, TraitListEnvironment.self,
    ]

    /// The value of `trait` (`traitCollection[MyTrait.self]`): a system trait's property, or your
    /// trait's value, its `defaultValue` when the collection does not set it.
    ///
    /// Differences from UIKit: a trait collection is a value here, so the subscript can be set too.
    public subscript<T: TraitDefinition>(trait: T.Type) -> T.Value {
        get {
            if let stored = trait as? any StoredSystemTrait.Type, let value = Self.storedValue(of: stored, in: self) as? T.Value {
                return value
            }
            return values.value(for: trait) ?? trait.defaultValue
        }
        set {
            if let stored = trait as? any StoredSystemTrait.Type, Self.setStoredValue(newValue, of: stored, in: &self) { return }
            values.set(newValue, for: trait)
        }
    }

    private static func storedValue<S: StoredSystemTrait>(of trait: S.Type, in traits: TraitCollection) -> Any {
        trait.value(in: traits)
    }

    /// Sets a stored system trait; `false` when `value` is not of its type.
    private static func setStoredValue<S: StoredSystemTrait>(_ value: Any, of trait: S.Type, in traits: inout TraitCollection) -> Bool {
        guard let value = value as? S.Value else { return false }
        trait.set(value, in: &traits)
        return true
    }

    /// Creates a collection that sets only `trait`, to `value`.
    public init<T: TraitDefinition>(_ trait: T.Type, value: T.Value) {
        self.init()
        self[trait] = value
    }

    /// A copy with `trait` set to `value`.
    public func replacing<T: TraitDefinition>(_ trait: T.Type, value: T.Value) -> TraitCollection {
        var copy = self
        copy[trait] = value
        return copy
    }

    /// The closure `init(mutations:)` and `modifyingTraits(_:)` take.
    public typealias TraitMutations = (inout any MutableTraits) -> Void

    /// Creates a collection from the default one with `mutations` applied.
    public init(mutations: TraitMutations) {
        self = TraitCollection().modifyingTraits(mutations)
    }

    /// A copy with `mutations` applied. A closure that replaces the container it is handed with a
    /// `TraitOverrides` gets those overrides applied to this collection.
    public func modifyingTraits(_ mutations: TraitMutations) -> TraitCollection {
        var traits: any MutableTraits = self
        mutations(&traits)
        if let collection = traits as? TraitCollection { return collection }
        if let overrides = traits as? TraitOverrides { return overrides.applied(to: self) }
        // Another conforming type: read every system trait back from it.
        var result = self
        result.copySystemTraits(from: traits)
        return result
    }

    /// Copies every system trait's value from `traits`.
    private mutating func copySystemTraits(from traits: any MutableTraits) {
        userInterfaceIdiom = traits.userInterfaceIdiom
        userInterfaceStyle = traits.userInterfaceStyle
        layoutDirection = traits.layoutDirection
        displayScale = traits.displayScale
        horizontalSizeClass = traits.horizontalSizeClass
        verticalSizeClass = traits.verticalSizeClass
        forceTouchCapability = traits.forceTouchCapability
        preferredContentSizeCategory = traits.preferredContentSizeCategory
        displayGamut = traits.displayGamut
        accessibilityContrast = traits.accessibilityContrast
        userInterfaceLevel = traits.userInterfaceLevel
        legibilityWeight = traits.legibilityWeight
        activeAppearance = traits.activeAppearance
        imageDynamicRange = traits.imageDynamicRange
        typesettingLanguage = traits.typesettingLanguage
        sceneCaptureState = traits.sceneCaptureState
        listEnvironment = traits.listEnvironment
    }

    /// The traits whose values differ from `traitCollection`'s (every trait this collection
    /// specifies when it is `nil`).
    /// - Complexity: O(traits set in either collection).
    public func changedTraits(from traitCollection: TraitCollection?) -> [Trait] {
        let other = traitCollection ?? TraitCollection()
        var changed: [Trait] = Self.storedSystemTraits.filter { Self.differs($0, self, other) }
        changed += values.changedTraits(from: other.values)
        return changed
    }

    private static func differs<S: StoredSystemTrait>(_ trait: S.Type, _ a: TraitCollection, _ b: TraitCollection) -> Bool {
        trait.value(in: a) != trait.value(in: b)
    }

    /// The system traits dynamic colours resolve by: the appearance, the contrast, the interface
    /// level, the active appearance and the gamut (the traits whose `affectsColorAppearance` is `true`).
    public static var systemTraitsAffectingColorAppearance: [Trait] {
        [TraitUserInterfaceStyle.self, TraitAccessibilityContrast.self, TraitUserInterfaceLevel.self,
         TraitActiveAppearance.self, TraitDisplayGamut.self]
    }

    /// The system traits images are looked up by: scale, idiom, appearance, layout direction, size
    /// classes, gamut, contrast, legibility weight, text size and dynamic range.
    ///
    /// UIKit does not list them; this is the set asset catalogues can vary images by.
    public static var systemTraitsAffectingImageLookup: [Trait] {
        [TraitDisplayScale.self, TraitUserInterfaceIdiom.self, TraitUserInterfaceStyle.self, TraitLayoutDirection.self,
         TraitHorizontalSizeClass.self, TraitVerticalSizeClass.self, TraitDisplayGamut.self, TraitAccessibilityContrast.self,
         TraitLegibilityWeight.self, TraitPreferredContentSizeCategory.self, TraitImageDynamicRange.self]
    }

    /// Combines collections: each trait takes its value from the last collection that specifies it
    /// (gives it other than a blank collection's value).
    /// - Complexity: O(collections × traits).
    public init(traitsFrom traitCollections: [TraitCollection]) {
        self.init()
        let blank = TraitCollection()
        for collection in traitCollections {
            for trait in collection.changedTraits(from: blank) { copy(trait, from: collection) }
        }
    }

    /// Sets `trait` to its value in `collection`.
    private mutating func copy(_ trait: Trait, from collection: TraitCollection) {
        self = Self.copying(trait, from: collection, into: self)
    }

    private static func copying<T: TraitDefinition>(_ trait: T.Type, from source: TraitCollection, into target: TraitCollection) -> TraitCollection {
        target.replacing(trait, value: source[trait])
    }

    /// Whether every trait `trait` specifies has the same value here (`true` for `nil`).
    public func containsTraits(in trait: TraitCollection?) -> Bool {
        guard let trait else { return true }
        let blank = TraitCollection()
        return trait.changedTraits(from: blank).allSatisfy { !Self.differs(in: $0, trait, self) }
    }

    private static func differs(in trait: Trait, _ a: TraitCollection, _ b: TraitCollection) -> Bool {
        func open<T: TraitDefinition>(_ trait: T.Type) -> Bool { a[trait] != b[trait] }
        return open(trait)
    }

    // MARK: Traits without a stored property

    /// Whether the screen senses pressure; `.unknown` unless set.
    public var forceTouchCapability: ForceTouchCapability {
        get { self[TraitForceTouchCapability.self] }
        set { self[TraitForceTouchCapability.self] = newValue }
    }
    /// The colour gamut of the display; `.unspecified` unless set.
    public var displayGamut: DisplayGamut {
        get { self[TraitDisplayGamut.self] }
        set { self[TraitDisplayGamut.self] = newValue }
    }
    /// Whether the content sits at the base level or above it; `.unspecified` unless set.
    public var userInterfaceLevel: UserInterfaceLevel {
        get { self[TraitUserInterfaceLevel.self] }
        set { self[TraitUserInterfaceLevel.self] = newValue }
    }
    /// Whether the interface looks active; `.unspecified` unless set.
    public var activeAppearance: UserInterfaceActiveAppearance {
        get { self[TraitActiveAppearance.self] }
        set { self[TraitActiveAppearance.self] = newValue }
    }
    /// The dynamic range images are shown in; `.unspecified` unless set.
    public var imageDynamicRange: ImageDynamicRange {
        get { self[TraitImageDynamicRange.self] }
        set { self[TraitImageDynamicRange.self] = newValue }
    }
    /// The language text is typeset for; `nil` unless set.
    public var typesettingLanguage: Locale.Language? {
        get { self[TraitTypesettingLanguage.self] }
        set { self[TraitTypesettingLanguage.self] = newValue }
    }
    /// Whether the screen is being captured; `.unspecified` unless set.
    public var sceneCaptureState: SceneCaptureState {
        get { self[TraitSceneCaptureState.self] }
        set { self[TraitSceneCaptureState.self] = newValue }
    }

    /// Creates a collection that sets only `forceTouchCapability`.
    public init(forceTouchCapability capability: ForceTouchCapability) { self.init(TraitForceTouchCapability.self, value: capability) }
    /// Creates a collection that sets only `displayGamut`.
    public init(displayGamut: DisplayGamut) { self.init(TraitDisplayGamut.self, value: displayGamut) }
    /// Creates a collection that sets only `userInterfaceLevel`.
    public init(userInterfaceLevel: UserInterfaceLevel) { self.init(TraitUserInterfaceLevel.self, value: userInterfaceLevel) }
    /// Creates a collection that sets only `activeAppearance`.
    public init(activeAppearance userInterfaceActiveAppearance: UserInterfaceActiveAppearance) {
        self.init(TraitActiveAppearance.self, value: userInterfaceActiveAppearance)
    }
    /// Creates a collection that sets only `imageDynamicRange`.
    public init(imageDynamicRange: ImageDynamicRange) { self.init(TraitImageDynamicRange.self, value: imageDynamicRange) }
    /// Creates a collection that sets only `typesettingLanguage`.
    public init(typesettingLanguage: Locale.Language?) { self.init(TraitTypesettingLanguage.self, value: typesettingLanguage) }
    /// Creates a collection that sets only `sceneCaptureState`.
    public init(sceneCaptureState: SceneCaptureState) { self.init(TraitSceneCaptureState.self, value: sceneCaptureState) }

    // MARK: The current collection

    /// The collection `performAsCurrent(_:)` made current, read by code that resolves dynamic colours
    /// without a view at hand.
    @TaskLocal static var performing: TraitCollection?

    /// The trait collection current on this task: the one whose `performAsCurrent(_:)` is running,
    /// else the default collection.
    ///
    /// Differences from UIKit: it cannot be set (it is task-local, not a per-thread global); run code
    /// inside `performAsCurrent(_:)` instead.
    public static var current: TraitCollection { performing ?? TraitCollection() }

    /// Runs `actions` with this collection as `TraitCollection.current`.
    public func performAsCurrent(_ actions: () -> Void) {
        Self.$performing.withValue(self) { actions() }
    }
}
