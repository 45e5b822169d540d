import CollectionEngine
import ViewSystem
import CollectionGeometry
import Foundation
import Testing
@testable import CollectionWeb
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Receives the server's address once it listens.
actor AddressBox {
    private var address: String?
    func set(_ value: String) { address = value }
    func get() -> String? { address }
}

extension AddressBox {
    /// The address once the server has printed it, waiting up to a minute: under the full parallel run
    /// the main actor (which creates the session registry) is busy with the engine's tests.
    nonisolated func waitForAddress() async throws -> String? {
        var address: String?
        for _ in 0..<2_400 where address == nil {
            try await Task.sleep(for: .milliseconds(25))
            address = await get()
        }
        return address
    }
}

@Suite("WebServer: the page's files, its status and its limits over real HTTP on 127.0.0.1")
struct WebServerTests {
    /// Starts a server on a free port, runs `body` with its address, then stops it by cancellation.
    func withServer(helloTimeout: Duration = .seconds(5), idleTimeout: Duration = .seconds(300),
                    _ body: (URL) async throws -> Void) async throws {
        let box = AddressBox()
        let screens = [WebScreenEntry(ScreenDescription(id: "list", title: "List")) { size in
            TextListScreen(size: size, texts: ["A"])
        }]
        let server = WebServer(screens: screens, configuration: .init(port: 0, maximumSessions: 2, shutdownGracePeriod: .milliseconds(500),
                                                                     helloTimeout: helloTimeout, idleTimeout: idleTimeout,
                                                                     allowedOrigins: ["https://allowed.example"]))
        let task = Task { try await server.run { address in Task { await box.set(address) } } }
        let address = try await box.waitForAddress()
        let url = try #require(address.flatMap(URL.init(string:)), "the server printed its address")
        defer { task.cancel() }
        try await body(url)
    }

