import CollectionEngine
import ViewSystem
import Foundation

/// The sessions a server holds, one per connection, up to a cap. Sessions live and die on the main
/// actor, so their engine state is freed there when the connection ends.
@MainActor
final class WebSessionRegistry {
    private let screens: [WebScreenEntry]
    /// The most sessions held at once.
    nonisolated let maximumSessions: Int
    private var sessions: [Int: WebSession] = [:]
    private var nextIdentifier = 0

    init(screens: [WebScreenEntry], maximumSessions: Int) {
        self.screens = screens
        self.maximumSessions = maximumSessions
    }

    /// The number of open sessions.
    var count: Int { sessions.count }

    /// Opens a session, or returns `nil` when `maximumSessions` are open.
    func open() -> Int? {
        guard sessions.count < maximumSessions else { return nil }
        nextIdentifier += 1
        sessions[nextIdentifier] = WebSession(screens: screens, timeSource: MonotonicTimeSource())
        return nextIdentifier
    }

    /// Hands `data` to the session `identifier`; also says whether the session has had its `hello`
    /// (an ended session counts as greeted), how many sessions are open and how long the work took on
    /// the main actor, so the connection learns all of it in one visit.
    func receive(_ data: Data, in identifier: Int) -> (reply: WebSession.Reply, greeted: Bool, sessions: Int, busy: Duration) {
        guard let session = sessions[identifier] else {
            return (WebSession.Reply(messages: [ServerMessage.error(WebProtocolError("the session has ended", isFatal: true)).encoded()], close: true),
                    true, sessions.count, .zero)
        }
        let clock = ContinuousClock()
        let start = clock.now
        let reply = session.receive(data)
        return (reply, session.hostWindow != nil, sessions.count, clock.now - start)
    }

    /// Ends the session `identifier` and frees its state.
    func close(_ identifier: Int) {
        sessions[identifier] = nil
    }
}
