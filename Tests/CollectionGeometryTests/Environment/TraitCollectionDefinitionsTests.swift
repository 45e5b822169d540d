import CollectionGeometry
import Foundation
import Testing
import TestSupport

private enum Theme: Int { case standard, monochrome, contrast }
private struct ThemeTrait: TraitDefinition { static let defaultValue = Theme.standard }
private struct AccentTrait: TraitDefinition {
    static let defaultValue: Int? = nil
    static let affectsColorAppearance = true
}
private struct BareTrait: TraitDefinition { static let defaultValue = false }

@Suite("TraitCollection by definition: system and custom traits, mutations, what changed")
struct TraitCollectionDefinitionsTests {
    @Test("when a system trait is read or set by its definition, then it is the collection's property of that name")
    func systemTraitsBySubscript() {
        var traits = TraitCollection(horizontalSizeClass: .compact, userInterfaceStyle: .dark)
        #expect(traits[TraitHorizontalSizeClass.self] == .compact && traits[TraitUserInterfaceStyle.self] == .dark)
        traits[TraitDisplayScale.self] = 3
        traits[TraitListEnvironment.self] = .insetGrouped
        #expect(traits.displayScale == 3 && traits.listEnvironment == .insetGrouped)
        traits.displayGamut = .P3
        #expect(traits[TraitDisplayGamut.self] == .P3 && TraitCollection(displayGamut: .P3).displayGamut == .P3)
        #expect(TraitCollection().forceTouchCapability == .unknown && TraitCollection().userInterfaceLevel == .unspecified)
        #expect(TraitCollection(typesettingLanguage: Locale.Language(identifier: "ar")).typesettingLanguage?.languageCode == "ar")
    }

    @Test("when a custom trait is not set, then its default is read; when set, then its value, and the collection differs from one without it")
    func customTraits() {
        let plain = TraitCollection()
        #expect(plain[ThemeTrait.self] == .standard && plain[AccentTrait.self] == nil)
        let themed = plain.replacing(ThemeTrait.self, value: .monochrome)
        #expect(themed[ThemeTrait.self] == .monochrome && themed != plain && plain[ThemeTrait.self] == .standard)
        #expect(TraitCollection(ThemeTrait.self, value: .monochrome) == themed)
        // Setting a custom trait to its default is the same as not setting it.
        #expect(plain.replacing(ThemeTrait.self, value: .standard) == plain)
        #expect(plain.replacing(ThemeTrait.self, value: .standard).hashValue == plain.hashValue)
        #expect(ThemeTrait.name == "ThemeTrait" && ThemeTrait.identifier.hasSuffix("ThemeTrait") && !ThemeTrait.affectsColorAppearance)
        #expect(TraitUserInterfaceStyle.affectsColorAppearance && TraitUserInterfaceStyle.identifier == "UITraitUserInterfaceStyle")
    }

    @Test("when a collection is made by mutations, then it has the default traits with the mutations applied")
    func mutations() {
        let traits = TraitCollection { mutable in
            mutable.horizontalSizeClass = .regular
            mutable.userInterfaceLevel = .elevated
            mutable[ThemeTrait.self] = .contrast
        }
        #expect(traits.horizontalSizeClass == .regular && traits.userInterfaceLevel == .elevated && traits[ThemeTrait.self] == .contrast)
        #expect(traits.verticalSizeClass == .unspecified)
        let modified = traits.modifyingTraits { $0.userInterfaceStyle = .dark }
        #expect(modified.userInterfaceStyle == .dark && modified.horizontalSizeClass == .regular && traits.userInterfaceStyle == .unspecified)
        // A closure that swaps the container for overrides gets them applied.
        let swapped = traits.modifyingTraits { mutable in
            var overrides = TraitOverrides()
            overrides.legibilityWeight = .bold
            mutable = overrides
        }
        #expect(swapped.legibilityWeight == .bold && swapped.horizontalSizeClass == .regular)
    }

    @Test("when two collections are compared, then changedTraits names exactly the traits whose values differ")
    func changedTraits() {
        let before = TraitCollection(horizontalSizeClass: .compact, userInterfaceStyle: .light)
        let after = before.modifyingTraits {
            $0.userInterfaceStyle = .dark
            $0[ThemeTrait.self] = .monochrome
            $0.sceneCaptureState = .active
        }
        let names = Set(after.changedTraits(from: before).map { $0.identifier })
        #expect(names == [TraitUserInterfaceStyle.identifier, ThemeTrait.identifier, TraitSceneCaptureState.identifier])
        #expect(before.changedTraits(from: before).isEmpty)
        #expect(Set(before.changedTraits(from: nil).map { $0.identifier }) == [TraitHorizontalSizeClass.identifier, TraitUserInterfaceStyle.identifier])
    }

