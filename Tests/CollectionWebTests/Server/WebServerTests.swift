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

@Suite("WebServer: the page's files, its status and its limits over real HTTP on 127.0.0.1")
struct WebServerTests {
    /// Starts a server on a free port, runs `body` with its address, then stops it by cancellation.
    func withServer(_ body: (URL) async throws -> Void) async throws {
        let box = AddressBox()
        let screens = [WebScreenEntry(ScreenDescription(id: "list", title: "List")) { size in
            TextListScreen(size: size, texts: ["A"])
        }]
        let server = WebServer(screens: screens, configuration: .init(port: 0, maximumSessions: 2, shutdownGracePeriod: .milliseconds(500)))
        let task = Task { try await server.run { address in Task { await box.set(address) } } }
        var address: String?
        // Up to a minute: under the full parallel run the main actor (which creates the session registry)
        // is busy with the engine's tests.
        for _ in 0..<2_400 where address == nil {
            try await Task.sleep(for: .milliseconds(25))
            address = await box.get()
        }
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
}
