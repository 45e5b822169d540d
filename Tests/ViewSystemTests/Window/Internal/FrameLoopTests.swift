import CollectionGeometry
import Foundation
import Testing
@testable import ViewSystem

@Suite("FrameLoop: a window's frame reports, work deadline and participants, without a window")
@MainActor
struct FrameLoopTests {
    @Test("when work is noted during a frame, then its report counts it; outside a frame, then nothing is counted")
    func workIsCountedOnlyInsideAFrame() {
        let loop = FrameLoop()
        loop.noteWork(cellsConfigured: 5, cellsPrefetched: 0, itemsPrefetched: 0)
        loop.begin(FrameReport(frameNumber: 1, time: 0, budget: 1.0 / 60), deadline: 0.004)
        #expect(loop.workDeadline == 0.004)
        loop.noteWork(cellsConfigured: 2, cellsPrefetched: 1, itemsPrefetched: 3)
        loop.endLayout()
        #expect(loop.workDeadline == nil, "the transaction and spare time are not held back")
        loop.endFrame(startedAt: 0, fallback: FrameReport(frameNumber: 1, time: 0, budget: 1.0 / 60)) { $0.layoutDuration = 0.001 }
        #expect(loop.lastReport?.cellsConfigured == 2 && loop.lastReport?.itemsPrefetched == 3)
        let open = loop.takeOpenFrame()
        #expect(open != nil && loop.takeOpenFrame() == nil, "the spare time of a frame runs once")
        loop.noteWork(cellsConfigured: 0, cellsPrefetched: 4, itemsPrefetched: 0)
        let report = loop.finishOpenFrame(open!) { $0.idleDuration = 0.002 }
        #expect(report.cellsPrefetched == 5 && report.idleDuration == 0.002 && report.layoutDuration == 0.001)
        loop.noteWork(cellsConfigured: 9, cellsPrefetched: 9, itemsPrefetched: 9)
        #expect(loop.lastReport == report, "after the frame, nothing more is counted")
    }

    @Test("when work runs under a deadline, then the deadline it had comes back after it, even when it throws")
    func deadlinesNest() {
        struct Failure: Error {}
        let loop = FrameLoop()
        loop.begin(FrameReport(frameNumber: 1, time: 0, budget: 1.0 / 60), deadline: 1)
        loop.withDeadline(2) { #expect(loop.workDeadline == 2) }
        #expect(loop.workDeadline == 1)
        #expect(throws: Failure.self) { try loop.withDeadline(3) { throw Failure() } }
        #expect(loop.workDeadline == 1)
    }

    @Test("when a participant goes away, then the loop forgets it and keeps no other twice")
    func participantsAreWeakAndUnique() {
        final class Participant: FrameParticipant {
            var isInMotion = false
            func advanceFrame(in window: Window, to time: TimeInterval) {}
            func performIdleWork(in window: Window, until deadline: TimeInterval) {}
            func measurementsDidArrive(for views: [View], in window: Window) {}
        }
        let loop = FrameLoop()
        let kept = Participant()
        var gone: Participant? = Participant()
        loop.add(kept)
        loop.add(kept)
        loop.add(gone!)
        gone = nil
        #expect(loop.active().count == 1)
        kept.isInMotion = true
        #expect(loop.inMotion.count == 1)
        loop.remove(kept)
        #expect(loop.all.isEmpty)
    }
}
