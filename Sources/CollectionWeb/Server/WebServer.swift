import Foundation
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import ServiceLifecycle
import ViewSystem

/// The browser renderer's server: one page (HTML, JavaScript, CSS from the package's resources) and
/// one WebSocket per page, each driving its own `WebSession` (`Guides/WebProtocol.md`).
///
/// Routes: `GET` and `HEAD` for `/` (the page), its script modules (`/main.js` and the modules it
/// imports, `PageResources.scriptModules`), `/page.css`, `/symbols.json` (the system
/// symbols the page draws) and `/status` (JSON: open
/// sessions, sockets waiting to say hello, the cap), and the WebSocket at `/session`. Before any route,
/// every request passes a gate (`RequestGate`, `RequestPolicy`): a `Host` the server does not answer
/// for gets 421; for any path that could reach the session — however it is written — a request that
/// is not an upgrade gets 426, an upgrade from a page of another site 403, a malformed upgrade 400.
/// Requests must be complete within `requestTimeout`; idle connections close after `keepAliveTimeout`.
///
/// A page's session opens when it says `hello`: sockets that have not greeted never count against
/// `maximumSessions` (they have their own `maximumPendingConnections`, the longest-waiting closed to
/// admit a new one, and `helloTimeout`). A connection over the session cap is told so in an `error`
/// message and closed; a fatal protocol error closes only its own connection; so does one silent
/// for `idleTimeout`. `run()` returns after SIGINT or SIGTERM, once open connections are closed (or
/// after a grace period).
public struct WebServer: Sendable {
    /// Where to listen, whom to answer and how many sessions to hold.
    public struct Configuration: Sendable {
        /// The address to bind; `127.0.0.1` by default, so only this machine can connect.
        public var host: String
        /// The port; 0 picks a free one (the ready callback tells which).
        public var port: Int
        /// The most pages served at once; further connections are refused with an error message.
        public var maximumSessions: Int
        /// How long open connections get to close after a shutdown signal before they are cut.
        public var shutdownGracePeriod: Duration
        /// How long a new WebSocket has to say `hello` before it is closed.
        public var helloTimeout: Duration
        /// How long a session may stay silent (no message at all) before it is closed. A page sends a
        /// frame per animation frame; a hidden tab's browser slows that to about one a second.
        public var idleTimeout: Duration
        /// Origins of pages, besides the server's own, that may open sessions (`"*"`: any).
        public var allowedOrigins: Set<String>
        /// Host names the server answers for besides its bind address, `localhost`, `127.0.0.1` and
        /// `::1` (`"*"`: any). A server bound to every address (`0.0.0.0`, `::`) also answers for any
        /// IP address; a name must be listed (a DNS-rebinding page uses a name of its own).
        public var allowedHosts: Set<String>
        /// How long a client may take to send a whole request, from connecting or from the previous answer.
        public var requestTimeout: Duration
        /// How long a kept-alive connection may wait for its next request.
        public var keepAliveTimeout: Duration
        /// The most upgraded sockets that wait to say `hello` before the ones that have waited longest
        /// (over half a second) are closed to admit others; a burst of young ones is admitted up to four
        /// times this many.
        public var maximumPendingConnections: Int
        /// The largest viewport a page may claim, in points: a larger one is refused in `hello` and
        /// clamped in later frames (the cells a frame must show grow with it).
        public var maximumViewport: CGSize

        /// Creates a configuration.
        public init(host: String = "127.0.0.1", port: Int = 8080, maximumSessions: Int = 32, shutdownGracePeriod: Duration = .seconds(2),
                    helloTimeout: Duration = .seconds(5), idleTimeout: Duration = .seconds(300), allowedOrigins: Set<String> = [],
                    allowedHosts: Set<String> = [], requestTimeout: Duration = .seconds(10), keepAliveTimeout: Duration = .seconds(15),
                    maximumPendingConnections: Int = 16, maximumViewport: CGSize = WebSession.defaultMaximumViewport) {
            self.host = host
            self.port = port
            self.maximumSessions = maximumSessions
            self.shutdownGracePeriod = shutdownGracePeriod
            self.helloTimeout = helloTimeout
            self.idleTimeout = idleTimeout
            self.allowedOrigins = allowedOrigins
            self.allowedHosts = allowedHosts
            self.requestTimeout = requestTimeout
            self.keepAliveTimeout = keepAliveTimeout
            self.maximumPendingConnections = maximumPendingConnections
            self.maximumViewport = maximumViewport
        }
    }

