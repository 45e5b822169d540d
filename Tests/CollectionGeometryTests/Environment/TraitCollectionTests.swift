import CollectionGeometry
import Testing

@Suite("TraitCollection")
struct TraitCollectionTests {
    @Test("when created without arguments, then traits have UIKit's unspecified values and a large text size")
    func defaults() {
        let traits = TraitCollection()
        #expect(traits.horizontalSizeClass == .unspecified && traits.displayScale == 1 && traits.layoutDirection == .leftToRight)
        #expect(traits.preferredContentSizeCategory == .large && traits.userInterfaceIdiom == .unspecified)
        #expect(UserInterfaceSizeClass.regular.rawValue == 2 && UserInterfaceIdiom.mac.rawValue == 5)
    }

    @Test("when text sizes are compared, then they order from extra small to accessibility XXXL with Dynamic Type's body sizes")
    func contentSizes() {
        #expect(ContentSizeCategory.small < .large && ContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        #expect(ContentSizeCategory.large.bodyPointSize == 17 && ContentSizeCategory.accessibilityExtraExtraExtraLarge.bodyPointSize == 53)
        #expect(ContentSizeCategory.accessibilityLarge.isAccessibilityCategory && !ContentSizeCategory.extraLarge.isAccessibilityCategory)
        #expect(ContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
        #expect(ContentSizeCategory.unspecified.bodyPointSize == 17)
    }

    @Test("when traits are compared for colour, then only the appearance and the contrast count, and no collection always differs")
    func colorAppearance() {
        let light = TraitCollection(userInterfaceStyle: .light)
        #expect(!light.hasDifferentColorAppearance(comparedTo: TraitCollection(preferredContentSizeCategory: .extraLarge, userInterfaceStyle: .light)))
        #expect(light.hasDifferentColorAppearance(comparedTo: TraitCollection(userInterfaceStyle: .dark)))
        #expect(light.hasDifferentColorAppearance(comparedTo: TraitCollection(userInterfaceStyle: .light, accessibilityContrast: .high)))
        #expect(!light.hasDifferentColorAppearance(comparedTo: TraitCollection(userInterfaceStyle: .light, legibilityWeight: .bold)))
        #expect(light.hasDifferentColorAppearance(comparedTo: nil))
        #expect(TraitCollection().accessibilityContrast == .unspecified && TraitCollection().legibilityWeight == .unspecified)
    }
}
