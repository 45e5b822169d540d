import Foundation

/// How long the engine's own work took in one frame, step by step (F12, F16): what the
/// gallery's technical-analysis panel plots against the frame's budget.
///
/// Durations are read from the window's `timeSource`, so tests can make them exact.
public struct FrameReport: Hashable, Sendable {
    /// The frame's number on the clock.
    public var frameNumber: Int
    /// The frame's time on the clock, in seconds.
    public var time: TimeInterval
    /// The time between frames.
    public var budget: TimeInterval
    /// Applying input and advancing scrolling and animations.
    public var advanceDuration: TimeInterval = 0
    /// Layout passes: preparing layouts, showing and recycling views, self-sizing.
    public var layoutDuration: TimeInterval = 0
    /// Work done in the remaining budget (prefetching).
    public var idleDuration: TimeInterval = 0
    /// Building the renderer's transaction and handing it over.
    public var renderDuration: TimeInterval = 0
    /// Cells the data source created or configured for display this frame.
    public var cellsConfigured = 0
    /// Cells prepared ahead of display (cell prefetching).
    public var cellsPrefetched = 0
    /// Items handed to `prefetchItemsAt`.
    public var itemsPrefetched = 0

    /// All of the engine's work in the frame.
    public var totalDuration: TimeInterval { advanceDuration + layoutDuration + idleDuration + renderDuration }

    /// Whether the engine's work fit in the frame.
    public var isWithinBudget: Bool { totalDuration <= budget }
}
