import CollectionGeometry
import Foundation
import Testing
import ViewSystem

@Suite("Image.SymbolConfiguration: specified values, combining and forgetting them, symbol weights and colours")
@MainActor
struct ImageSymbolConfigurationTests {
    typealias Configuration = Image.SymbolConfiguration

    @Test("when configurations specify different values, then applying one over another takes only what it specifies, and nil changes nothing")
    func applying() {
        let sized = Configuration(pointSize: 24)
        let bold = Configuration(weight: .bold)
        let combined = sized.applying(bold)
        #expect(combined.pointSize == 24 && combined.weight == .bold && combined.scale == .unspecified)
        #expect(combined == Configuration(pointSize: 24, weight: .bold), "the same values specified make equal configurations")
        #expect(sized.applying(nil) == sized && sized.isEqual(to: sized) && !sized.isEqual(to: nil))
        let large = Configuration(pointSize: 20, weight: .bold, scale: .large).applying(Configuration(textStyle: .footnote))
        #expect(large.pointSize == 13 && large.weight == .bold && large.scale == .large, "a text style's size, the weight and scale kept")
        let styled = Configuration(scale: .small).applying(Configuration(textStyle: .headline))
        #expect(styled.pointSize == 17 && styled.weight == .semibold && styled.scale == .small, "the style's weight where none was given")
        #expect(Configuration(textStyle: .title1).applying(Configuration(pointSize: 40)).pointSize == 40)
        #expect(Configuration.unspecified.applying(sized) == sized)
    }

    @Test("when values are forgotten, then the configuration reads as if they were never given")
    func forgetting() {
        let full = Configuration(pointSize: 20, weight: .heavy, scale: .large)
        #expect(full.configurationWithoutScale() == Configuration(pointSize: 20, weight: .heavy))
        #expect(full.configurationWithoutWeight() == Configuration(pointSize: 20, weight: .unspecified, scale: .large))
        #expect(full.configurationWithoutWeight().weight == .regular)
        #expect(full.configurationWithoutPointSizeAndWeight() == Configuration(scale: .large))
        let styled = Configuration(textStyle: .largeTitle, scale: .medium)
        #expect(styled.configurationWithoutTextStyle() == Configuration(scale: .medium) && styled.configurationWithoutTextStyle().pointSize == 17)
        #expect(Configuration(textStyle: .headline).configurationWithoutWeight().weight == .semibold, "the style's own weight")
        #expect(full.configurationWithoutTextStyle() == full, "nothing to forget")
        #expect(Configuration(pointSize: 20).configurationWithoutPointSizeAndWeight() == .unspecified)
    }

    @Test("when symbol weights are read, then each names the font weight of its name, unspecified reading as regular, and unknown raw values make none")
    func symbolWeights() {
        #expect(Image.SymbolWeight.allCases.count == 10 && Image.SymbolWeight.black.rawValue == 9)
        for weight in Image.SymbolWeight.allCases where weight != .unspecified {
            #expect(weight.fontWeight() == Font.Weight(rawValue: "\(weight)"), "\(weight)")
        }
        #expect(Image.SymbolWeight.unspecified.fontWeight() == .regular)
        #expect(Image.SymbolWeight(rawValue: 10) == nil && Image.SymbolWeight(rawValue: -1) == nil)
        #expect(Configuration(weight: .unspecified) == .unspecified, "an unspecified weight specifies nothing")
    }

    @Test("when a symbol is given a hierarchical or palette colour, then it is drawn in that colour whatever the view's tint; multicolour, monochrome and an empty palette keep the tint")
    func colours() throws {
        let star = try #require(Image(systemName: "star.fill"))
        #expect(star.withConfiguration(Configuration(hierarchicalColor: .systemRed)).tintColor == .systemRed)
        #expect(star.withConfiguration(Configuration(paletteColors: [.white, .systemBlue])).tintColor == .white)
        #expect(star.withConfiguration(Configuration(paletteColors: [])).tintColor == nil)
        #expect(star.withConfiguration(.preferringMulticolor()).tintColor == nil && star.withConfiguration(.preferringMonochrome()).tintColor == nil)
        let sized = Configuration(pointSize: 30).applying(Configuration(hierarchicalColor: .systemGreen))
        #expect(sized.pointSize == 30 && star.withConfiguration(sized).tintColor == .systemGreen && star.withConfiguration(sized).size.width == 36)
        #expect(Configuration(hierarchicalColor: .systemRed) != Configuration(hierarchicalColor: .systemBlue))

        let view = ImageView(image: star)
        view.tintColor = .systemPurple
        view.preferredSymbolConfiguration = Configuration(hierarchicalColor: .systemOrange)
        guard case .image(let content)? = view.renderedContent else { Issue.record("an image view draws an image"); return }
        #expect(content.tintColor == Color.systemOrange.resolvedColor(with: view.traitCollection))
    }

    @Test("when a configuration is applied to a symbol or preferred by its image view, then it goes over the symbol's own; withConfiguration replaces it")
    func applyingToSymbols() throws {
        let symbol = try #require(Image(systemName: "bell", withConfiguration: Configuration(pointSize: 30, weight: .bold, scale: .large)))
        #expect(Image(systemName: "bell")?.symbolConfiguration == .unspecified, "a symbol starts with nothing specified")
        let lighter = try #require(symbol.applyingSymbolConfiguration(Configuration(weight: .light)))
        #expect(lighter.symbolConfiguration == Configuration(pointSize: 30, weight: .light, scale: .large) && lighter.size == symbol.size)
        #expect(symbol.withConfiguration(Configuration(weight: .light)).symbolConfiguration == Configuration(weight: .light))
        let photo = Image(named: "beach", size: CGSize(width: 30, height: 20))
        #expect(photo.applyingSymbolConfiguration(Configuration(pointSize: 40)) == photo)
        let view = ImageView(image: symbol)
        view.preferredSymbolConfiguration = Configuration(scale: .small)
        #expect(view.displayedImage?.symbolConfiguration == Configuration(pointSize: 30, weight: .bold, scale: .small))
        #expect(view.intrinsicContentSize == CGSize(width: 29, height: 29), "30 × 1.2 × 0.8, to the half point")
    }
}
