import CollectionEngine
import ViewSystem
import CollectionGeometry
import Foundation
import Testing

/// A view that draws a text of its own.
@MainActor
final class LabelView: View {
    var text = ""
    override var renderedContent: RenderedContent? {
        var content = ListContentConfiguration.cell()
        content.text = text
        return .list(content)
    }
}

@Suite("Render invalidation: unchanged views cost nothing per frame, changed ones always reach the renderer")
@MainActor
struct RenderInvalidationTests {
    @Test("when a view overriding its content calls setNeedsDisplay, then the next transaction carries the new content; untouched views are not resent")
    func setNeedsDisplaySendsContent() throws {
        let clock = ManualFrameClock()
        let renderer = RecordingRenderer()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100), clock: clock, renderer: renderer, timeSource: ManualTimeSource())
        let label = LabelView(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
        let other = View(frame: CGRect(x: 0, y: 50, width: 50, height: 20))
        window.addSubview(label)
        window.addSubview(other)
        clock.advanceFrames(1)
        label.text = "Hello"
        label.setNeedsDisplay()
        clock.advanceFrames(1)
        let transaction = try #require(renderer.transactions.last)
        #expect(transaction.contentChanged.count == 1)
        #expect(transaction.contentChanged.first?.view == label.renderIdentifier)
        #expect(transaction.updated.isEmpty && transaction.inserted.isEmpty)
        // Geometry changes mark themselves.
        other.alpha = 0.5
        clock.advanceFrames(1)
        #expect(renderer.transactions.last?.updated.map(\.view) == [other.renderIdentifier!])
        // A cell's configuration changes mark it too.
        let cell = CollectionViewCell(frame: CGRect(x: 0, y: 0, width: 50, height: 20))
        window.addSubview(cell)
        clock.advanceFrames(1)
        var content = ListContentConfiguration.cell()
        content.text = "Cell"
        cell.contentConfiguration = content
        clock.advanceFrames(1)
        #expect(renderer.transactions.last?.contentChanged.map(\.view) == [cell.renderIdentifier!])
        cell.isSelected = true
        clock.advanceFrames(1)
        #expect(renderer.transactions.last?.contentChanged.map(\.view) == [cell.renderIdentifier!], "the state changed the configuration")
    }
}
