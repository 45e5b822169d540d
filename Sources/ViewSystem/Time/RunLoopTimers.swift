import Foundation

/// Fires the timers that are due on the current thread's run loop — what a UIKit app's main run loop
/// does between frames, for the hosts that run no run loop themselves (the test host and the
/// gallery's server run the main actor on the main dispatch queue, which on Linux is not the main
/// thread's run loop; a served app runs the main run loop, as `UIApplicationMain` does).
///
/// `Timer.scheduledTimer(…)` and `RunLoop.current.add(_:forMode:)` from main-actor code put a timer on
/// the run loop of the thread that runs the main actor's work, so it fires here; a timer added to
/// `RunLoop.main` from another thread does not (`Guides/Testing.md`, "Work on the main queue").
@MainActor
package enum RunLoopTimers {
    /// Fires the due timers of the current run loop's default mode and returns at once.
    /// - Complexity: O(due timers).
    package static func fireDue() {
        runDue(waitingAtMost: 0)
    }

    /// Fires the current run loop's timers as they come due for `wait` seconds, holding the thread —
    /// sleeping when the run loop has no timers, so a caller that waits this way never spins. A NaN
    /// or negative wait fires the due timers and returns.
    /// - Complexity: O(timers firing) plus the wait.
    package static func runDue(waitingAtMost wait: TimeInterval) {
        let length = wait.isFinite && wait > 0 ? wait : 0
        let limit = Date(timeIntervalSinceNow: length)
        guard RunLoop.current.run(mode: .default, before: limit) else {
            let rest = limit.timeIntervalSinceNow
            if rest > 0 { Thread.sleep(forTimeInterval: rest) }
            return
        }
        // `run` returns early when an input source fired; spend the rest of the wait on timers.
        while limit.timeIntervalSinceNow > 0, RunLoop.current.run(mode: .default, before: limit) {}
    }
}
