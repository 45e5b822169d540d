import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import NIOHTTP1

/// The HTTP/1 channel with the WebSocket upgrade, behind the request gate and made to answer requests
/// it cannot parse.
///
/// Every request head meets `RequestGate` right after the HTTP decoder, before the WebSocket upgrade and
/// the router (`RequestPolicy`). A request the HTTP parser rejects before any route sees it (an unknown
/// method, a NUL byte, HTTP/9.9, TLS bytes on the plain port, `Content-Length` with
/// `Transfer-Encoding`, a head over the parser's limit) ends the upgrade channel's work without an
/// answer and would leave the connection open until the client leaves: `400 Bad Request` goes straight
/// to the socket and the connection is closed.
struct GuardedHTTPChannel: ServerChildChannel {
    typealias Value = HTTP1WebSocketUpgradeChannel.Value

    /// What the gate of every connection is made from.
    struct Gate: Sendable {
        var policy: RequestPolicy
        var limits: RequestGate.Limits
        var log: RefusalLog
    }

    let base: HTTP1WebSocketUpgradeChannel
    let gate: Gate

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        channel.eventLoop.makeCompletedFuture {
            try channel.pipeline.syncOperations.addHandler(SocketWriter(), position: .first)
        }.flatMap {
            base.setup(channel: channel, logger: logger)
        }.flatMapThrowing { value in
            let operations = channel.pipeline.syncOperations
            let writer = try operations.handler(type: SocketWriter.self)
            // Right after the HTTP decoder: every request head, before the upgrade and the router.
            let decoder = try operations.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self)
            try operations.addHandler(RequestGate(policy: gate.policy, limits: gate.limits, writer: writer, log: gate.log),
                                      position: .after(decoder))
            // After the HTTP decoder, so its parse errors pass here.
            try operations.addHandler(ParseErrorAnswer(writer: writer))
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await base.handle(value: value, logger: ExpectedEndsLogHandler.quieting(logger))
    }
}

/// A pass-through handler first in the pipeline: writes made from its context go straight to the
/// socket, past the HTTP encoders.
final class SocketWriter: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = ByteBuffer
    typealias InboundOut = ByteBuffer
    typealias OutboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    private var context: ChannelHandlerContext?

    func handlerAdded(context: ChannelHandlerContext) { self.context = context }
    func handlerRemoved(context: ChannelHandlerContext) { self.context = nil }

    /// Writes `text` to the socket, then closes the connection.
    func answerAndClose(_ text: String) {
        guard let context else { return }
        let bound = NIOLoopBound(context, eventLoop: context.eventLoop)
        context.writeAndFlush(wrapOutboundOut(ByteBuffer(string: text))).whenComplete { _ in bound.value.close(promise: nil) }
    }
}

/// Answers an HTTP parse error — the request could not be read — with 400 and closes the connection.
final class ParseErrorAnswer: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = NIOAny
    let writer: SocketWriter
    private var answered = false

    init(writer: SocketWriter) { self.writer = writer }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) { context.fireChannelRead(data) }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard error is HTTPParserError else { return context.fireErrorCaught(error) }
        guard !answered else { return }
        answered = true
        writer.answerAndClose("HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n")
    }
}
