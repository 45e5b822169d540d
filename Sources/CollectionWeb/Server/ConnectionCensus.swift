import Foundation

/// The server's connections off the main actor (which may be busy): the sessions open, and the
/// upgraded sockets that have not said `hello` yet.
///
/// Waiting sockets never count against the session cap; they have a limit of their own. Past it,
/// sockets that have waited longer than `grace` are closed, longest first, to admit new ones — a page
/// greets within milliseconds of opening, so silent sockets cannot lock out pages that greet — while
/// a burst of pages opening at once (all young) is admitted up to four times the limit; beyond that
/// the new socket itself is turned away.
actor ConnectionCensus {
    /// The most sockets waiting to say hello before the longest-waiting ones are closed.
    let maximumPending: Int
    /// How long a socket may wait before it can be closed to make room.
    let grace: Duration
    private var pending: [(ticket: Int, activity: ConnectionActivity, since: ContinuousClock.Instant)] = []
    private var nextTicket = 0
    /// The sessions open.
    private(set) var sessions = 0

    init(maximumPending: Int, grace: Duration = .milliseconds(500)) {
        self.maximumPending = Swift.max(1, maximumPending)
        self.grace = grace
    }

    /// What admitting a socket did.
    struct Admission: Sendable {
        /// The socket's ticket (to `leave` with).
        var ticket: Int
        /// How many sockets that had waited longest were told to close.
        var evicted: Int
        /// Whether the new socket itself is turned away (a burst beyond four times the limit).
        var refused: Bool
    }

    /// Admits a socket that has not said hello (`activity` is told to close when it is evicted).
    func admit(_ activity: ConnectionActivity, at now: ContinuousClock.Instant = .now) async -> Admission {
        nextTicket += 1
        var evicted = 0
        while pending.count >= maximumPending, let oldest = pending.first, now - oldest.since >= grace {
            pending.removeFirst()
            await oldest.activity.evict()
            evicted += 1
        }
        guard pending.count < 4 * maximumPending else {
            await activity.evict()
            return Admission(ticket: nextTicket, evicted: evicted, refused: true)
        }
        pending.append((nextTicket, activity, now))
        return Admission(ticket: nextTicket, evicted: evicted, refused: false)
    }

    /// The socket `ticket` no longer waits (it said hello, or it closed).
    func leave(_ ticket: Int) {
        pending.removeAll { $0.ticket == ticket }
    }

    /// A session opened.
    func sessionOpened() { sessions += 1 }

    /// A session closed.
    func sessionClosed() { sessions = Swift.max(0, sessions - 1) }

    /// The sockets waiting to say hello.
    var pendingCount: Int { pending.count }
}
