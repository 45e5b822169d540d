import ViewSystem
import CollectionGeometry
import Foundation
import Testing

@Suite("FrameClock and ManualFrameClock: frames on a virtual clock (B4)")
@MainActor
struct FrameClockTests {
    /// A window that counts its frames.
    final class CountingWindow: Window {
        var frameTimes: [TimeInterval] = []
        override func layoutSubviews() {
            super.layoutSubviews()
        }
        init(clock: FrameClock) {
            super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 100), clock: clock)
            frameReportHandler = { [unowned self] report in self.frameTimes.append(report.time) }
        }
        required init?(coder: NSCoder) { fatalError("unused") }
        required convenience init() { self.init(clock: FrameClock()) }
    }

    @Test("when a manual clock advances by a tenth of a second at 60 Hz, then exactly six frames run at multiples of 1/60")
    func advanceRunsWholeFrames() {
        let clock = ManualFrameClock()
        let window = CountingWindow(clock: clock)
        #expect(clock.advance(by: 0.1))
        #expect(window.frameTimes.count == 6)
        #expect(window.frameTimes.enumerated().allSatisfy { abs($0.element - Double($0.offset + 1) / 60) < 1e-9 })
        clock.advance(by: 0.01)
        #expect(window.frameTimes.count == 6, "0.11 s: the seventh frame is due at 0.1167 s")
        clock.advance(by: 0.01)
        #expect(window.frameTimes.count == 7)
        clock.advanceFrames(3)
        #expect(window.frameTimes.count == 10 && clock.frameCount == 10)
    }

    @Test("when time is NaN, infinite, negative or goes back, then nothing runs and the call says so")
    func badTimes() {
        let clock = ManualFrameClock()
        let window = CountingWindow(clock: clock)
        #expect(!clock.advance(by: .nan) && !clock.advance(by: -1) && !clock.advance(by: .infinity))
        clock.advanceFrames(-2)
        #expect(window.frameTimes.isEmpty)
        #expect(clock.tick(at: 1))
        #expect(!clock.tick(at: 0.5), "a clock never goes back")
        #expect(!clock.tick(at: .nan))
        #expect(window.frameTimes == [1])
        #expect(FrameClock(frameInterval: -3).frameInterval == FrameClock.defaultFrameInterval)
        #expect(FrameClock(frameInterval: 1.0 / 120).frameInterval == 1.0 / 120)
    }

    @Test("when a window is released, then the clock stops running its frames")
    func weakSubscribers() {
        let clock = ManualFrameClock()
        var window: CountingWindow? = CountingWindow(clock: clock)
        clock.advanceFrames(1)
        #expect(window?.frameTimes.count == 1)
        window = nil
        clock.advanceFrames(1)
        #expect(clock.frameCount == 2)
    }

    @Test("when a manual time source advances, then it reports exactly that time; bad durations are ignored")
    func manualTimeSource() {
        let source = ManualTimeSource()
        source.advance(by: 0.004)
        source.advance(by: -1)
        source.advance(by: .nan)
        #expect(source.now() == 0.004)
        let monotonic = MonotonicTimeSource()
        let first = monotonic.now()
        #expect(monotonic.now() >= first)
    }

    /// Spare-time work that logs what the renderer had received when it ran and the deadline it got,
    /// and costs 5 ms on the window's time source.
    final class SpareTimeWorker: FrameParticipant {
        let renderer: RecordingRenderer
        let time: ManualTimeSource
        var calls: [(transactionsRendered: Int, deadline: TimeInterval)] = []
        init(renderer: RecordingRenderer, time: ManualTimeSource) {
            self.renderer = renderer
            self.time = time
        }
        func performIdleWork(in window: Window, until deadline: TimeInterval) {
            calls.append((renderer.transactions.count, deadline))
            time.advance(by: 0.005)
        }
    }

    @MainActor
    struct SplitStage {
        let clock: FrameClock
        let time = ManualTimeSource()
        let renderer = RecordingRenderer()
        let window: Window
        let worker: SpareTimeWorker
        var reports: [FrameReport] { handled.reports }
        let handled = Handled()
        final class Handled { var reports: [FrameReport] = [] }

        init(idleTimeFraction: Double = 0.8) {
            clock = FrameClock(idleTimeFraction: idleTimeFraction)
            window = Window(frame: CGRect(x: 0, y: 0, width: 100, height: 100), clock: clock, renderer: renderer, timeSource: time)
            worker = SpareTimeWorker(renderer: renderer, time: time)
            window.addParticipant(worker)
            let handled = self.handled
            window.frameReportHandler = { handled.reports.append($0) }
        }
    }

    @Test("when a frame begins, then its transaction is rendered and its idle work waits; finishing it runs that work before the budget's end and completes the report")
    func beginThenFinish() {
        let stage = SplitStage()
        stage.window.addSubview(View(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        stage.time.advance(by: 2)
        #expect(stage.clock.beginFrame(at: 1.0 / 60))
        #expect(stage.renderer.transactions.count == 1 && stage.worker.calls.isEmpty, "the transaction first")
        #expect(stage.window.lastFrameReport?.idleDuration == 0 && stage.reports.isEmpty, "the report is handed over once the frame is finished")
        stage.clock.finishFrame()
        #expect(stage.worker.calls.count == 1 && stage.worker.calls[0].transactionsRendered == 1)
        #expect(abs(stage.worker.calls[0].deadline - (2 + 0.8 / 60)) < 1e-12, "80 % of the frame, counted from its start")
        #expect(stage.reports.count == 1 && abs((stage.reports[0].idleDuration) - 0.005) < 1e-12)
        stage.clock.finishFrame()
        #expect(stage.worker.calls.count == 1 && stage.reports.count == 1, "finishing again does nothing")
    }

    @Test("when the host's work for a frame began earlier, or several pages share the thread, then the spare time shrinks accordingly; a frame begun before the last one finished drops the last one's spare time")
    func budgetsOfSplitFrames() {
        let stage = SplitStage(idleTimeFraction: 0.9)
        stage.time.advance(by: 1)
        stage.clock.beginFrame(at: 0.1, workStartedAt: 1 - 0.004)
        stage.clock.finishFrame(idleTimeShare: 0.5)
        #expect(abs(stage.worker.calls[0].deadline - (1 - 0.004 + 0.9 * 0.5 / 60)) < 1e-12)
        stage.clock.beginFrame(at: 0.2)
        stage.clock.beginFrame(at: 0.3)
        #expect(stage.worker.calls.count == 1, "the 0.2 frame's spare time was dropped")
        #expect(stage.reports.count == 2 && stage.reports[1].idleDuration == 0, "… and its report handed over without it")
        stage.clock.finishFrame(idleTimeShare: .nan)
        stage.clock.beginFrame(at: 0.4)
        stage.clock.finishFrame(idleTimeShare: -3)
        #expect(stage.worker.calls.count == 1, "a NaN or negative share leaves no spare time")
        #expect(!stage.clock.beginFrame(at: .nan) && !stage.clock.beginFrame(at: 0.35), "bad times run nothing")
        #expect(FrameClock(idleTimeFraction: 5).idleTimeFraction == 1 && FrameClock(idleTimeFraction: .nan).idleTimeFraction == 0.8
                && FrameClock(idleTimeFraction: 0).idleTimeFraction == 0.1)
    }
}
