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
    /// When each session last finished a frame (its spare-time work).
    private var lastFrames: [Int: ContinuousClock.Instant] = [:]
    private var nextIdentifier = 0

    init(screens: [WebScreenEntry], maximumSessions: Int) {
        self.screens = screens
        self.maximumSessions = maximumSessions
    }

    /// The session `identifier`, for tests.
    func sessionForTesting(_ identifier: Int) -> WebSession? { sessions[identifier] }

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
        // While other pages draw, this page's frame makes new cells for at most its share of a frame
        // and leaves the rest to its next frames, so its expensive cells do not stall the others.
        let others = lastFrames.filter { $0.key != identifier && start - $0.value <= Self.activeSpan }.count
        session.frameWorkLimit = others > 0 ? FrameClock.defaultFrameInterval * 0.9 / Double(others + 1) : nil
        let reply = session.receive(data)
        return (reply, session.hostWindow != nil, sessions.count, clock.now - start)
    }

    /// Runs the spare-time work of the frame the session `identifier` just answered, with a part of the
    /// budget for each page that answered a frame in the last `activeSpan` (so busy pages share the
    /// main actor's spare time instead of each taking most of a frame); returns the message that
    /// reports it and how long it took.
    func finishFrame(in identifier: Int) -> (message: Data?, busy: Duration) {
        guard let session = sessions[identifier] else { return (nil, .zero) }
        let clock = ContinuousClock()
        let start = clock.now
        lastFrames[identifier] = start
        let active = lastFrames.values.filter { start - $0 <= Self.activeSpan }.count
        let message = session.finishFrame(spareTimeShare: 1 / Double(Swift.max(active, 1)))
        return (message, clock.now - start)
    }

    /// How recently a page must have answered a frame to count as drawing.
    static let activeSpan: Duration = .milliseconds(100)

    /// Ends the session `identifier` and frees its state.
    func close(_ identifier: Int) {
        sessions[identifier] = nil
        lastFrames[identifier] = nil
    }
}