    /// The largest WebSocket message read before the connection is closed outright. Messages up to
    /// this size but over `WebProtocol.maximumMessageBytes` are answered with an error message first.
    static let maximumReadBytes = 4 * WebProtocol.maximumMessageBytes

    private let configuration: Configuration
    private let screens: [WebScreenEntry]
    /// The app served instead of screens, and how the page lists it.
    private let application: (application: ViewSystem.Application, description: ScreenDescription)?

    /// Creates a server for `screens` (the page's sidebar, in order).
    public init(screens: [WebScreenEntry], configuration: Configuration = Configuration()) {
        self.screens = screens
        application = nil
        self.configuration = configuration
    }

    /// Creates a server for an app: `application` (launched already) connects a scene for each page
    /// that opens and disconnects it when the page closes (`Guides/Apps.md`). The page lists the app
    /// as one screen titled `title`.
    public init(application: ViewSystem.Application, title: String, configuration: Configuration = Configuration()) {
        screens = []
        self.application = (application, ScreenDescription(id: "app", title: title))
        self.configuration = configuration
    }

    /// What a connection's task needs besides its socket.
    private struct Shared: Sendable {
        let registry: WebSessionRegistry
        let census: ConnectionCensus
        let refusals: RefusalLog
        let policy: RequestPolicy
        let maximumSessions: Int
        let hello: Duration
        let idle: Duration
    }

    /// Serves until SIGINT or SIGTERM. `onReady` gets the page's address once the server listens.
    ///
    /// - Throws: When the address cannot be bound (in use, not an address of this machine) or the page
    ///   resources are missing from the bundle.
    public func run(onReady: @escaping @Sendable (String) -> Void = { print("Serving at \($0)") }) async throws {
        let page = try PageResources.load()
        let maximumViewport = configuration.maximumViewport
        let registry = if let application {
            WebSessionRegistry(application: application.application, description: application.description, maximumViewport: maximumViewport)
        } else {
            WebSessionRegistry(screens: screens, maximumViewport: maximumViewport)
        }
        let policy = RequestPolicy(bindHost: configuration.host, extraHosts: configuration.allowedHosts, allowedOrigins: configuration.allowedOrigins)
        let shared = Shared(registry: registry, census: ConnectionCensus(maximumPending: configuration.maximumPendingConnections),
                            refusals: RefusalLog(logger: Self.logger()), policy: policy, maximumSessions: configuration.maximumSessions,
                            hello: configuration.helloTimeout, idle: configuration.idleTimeout)
        let router = Router(context: BasicWebSocketRequestContext.self)
        page.addRoutes(to: router)
        // Browsers ask for an icon; there is none.
        router.get("/favicon.ico") { _, _ in Response(status: .noContent) }
        // Counted off the main actor, so the status answers while the engine is busy.
        let status: @Sendable () async -> Data = {
            let census = shared.census
            let (sessions, pending) = (await census.sessions, await census.pendingCount)
            return Data(#"{"sessions":\#(sessions),"pending":\#(pending),"maximumSessions":\#(shared.maximumSessions)}"#.utf8)
        }
        router.get("/status") { _, _ in PageResources.response(await status(), type: "application/json") }
        router.head("/status") { _, _ in PageResources.response(await status(), type: "application/json", includingBody: false) }
        router.ws("/session") { request, _ in
            // The gate already checked; asked again so that nothing reaches the session unchecked.
            policy.decide(method: request.method.rawValue, target: request.uri.description, headers: request.policyFields) == .pass
                ? .upgrade([:]) : .dontUpgrade
        } onUpgrade: { inbound, outbound, _ in
            try await Self.serve(inbound: inbound, outbound: outbound, shared: shared)
        }
        let host = configuration.host
        var webSocket = WebSocketServerConfiguration()
        webSocket.maxFrameSize = Self.maximumReadBytes
        let gate = GuardedHTTPChannel.Gate(policy: policy, limits: .init(requestTimeout: TimeAmount(configuration.requestTimeout),
                                                                          idleTimeout: TimeAmount(configuration.keepAliveTimeout)),
                                           log: shared.refusals)
        let app = Application(
            router: router,
            server: Self.serverBuilder(router: router, webSocket: webSocket, gate: gate),
            configuration: ApplicationConfiguration(address: .hostname(host, port: configuration.port), serverName: "OpenCollectionView"),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? 0
                onReady("http://\(host.contains(":") ? "[\(host)]" : host):\(port)/")
            },
            logger: Self.logger()
        )
        var groupConfiguration = ServiceGroupConfiguration(
            services: [app],
            gracefulShutdownSignals: [.sigterm, .sigint],
            logger: Self.logger()
        )
        groupConfiguration.maximumGracefulShutdownDuration = configuration.shutdownGracePeriod
        try await ServiceGroup(configuration: groupConfiguration).run()
    }

