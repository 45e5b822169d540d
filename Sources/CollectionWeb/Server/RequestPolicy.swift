import Foundation

/// What the server answers a request before any route sees it: whether its `Host` is one the server
/// serves, and — for any path that could reach the session's WebSocket — whether it is a well-formed
/// upgrade from an allowed page (`Guides/WebProtocol.md`, "Who may open a session").
///
/// Pure and `Sendable`: the connection's gate (`RequestGate`) asks it for every request head, and
/// the session route asks it again before it upgrades, so the two can never disagree.
struct RequestPolicy: Sendable, Equatable {
    /// Host names (lowercased, without a port) the server answers for.
    var allowedHosts: Set<String>
    /// Whether any IP address literal is a host the server answers for (it listens on every address
    /// of the machine: an address cannot be a DNS-rebinding name).
    var allowsAddressLiterals: Bool
    /// Origins of pages, besides the server's own, that may open sessions (`"*"`: any).
    var allowedOrigins: Set<String>

    /// What to do with a request.
    enum Decision: Equatable, Sendable {
        /// Hand it on to the router (or, for a session upgrade, to the WebSocket upgrade).
        case pass
        /// Answer `status` (with `reason` on the status line and `message` as the body) and close.
        case refuse(Refusal)
    }

    /// A refusal: the answer and the class it is logged under.
    struct Refusal: Equatable, Sendable {
        var status: Int
        var reason: String
        var message: String
        /// Extra header lines.
        var headers: [(String, String)] = []
        /// What kind of refusal, for the log (`RefusalLog`).
        var kind: RefusalKind

        static func == (a: Refusal, b: Refusal) -> Bool {
            a.status == b.status && a.reason == b.reason && a.message == b.message && a.kind == b.kind
                && a.headers.map { "\($0.0): \($0.1)" } == b.headers.map { "\($0.0): \($0.1)" }
        }

        /// The whole HTTP/1.1 answer, closing the connection.
        var httpResponse: String {
            let body = message + "\n"
            var lines = ["HTTP/1.1 \(status) \(reason)", "Content-Type: text/plain; charset=utf-8",
                         "Content-Length: \(body.utf8.count)", "Connection: close"]
            lines += headers.map { "\($0.0): \($0.1)" }
            return lines.joined(separator: "\r\n") + "\r\n\r\n" + body
        }
    }

    /// The policy of a server bound to `host`, answering also for `extraHosts` and pages of `allowedOrigins`.
    init(bindHost: String, extraHosts: Set<String> = [], allowedOrigins: Set<String> = []) {
        let bound = Self.normalizedHost(bindHost) ?? bindHost.lowercased()
        let wildcard = bound == "0.0.0.0" || bound == "::" || bound.isEmpty
        var hosts: Set<String> = ["localhost", "127.0.0.1", "::1"]
        if !wildcard { hosts.insert(bound) }
        for host in extraHosts { hosts.insert(Self.normalizedHost(host) ?? host.lowercased()) }
        allowedHosts = hosts
        allowsAddressLiterals = wildcard
        self.allowedOrigins = allowedOrigins
    }

