import Foundation

/// A window's frame state: the report of the frame being run, the frame whose idle work has
/// not run yet, the last complete report, the deadline of the frame's work limit, and the frame
/// participants (scroll views and collection views, orthogonal strips included).
///
/// The window owns it and runs the frames (`Window.runFrame`); nothing else reads or writes this state.
@MainActor
final class FrameLoop {
    /// A frame whose transaction went out and whose idle work has not run yet.
    struct OpenFrame {
        /// When work for the frame began (the host's, or the frame's own), on the window's time source.
        var start: TimeInterval
        var report: FrameReport
    }

    private struct WeakParticipant {
        weak var participant: (any FrameParticipant)?
    }

    private var participants: [WeakParticipant] = []
    /// The report that work is counted into (`noteWork`), while a frame's steps run.
    private var current: FrameReport?
    /// The frame last run, until its idle work runs.
    private(set) var open: OpenFrame?
    /// The report of the last frame (complete once its idle work ran).
    private(set) var lastReport: FrameReport?
    /// When the current frame's layout must stop making new cells; `nil` outside a frame or without a limit.
    private(set) var workDeadline: TimeInterval?

    // MARK: A frame's steps

    /// Starts counting work into `report`, under `deadline`.
    func begin(_ report: FrameReport, deadline: TimeInterval?) {
        current = report
        workDeadline = deadline
    }

    /// The frame's layout ended: cells made from now on (the transaction, idle time) are not held
    /// back by the deadline.
    func endLayout() {
        workDeadline = nil
    }

    /// The frame's transaction went out: `fill` completes the counted report (`fallback` if none is
    /// counted), which becomes the last report and the open frame, started at `start`.
    func endFrame(startedAt start: TimeInterval, fallback: FrameReport, _ fill: (inout FrameReport) -> Void) {
        var report = current ?? fallback
        fill(&report)
        current = nil
        lastReport = report
        open = OpenFrame(start: start, report: report)
    }

    /// Takes the open frame to run its idle work, counting that work into its report.
    func takeOpenFrame() -> OpenFrame? {
        guard let frame = open else { return nil }
        open = nil
        current = frame.report
        return frame
    }

    /// `frame`'s idle work ended: `fill` completes its report, which is returned as the last.
    func finishOpenFrame(_ frame: OpenFrame, _ fill: (inout FrameReport) -> Void) -> FrameReport {
        var report = current ?? frame.report
        fill(&report)
        current = nil
        lastReport = report
        return report
    }

    /// Counts work for the current frame's report (nothing outside a frame).
    func noteWork(cellsConfigured: Int, cellsPrefetched: Int, itemsPrefetched: Int) {
        current?.cellsConfigured += cellsConfigured
        current?.cellsPrefetched += cellsPrefetched
        current?.itemsPrefetched += itemsPrefetched
    }

    /// Runs `work` under `deadline`, then restores the deadline it had.
    func withDeadline<Result>(_ deadline: TimeInterval?, _ work: () throws -> Result) rethrows -> Result {
        let previous = workDeadline
        workDeadline = deadline
        defer { workDeadline = previous }
        return try work()
    }

    // MARK: Participants

    func add(_ participant: any FrameParticipant) {
        guard !participants.contains(where: { $0.participant === participant }) else { return }
        participants.append(WeakParticipant(participant: participant))
    }

    func remove(_ participant: any FrameParticipant) {
        participants.removeAll { $0.participant === participant || $0.participant == nil }
    }

    /// The participants still alive (the others are forgotten).
    func active() -> [any FrameParticipant] {
        participants.removeAll { $0.participant == nil }
        return participants.compactMap(\.participant)
    }

    /// The participants in motion.
    var inMotion: [any FrameParticipant] {
        participants.compactMap(\.participant).filter(\.isInMotion)
    }

    /// Every participant alive, without forgetting the others.
    var all: [any FrameParticipant] {
        participants.compactMap(\.participant)
    }
}
