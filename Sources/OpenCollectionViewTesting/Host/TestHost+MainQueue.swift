import Foundation
import ViewSystem

extension TestHost {
    /// Lets the work an app schedules run — `DispatchQueue.main.async` and `asyncAfter`, main-actor
    /// `Task`s and their sleeps, `Timer`s scheduled from main-actor code — with the window's frames
    /// following the time that passes, until `condition` holds; returns the seconds it took.
    ///
    /// Not in UIKit (on iOS the run loop does this between frames). Each turn fires the timers that
    /// come due within a millisecond, lets the main queue run what is due, advances the host's clock by
    /// the wall-clock time that passed — at most 0.1 s a turn — so the frames, animations and scrolling of
    /// that time run, then checks `condition`. Deterministic: the order of the work (the main queue's)
    /// and of the frames; not deterministic: how many frames run between two blocks, which follows the
    /// machine's speed. Throws when `condition` still does not hold after `timeout` seconds of turns (a
    /// turn that waited for the main actor, held by other work, counts 0.1 s; a NaN, infinite or
    /// negative timeout is read as one second), or when the task is cancelled; the error names the
    /// frames run and how often the main actor's work moved to another thread meanwhile, which strands
    /// a `Timer` on the run loop it left (`Guides/Testing.md`).
    /// - Complexity: O(turns × frame work); a turn is at least a millisecond of wall-clock time.
    @discardableResult
    public func run(until condition: () -> Bool, timeout: TimeInterval = 2) async throws(TestingFailure) -> TimeInterval {
        let limit = timeout.isFinite && timeout >= 0 ? timeout : 1
        var spent: TimeInterval = 0
        var threadMoves = 0
        var runLoop = Self.currentRunLoop()
        let clockStart = clock.now
        while !condition() {
            guard spent <= limit else {
                let frames = Int(((clock.now - clockStart) / clock.frameInterval).rounded())
                let moves = threadMoves == 0 ? "" : "; the main actor's work moved to another thread \(threadMoves) time\(threadMoves == 1 ? "" : "s"), and a Timer fires only on the run loop of the thread that scheduled it (Guides/Testing.md, \"Work on the main queue\")"
                throw TestingFailure("the condition did not hold after \(String(format: "%.2f", limit)) s of main-queue work (\(frames) frames run\(moves))")
            }
            spent += try await turn()
            let now = Self.currentRunLoop()
            if now != runLoop { threadMoves += 1; runLoop = now }
        }
        return spent
    }

    /// The identity of the run loop of the thread running the main actor's work now.
    private static func currentRunLoop() -> ObjectIdentifier { ObjectIdentifier(RunLoop.current) }

    /// Lets the work an app schedules run for `duration` seconds of wall-clock time, the window's
    /// frames following (as `run(until:timeout:)` does) — to let a delayed update happen, or to check
    /// that something did not. A NaN, infinite or negative duration runs one turn.
    /// - Complexity: O(turns × frame work).
    public func run(for duration: TimeInterval) async throws(TestingFailure) {
        let length = duration.isFinite && duration >= 0 ? duration : 0
        var spent: TimeInterval = 0
        repeat {
            spent += try await turn()
        } while spent < length
    }

    /// One turn: the timers due within a millisecond, then the main queue's due work, then the frames
    /// of the time passed. Returns the time the turn counts for: its wall-clock time, at most
    /// `longestTurn` — a turn that waited for the main actor while other work held it (other tests, in
    /// a parallel run) counts as that much, so a timeout measures time the app's work could run in.
    ///
    /// The turn never leaves the main queue empty: it waits for timers on the current run loop while
    /// holding the main actor, then yields, which queues its continuation behind the work that came
    /// due. Under `dispatchMain()` (a test process's main) the main queue is drained by a pool thread,
    /// and an empty queue may be picked up by another thread next time — whose run loop does not hold
    /// the timers scheduled so far, so they would never fire.
    private func turn() async throws(TestingFailure) -> TimeInterval {
        let start = ProcessInfo.processInfo.systemUptime
        RunLoopTimers.runDue(waitingAtMost: 0.001)
        await Task.yield()
        guard !Task.isCancelled else { throw TestingFailure("cancelled while running main-queue work") }
        let elapsed = ProcessInfo.processInfo.systemUptime - start
        clock.advance(by: Swift.min(elapsed, Self.longestTurn))
        return Swift.min(elapsed, Self.longestTurn)
    }

    /// The most a turn counts for, and moves the host's clock by.
    private static var longestTurn: TimeInterval { 0.1 }
}
