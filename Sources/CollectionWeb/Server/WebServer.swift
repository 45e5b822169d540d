import Foundation
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import ServiceLifecycle

/// The browser renderer's server: one page (HTML, JavaScript, CSS from the package's resources) and
/// one WebSocket per page, each driving its own `WebSession` (`Guides/WebProtocol.md`).
///
/// Routes: `GET /` (the page), `GET /page.js`, `GET /page.css`, `GET /status` (JSON: open sessions and
/// the cap), and the WebSocket at `/session` (426 without an upgrade, 403 for a page of another site).
/// A connection over the session cap is told so in an `error` message and closed; a fatal protocol
/// error closes only its own connection; so does a connection that says no `hello` within
/// `helloTimeout` or nothing within `idleTimeout`. `run()` returns
/// after SIGINT or SIGTERM, once open connections are closed (or after a grace period).
public struct WebServer: Sendable {
    /// Where to listen and how many sessions to hold.
    public struct Configuration: Sendable {
        /// The address to bind; `127.0.0.1` by default, so only this machine can connect.
        public var host: String
        /// The port; 0 picks a free one (the ready callback tells which).
        public var port: Int
        /// The most pages served at once; further connections are refused with an error message.
        public var maximumSessions: Int
        /// How long open connections get to close after a shutdown signal before they are cut.
        public var shutdownGracePeriod: Duration
        /// How long a new connection has to say `hello` before it is closed (so sockets that never
        /// speak cannot hold the session cap).
        public var helloTimeout: Duration
        /// How long a session may stay silent (no message at all) before it is closed. A page sends a
        /// frame per animation frame; a hidden tab's browser slows that to about one a second.
        public var idleTimeout: Duration
        /// Origins of pages, besides the server's own, that may open sessions (`"*"`: any).
        public var allowedOrigins: Set<String>

        /// Creates a configuration.
        public init(host: String = "127.0.0.1", port: Int = 8080, maximumSessions: Int = 32, shutdownGracePeriod: Duration = .seconds(2),
                    helloTimeout: Duration = .seconds(5), idleTimeout: Duration = .seconds(300), allowedOrigins: Set<String> = []) {
            self.host = host
            self.port = port
            self.maximumSessions = maximumSessions
            self.shutdownGracePeriod = shutdownGracePeriod
            self.helloTimeout = helloTimeout
            self.idleTimeout = idleTimeout
            self.allowedOrigins = allowedOrigins
        }
    }

    /// The largest WebSocket message read before the connection is closed outright. Messages up to
    /// this size but over `WebProtocol.maximumMessageBytes` are answered with an error message first.
    static let maximumReadBytes = 4 * WebProtocol.maximumMessageBytes

    private let configuration: Configuration
    private let screens: [WebScreenEntry]

    /// Creates a server for `screens` (the page's sidebar, in order).
    public init(screens: [WebScreenEntry], configuration: Configuration = Configuration()) {
        self.screens = screens
        self.configuration = configuration
    }

