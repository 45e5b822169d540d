import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging
import NIOCore
import ServiceLifecycle

/// The browser renderer's server: one page (HTML, JavaScript, CSS from the package's resources) and
/// one WebSocket per page, each driving its own `WebSession` (`Guides/WebProtocol.md`).
///
/// Routes: `GET /` (the page), `GET /page.js`, `GET /page.css`, `GET /status` (JSON: open sessions and
/// the cap), and the WebSocket at `/session`. A connection over the session cap is told so in an
/// `error` message and closed; a fatal protocol error closes only its own connection. `run()` returns
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

        /// Creates a configuration.
        public init(host: String = "127.0.0.1", port: Int = 8080, maximumSessions: Int = 32, shutdownGracePeriod: Duration = .seconds(2)) {
            self.host = host
            self.port = port
            self.maximumSessions = maximumSessions
            self.shutdownGracePeriod = shutdownGracePeriod
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
        router.ws("/session") { _, _ in
            .upgrade([:])
        } onUpgrade: { inbound, outbound, _ in
            try await Self.serve(inbound: inbound, outbound: outbound, registry: registry)
        }
        let host = configuration.host
        var webSocket = WebSocketServerConfiguration()
        webSocket.maxFrameSize = Self.maximumReadBytes
        let app = Application(
            router: router,
            server: .http1WebSocketUpgrade(webSocketRouter: router, configuration: .init(ws: webSocket)),
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
    /// when the connection ends however it ends.
    private static func serve(inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter, registry: WebSessionRegistry) async throws {
        guard let identifier = await registry.open() else {
            let maximum = registry.maximumSessions
            let refusal = ServerMessage.error(WebProtocolError("the server already serves its maximum of \(maximum) pages; close one and reload", isFatal: true))
            try await outbound.writeTextMessage(String(decoding: refusal.encoded(), as: UTF8.self))
            try await outbound.close(.policyViolation, reason: "too many sessions")
            return
        }
        do {
            for try await message in inbound.messages(maxSize: maximumReadBytes) {
                let data: Data
                switch message {
                case .text(let text): data = Data(text.utf8)
                case .binary: data = Data()
                }
                let reply = await registry.receive(data, in: identifier)
                // Messages longer than a WebSocket frame (a screen's first transaction) go out in fragments.
                for answer in reply.messages {
                    try await outbound.writeTextMessage(String(decoding: answer, as: UTF8.self))
                }
                if reply.close {
                    try await outbound.close(.policyViolation, reason: "protocol error")
                    break
                }
            }
        } catch {
            // The connection broke or sent more than `maximumReadBytes`: the session ends below either way.
        }
        await registry.close(identifier)
    }

    private static func logger() -> Logger {
        var logger = Logger(label: "OpenCollectionView.WebServer")
        logger.logLevel = .warning
        return logger
    }
}
