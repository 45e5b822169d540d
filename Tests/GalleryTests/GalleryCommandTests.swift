import ArgumentParser
import Testing
@testable import Gallery

@Suite("The Gallery command: its flags and their validation")
struct GalleryCommandTests {
    @Test("when no flags are given, then it serves 127.0.0.1:8080 with a session cap")
    func defaults() throws {
        let command = try GalleryCommand.parse([])
        #expect(command.host == "127.0.0.1" && command.port == 8080 && command.maximumSessions == 32)
    }

    @Test("when a flag is out of range, malformed or unknown, then parsing fails with a message naming it", arguments: [
        (["--port", "70000"], "--port"), (["--port", "-1"], "--port"), (["--port", "http"], "--port"),
        (["--maximum-sessions", "0"], "--maximum-sessions"), (["--host", ""], "--host"), (["--color", "blue"], "--color"),
        (["--allow-host", "evil.example/x"], "--allow-host"), (["--allow-host", ""], "--allow-host"), (["--allow-host", "a b"], "--allow-host"),
        (["--allow-origin", "evil.example"], "--allow-origin"),
    ])
    func badFlags(_ arguments: [String], flag: String) {
        do {
            _ = try GalleryCommand.parse(arguments)
            Issue.record("\(arguments) was accepted")
        } catch {
            let message = GalleryCommand.message(for: error)
            #expect(message.contains(flag), "\(message)")
        }
    }

    @Test("when hosts and origins are allowed, then they are kept for the server")
    func allowedHostsAndOrigins() throws {
        let command = try GalleryCommand.parse(["--allow-host", "gallery.example", "--allow-host", "*", "--allow-origin", "https://gallery.example"])
        #expect(command.allowedHosts == ["gallery.example", "*"] && command.allowedOrigins == ["https://gallery.example"])
    }
}
