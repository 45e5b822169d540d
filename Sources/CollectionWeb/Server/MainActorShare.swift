import Foundation

/// How much of the main actor — where every session's engine runs — one connection has used in the
/// last second, and how long it pauses before its next message so other pages get their share.
///
/// Alone, a page is never paused. With n sessions open, a page that used more than 1/n of the last
/// second waits for the excess (at most a second) before its next message is handled; the page sends
/// its next frame only after the answer, so its frame rate drops instead of everyone's.
struct MainActorShare: Sendable {
    /// The span the use is counted over.
    static let window: Duration = .seconds(1)

    /// Work on the main actor that ended at `end`, and how long it took.
    private var spans: [(end: ContinuousClock.Instant, busy: Duration)] = []

    /// Notes `busy` of main-actor work that ended at `now`.
    mutating func record(_ busy: Duration, at now: ContinuousClock.Instant) {
        spans.append((now, busy))
        forget(before: now)
    }

    /// The main-actor time used in the last `window` before `now`.
    func used(at now: ContinuousClock.Instant) -> Duration {
        spans.reduce(.zero) { $0 + (now - $1.end <= Self.window ? $1.busy : .zero) }
    }

    /// How long to wait before the next message, with `sessions` sessions open.
    func pause(at now: ContinuousClock.Instant, sessions: Int) -> Duration {
        guard sessions > 1 else { return .zero }
        let share = Self.window / sessions
        let excess = used(at: now) - share
        return excess > .zero ? Swift.min(excess, Self.window) : .zero
    }

    private mutating func forget(before now: ContinuousClock.Instant) {
        if let first = spans.firstIndex(where: { now - $0.end <= Self.window }) {
            if first > 0 { spans.removeFirst(first) }
        } else {
            spans.removeAll()
        }
    }
}
