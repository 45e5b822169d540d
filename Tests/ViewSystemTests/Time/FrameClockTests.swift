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
}