    /// One connection. Until the page says `hello` it only waits (it is counted as pending, not as a
    /// session); its `hello` opens a session from the registry, and every message is answered in order,
    /// the session freed when the connection ends however it ends. A watchdog closes the connection
    /// when no `hello` came within `hello`, when it was evicted from the pending sockets, or when
    /// nothing at all came within `idle`.
    private static func serve(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter, shared: Shared) async throws {
        let activity = ConnectionActivity()
        let admission = await shared.census.admit(activity)
        let ticket = admission.ticket
        if admission.evicted > 0 { shared.refusals.note(.pendingCap, "closed \(admission.evicted) socket(s) that had waited longest to say hello") }
        if admission.refused { shared.refusals.note(.pendingCap, "turned away a socket: too many opened at once without saying hello") }
        let opened = SessionSlot()
        await withTaskGroup(of: Void.self) { group in
            group.addTask {
                var share = MainActorShare()
                do {
                    for try await message in inbound.messages(maxSize: maximumReadBytes) {
                        await activity.begin()
                        let data: Data
                        switch message {
                        case .text(let text): data = Data(text.utf8)
                        case .binary: data = Data()
                        }
                        if await opened.identifier == nil {
                            // Only a hello opens a session; anything else before it is refused here, off the main actor:
                            // a message that cannot be read says why and, when that is fatal (too large, not JSON),
                            // closes the connection, as it would in a session.
                            let refusal: WebProtocolError?
                            do throws(WebProtocolError) {
                                if case .hello = try ClientMessage.decode(data) { refusal = nil } else {
                                    refusal = WebProtocolError("the first message must be hello")
                                }
                            } catch {
                                refusal = error
                            }
                            if let refusal {
                                let answer = ServerMessage.error(refusal).encoded()
                                try await outbound.writeTextMessage(String(decoding: answer, as: UTF8.self))
                                await activity.end(greeted: false)
                                if refusal.isFatal {
                                    try await outbound.close(.policyViolation, reason: "protocol error")
                                    break
                                }
                                continue
                            }
                            guard let identifier = await shared.registry.open(maximumSessions: shared.maximumSessions) else {
                                shared.refusals.note(.sessionCap, "a page said hello while \(shared.maximumSessions) sessions were open")
                                let refusal = ServerMessage.error(WebProtocolError("the server already serves its maximum of \(shared.maximumSessions) pages; close one and reload",
                                                                                   isFatal: true))
                                try await outbound.writeTextMessage(String(decoding: refusal.encoded(), as: UTF8.self))
                                try await outbound.close(.policyViolation, reason: "too many sessions")
                                break
                            }
                            await opened.set(identifier)
                            await shared.census.leave(ticket)
                            await shared.census.sessionOpened()
                        }
                        guard let identifier = await opened.identifier else { break }
                        // One visit to the main actor (which may be busy for seconds) for the answer and the greeting.
                        let (reply, greeted, sessions, busy) = await shared.registry.receive(data, in: identifier)
                        // The answer goes out while the engine uses what is left of the frame's budget
                        // (its idle work starts without waiting for the write); the page draws
                        // meanwhile. Messages longer than a WebSocket frame go out in fragments.
                        async let sent: Void = Self.write(reply.messages, to: outbound)
                        var idle = Duration.zero
                        var idleMessage: Data?
                        if reply.hasIdleWork {
                            (idleMessage, idle) = await shared.registry.finishFrame(in: identifier)
                        }
                        try await sent
                        if let idleMessage { try await outbound.writeTextMessage(String(decoding: idleMessage, as: UTF8.self)) }
                        await activity.end(greeted: greeted)
                        if reply.close {
                            try await outbound.close(.policyViolation, reason: "protocol error")
                            break
                        }
                        // A page that used more than its share of the shared main actor waits before its
                        // next message, so the other pages keep their frame rate (`MainActorShare`).
                        let now = ContinuousClock.now
                        share.record(busy + idle, at: now)
                        let pause = share.pause(at: now, sessions: sessions)
                        if pause > .zero { try await Task.sleep(for: pause) }
                    }
                } catch {
                    // The connection broke or sent more than `maximumReadBytes`: the session ends below either way.
                }
            }
            group.addTask {
                guard let reason = await Self.watch(activity: activity, hello: shared.hello, idle: shared.idle) else { return }
                let message = ServerMessage.error(WebProtocolError(reason, isFatal: true)).encoded()
                try? await outbound.writeTextMessage(String(decoding: message, as: UTF8.self))
                try? await outbound.close(.policyViolation, reason: "timeout")
            }
            // Whichever ends first — the connection, or the watchdog closing it — ends the other.
            await group.next()
            group.cancelAll()
        }
        await shared.census.leave(ticket)
        if let identifier = await opened.identifier {
            await shared.registry.close(identifier)
            await shared.census.sessionClosed()
        }
    }

