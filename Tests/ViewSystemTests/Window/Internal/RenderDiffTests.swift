import CollectionGeometry
import Foundation
import Testing
import TestSupport
@testable import ViewSystem

@Suite("RenderDiff: each frame's transaction brings the renderer's mirror to the hierarchy, walking only what changed")
@MainActor
struct RenderDiffTests {
    /// Whether the renderer's mirror is the window's hierarchy: the same views under the same parents,
    /// in the same order, with the same properties and content.
    func mirrorMatches(_ window: Window, _ renderer: RecordingRenderer) -> String? {
        var expected = 0
        var stack: [View] = [window]
        while let view = stack.popLast() {
            guard let identifier = view.renderIdentifier, let node = renderer.nodes[identifier] else { return "\(view) is not in the mirror" }
            let children = view.subviews.map { $0.renderIdentifier ?? -9 }
            if node.children != children { return "children of \(identifier): \(node.children) in the mirror, \(children) in the hierarchy" }
            if view !== window {
                if node.properties != view.renderedProperties { return "properties of \(identifier) differ" }
                if node.content != view.renderedContent { return "content of \(identifier) differs" }
            }
            expected += 1
            stack.append(contentsOf: view.subviews)
        }
        return renderer.nodes.count == expected ? nil : "the mirror holds \(renderer.nodes.count) views, the hierarchy \(expected)"
    }

