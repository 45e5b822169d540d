import Foundation
import ViewSystem

/// How much of a frame is left for making cells: read from the window once, when a layout pass or
/// an update starts (`Window.frameWorkLimit`, the frame's deadline, the window's time source), and
/// carried as a value, so the engine's code never asks the window again while it works.
@MainActor
struct FrameBudget {
    /// Whether the window limits a frame's work (a host that shares its thread, such as the web server).
    let isLimited: Bool
    /// When the frame's work limit passes; `nil` under a limit means the work runs outside any frame.
    private let deadline: TimeInterval?
    private let timeSource: (any TimeSource)?

    /// The budget of `window`'s current frame (no window: no limit).
    init(window: Window?) {
        isLimited = window?.frameWorkLimit != nil
        deadline = window?.frameWorkDeadline
        timeSource = window?.timeSource
    }

    /// Whether no time is left now: under a limit, the frame's deadline has passed, or the work runs
    /// outside any frame's budget (an app's update or `layoutIfNeeded()` between frames), so the
    /// cells it would make wait for the frames.
    func isSpent() -> Bool {
        guard isLimited else { return false }
        guard let deadline, let timeSource else { return true }
        return timeSource.now() >= deadline
    }
}
