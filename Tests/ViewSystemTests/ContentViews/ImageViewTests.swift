import CollectionGeometry
import Foundation
import Testing
@testable import ViewSystem

@Suite("ImageView and Image: symbols sized by their configuration, tinted as templates, drawn by content mode (F34)")
@MainActor
struct ImageViewTests {
    @Test("when a symbol is made, then its size follows the point size and scale of its configuration")
    func symbolSizes() throws {
        let star = try #require(Image(systemName: "star"))
        #expect(star.size == CGSize(width: 20.5, height: 20.5), "17 × 1.2 = 20.4, to the half point")
        let large = try #require(Image(systemName: "star", withConfiguration: .init(pointSize: 20, weight: .bold, scale: .large)))
        #expect(large.size == CGSize(width: 31, height: 31) && large.symbolConfiguration?.weight == .bold)
        #expect(star.withConfiguration(.init(textStyle: .caption1, scale: .small)).size == CGSize(width: 11.5, height: 11.5))
        let photo = Image(named: "beach", size: CGSize(width: 300, height: 200))
        #expect(photo.withConfiguration(.init(pointSize: 40)) == photo, "app images have no symbol configuration")
        #expect(Image.SymbolConfiguration(pointSize: .nan).pointSize == 17)
    }

    @Test("when an image view shows an image, then its intrinsic size is the image's; without one it has none")
    func intrinsicSize() throws {
        let view = ImageView(image: nil)
        #expect(view.intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        view.image = Image(named: "beach", size: CGSize(width: 300, height: 200))
        #expect(view.intrinsicContentSize == CGSize(width: 300, height: 200))
        let symbol = ImageView(image: Image(systemName: "heart.fill"))
        #expect(symbol.frame.size == CGSize(width: 20.5, height: 20.5), "sized to its image, as UIImageView(image:)")
        symbol.preferredSymbolConfiguration = .init(pointSize: 30)
        #expect(symbol.intrinsicContentSize == CGSize(width: 36, height: 36))
        symbol.highlightedImage = Image(named: "badge", size: CGSize(width: 10, height: 12))
        symbol.isHighlighted = true
        #expect(symbol.intrinsicContentSize == CGSize(width: 10, height: 12))
        #expect(symbol.isUserInteractionEnabled == false)
    }

    @Test("when an image view draws, then symbols take its tint, originals keep theirs, and the content mode goes along")
    func renderedContent() throws {
        let window = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.tintColor = .systemPink
        let view = ImageView(image: Image(systemName: "star.fill"))
        window.addSubview(view)
        view.contentMode = .scaleAspectFit
        guard case .image(let content)? = view.renderedContent else {
            Issue.record("no image content")
            return
        }
        #expect(content.tintColor == Color.systemPink.resolvedColor(with: view.traitCollection) && content.contentMode == .scaleAspectFit)
        view.image = try #require(Image(systemName: "star.fill")).withTintColor(.systemGreen)
        guard case .image(let tinted)? = view.renderedContent else { return }
        #expect(tinted.tintColor == Color.systemGreen.resolvedColor(with: view.traitCollection))
        view.image = Image(named: "beach", size: CGSize(width: 30, height: 20))
        guard case .image(let original)? = view.renderedContent else { return }
        #expect(original.tintColor == nil, "an app image keeps its colours")
        view.image = Image(named: "beach", size: CGSize(width: 30, height: 20)).withRenderingMode(.alwaysTemplate)
        guard case .image(let template)? = view.renderedContent else { return }
        #expect(template.tintColor == Color.systemPink.resolvedColor(with: view.traitCollection))
        view.image = nil
        #expect(view.renderedContent == nil)
    }

    @Test("when unknown symbols are drawn, then each name is reported once per window, from image views and list content alike")
    func unknownSymbol() throws {
        let clock = ManualFrameClock(), renderer = RecordingRenderer()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), clock: clock, renderer: renderer, timeSource: ManualTimeSource())
        var messages: [String] = []
        window.layoutDiagnosticHandler = { messages.append($0.message) }
        let typo = try #require(Image(systemName: "strar.fill"))
        #expect(!typo.isKnownSymbol && Image(systemName: "star.fill")?.isKnownSymbol == true)
        let first = ImageView(image: typo), second = ImageView(image: typo), known = ImageView(image: Image(systemName: "star.fill"))
        #expect(messages.isEmpty, "nothing is reported before the image is drawn")
        var list = ListContentConfiguration.cell()
        list.image = Image(systemName: "gearshape.fil")
        let row = ListContentView(configuration: list)
        row.frame = CGRect(x: 0, y: 100, width: 320, height: 44)
        for view in [first, second, known, row] { window.addSubview(view) }
        clock.advanceFrames(1)
        #expect(messages.filter { $0.contains("No system symbol named \"strar.fill\"") }.count == 1, "\(messages)")
        #expect(messages.filter { $0.contains("No system symbol named \"gearshape.fil\"") }.count == 1, "\(messages)")
        let symbolMessages = { messages.filter { $0.hasPrefix("No system symbol") } }
        #expect(symbolMessages().count == 2, "\(messages)")
        first.image = nil
        first.image = typo
        clock.advanceFrames(1)
        #expect(symbolMessages().count == 2, "drawn again, not reported again")
        #expect(first.intrinsicContentSize == CGSize(width: 20.5, height: 20.5), "an unknown symbol still takes a symbol's size")
    }
}
