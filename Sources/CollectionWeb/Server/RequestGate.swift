import NIOCore
import NIOHTTP1

/// The first reader of every request head, ahead of the WebSocket upgrade and the router: refuses what
/// `RequestPolicy` refuses (a foreign `Host`, a session upgrade from another site, a malformed upgrade, a
/// plain request for `/session`) with its status and closes the connection, and closes connections that
/// are too slow or idle:
/// - a request must be complete (head and body) within `requestTimeout` of the connection opening or of
///   the previous answer, so a client that sends its headers a byte at a time cannot hold a socket;
/// - a kept-alive connection with no new request within `idleTimeout` of its last answer is closed.
///
/// A session upgrade that passes leaves the pipeline with the request (the WebSocket has its own
/// hello and idle timeouts, `WebServer`).
final class RequestGate: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias InboundOut = HTTPServerRequestPart
    typealias OutboundIn = HTTPServerResponsePart
    typealias OutboundOut = HTTPServerResponsePart

    /// How long a connection may take over a request, and stay idle between requests.
    struct Limits: Sendable {
        var requestTimeout: TimeAmount
        var idleTimeout: TimeAmount
    }

    private let policy: RequestPolicy
    private let limits: Limits
    private let writer: SocketWriter
    private let log: RefusalLog
    private var timer: Scheduled<Void>?
    /// Set once the connection is refused: nothing more is read from it.
    private var refused = false

    init(policy: RequestPolicy, limits: Limits, writer: SocketWriter, log: RefusalLog) {
        self.policy = policy
        self.limits = limits
        self.writer = writer
        self.log = log
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { arm(limits.requestTimeout, as: .slowRequest, context: context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        arm(limits.requestTimeout, as: .slowRequest, context: context)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        disarm()
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) { disarm() }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !refused else { return }
        switch unwrapInboundIn(data) {
        case .head(let head):
            let fields = head.headers.map { (name: $0.name, value: $0.value) }
            switch policy.decide(method: head.method.rawValue, target: head.uri, headers: fields) {
            case .refuse(let refusal):
                refused = true
                disarm()
                log.note(refusal.kind, "\(refusal.status) for \(head.method.rawValue) \(head.uri.prefix(80))")
                writer.answerAndClose(refusal.httpResponse)
                return
            case .pass:
                guard !RequestPolicy.isSessionPath(head.uri) else {
                    // A session upgrade: the WebSocket's own timeouts take over.
                    context.fireChannelRead(data)
                    context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
                    return
                }
                // The rest of the request is still bound by the request timeout.
                if timer == nil { arm(limits.requestTimeout, as: .slowRequest, context: context) }
            }
        case .body:
            break
        case .end:
            // The server answers now; the idle timeout starts when the answer ends.
            disarm()
        }
        context.fireChannelRead(data)
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data) { arm(limits.idleTimeout, as: .idle, context: context) }
        context.write(data, promise: promise)
    }

    /// Closes the connection after `amount` unless disarmed first.
    private func arm(_ amount: TimeAmount, as kind: RefusalKind, context: ChannelHandlerContext) {
        disarm()
        let bound = NIOLoopBound(context, eventLoop: context.eventLoop)
        let log = self.log
        timer = context.eventLoop.scheduleTask(in: amount) {
            log.note(kind, "closed after \(amount.nanoseconds / 1_000_000) ms")
            bound.value.close(promise: nil)
        }
    }

    private func disarm() {
        timer?.cancel()
        timer = nil
    }
}