    /// Serves until SIGINT or SIGTERM. `onReady` gets the page's address once the server listens.
    ///
    /// - Throws: When the address cannot be bound (in use, not an address of this machine) or the page
    ///   resources are missing from the bundle.
    public func run(onReady: @escaping @Sendable (String) -> Void = { print("Serving at \($0)") }) async throws {
        let page = try PageResources.load()
        let registry = await MainActor.run { WebSessionRegistry(screens: screens, maximumSessions: configuration.maximumSessions) }
        let router = Router(context: BasicWebSocketRequestContext.self)
        page.addRoutes(to: router)
        // Browsers ask for an icon; there is none.
        router.get("/favicon.ico") { _, _ in Response(status: .noContent) }
        router.get("/status") { _, _ -> Response in
            let (count, maximum) = await MainActor.run { (registry.count, registry.maximumSessions) }
            return PageResources.response(Data(#"{"sessions":\#(count),"maximumSessions":\#(maximum)}"#.utf8), type: "application/json")
        }
        // Not an upgrade: 426; a page of another site: 403 (`SessionUpgradeGate`).
        router.add(middleware: SessionUpgradeGate(allowedOrigins: configuration.allowedOrigins))
        let limits = (hello: configuration.helloTimeout, idle: configuration.idleTimeout)
        router.ws("/session") { _, _ in
            .upgrade([:])
        } onUpgrade: { inbound, outbound, _ in
            try await Self.serve(inbound: inbound, outbound: outbound, registry: registry, limits: limits)
        }
        let host = configuration.host
        var webSocket = WebSocketServerConfiguration()
        webSocket.maxFrameSize = Self.maximumReadBytes
        let app = Application(
            router: router,
            server: Self.serverBuilder(router: router, webSocket: webSocket),
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

    /// One connection: a session from the registry, each message answered in order, the session freed
    /// when the connection ends however it ends. A watchdog closes the connection when no `hello`
    /// came within `limits.hello`, or nothing at all within `limits.idle`.
    private static func serve(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter, registry: WebSessionRegistry,
                              limits: (hello: Duration, idle: Duration)) async throws {
        guard let identifier = await registry.open() else {
            let maximum = registry.maximumSessions
            let refusal = ServerMessage.error(WebProtocolError("the server already serves its maximum of \(maximum) pages; close one and reload", isFatal: true))
            try await outbound.writeTextMessage(String(decoding: refusal.encoded(), as: UTF8.self))
            try await outbound.close(.policyViolation, reason: "too many sessions")
            return
        }
        let activity = ConnectionActivity()
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
                        // One visit to the main actor (which may be busy for seconds) for the answer and the greeting.
                        let (reply, greeted, sessions, busy) = await registry.receive(data, in: identifier)
                        // The answer goes out while the engine uses what is left of the frame's budget
                        // (its spare-time work starts without waiting for the write); the page draws
                        // meanwhile. Messages longer than a WebSocket frame go out in fragments.
                        async let sent: Void = Self.write(reply.messages, to: outbound)
                        var spare = Duration.zero
                        var spareMessage: Data?
                        if reply.hasSpareTimeWork {
                            (spareMessage, spare) = await registry.finishFrame(in: identifier)
                        }
                        try await sent
                        if let spareMessage { try await outbound.writeTextMessage(String(decoding: spareMessage, as: UTF8.self)) }
                        await activity.end(greeted: greeted)
                        if reply.close {
                            try await outbound.close(.policyViolation, reason: "protocol error")
                            break
                        }
                        // A page that used more than its share of the shared main actor waits before its
                        // next message, so the other pages keep their frame rate (`MainActorShare`).
                        let now = ContinuousClock.now
                        share.record(busy + spare, at: now)
                        let pause = share.pause(at: now, sessions: sessions)
                        if pause > .zero { try await Task.sleep(for: pause) }
                    }
                } catch {
                    // The connection broke or sent more than `maximumReadBytes`: the session ends below either way.
                }
            }
            group.addTask {
                guard let reason = await Self.watch(activity: activity, limits: limits) else { return }
                let message = ServerMessage.error(WebProtocolError(reason, isFatal: true)).encoded()
                try? await outbound.writeTextMessage(String(decoding: message, as: UTF8.self))
                try? await outbound.close(.policyViolation, reason: "timeout")
            }
            // Whichever ends first — the connection, or the watchdog closing it — ends the other.
            await group.next()
            group.cancelAll()
        }
        await registry.close(identifier)
    }

    /// Writes `messages` in order.
    private static func write(_ messages: [Data], to outbound: WebSocketOutboundWriter) async throws {
        for message in messages {
            try await outbound.writeTextMessage(String(decoding: message, as: UTF8.self))
        }
    }

    /// Waits until the connection should be closed and says why; `nil` when cancelled first. A message
    /// being answered (the main actor may be busy) counts as neither missing nor idle.
    private static func watch(activity: ConnectionActivity, limits: (hello: Duration, idle: Duration)) async -> String? {
        let clock = ContinuousClock()
        let opened = clock.now
        let step = Duration.milliseconds(50)
        while !Task.isCancelled {
            do { try await Task.sleep(for: step) } catch { return nil }
            let now = clock.now
            guard await !activity.isAnswering else { continue }
            if now - opened >= limits.hello, await !activity.isGreeted {
                return "no hello within \(limits.hello); the connection is closed"
            }
            if now - (await activity.lastAnswered ?? opened) >= limits.idle {
                return "no message for \(limits.idle); the session is closed (reload the page)"
            }
        }
        return nil
    }

    /// HTTP/1 with the WebSocket upgrade, answering what it cannot parse with 400 (`BadRequestClosingChannel`).
    private static func serverBuilder(router: Router<BasicWebSocketRequestContext>, webSocket: WebSocketServerConfiguration) -> HTTPServerBuilder {
        let webSocketResponder = router.buildResponder()
        return HTTPServerBuilder { responder in
            BadRequestClosingChannel(base: HTTP1WebSocketUpgradeChannel(responder: responder, webSocketResponder: webSocketResponder,
                                                                        configuration: .init(ws: webSocket)))
        }
    }

    private static func logger() -> Logger {
        var logger = Logger(label: "OpenCollectionView.WebServer")
        logger.logLevel = .warning
        return logger
    }
}
