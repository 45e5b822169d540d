@testable import CollectionWeb
import Foundation
import Testing

@Suite("RequestPolicy: which requests reach the router and the session")
struct RequestPolicyTests {
    let policy = RequestPolicy(bindHost: "127.0.0.1", extraHosts: ["gallery.example"], allowedOrigins: ["https://allowed.example"])

    func upgrade(_ target: String = "/session", host: String = "127.0.0.1:8080", origin: String? = nil,
                 extra: [(String, String)] = []) -> RequestPolicy.Decision {
        var headers: [(name: String, value: String)] = [("Host", host), ("Upgrade", "websocket"), ("Connection", "keep-alive, Upgrade"),
                                                        ("Sec-WebSocket-Key", "dGhlIHNhbXBsZSBub25jZQ=="), ("Sec-WebSocket-Version", "13")]
        if let origin { headers.append(("Origin", origin)) }
        for (name, value) in extra {
            headers.removeAll { $0.name == name }
            headers.append((name, value))
        }
        return policy.decide(method: "GET", target: target, headers: headers)
    }

    func status(_ decision: RequestPolicy.Decision) -> Int? {
        if case .refuse(let refusal) = decision { return refusal.status }
        return nil
    }

    @Test("when a target is any spelling of /session, then it is the session path; other paths are not",
          arguments: ["/session", "/session/", "//session", "///session", "/session//", "/./session", "/x/../session", "/../session",
                      "/%73ession", "/%2573ession", "/session%2F", "/SESSION", "/Session/", "/session?x=1", "/session#a", "/\\session",
                      "http://127.0.0.1/session", "/session/."])
    func sessionSpellings(target: String) {
        #expect(RequestPolicy.isSessionPath(target))
    }

    @Test("when a target is not the session, then it is not the session path",
          arguments: ["/", "/sessions", "/session/x", "/x/session", "/page.js", "", "/%", "/%zz", "/session%00x", "http://127.0.0.1/"])
    func otherPaths(target: String) {
        #expect(!RequestPolicy.isSessionPath(target))
    }

    @Test("when the upgrade comes from the server's own page, an allowed origin or no origin, then it passes; any other origin gets 403")
    func origins() {
        #expect(upgrade(origin: "http://127.0.0.1:8080") == .pass)
        #expect(upgrade(origin: "https://allowed.example") == .pass)
        #expect(upgrade(origin: nil) == .pass)
        for origin in ["http://evil.example", "null", "http://127.0.0.1:8080.evil.example", "", "http://127.0.0.1:8081"] {
            #expect(status(upgrade(origin: origin)) == 403, "\(origin)")
            #expect(status(upgrade("//session", origin: origin)) == 403, "\(origin) by //session")
        }
    }

    @Test("when Host names another site, is missing or is malformed, then the request gets 421 or 400, whatever its path")
    func hosts() {
        #expect(status(upgrade(host: "evil.example:8080", origin: "http://evil.example:8080")) == 421)
        #expect(status(policy.decide(method: "GET", target: "/", headers: [("Host", "evil.example")])) == 421)
        #expect(status(policy.decide(method: "GET", target: "/", headers: [])) == 400)
        for malformed in ["", " ", "a/b", "user@host", "[::1", "host:port", "[::1]x"] {
            #expect(status(policy.decide(method: "GET", target: "/", headers: [("Host", malformed)])) == 400, "\(malformed.debugDescription)")
        }
        for good in ["localhost", "LOCALHOST:80", "127.0.0.1", "[::1]:8080", "gallery.example.", "Gallery.Example:443"] {
            #expect(policy.decide(method: "GET", target: "/", headers: [("host", good)]) == .pass, "\(good)")
        }
    }

