import ViewSystem
import CollectionGeometry
import Foundation
import Testing

@Suite("Window: one render transaction per frame with exactly what changed (the engine's frame, Guides/Engine.md)")
@MainActor
struct WindowRenderingTests {
    @MainActor
    struct Stage {
        let clock = ManualFrameClock()
        let renderer = RecordingRenderer()
        let time = ManualTimeSource()
        let window: Window

        init() {
            window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480), clock: clock, renderer: renderer, timeSource: time)
        }
    }

    @Test("when views are added, then they are inserted parents first with their properties, and an unchanged frame renders nothing")
    func insertions() throws {
        let stage = Stage()
        let a = View(frame: CGRect(x: 10, y: 10, width: 100, height: 50))
        let b = View(frame: CGRect(x: 5, y: 5, width: 20, height: 20))
        a.addSubview(b)
        stage.window.addSubview(a)
        stage.clock.advanceFrames(1)
        let transaction = try #require(stage.renderer.transactions.last)
        #expect(transaction.inserted.map(\.index) == [0, 0])
        #expect(transaction.inserted.map(\.parent) == [0, transaction.inserted[0].view])
        #expect(transaction.inserted[0].properties.frame == CGRect(x: 10, y: 10, width: 100, height: 50))
        #expect(transaction.inserted.allSatisfy { !$0.isReused && $0.kind == "View" })
        #expect(stage.renderer.nodes[0]?.children == [transaction.inserted[0].view])
        let count = stage.renderer.transactions.count
        stage.clock.advanceFrames(3)
        #expect(stage.renderer.transactions.count == count, "nothing changed, nothing rendered")
    }

    @Test("when a property changes, then only that view is updated; when a view comes back, then it keeps its identifier and is marked reused")
    func updatesAndReuse() throws {
        let stage = Stage()
        let a = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let b = View(frame: CGRect(x: 0, y: 20, width: 10, height: 10))
        stage.window.addSubview(a)
        stage.window.addSubview(b)
        stage.clock.advanceFrames(1)
        stage.renderer.clearLog()
        a.alpha = 0.5
        stage.clock.advanceFrames(1)
        let update = try #require(stage.renderer.transactions.last)
        #expect(update.updated.map(\.view) == [1] && update.updated[0].properties.alpha == 0.5)
        #expect(update.inserted.isEmpty && update.removed.isEmpty && update.moved.isEmpty)
        b.removeFromSuperview()
        stage.clock.advanceFrames(1)
        #expect(stage.renderer.transactions.last?.removed == [2])
        stage.window.addSubview(b)
        stage.clock.advanceFrames(1)
        let back = try #require(stage.renderer.transactions.last?.inserted.first)
        #expect(back.view == 2 && back.isReused)
        #expect(stage.renderer.log.contains("frame 4: reinsert 2 View in 0 at 1: frame {{0, 20}, {10, 10}}"))
    }

    @Test("when siblings change order, then the survivors are moved; an insertion before them alone is not a move")
    func moves() throws {
        let stage = Stage()
        let a = View(frame: .zero), b = View(frame: .zero), c = View(frame: .zero)
        stage.window.addSubview(a)
        stage.window.addSubview(b)
        stage.clock.advanceFrames(1)
        stage.window.insertSubview(c, at: 0)
        stage.clock.advanceFrames(1)
        #expect(stage.renderer.transactions.last?.moved.isEmpty == true)
        #expect(stage.renderer.transactions.last?.inserted.map(\.index) == [0])
        stage.window.addSubview(a)
        stage.clock.advanceFrames(1)
        let moved = try #require(stage.renderer.transactions.last?.moved)
        #expect(moved.map(\.index) == [0, 1, 2])
        #expect(stage.renderer.nodes[0]?.children == [c.renderIdentifierForTests, b.renderIdentifierForTests, a.renderIdentifierForTests])
    }

    @Test("when a view with subviews is removed, then every view of the subtree is removed, deepest first")
    func removalOrder() {
        let stage = Stage()
        let a = View(frame: .zero), b = View(frame: .zero), c = View(frame: .zero)
        a.addSubview(b)
        b.addSubview(c)
        stage.window.addSubview(a)
        stage.clock.advanceFrames(1)
        a.removeFromSuperview()
        stage.clock.advanceFrames(1)
        #expect(stage.renderer.transactions.last?.removed == [3, 2, 1])
        #expect(stage.renderer.nodes.keys.sorted() == [0])
    }

    @Test("when a frame runs, then its report has the frame's number, time and the time source's durations")
    func frameReport() throws {
        let stage = Stage()
        var reports: [FrameReport] = []
        stage.window.frameReportHandler = { reports.append($0) }
        stage.clock.advanceFrames(2)
        let report = try #require(stage.window.lastFrameReport)
        #expect(reports.count == 2 && report.frameNumber == 2)
        #expect(abs(report.time - 2.0 / 60) < 1e-9 && report.budget == 1.0 / 60)
        #expect(report.totalDuration == 0 && report.isWithinBudget, "the manual time source did not move")
    }

    @Test("when views move into and out of a window, then didMoveToWindow tells each view of the subtree")
    func windowMembership() {
        final class Probe: View {
            var windows: [Bool] = []
            override func didMoveToWindow() { windows.append(window != nil) }
        }
        let stage = Stage()
        let parent = View(frame: .zero), child = Probe(frame: .zero)
        parent.addSubview(child)
        #expect(child.windows.isEmpty)
        stage.window.addSubview(parent)
        #expect(child.windows == [true] && child.window === stage.window)
        parent.addSubview(child)
        #expect(child.windows == [true], "moving within the same window is no window change")
        parent.removeFromSuperview()
        #expect(child.windows == [true, false] && child.window == nil)
        child.addSubview(parent)
        #expect(parent.superview == nil, "a view cannot become its own ancestor's subview")
    }
}

extension View {
    /// The identifier renderers know the view by (tests only).
    var renderIdentifierForTests: ViewIdentifier { renderIdentifier ?? -1 }
}