    @Test("when collections are combined, then each trait comes from the last collection that specifies it; containsTraits checks the specified ones")
    func combining() {
        let combined = TraitCollection(traitsFrom: [
            TraitCollection(horizontalSizeClass: .compact, userInterfaceStyle: .dark),
            TraitCollection(horizontalSizeClass: .regular),
            TraitCollection(ThemeTrait.self, value: .monochrome),
        ])
        #expect(combined.horizontalSizeClass == .regular && combined.userInterfaceStyle == .dark && combined[ThemeTrait.self] == .monochrome)
        #expect(combined.containsTraits(in: TraitCollection(userInterfaceStyle: .dark)))
        #expect(combined.containsTraits(in: TraitCollection(ThemeTrait.self, value: .monochrome)))
        #expect(!combined.containsTraits(in: TraitCollection(horizontalSizeClass: .compact)))
        #expect(combined.containsTraits(in: nil) && combined.containsTraits(in: TraitCollection()))
        #expect(TraitCollection(traitsFrom: []) == TraitCollection())
    }

    @Test("when a trait that affects colour differs, then the colour appearance differs; other custom traits do not count")
    func colorAffectingTraits() {
        let base = TraitCollection(userInterfaceStyle: .light)
        #expect(base.hasDifferentColorAppearance(comparedTo: base.replacing(AccentTrait.self, value: 3)))
        #expect(base.hasDifferentColorAppearance(comparedTo: base.replacing(TraitUserInterfaceLevel.self, value: .elevated)))
        #expect(!base.hasDifferentColorAppearance(comparedTo: base.replacing(ThemeTrait.self, value: .contrast)))
        let affecting = Set(TraitCollection.systemTraitsAffectingColorAppearance.map { $0.identifier })
        #expect(affecting.contains(TraitUserInterfaceStyle.identifier) && !affecting.contains(TraitHorizontalSizeClass.identifier))
        #expect(TraitCollection.systemTraitsAffectingImageLookup.contains { $0 == TraitDisplayScale.self })
    }

    @Test("when code runs inside performAsCurrent, then current is that collection, and the default one outside")
    func current() {
        #expect(TraitCollection.current == TraitCollection())
        let dark = TraitCollection(userInterfaceStyle: .dark)
        var seen: UserInterfaceStyle?
        dark.performAsCurrent { seen = TraitCollection.current.userInterfaceStyle }
        #expect(seen == .dark && TraitCollection.current.userInterfaceStyle == .unspecified)
    }

    @Test("when overrides are set, read, removed and applied, then only the overridden traits change the collection")
    func overrides() {
        var overrides = TraitOverrides()
        #expect(overrides.isEmpty && overrides.horizontalSizeClass == .unspecified && !overrides.contains(TraitHorizontalSizeClass.self))
        overrides.horizontalSizeClass = .compact
        overrides[ThemeTrait.self] = .monochrome
        #expect(overrides.contains(TraitHorizontalSizeClass.self) && overrides.contains(ThemeTrait.self) && !overrides.contains(TraitUserInterfaceStyle.self))
        let base = TraitCollection(horizontalSizeClass: .regular, userInterfaceStyle: .dark)
        let applied = overrides.applied(to: base)
        #expect(applied.horizontalSizeClass == .compact && applied.userInterfaceStyle == .dark && applied[ThemeTrait.self] == .monochrome)
        overrides.remove(TraitHorizontalSizeClass.self)
        overrides.remove(BareTrait.self)  // not overridden: nothing happens
        #expect(overrides.applied(to: base).horizontalSizeClass == .regular && overrides.overriddenTraits.count == 1)
        #expect(overrides.description.contains("ThemeTrait: monochrome"))
    }

    @Test("when random traits are set on two collections, then they are equal exactly when changedTraits is empty, with equal hashes (seeded)")
    func equalityMatchesChangedTraits() {
        for seed in TestSeeds.seeds(count: 300, base: 0x7A_17) {
            var generator = SeededRandomNumberGenerator(seed: seed)
            let a = randomTraits(&generator), b = randomTraits(&generator)
            #expect((a == b) == a.changedTraits(from: b).isEmpty, "seed \(seed)")
            #expect(a.changedTraits(from: b).count == b.changedTraits(from: a).count, "seed \(seed)")
            if a == b { #expect(a.hashValue == b.hashValue, "seed \(seed)") }
            #expect(TraitCollection(traitsFrom: [a]) == a, "seed \(seed)")
        }
    }

    private func randomTraits(_ generator: inout SeededRandomNumberGenerator) -> TraitCollection {
        TraitCollection { traits in
            if Bool.random(using: &generator) { traits.horizontalSizeClass = UserInterfaceSizeClass.allCases.randomElement(using: &generator)! }
            if Bool.random(using: &generator) { traits.userInterfaceStyle = UserInterfaceStyle.allCases.randomElement(using: &generator)! }
            if Bool.random(using: &generator) { traits.displayGamut = DisplayGamut.allCases.randomElement(using: &generator)! }
            if Bool.random(using: &generator) { traits[ThemeTrait.self] = [Theme.standard, .monochrome].randomElement(using: &generator)! }
            if Bool.random(using: &generator) { traits[AccentTrait.self] = [nil, 1, 2].randomElement(using: &generator)! }
        }
    }
}
