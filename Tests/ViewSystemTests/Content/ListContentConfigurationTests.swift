import CollectionGeometry
import Foundation
import Testing
import ViewSystem

@Suite("List content configurations: texts, attributed texts, transformers and text transforms (F38)")
@MainActor
struct ListContentConfigurationTests {
    @Test("when an attributed text is set, then text is its characters; setting another text drops it, setting the same keeps it")
    func attributedTextAndText() {
        var content = ListContentConfiguration.cell()
        let attributed = NSMutableAttributedString(string: "Bold", attributes: [.font: Font.boldSystemFont(ofSize: 17)])
        content.attributedText = attributed
        #expect(content.text == "Bold")
        attributed.append(NSAttributedString(string: " later"))
        #expect(content.attributedText?.string == "Bold", "the configuration holds a copy")
        content.text = "Bold"
        #expect(content.attributedText != nil)
        content.text = "Plain"
        #expect(content.attributedText == nil && content.text == "Plain")
        content.secondaryAttributedText = NSAttributedString(string: "second")
        #expect(content.secondaryText == "second")
        content.secondaryAttributedText = nil
        #expect(content.secondaryText == nil)
    }

    @Test("when texts have transforms and colour transformers, then the drawn content and the list content view show the result, and the configuration keeps what was set")
    func transformsAndTransformers() throws {
        var content = ListContentConfiguration.cell()
        content.text = "Wi-Fi network"
        content.textProperties.transform = .uppercase
        content.textProperties.colorTransformer = .grayscale
        content.textProperties.color = .systemRed
        content.secondaryText = "Home"
        content.secondaryTextProperties.transform = .lowercase
        content.image = Image(systemName: "wifi")
        content.imageProperties.tintColor = .systemBlue
        content.imageProperties.tintColorTransformer = ConfigurationColorTransformer { $0.withAlphaComponent(0.5) }
        #expect(content.textProperties.resolvedColor() == ConfigurationColorTransformer.grayscale(.systemRed))
        #expect(content.imageProperties.resolvedTintColor(for: .systemGreen) == Color.systemBlue.withAlphaComponent(0.5))
        guard case .list(let drawn) = content.renderedContent else { Issue.record("list content"); return }
        #expect(drawn.text == "WI-FI NETWORK" && drawn.secondaryText == "home")
        #expect(drawn.textProperties.color == content.textProperties.resolvedColor() && drawn.textProperties.colorTransformer == nil)
        #expect(drawn.imageProperties.tintColor == Color.systemBlue.withAlphaComponent(0.5))
        #expect(content.text == "Wi-Fi network", "the configuration itself is unchanged")

        let view = ListContentView(configuration: content)
        let labels = view.subviews.compactMap { $0 as? Label }
        #expect(labels.contains { $0.text == "WI-FI NETWORK" && $0.textColor == content.textProperties.resolvedColor() })
        #expect(labels.contains { $0.text == "home" })
        let image = try #require(view.subviews.compactMap { $0 as? ImageView }.first)
        #expect(image.tintColor == Color.systemBlue.withAlphaComponent(0.5))
    }

    @Test("when a list content view shows an attributed text, then its label has the attributes")
    func attributedTextInTheView() throws {
        var content = ListContentConfiguration.cell()
        content.attributedText = NSAttributedString(string: "Red", attributes: [.foregroundColor: Color.systemRed])
        let view = ListContentView(configuration: content)
        let label = try #require(view.subviews.compactMap { $0 as? Label }.first { $0.text == "Red" })
        let color = label.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? Color
        #expect(color == .systemRed)
    }

    @Test("when odd values are set (negative lines, a scale above 1, an empty text), then the configuration keeps a valid state and the view hides the empty label")
    func badInput() throws {
        var content = ListContentConfiguration.cell()
        content.textProperties = .init(font: .systemFont(ofSize: 17), numberOfLines: -3)
        #expect(content.textProperties.numberOfLines == 0)
        content.textProperties.minimumScaleFactor = 4
        content.text = ""
        content.textProperties.transform = .capitalized
        let view = ListContentView(configuration: content)
        #expect(view.subviews.compactMap { $0 as? Label }.allSatisfy { $0.isHidden })
        guard case .list(let drawn) = content.renderedContent else { Issue.record("list content"); return }
        #expect(drawn.text == "")
    }

    @Test("when the reader's text size changes, then a body-size symbol grows with the text; a symbol of its own size and an app image do not")
    func symbolsFollowTheTextSize() throws {
        var content = ListContentConfiguration.cell()
        content.text = "Wi-Fi"
        content.image = Image(systemName: "wifi")
        let state = CellConfigurationState(traitCollection: TraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge))
        let large = content.updated(for: state)
        #expect(large.image?.size == Image.SymbolConfiguration(pointSize: 53).symbolSize && large.image?.name == "wifi")
        #expect(content.updated(for: CellConfigurationState(traitCollection: TraitCollection())).image == content.image, "unchanged at Large")
        content.image = Image(systemName: "wifi", withConfiguration: .init(pointSize: 12))
        #expect(content.updated(for: state).image == content.image, "a symbol sized by the app keeps its size")
        content.image = Image(named: "photo", size: CGSize(width: 30, height: 30))
        #expect(content.updated(for: state).image == content.image)
        content.image = Image(systemName: "wifi")
        content.textProperties.adjustsFontForContentSizeCategory = false
        #expect(content.updated(for: state).image == content.image, "text that does not adjust keeps its symbol too")
    }
}