    @Test("when the server listens on every address, then any IP address is a host it answers for, but names still must be listed")
    func wildcardBinding() {
        let open = RequestPolicy(bindHost: "0.0.0.0")
        #expect(open.isAllowed(host: "192.168.1.20") && open.isAllowed(host: "fe80::1") && open.isAllowed(host: "localhost"))
        #expect(!open.isAllowed(host: "evil.example") && !open.isAllowed(host: "256.1.1.1") && !open.isAllowed(host: "1.2.3"))
        #expect(!policy.isAllowed(host: "192.168.1.20"), "bound to loopback: only its names")
        #expect(RequestPolicy(bindHost: "127.0.0.1", extraHosts: ["*"]).isAllowed(host: "anything.example"))
    }

    @Test("when /session is asked for without an upgrade, or with a malformed one, then it gets 426 or 400")
    func malformed() {
        #expect(status(policy.decide(method: "GET", target: "/session/", headers: [("Host", "localhost")])) == 426)
        #expect(status(upgrade(extra: [("Sec-WebSocket-Key", "short")])) == 400)
        #expect(status(upgrade(extra: [("Sec-WebSocket-Version", "8")])) == 400)
        #expect(status(upgrade(extra: [("Connection", "keep-alive")])) == 400)
        #expect(status(policy.decide(method: "POST", target: "/session", headers: [("Host", "localhost"), ("Upgrade", "websocket")])) == 400)
        if case .refuse(let refusal) = upgrade(extra: [("Sec-WebSocket-Version", "8")]) {
            #expect(refusal.httpResponse.hasPrefix("HTTP/1.1 400 Bad Request\r\n"))
            #expect(refusal.httpResponse.contains("Sec-WebSocket-Version: 13\r\n"))
            #expect(refusal.httpResponse.contains("Content-Length: \(refusal.message.utf8.count + 1)\r\n"))
        }
    }
}

@Suite("RefusalLog and ConnectionCensus: refusals logged once per interval; waiting sockets held apart from sessions")
struct RefusalLogAndCensusTests {
    @Test("when the same refusal repeats within the interval, then it is counted, not logged again")
    func oncePerInterval() {
        let log = RefusalLog(logger: WebServer.logger(), interval: .seconds(60))
        for index in 0..<50 { log.note(.origin, "attempt \(index)") }
        #expect(log.suppressedCount(of: .origin) == 49)
        #expect(log.suppressedCount(of: .host) == 0)
    }

    @Test("when more sockets wait to say hello than the pending limit, then the ones that waited past the grace are told to close, longest first; a burst of young ones is admitted up to four times the limit; sessions are counted apart")
    func pendingLimit() async {
        let census = ConnectionCensus(maximumPending: 2, grace: .milliseconds(500))
        let start = ContinuousClock.now
        let activities = (0..<10).map { _ in ConnectionActivity() }
        var admissions: [ConnectionCensus.Admission] = []
        // A burst: all young, admitted up to 8, then turned away.
        for activity in activities[0..<9] { admissions.append(await census.admit(activity, at: start)) }
        #expect(admissions.prefix(8).allSatisfy { !$0.refused && $0.evicted == 0 })
        #expect(admissions[8].refused)
        let burstRefused = await activities[8].isEvicted
        #expect(burstRefused, "the socket beyond the burst limit is told to close")
        // Later, a new socket makes room: everything that waited past the grace beyond the limit goes, oldest first.
        let late = await census.admit(activities[9], at: start + .seconds(1))
        #expect(late.evicted == 7 && !late.refused)
        let evicted = await (0..<8).asyncMap { await activities[$0].isEvicted }
        #expect(evicted == [true, true, true, true, true, true, true, false])
        #expect(await census.pendingCount == 2)
        await census.leave(late.ticket)
        await census.sessionOpened()
        let pending = await census.pendingCount, sessions = await census.sessions
        #expect(pending == 1 && sessions == 1)
        await census.sessionClosed()
        await census.sessionClosed()
        #expect(await census.sessions == 0, "never below zero")
    }
}

extension Sequence {
    func asyncMap<T>(_ transform: (Element) async -> T) async -> [T] {
        var result: [T] = []
        for element in self { result.append(await transform(element)) }
        return result
    }
}
