import Foundation
import Logging
import Synchronization

/// Logs refused requests and closed connections once per class and interval, so a flood of them is
/// a few lines, not one per connection: the first refusal of a class is logged with its detail; the
/// ones after it within `interval` are counted and the count is logged with the next refusal of that
/// class after the interval.
final class RefusalLog: Sendable {
    private struct Entry {
        var started: ContinuousClock.Instant
        var suppressed = 0
    }

    private let logger: Logger
    private let interval: Duration
    private let entries = Mutex<[RefusalKind: Entry]>([:])

    init(logger: Logger, interval: Duration = .seconds(60)) {
        self.logger = logger
        self.interval = interval
    }

    /// Notes a refusal of `kind`, with what it was about.
    func note(_ kind: RefusalKind, _ detail: @autoclosure () -> String) {
        let now = ContinuousClock.now
        let previous: Int? = entries.withLock { entries in
            if var entry = entries[kind], now - entry.started < interval {
                entry.suppressed += 1
                entries[kind] = entry
                return nil
            }
            let suppressed = entries[kind]?.suppressed ?? 0
            entries[kind] = Entry(started: now)
            return suppressed
        }
        guard let previous else { return }
        let earlier = previous > 0 ? " (and \(previous) more in the \(interval) before)" : ""
        logger.warning("refused \(kind.rawValue): \(detail())\(earlier); more of these are counted for \(interval)")
    }

    /// How many refusals of `kind` were counted and not yet logged (for tests).
    func suppressedCount(of kind: RefusalKind) -> Int {
        entries.withLock { $0[kind]?.suppressed ?? 0 }
    }
}
