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
    func withServer(helloTimeout: Duration = .seconds(5), idleTimeout: Duration = .seconds(300), requestTimeout: Duration = .seconds(10),
                    keepAliveTimeout: Duration = .seconds(15), maximumPending: Int = 16,
                    _ body: (URL) async throws -> Void) async throws {
        let box = AddressBox()
        let screens = [WebScreenEntry(ScreenDescription(id: "list", title: "List")) { size in
            TextListScreen(size: size, texts: ["A"])
        }]
        let server = WebServer(screens: screens, configuration: .init(port: 0, maximumSessions: 2, shutdownGracePeriod: .milliseconds(500),
                                                                     helloTimeout: helloTimeout, idleTimeout: idleTimeout,
                                                                     allowedOrigins: ["https://allowed.example"], allowedHosts: ["gallery.example"],
                                                                     requestTimeout: requestTimeout, keepAliveTimeout: keepAliveTimeout,
                                                                     maximumPendingConnections: maximumPending))
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
            for (path, type, marker) in [("", "text/html", "<main id=\"stage\""), ("main.js", "text/javascript", "textContent"),
                                         ("page.css", "text/css", "#stage")] {
                let (data, response) = try await get(base.appendingPathComponent(path))
                #expect(response.statusCode == 200, "\(path)")
                #expect(response.value(forHTTPHeaderField: "Content-Type")?.hasPrefix(type) == true, "\(path)")
                #expect(response.value(forHTTPHeaderField: "Cache-Control") == "no-store")
                #expect(response.value(forHTTPHeaderField: "Content-Security-Policy")?.contains("script-src 'self'") == true)
                #expect(String(decoding: data, as: UTF8.self).contains(marker), "\(path)")
            }
            // Every module the page imports, followed from main.js, is served as a script: exactly the
            // server's list, so none is missing and none is served unused.
            var scripts: [String: String] = [:], queue = ["main"]
            while let name = queue.popLast() {
                guard scripts[name] == nil else { continue }
                let (data, response) = try await get(base.appendingPathComponent("\(name).js"))
                #expect(response.statusCode == 200 && response.value(forHTTPHeaderField: "Content-Type")?.hasPrefix("text/javascript") == true,
                        "\(name).js")
                let text = String(decoding: data, as: UTF8.self)
                scripts[name] = text
                for match in text.matches(of: /from '\.\/([a-z]+)\.js'/) { queue.append(String(match.output.1)) }
            }
            #expect(Set(scripts.keys) == Set(PageResources.scriptModules))
            let script = scripts.values.joined(separator: "\n")
            let (symbols, symbolsResponse) = try await get(base.appendingPathComponent("symbols.json"))
            #expect(symbolsResponse.statusCode == 200 && symbolsResponse.value(forHTTPHeaderField: "Content-Type") == "application/json")
            #expect(symbols == SymbolLibrary.resourceData && !symbols.isEmpty,
                    "the page draws the symbols the testing kit draws: one resource, sent as it is")
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
            #expect(status == ["sessions": 0, "pending": 0, "maximumSessions": 2])
            #expect(try await get(base.appendingPathComponent("../../etc/passwd")).1.statusCode == 404)
            #expect(try await get(base.appendingPathComponent("main.js.map")).1.statusCode == 404)
            #expect(try await get(base.appendingPathComponent("page.js")).1.statusCode == 404, "the page is modules now")
            #expect(try await get(base.appendingPathComponent("favicon.ico")).1.statusCode == 204)
        }
    }

    /// An upgrade request for `path` on `port` (`Host` as given, or the server's own address), with
    /// `origin` when given and the key and version unless told otherwise.
    func upgradeRequest(port: Int, origin: String?, path: String = "/session", host: String? = nil,
                        key: String? = "dGhlIHNhbXBsZSBub25jZQ==", version: String = "13") -> String {
        var lines = ["GET \(path) HTTP/1.1", "Host: \(host ?? "127.0.0.1:\(port)")", "Upgrade: websocket", "Connection: Upgrade",
                     "Sec-WebSocket-Version: \(version)"]
        if let key { lines.append("Sec-WebSocket-Key: \(key)") }
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
            for (origin, status) in [("http://evil.example", "403"), ("http://127.0.0.1:\(port)", "101"), ("https://allowed.example", "101"),
                                     ("http://127.0.0.1:\(port).evil.example", "403"), ("null", "403")] {
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

    @Test("when a page of another site asks for the session by any spelling of its path — slashes, dot segments, percent-encoding, case, a query, an absolute target — then it gets 403 and no socket")
    func originCheckOnEveryPath() async throws {
        try await withServer { base in
            let port = try #require(base.port)
            let paths = ["/session/", "//session", "/session//", "///session", "/./session", "/x/../session", "/%73ession", "/%2573ession",
                         "/session%2F", "/SESSION", "/Session/", "/session?x=1", "/session#top", "/\\session", "http://127.0.0.1:\(port)/session"]
            for path in paths {
                let answer = try await RawConnection.exchange(port: port, sending: upgradeRequest(port: port, origin: "http://evil.example", path: path),
                                                              for: .seconds(10))
                #expect(answer.text.hasPrefix("HTTP/1.1 403 Forbidden"), "\(path): \(answer.text.prefix(60))")
                #expect(!answer.text.contains("101"), "\(path) was upgraded")
                #expect(answer.closedByServer, "\(path): closed")
            }
            // Without an upgrade, every spelling is 426.
            for path in ["/session", "/session/", "//session"] {
                let answer = try await RawConnection.exchange(port: port, sending: "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n", for: .seconds(10))
                #expect(answer.text.hasPrefix("HTTP/1.1 426"), "\(path): \(answer.text.prefix(60))")
            }
        }
    }

    @Test("when a request names a host the server does not answer for — a DNS-rebinding page with a matching Origin — then it gets 421; a request without Host gets 400; listed hosts and loopback names are answered")
    func hostCheck() async throws {
        try await withServer { base in
            let port = try #require(base.port)
            let rebinding = upgradeRequest(port: port, origin: "http://evil.example:\(port)", host: "evil.example:\(port)")
            let answer = try await RawConnection.exchange(port: port, sending: rebinding, for: .seconds(10))
            #expect(answer.text.hasPrefix("HTTP/1.1 421 Misdirected Request"), "\(answer.text.prefix(60))")
            let page = try await RawConnection.exchange(port: port, sending: "GET / HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n", for: .seconds(10))
            #expect(page.text.hasPrefix("HTTP/1.1 421"), "the page itself is refused too: \(page.text.prefix(40))")
            let noHost = try await RawConnection.exchange(port: port, sending: "GET / HTTP/1.0\r\n\r\n", for: .seconds(10))
            #expect(noHost.text.hasPrefix("HTTP/1.1 400"), "\(noHost.text.prefix(40))")
            for host in ["localhost:\(port)", "127.0.0.1:\(port)", "gallery.example", "GALLERY.example."] {
                let ok = try await RawConnection.exchange(port: port, sending: "GET / HTTP/1.1\r\nHost: \(host)\r\nConnection: close\r\n\r\n", for: .seconds(10))
                #expect(ok.text.hasPrefix("HTTP/1.1 200"), "\(host): \(ok.text.prefix(40))")
            }
            let proxied = try await RawConnection.exchange(port: port, sending: upgradeRequest(port: port, origin: "https://gallery.example", host: "gallery.example"),
                                                           for: .milliseconds(500))
            #expect(proxied.text.hasPrefix("HTTP/1.1 101"), "a listed host's own page is upgraded: \(proxied.text.prefix(40))")
        }
    }

    @Test("when an upgrade has no key, a malformed key or an unknown version, then it gets 400 with a status line saying why")
    func malformedUpgrades() async throws {
        try await withServer { base in
            let port = try #require(base.port)
            for (request, expected) in [(upgradeRequest(port: port, origin: nil, key: nil), "Sec-WebSocket-Key"),
                                        (upgradeRequest(port: port, origin: nil, key: "short"), "Sec-WebSocket-Key"),
                                        (upgradeRequest(port: port, origin: nil, version: "8"), "version 13")] {
                let answer = try await RawConnection.exchange(port: port, sending: request, for: .seconds(10))
                #expect(answer.text.hasPrefix("HTTP/1.1 400 Bad Request\r\n"), "\(answer.text.prefix(60))")
                #expect(answer.text.contains(expected))
                #expect(answer.closedByServer)
            }
        }
    }

    @Test("when the page is asked for with HEAD, then the answer is GET's head without the body")
    func headRequests() async throws {
        try await withServer { base in
            let port = try #require(base.port)
            let (page, _) = try await get(base)
            let answer = try await RawConnection.exchange(port: port, sending: "HEAD / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", for: .seconds(10))
            #expect(answer.text.hasPrefix("HTTP/1.1 200"), "\(answer.text.prefix(40))")
            #expect(answer.text.lowercased().contains("content-length: \(page.count)"))
            #expect(answer.text.hasSuffix("\r\n\r\n"), "no body")
            let status = try await RawConnection.exchange(port: port, sending: "HEAD /status HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n", for: .seconds(10))
            #expect(status.text.hasPrefix("HTTP/1.1 200") && status.text.hasSuffix("\r\n\r\n"))
        }
    }

    @Test("when a client connects and sends nothing, or its headers a byte at a time, or keeps an answered connection idle, then the server closes it after its timeout")
    func slowAndIdleClients() async throws {
        try await withServer(requestTimeout: .milliseconds(800), keepAliveTimeout: .milliseconds(800)) { base in
            let port = try #require(base.port)
            let silent = try await RawConnection.exchange(port: port, sendingBytes: [], for: .seconds(10))
            #expect(silent.closedByServer && silent.elapsed >= .milliseconds(800), "silent: \(silent.elapsed)")
            let slow = try await RawConnection.trickle(port: port, bytes: Array("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: aaaaaaaaaaaaaaaaaaaa".utf8),
                                                     every: .milliseconds(100), for: .seconds(10))
            #expect(slow.closedByServer && slow.elapsed < .seconds(3), "a byte every 0.1 s: closed after \(slow.elapsed)")
            #expect(!slow.text.contains("200 OK"))
            let kept = try await RawConnection.exchange(port: port, sending: "GET /status HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", for: .seconds(10))
            #expect(kept.text.hasPrefix("HTTP/1.1 200") && kept.closedByServer && kept.elapsed >= .milliseconds(800), "kept alive, then idle: \(kept.elapsed)")
        }
    }

    @Test("when upgraded sockets never say hello, then they do not hold the session cap: the longest waiting is closed past the pending limit, and a page that greets is welcomed")
    func silentSocketsDoNotHoldTheCap() async throws {
        try await withServer(maximumPending: 3) { base in
            let port = try #require(base.port)
            // Five silent sockets (the cap is two sessions, the pending limit three) held open at once.
            let silent = (0..<5).map { _ in
                Task { try await RawConnection.exchange(port: port, sending: upgradeRequest(port: port, origin: nil), for: .seconds(4)) }
            }
            try await Task.sleep(for: .milliseconds(800))
            let hello = RawConnection.maskedTextFrame(#"{"type":"hello","version":1,"viewport":{"width":320,"height":480}}"#)
            // Up to a minute: under the full parallel run the main actor (where the session opens) is busy.
            let page = try await RawConnection.exchange(port: port, sending: upgradeRequest(port: port, origin: nil), then: hello, for: .seconds(60),
                                                        until: { $0.contains("welcome") })
            #expect(page.text.contains("welcome"), "a greeting page is served while silent sockets wait: \(page.text.suffix(120))")
            var evicted = 0
            for task in silent {
                let answer = try await task.value
                if answer.text.contains("this one waited longest") { evicted += 1 }
            }
            #expect(evicted >= 2, "the sockets beyond the pending limit were closed (\(evicted))")
        }
    }

    @Test("when the main actor is busy, then the status still answers at once")
    func statusOffTheMainActor() async throws {
        try await withServer { base in
            let busy = Task { @MainActor in
                let end = ContinuousClock.now + .seconds(2)
                while ContinuousClock.now < end {}
            }
            try await Task.sleep(for: .milliseconds(100))
            let clock = ContinuousClock()
            let start = clock.now
            let (_, response) = try await get(base.appendingPathComponent("status"))
            #expect(response.statusCode == 200)
            #expect(clock.now - start < .seconds(1), "answered in \(clock.now - start) while the main actor was busy")
            await busy.value
        }
    }
}