    /// Decides about a request from its method, target and header fields (names in any case).
    func decide(method: String, target: String, headers: [(name: String, value: String)]) -> Decision {
        func field(_ name: String) -> String? {
            headers.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }?.value
        }
        guard let hostField = field("Host"), let host = Self.normalizedHost(hostField) else {
            return .refuse(Refusal(status: 400, reason: "Bad Request", message: "a request needs a Host header naming this server",
                                   kind: .host))
        }
        guard isAllowed(host: host) else {
            return .refuse(Refusal(status: 421, reason: "Misdirected Request",
                                   message: "this server does not answer for \(host); start it with --allow-host \(host) if it should",
                                   kind: .host))
        }
        guard Self.isSessionPath(target) else { return .pass }
        let upgrade = Self.tokens(field("Upgrade"))
        guard upgrade.contains("websocket") else {
            return .refuse(Refusal(status: 426, reason: "Upgrade Required", message: "/session is the page's WebSocket; open / in a browser",
                                   headers: [("Upgrade", "websocket"), ("Connection", "Upgrade")], kind: .notUpgrade))
        }
        if let origin = field("Origin"), !isAllowed(origin: origin, host: hostField) {
            return .refuse(Refusal(status: 403, reason: "Forbidden", message: "a page of another site may not open a session here",
                                   kind: .origin))
        }
        guard method == "GET" else {
            return .refuse(Refusal(status: 400, reason: "Bad Request", message: "a WebSocket upgrade is a GET, not a \(method)", kind: .malformedUpgrade))
        }
        guard Self.tokens(field("Connection")).contains("upgrade") else {
            return .refuse(Refusal(status: 400, reason: "Bad Request", message: "a WebSocket upgrade needs Connection: Upgrade", kind: .malformedUpgrade))
        }
        guard let key = field("Sec-WebSocket-Key"), Data(base64Encoded: key.trimmingCharacters(in: .whitespaces))?.count == 16 else {
            return .refuse(Refusal(status: 400, reason: "Bad Request", message: "a WebSocket upgrade needs a Sec-WebSocket-Key of 16 bytes in base64",
                                   kind: .malformedUpgrade))
        }
        guard field("Sec-WebSocket-Version")?.trimmingCharacters(in: .whitespaces) == "13" else {
            return .refuse(Refusal(status: 400, reason: "Bad Request", message: "this server speaks WebSocket version 13",
                                   headers: [("Sec-WebSocket-Version", "13")], kind: .malformedUpgrade))
        }
        return .pass
    }

    /// Whether the server answers for `host` (normalized).
    func isAllowed(host: String) -> Bool {
        allowedHosts.contains("*") || allowedHosts.contains(host) || (allowsAddressLiterals && Self.isAddressLiteral(host))
    }

    /// Whether a page from `origin` may open a session on a server reached as `host` (the `Host` field
    /// as sent, port included).
    func isAllowed(origin: String, host: String) -> Bool {
        if allowedOrigins.contains("*") || allowedOrigins.contains(origin) { return true }
        let host = host.trimmingCharacters(in: .whitespaces).lowercased()
        guard !host.isEmpty else { return false }
        return origin.lowercased() == "http://\(host)" || origin.lowercased() == "https://\(host)"
    }

    /// Whether a request target could reach the session route: its path, percent-decoded, with `\` read
    /// as `/`, empty and `.` segments dropped and `..` resolved, compared without case, is `/session`.
    /// The router matches only the exact segments (it drops empty ones too); this is a superset, so every
    /// request the session route sees was checked here.
    static func isSessionPath(_ target: String) -> Bool {
        var path = Substring(target)
        if let end = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = path[..<end] }
        if let scheme = path.range(of: "://") {
            // An absolute target (`http://host/session`): its path.
            let rest = path[scheme.upperBound...]
            path = rest.firstIndex(of: "/").map { rest[$0...] } ?? ""
        }
        var text = String(path)
        // Decoded until nothing changes (double encoding), at most a few times.
        for _ in 0..<3 {
            guard let decoded = text.removingPercentEncoding, decoded != text else { break }
            text = decoded
        }
        var segments: [Substring] = []
        for segment in text.replacingOccurrences(of: "\\", with: "/").split(separator: "/", omittingEmptySubsequences: true) {
            switch segment {
            case ".": continue
            case "..": if !segments.isEmpty { segments.removeLast() }
            default: segments.append(segment)
            }
        }
        return segments.count == 1 && segments[0].lowercased() == "session"
    }

    /// The host of a `Host` field, lowercased, without its port or a trailing dot; `nil` when it is
    /// empty or malformed.
    static func normalizedHost(_ field: String) -> String? {
        var text = field.trimmingCharacters(in: .whitespaces).lowercased()
        guard !text.isEmpty, !text.contains(where: { $0 == "/" || $0 == "@" || $0 == " " || $0 == "\\" }) else { return nil }
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]") else { return nil }
            let after = text[text.index(after: close)...]
            guard after.isEmpty || (after.hasPrefix(":") && after.dropFirst().allSatisfy(\.isNumber)) else { return nil }
            return String(text[text.index(after: text.startIndex)..<close])
        }
        if let colon = text.lastIndex(of: ":") {
            let port = text[text.index(after: colon)...]
            guard !text[..<colon].contains(":") else { return text }   // a bare IPv6 address
            guard port.allSatisfy(\.isNumber) else { return nil }
            text = String(text[..<colon])
        }
        if text.hasSuffix(".") { text.removeLast() }
        return text.isEmpty ? nil : text
    }

    /// Whether `host` is an IPv4 or IPv6 address literal.
    static func isAddressLiteral(_ host: String) -> Bool {
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        if parts.count == 4, parts.allSatisfy({ !$0.isEmpty && $0.count <= 3 && $0.allSatisfy(\.isNumber) && Int($0)! <= 255 }) {
            return true
        }
        return host.contains(":") && host.allSatisfy { $0.isHexDigit || $0 == ":" || $0 == "." }
    }

    /// The comma-separated tokens of a header field, lowercased.
    private static func tokens(_ field: String?) -> [String] {
        (field ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
    }
}

/// The classes of refusal the server logs (once per interval each, `RefusalLog`).
enum RefusalKind: String, Sendable, CaseIterable {
    case host = "requests for a host this server does not answer for"
    case notUpgrade = "requests for /session that were not WebSocket upgrades"
    case origin = "session upgrades from pages of other sites"
    case malformedUpgrade = "malformed WebSocket upgrades"
    case slowRequest = "connections that did not finish a request in time"
    case idle = "idle connections"
    case sessionCap = "pages over the session cap"
    case pendingCap = "sockets waiting to say hello beyond the pending limit"
}
