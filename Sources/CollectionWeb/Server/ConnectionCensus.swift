import Foundation

/// The server's connections off the main actor (which may be busy): the sessions open, and the
/// upgraded sockets that have not said `hello` yet.
///
/// Waiting sockets never count against the session cap; they have a limit of their own, and when
/// it is reached the one that has waited longest is closed to admit the new one — so sockets that
/// never speak cannot lock out pages that greet (a page greets within milliseconds of opening).
actor ConnectionCensus {
    /// The most sockets waiting to say hello at once.
    let maximumPending: Int
    private var pending: [(ticket: Int, activity: ConnectionActivity)] = []
    private var nextTicket = 0
    /// The sessions open.
    private(set) var sessions = 0

    init(maximumPending: Int) {
        self.maximumPending = Swift.max(1, maximumPending)
    }

    /// Admits a socket that has not said hello; returns its ticket, and tells the longest-waiting
    /// socket to close when the pending limit was reached (`true` as the second value).
    func admit(_ activity: ConnectionActivity) async -> (ticket: Int, evicted: Bool) {
        nextTicket += 1
        var evicted = false
        while pending.count >= maximumPending {
            let oldest = pending.removeFirst()
            await oldest.activity.evict()
            evicted = true
        }
        pending.append((nextTicket, activity))
        return (nextTicket, evicted)
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
