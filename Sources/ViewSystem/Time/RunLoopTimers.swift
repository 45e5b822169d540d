import Foundation

/// Fires the timers that are due on the current thread's run loop, without waiting — what a UIKit
/// app's main run loop does between frames, for the hosts that run no run loop themselves (the test
/// host and the web server run the main actor on the main dispatch queue, which on Linux is not the
/// main thread's run loop).
///
/// `Timer.scheduledTimer(…)` and `RunLoop.current.add(_:forMode:)` from main-actor code put a timer on
/// the run loop of the thread that runs the main actor's work, so it fires here; a timer added to
/// `RunLoop.main` from another thread does not (`Guides/Testing.md`, "Work on the main queue").
@MainActor
package enum RunLoopTimers {
    /// Fires the due timers of the current run loop's default mode and returns at once.
    /// - Complexity: O(due timers).
    package static func fireDue() {
        _ = RunLoop.current.run(mode: .default, before: Date(timeIntervalSinceNow: 0))
    }
}
