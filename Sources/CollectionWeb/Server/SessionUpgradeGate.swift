import Foundation
import Hummingbird

/// Guards `/session`: a request that is not a WebSocket upgrade gets 426 Upgrade Required, and an
/// upgrade from a page of another site gets 403 Forbidden.
///
/// A page's WebSocket carries its `Origin`; the server accepts its own page (`http://` + the request's
/// `Host`) and the origins its configuration allows. Without an `Origin` (a program, not a browser
/// page) the upgrade is allowed: only browsers send a user's session to another site.
struct SessionUpgradeGate<Context: RequestContext>: RouterMiddleware {
    let allowedOrigins: Set<String>

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        guard request.uri.path == "/session" else { return try await next(request, context) }
        let upgrade = request.headers[.upgrade]?.lowercased()
        guard upgrade?.split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces) == "websocket" }) == true else {
            var headers = HTTPFields()
            headers[.upgrade] = "websocket"
            headers[.connection] = "Upgrade"
            headers[.contentType] = "text/plain; charset=utf-8"
            return Response(status: .upgradeRequired, headers: headers,
                            body: .init(byteBuffer: ByteBuffer(string: "/session is the page's WebSocket; open / in a browser\n")))
        }
        if let origin = request.headers[.origin], !Self.isAllowed(origin: origin, host: request.head.authority, allowed: allowedOrigins) {
            return Response(status: .forbidden, headers: [.contentType: "text/plain; charset=utf-8"],
                            body: .init(byteBuffer: ByteBuffer(string: "a page of another site may not open a session here\n")))
        }
        return try await next(request, context)
    }

    /// Whether a page from `origin` may open a session on a server reached as `host`.
    static func isAllowed(origin: String, host: String?, allowed: Set<String>) -> Bool {
        if allowed.contains("*") || allowed.contains(origin) { return true }
        guard let host, !host.isEmpty else { return false }
        return origin == "http://\(host)" || origin == "https://\(host)"
    }
}
