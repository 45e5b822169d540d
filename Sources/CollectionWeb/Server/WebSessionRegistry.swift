import CollectionEngine
import ViewSystem
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The sessions a server holds, one per greeted connection. Sessions live and die on the main actor,
/// so their engine state is freed there when the connection ends.
///
/// Every frame of a session runs within a budget while another page is open (`frameWorkLimit`): its
/// share of 75 % of a frame interval, so a page of expensive cells — its screen's per-frame work,
/// reconfigured cells, new cells — never holds the main actor for the others' frames.
@MainActor
final class WebSessionRegistry {
    private let screens: [WebScreenEntry]
    /// The app whose scenes the sessions show, and how the page lists it (`nil`: screens).
    private let application: (application: Application, description: ScreenDescription)?
    private let maximumViewport: CGSize
    private var sessions: [Int: WebSession] = [:]
    /// When each session last answered a frame.
    private var lastFrames: [Int: ContinuousClock.Instant] = [:]
    private var nextIdentifier = 0

    /// Made off the main actor, so a server starts while the main actor is busy.
    nonisolated init(screens: [WebScreenEntry], maximumViewport: CGSize = WebSession.defaultMaximumViewport) {
        self.screens = screens
        application = nil
        self.maximumViewport = maximumViewport
    }

    /// A registry whose sessions each connect a scene of `application` (made off the main actor too:
    /// only its reference is kept here).
    nonisolated init(application: Application, description: ScreenDescription, maximumViewport: CGSize = WebSession.defaultMaximumViewport) {
        screens = []
        self.application = (application, description)
        self.maximumViewport = maximumViewport
    }

    /// The session `identifier`, for tests.
    func sessionForTesting(_ identifier: Int) -> WebSession? { sessions[identifier] }

    /// The number of open sessions.
    var count: Int { sessions.count }

    /// Opens a session, or returns `nil` when `maximumSessions` are open.
    func open(maximumSessions: Int) -> Int? {
        guard sessions.count < maximumSessions else { return nil }
        nextIdentifier += 1
        sessions[nextIdentifier] = if let application {
            WebSession(application: application.application, description: application.description, timeSource: MonotonicTimeSource(),
                       maximumViewport: maximumViewport)
        } else {
            WebSession(screens: screens, timeSource: MonotonicTimeSource(), maximumViewport: maximumViewport)
        }
        return nextIdentifier
    }

    /// Hands `data` to the session `identifier`, after firing the main actor's due timers; also says whether the session has had its `hello`
    /// (an ended session counts as greeted), how many sessions are open and how long the work took on
    /// the main actor, so the connection learns all of it in one visit.
    func receive(_ data: Data, in identifier: Int) -> (reply: WebSession.Reply, greeted: Bool, sessions: Int, busy: Duration) {
        guard let session = sessions[identifier] else {
            return (WebSession.Reply(messages: [ServerMessage.error(WebProtocolError("the session has ended", isFatal: true)).encoded()], close: true),
                    true, sessions.count, .zero)
        }
        let clock = ContinuousClock()
        let start = clock.now
        // The timers an app scheduled from main-actor code fire between frames, as on iOS; work on the
        // main queue runs between these visits by itself.
        RunLoopTimers.fireDue()
        session.frameWorkLimit = frameBudget(for: identifier, at: start)
        let reply = session.receive(data)
        return (reply, session.hostWindow != nil, sessions.count, clock.now - start)
    }

    /// The frame work limit of the session `identifier`: none while it is the only session open (its
    /// frames may take what its own cells cost, as on a device); otherwise its share — 75 % of a frame
    /// interval divided among the pages that drew in the last `activeSpan`, itself included. A page
    /// that waits behind another's long frame still counts (the span is longer than any frame), so the
    /// budget never lapses because the others were kept waiting.
    func frameBudget(for identifier: Int, at now: ContinuousClock.Instant) -> TimeInterval? {
        guard sessions.count > 1 else { return nil }
        let drawing = lastFrames.filter { $0.key != identifier && now - $0.value <= Self.activeSpan }.count + 1
        return FrameClock.defaultFrameInterval * Self.budgetFraction / Double(drawing)
    }

    /// Runs the idle work of the frame the session `identifier` just answered, with a part of the
    /// budget for each page that answered a frame in the last `activeSpan` (so busy pages share the
    /// main actor's idle time instead of each taking most of a frame); returns the message that
    /// reports it and how long it took.
    func finishFrame(in identifier: Int) -> (message: Data?, busy: Duration) {
        guard let session = sessions[identifier] else { return (nil, .zero) }
        let clock = ContinuousClock()
        let start = clock.now
        lastFrames[identifier] = start
        let active = lastFrames.values.filter { start - $0 <= Self.activeSpan }.count
        let message = session.finishFrame(idleTimeShare: 1 / Double(Swift.max(active, 1)))
        return (message, clock.now - start)
    }

    /// How recently a page must have answered a frame to count as drawing: a second, so a hidden tab
    /// (about one frame a second) and a page kept waiting by another's frame both count.
    static let activeSpan: Duration = .seconds(1)

    /// The part of a frame interval the pages' frames share.
    static let budgetFraction = 0.75

    /// Ends the session `identifier` (an app's scene disconnects), frees its state and gives the memory it used back to the system.
    ///
    /// Memory is given back at once and again `trimDelays` later: what the connection still held when
    /// the session closed — its unsent frames in the socket's buffers, a frame's encoding still in
    /// flight — is freed only after, and would otherwise stay in the process's resident size.
    func close(_ identifier: Int) {
        sessions[identifier]?.close()
        sessions[identifier] = nil
        lastFrames[identifier] = nil
        Self.returnFreedMemory()
        Task.detached {
            for delay in Self.trimDelays {
                try? await Task.sleep(for: delay)
                Self.returnFreedMemory()
            }
        }
    }

    /// When memory is given back again after a session closes (each from the one before).
    nonisolated static let trimDelays: [Duration] = [.seconds(1), .seconds(4)]

    /// Returns the allocator's free memory to the operating system (glibc keeps freed pages otherwise,
    /// and a closed session's cells and images would stay in the process's resident size).
    #if canImport(Glibc)
    nonisolated private static let mallocTrim: (@convention(c) (Int) -> Int32)? = dlsym(nil, "malloc_trim").map {
        unsafeBitCast($0, to: (@convention(c) (Int) -> Int32).self)
    }
    #endif

    nonisolated static func returnFreedMemory() {
        #if canImport(Glibc)
        // `malloc_trim` is glibc's, outside the C library module Swift imports; looked up once by name.
        if let trim = Self.mallocTrim { _ = trim(0) }
        #endif
    }
}