    @Test("when seeded random edits add, remove, move, reorder and change views at any depth, including views that left and come back, then after every frame the mirror is the hierarchy")
    func randomEdits() throws {
        let seed = ProcessInfo.processInfo.environment["RENDER_DIFF_SEED"].flatMap(UInt64.init) ?? UInt64.random(in: 1...UInt64.max)
        print("RenderDiffTests.randomEdits seed \(seed)")
        var rng = SeededRandomNumberGenerator(seed: seed)
        let clock = ManualFrameClock(), renderer = RecordingRenderer()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400), clock: clock, renderer: renderer, timeSource: ManualTimeSource())
        var views: [View] = []
        func attached() -> [View] { views.filter { $0.window === window } }
        for step in 0..<400 {
            let inWindow = attached()
            switch Int.random(in: 0..<7, using: &rng) {
            case 0, 1:
                // A new view (sometimes a label) under any view in the window.
                let view: View = Bool.random(using: &rng) ? Label() : View()
                (view as? Label)?.text = "v\(step)"
                view.frame = CGRect(x: Double(step % 40), y: 1, width: 10, height: 10)
                let parent = inWindow.randomElement(using: &rng) ?? window
                parent.insertSubview(view, at: Int.random(in: 0...parent.subviews.count, using: &rng))
                views.append(view)
            case 2:
                // Removed, with its subtree (it may come back later).
                inWindow.randomElement(using: &rng)?.removeFromSuperview()
            case 3:
                // Moved under another view, or back into the window after leaving.
                guard let view = views.randomElement(using: &rng) else { break }
                let parent = inWindow.filter { !$0.isDescendant(of: view) }.randomElement(using: &rng) ?? window
                parent.insertSubview(view, at: Int.random(in: 0...parent.subviews.count, using: &rng))
            case 4:
                // Reordered among its siblings.
                guard let view = inWindow.randomElement(using: &rng), let parent = view.superview else { break }
                Bool.random(using: &rng) ? parent.sendSubviewToBack(view) : parent.bringSubviewToFront(view)
            default:
                // Changed somewhere deep: geometry, alpha or text.
                guard let view = inWindow.randomElement(using: &rng) else { break }
                if let label = view as? Label, Bool.random(using: &rng) {
                    label.text = "changed \(step)"
                } else if Bool.random(using: &rng) {
                    view.frame.origin.x += 1
                    view.alpha = Bool.random(using: &rng) ? 1 : 0.5
                } else {
                    // Resized, or its bounds scrolled.
                    Bool.random(using: &rng) ? (view.frame.size.width += 1) : (view.bounds.origin.y += 1)
                }
            }
            if Int.random(in: 0..<3, using: &rng) == 0 || step == 399 {
                clock.advanceFrames(1)
                if let mismatch = mirrorMatches(window, renderer) {
                    Issue.record("seed \(seed), step \(step): \(mismatch)")
                    if ProcessInfo.processInfo.environment["RENDER_DIFF_LOG"] != nil { print(renderer.log.joined(separator: "\n")) }
                    return
                }
            }
        }
    }

    @Test("when nothing changed below a view, then the next frame neither visits nor compares its subtree; a change deep inside is sent alone")
    func unchangedSubtreesAreSkipped() throws {
        let clock = ManualFrameClock(), renderer = RecordingRenderer()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400), clock: clock, renderer: renderer, timeSource: ManualTimeSource())
        let card = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let inner = View(frame: CGRect(x: 10, y: 10, width: 100, height: 50))
        let label = Label(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
        label.text = "Hello"
        window.addSubview(card)
        card.addSubview(inner)
        inner.addSubview(label)
        clock.advanceFrames(1)
        #expect(!window.subtreeNeedsRenderUpdate && !card.subtreeNeedsRenderUpdate && !inner.subtreeNeedsRenderUpdate)
        label.text = "Changed"
        #expect(inner.subtreeNeedsRenderUpdate && card.subtreeNeedsRenderUpdate && window.subtreeNeedsRenderUpdate, "a change marks the way down to it")
        renderer.clearLog()
        clock.advanceFrames(1)
        let transaction = try #require(renderer.transactions.last)
        #expect(transaction.contentChanged.map(\.view) == [label.renderIdentifier] && transaction.updated.isEmpty && transaction.inserted.isEmpty)
        inner.removeFromSuperview()
        #expect(card.subtreeNeedsRenderUpdate, "a removal marks the parent it left")
        clock.advanceFrames(1)
        #expect(renderer.transactions.last?.removed == [label.renderIdentifier, inner.renderIdentifier].compactMap { $0 }, "deepest first")
        #expect(mirrorMatches(window, renderer) == nil)
    }

    /// A view that counts how often renderers ask what it draws.
    final class CountingView: View {
        var contentReads = 0
        override var renderedContent: RenderedContent? {
            contentReads += 1
            return .text(TextContent(text: "\(bounds.width)", font: .systemFont(ofSize: 17)))
        }
    }

    @Test("when a view only moves, scrolls its bounds, turns or fades, then the frame sends its geometry alone without asking what it draws; a new size asks again")
    func movedViewsKeepTheirContent() throws {
        let clock = ManualFrameClock(), renderer = RecordingRenderer()
        let window = Window(frame: CGRect(x: 0, y: 0, width: 400, height: 400), clock: clock, renderer: renderer, timeSource: ManualTimeSource())
        let view = CountingView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        window.addSubview(view)
        clock.advanceFrames(1)
        let reads = view.contentReads
        view.center.y += 10
        view.frame.origin.x = 30
        view.bounds.origin.y = 5
        view.alpha = 0.5
        view.transform = CGAffineTransform(rotationAngle: 0.1)
        renderer.clearLog()
        clock.advanceFrames(1)
        let moved = try #require(renderer.transactions.last)
        #expect(moved.updated.map(\.view) == [view.renderIdentifier] && moved.contentChanged.isEmpty)
        #expect(view.contentReads == reads, "a move does not ask the view what it draws")
        #expect(mirrorMatches(window, renderer) == nil)
        view.frame.size.width = 120
        clock.advanceFrames(1)
        let resized = try #require(renderer.transactions.last)
        #expect(view.contentReads > reads && resized.contentChanged.map(\.view) == [view.renderIdentifier],
                "a view may draw for its size: a new size is drawn again")
        #expect(mirrorMatches(window, renderer) == nil)
    }
}