    func get(_ url: URL) async throws -> (Data, HTTPURLResponse) {
        let (data, response) = try await URLSession.shared.data(from: url)
        return (data, try #require(response as? HTTPURLResponse))
    }

    @Test("when the page and its files are asked for, then they come with their types, no caching and the content security policy")
    func pageFiles() async throws {
        try await withServer { base in
            for (path, type, marker) in [("", "text/html", "<main id=\"stage\""), ("page.js", "text/javascript", "textContent"),
                                         ("page.css", "text/css", "#stage")] {
                let (data, response) = try await get(base.appendingPathComponent(path))
                #expect(response.statusCode == 200, "\(path)")
                #expect(response.value(forHTTPHeaderField: "Content-Type")?.hasPrefix(type) == true, "\(path)")
                #expect(response.value(forHTTPHeaderField: "Cache-Control") == "no-store")
                #expect(response.value(forHTTPHeaderField: "Content-Security-Policy")?.contains("script-src 'self'") == true)
                #expect(String(decoding: data, as: UTF8.self).contains(marker), "\(path)")
            }
            let script = String(decoding: try await get(base.appendingPathComponent("page.js")).0, as: UTF8.self)
            for forbidden in ["innerHTML", "eval(", "new Function", "insertAdjacentHTML", "document.write"] {
                #expect(!script.contains(forbidden), "the page never evaluates or parses received text: \(forbidden)")
            }
        }
    }

    @Test("when the status and unknown paths are asked for, then the status reports sessions and the cap, and unknown paths are 404")
    func statusAndUnknownPaths() async throws {
        try await withServer { base in
            let (data, response) = try await get(base.appendingPathComponent("status"))
            #expect(response.statusCode == 200)
            let status = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Int])
            #expect(status == ["sessions": 0, "maximumSessions": 2])
            #expect(try await get(base.appendingPathComponent("../../etc/passwd")).1.statusCode == 404)
            #expect(try await get(base.appendingPathComponent("page.js.map")).1.statusCode == 404)
            #expect(try await get(base.appendingPathComponent("favicon.ico")).1.statusCode == 204)
        }
    }

    /// An upgrade request for `/session` on `port`, with `origin` when given.
    func upgradeRequest(port: Int, origin: String?) -> String {
        var lines = ["GET /session HTTP/1.1", "Host: 127.0.0.1:\(port)", "Upgrade: websocket", "Connection: Upgrade",
                     "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==", "Sec-WebSocket-Version: 13"]
        if let origin { lines.append("Origin: \(origin)") }
        return lines.joined(separator: "\r\n") + "\r\n\r\n"
    }

    @Test("when /session is asked for without an upgrade, then the answer is 426 Upgrade Required naming websocket")
    func sessionWithoutUpgrade() async throws {
        try await withServer { base in
            let answer = try await RawConnection.exchange(port: try #require(base.port),
                                                    sending: "GET /session HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", for: .seconds(2))
            #expect(answer.text.hasPrefix("HTTP/1.1 426"), "\(answer.text.prefix(80))")
            #expect(answer.text.lowercased().contains("upgrade: websocket"))
        }
    }

    @Test("when a page of another site asks for a session, then it is refused and gets no socket; the server's own page and allowed origins are upgraded")
    func origins() async throws {
        try await withServer { base in
            let port = try #require(base.port)
            // A refused upgrade is answered 400 by the WebSocket upgrader (the gate's 403 stays inside it).
            for (origin, status) in [("http://evil.example", "400"), ("http://127.0.0.1:\(port)", "101"), ("https://allowed.example", "101"),
                                     ("http://127.0.0.1:\(port).evil.example", "400"), ("null", "400")] {
                let answer = try await RawConnection.exchange(port: port, sending: upgradeRequest(port: port, origin: origin), for: .milliseconds(300))
                #expect(answer.text.hasPrefix("HTTP/1.1 \(status)"), "\(origin): \(answer.text.prefix(40))")
            }
            let program = try await RawConnection.exchange(port: port, sending: upgradeRequest(port: port, origin: nil), for: .milliseconds(300))
            #expect(program.text.hasPrefix("HTTP/1.1 101"), "a program without an Origin is upgraded")
        }
    }

    @Test("when a socket never says hello, then it is told why and closed after the hello timeout, and its session is freed")
    func helloTimeout() async throws {
        try await withServer(helloTimeout: .milliseconds(300)) { base in
            let port = try #require(base.port)
            // Up to a minute: under the full parallel run the main actor (where the session opens) is busy
            // with the engine's tests; alone this takes the 0.3 s of the timeout.
            let answer = try await RawConnection.exchange(port: port, sending: upgradeRequest(port: port, origin: nil), for: .seconds(60))
            #expect(answer.text.hasPrefix("HTTP/1.1 101"))
            #expect(answer.text.contains("no hello within 0.3 seconds; the connection is closed"), "\(answer.text)")
            #expect(answer.closedByServer && answer.elapsed >= .milliseconds(300), "closed after \(answer.elapsed)")
            let status = try JSONSerialization.jsonObject(with: try await get(base.appendingPathComponent("status")).0) as? [String: Int]
            #expect(status?["sessions"] == 0)
        }
    }

    @Test("when a session says hello and then nothing, then it is closed after the idle timeout")
    func idleTimeout() async throws {
        try await withServer(helloTimeout: .milliseconds(300), idleTimeout: .milliseconds(800)) { base in
            let port = try #require(base.port)
            let hello = RawConnection.maskedTextFrame(#"{"type":"hello","version":1,"viewport":{"width":320,"height":480}}"#)
            let answer = try await RawConnection.exchange(port: port, sending: upgradeRequest(port: port, origin: nil), then: hello, for: .seconds(60))
            #expect(answer.text.contains("welcome"))
            #expect(!answer.text.contains("no hello"), "it said hello")
            #expect(answer.text.contains("no message for 0.8 seconds"), "\(answer.text.suffix(200))")
            #expect(answer.closedByServer && answer.elapsed >= .milliseconds(800))
        }
    }

    @Test("when a request cannot be parsed — an unknown method, a NUL, a 1 MB header, 10 000 headers, HTTP/9.9, TLS bytes, Content-Length with Transfer-Encoding — then it gets 400 and the connection is closed")
    func malformedRequests() async throws {
        try await withServer { base in
            let port = try #require(base.port)
            let hugeHeader = Array("GET / HTTP/1.1\r\nHost: x\r\nX-Big: ".utf8) + Array(repeating: UInt8(ascii: "a"), count: 1_000_000) + Array("\r\n\r\n".utf8)
            let manyHeaders = Array(("GET / HTTP/1.1\r\nHost: x\r\n" + (0..<10_000).map { "X-\($0): y\r\n" }.joined() + "\r\n").utf8)
            let cases: [(String, [UInt8])] = [
                ("an unknown method", Array("FOO / HTTP/1.1\r\nHost: x\r\n\r\n".utf8)),
                ("a NUL in the method", Array("G\u{0}T / HTTP/1.1\r\nHost: x\r\n\r\n".utf8)),
                ("a 1 MB header", hugeHeader),
                ("10 000 headers", manyHeaders),
                ("HTTP/9.9", Array("GET / HTTP/9.9\r\nHost: x\r\n\r\n".utf8)),
                ("TLS bytes", [0x16, 0x03, 0x01, 0x00, 0xA5, 0x01, 0x00, 0x00, 0xA1, 0x03, 0x03] + Array(repeating: 0, count: 100)),
                ("Content-Length with Transfer-Encoding",
                 Array("POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n".utf8)),
            ]
            for (name, bytes) in cases {
                let answer = try await RawConnection.exchange(port: port, sendingBytes: bytes, for: .seconds(10))
                #expect(answer.text.hasPrefix("HTTP/1.1 400 Bad Request"), "\(name): \(answer.text.prefix(60))")
                #expect(answer.closedByServer, "\(name): the connection is closed, not held")
            }
            // The server still serves.
            #expect(try await get(base.appendingPathComponent("status")).1.statusCode == 200)
        }
    }
}
