import Foundation

/// What a connection's watchdog needs to know, kept off the main actor (where sessions live, and which
/// may be busy): whether a message is being answered, when the last answer went, whether the page has
/// said `hello`, and whether the socket was told to make room for another (`ConnectionCensus`).
actor ConnectionActivity {
    private(set) var isAnswering = false
    private(set) var lastAnswered: ContinuousClock.Instant?
    private(set) var isGreeted = false
    private(set) var isEvicted = false

    /// A message arrived and is being answered.
    func begin() { isAnswering = true }

    /// The answer went out; `greeted` tells whether the session has had its `hello`.
    func end(greeted: Bool) {
        isAnswering = false
        lastAnswered = ContinuousClock.now
        if greeted { isGreeted = true }
    }

    /// The socket waited to say hello while the pending limit was reached and it had waited longest.
    func evict() { if !isGreeted { isEvicted = true } }
}
