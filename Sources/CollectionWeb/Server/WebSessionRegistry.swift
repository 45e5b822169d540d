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
    /// (an ended session counts as greeted), so the connection learns both in one visit to the main actor.
    func receive(_ data: Data, in identifier: Int) -> (reply: WebSession.Reply, greeted: Bool) {
        guard let session = sessions[identifier] else {
            return (WebSession.Reply(messages: [ServerMessage.error(WebProtocolError("the session has ended", isFatal: true)).encoded()], close: true), true)
        }
        let reply = session.receive(data)
        return (reply, session.hostWindow != nil)
    }

    /// Ends the session `identifier` and frees its state.
    func close(_ identifier: Int) {
        sessions[identifier] = nil
    }
}
