import CollectionGeometry
import Foundation
import Testing
import ViewSystem
import ViewTestSupport

@Suite("Dynamic colours of drawn content, resolved for the view's appearance (F32)")
@MainActor
struct RenderedContentAppearanceTests {
    @Test("when content is resolved for a dark appearance, then list texts, tints, custom parts and backgrounds take their dark variants")
    func resolvesForDark() {
        let dark = TraitCollection(userInterfaceStyle: .dark)
        var list = ListContentConfiguration.valueCell()
        list.text = "Wi-Fi"
        list.secondaryText = "Home"
        list.imageProperties.tintColor = .label
        let resolved = RenderedContent.list(list).resolvingColors(with: dark, viewTint: .tintColor)
        guard case .list(let shown) = resolved else { Issue.record("not a list"); return }
        #expect(shown.textProperties.color == Color.label.resolvedColor(with: dark))
        #expect(shown.secondaryTextProperties.color == Color.secondaryLabel.resolvedColor(with: dark))
        #expect(shown.imageProperties.tintColor == Color(red: 1, green: 1, blue: 1, alpha: 1))
        let custom = RenderedContent.custom(CustomContentConfiguration(.horizontal([.swatch(.systemBackground, width: 4, height: 4),
                                                                                    .text("x", color: .label)])))
        #expect(custom.resolvingColors(with: dark, viewTint: .tintColor) == .custom(CustomContentConfiguration(.horizontal([
            .swatch(Color(red: 0, green: 0, blue: 0, alpha: 1), width: 4, height: 4), .text("x", color: Color(red: 1, green: 1, blue: 1, alpha: 1)),
        ]))))
        var background = BackgroundConfiguration(backgroundColor: .secondarySystemGroupedBackground)
        background.strokeColor = .separator
        let drawn = background.resolvingColors(with: dark)
        #expect(drawn.backgroundColor == Color.secondarySystemGroupedBackground.resolvedColor(with: dark))
        #expect(drawn.strokeColor == Color.separator.resolvedColor(with: dark))
    }

    @Test("when a window turns dark, then the renderer receives a configured view's colours resolved dark, and light again after")
    func windowSendsResolvedColors() throws {
        let clock = ManualFrameClock(), renderer = RecordingRenderer()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), clock: clock, renderer: renderer, timeSource: ManualTimeSource())
        let view = DrawnView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        view.background = BackgroundConfiguration(backgroundColor: .systemBackground)
        window.addSubview(view)
        clock.advanceFrames(1)
        #expect(renderer.transactions.last?.inserted.first?.background?.backgroundColor?.red == 1, "light: white")
        view.overrideUserInterfaceStyle = .dark
        view.setNeedsDisplay()
        clock.advanceFrames(1)
        let dark = try #require(renderer.transactions.last?.contentChanged.first?.background?.backgroundColor)
        #expect(dark.red == 0 && dark.green == 0 && dark.blue == 0)
    }

    @Test("when a symbol has no tint of its own, then resolving gives it the view's tint for the traits; a tinted one or a bitmap keeps its own")
    func untintedSymbolsTakeTheViewsTint() throws {
        let star = try #require(Image(systemName: "star"))
        let high = TraitCollection(accessibilityContrast: .high)
        var list = ListContentConfiguration.cell()
        list.image = Image(systemName: "folder")
        guard case .list(let shown) = RenderedContent.list(list).resolvingColors(with: high, viewTint: .systemBlue) else {
            Issue.record("not a list")
            return
        }
        #expect(shown.imageProperties.tintColor == Color(red: 0, green: 64 / 255, blue: 221 / 255))
        list.imageProperties.tintColor = .systemRed
        guard case .list(let own) = RenderedContent.list(list).resolvingColors(with: high, viewTint: .systemBlue) else { return }
        #expect(own.imageProperties.tintColor == Color.systemRed.resolvedColor(with: high))
        let parts = RenderedContent.custom(CustomContentConfiguration(.horizontal([.image(star), .image(star.withRenderingMode(.alwaysOriginal))])))
        let resolved = parts.resolvingColors(with: high, viewTint: .systemGreen)
        #expect(resolved == .custom(CustomContentConfiguration(.horizontal([
            .image(star.withTintColor(Color.systemGreen.resolvedColor(with: high), renderingMode: .automatic)),
            .image(star.withRenderingMode(.alwaysOriginal)),
        ]))))
    }

    @Test("when a window asks for increased contrast, then the renderer receives configured colours in their higher-contrast variants")
    func windowSendsIncreasedContrast() throws {
        let clock = ManualFrameClock(), renderer = RecordingRenderer()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), clock: clock, renderer: renderer, timeSource: ManualTimeSource())
        let view = DrawnView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
        view.background = BackgroundConfiguration(backgroundColor: .systemBlue)
        window.addSubview(view)
        clock.advanceFrames(1)
        #expect(renderer.transactions.last?.inserted.first?.background?.backgroundColor?.description == "rgba(0, 122, 255, 1)")
        window.overrideTraitCollection = TraitCollection(accessibilityContrast: .high)
        clock.advanceFrames(1)
        let high = try #require(renderer.transactions.last?.contentChanged.first?.background?.backgroundColor)
        #expect(high == Color(red: 0, green: 64 / 255, blue: 221 / 255))
    }
}