    /// Writes `messages` in order.
    private static func write(_ messages: [Data], to outbound: WebSocketOutboundWriter) async throws {
        for message in messages {
            try await outbound.writeTextMessage(String(decoding: message, as: UTF8.self))
        }
    }

    /// Waits until the connection should be closed and says why; `nil` when cancelled first. A message
    /// being answered (the main actor may be busy) counts as neither missing nor idle.
    private static func watch(activity: ConnectionActivity, hello: Duration, idle: Duration) async -> String? {
        let clock = ContinuousClock()
        let opened = clock.now
        let step = Duration.milliseconds(50)
        while !Task.isCancelled {
            do { try await Task.sleep(for: step) } catch { return nil }
            let now = clock.now
            guard await !activity.isAnswering else { continue }
            if await activity.isEvicted {
                return "too many connections are waiting to say hello; this one waited longest (or came in a burst beyond the limit) and is closed"
            }
            if now - opened >= hello, await !activity.isGreeted {
                return "no hello within \(hello); the connection is closed"
            }
            if now - (await activity.lastAnswered ?? opened) >= idle {
                return "no message for \(idle); the session is closed (reload the page)"
            }
        }
        return nil
    }

    /// HTTP/1 with the WebSocket upgrade behind the request gate (`GuardedHTTPChannel`).
    private static func serverBuilder(router: Router<BasicWebSocketRequestContext>, webSocket: WebSocketServerConfiguration,
                                      gate: GuardedHTTPChannel.Gate) -> HTTPServerBuilder {
        let webSocketResponder = router.buildResponder()
        return HTTPServerBuilder { responder in
            GuardedHTTPChannel(base: HTTP1WebSocketUpgradeChannel(responder: responder, webSocketResponder: webSocketResponder,
                                                                   configuration: .init(ws: webSocket)),
                               gate: gate)
        }
    }

    /// The server's logger: warnings and worse, with the expected ends of connections below that
    /// (`ExpectedEndsLogHandler`).
    static func logger() -> Logger {
        var logger = Logger(label: "OpenCollectionView.WebServer")
        logger.logLevel = .warning
        return ExpectedEndsLogHandler.quieting(logger)
    }
}

/// The session a connection opened, once it said hello.
private actor SessionSlot {
    private(set) var identifier: Int?
    func set(_ value: Int) { identifier = value }
}

extension Request {
    /// The header fields as `RequestPolicy` reads them, `Host` included (HTTP types keep it as the authority).
    var policyFields: [(name: String, value: String)] {
        var fields = headers.map { (name: $0.name.rawName, value: $0.value) }
        if let authority = head.authority { fields.append((name: "Host", value: authority)) }
        return fields
    }
}
