import ArgumentParser
import CollectionWeb
import Foundation

/// `swift run Gallery`: serves the gallery on 127.0.0.1:8080 and prints the address to open.
@main
struct GalleryCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "Gallery",
        abstract: "Serves the OpenCollectionView gallery: the sessions' demos, driven by the Swift engine, drawn by your browser."
    )

    @Option(help: "The address to listen on. Use 0.0.0.0 to let other machines connect.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on (0 picks a free one).")
    var port = 8080

    @Option(help: "The most pages served at once.")
    var maximumSessions = 32

    @Option(name: .customLong("allow-origin"),
            help: "An origin (such as https://example.com) whose pages may open sessions besides the server's own; repeatable, * for any.")
    var allowedOrigins: [String] = []

    @Option(name: .customLong("allow-host"),
            help: "A host name (such as gallery.example.com) this server answers for besides its address and localhost, as a proxy in front of it forwards it; repeatable.")
    var allowedHosts: [String] = []

    func validate() throws {
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be between 0 and 65535, not \(port)") }
        guard maximumSessions >= 1 else { throw ValidationError("--maximum-sessions must be at least 1") }
        guard !host.isEmpty, host.count <= 253 else { throw ValidationError("--host must be an address or host name") }
        for origin in allowedOrigins where origin != "*" && !(origin.hasPrefix("http://") || origin.hasPrefix("https://")) {
            throw ValidationError("--allow-origin takes an origin such as https://example.com, or *, not \(origin)")
        }
        for host in allowedHosts where host != "*" && (host.isEmpty || host.count > 253 || host.contains(where: { "/@ \\".contains($0) })) {
            throw ValidationError("--allow-host takes a host name such as gallery.example.com, not \(host.debugDescription)")
        }
    }

    func run() async throws {
        let screens = await MainActor.run { GalleryScreens.all }
        let server = WebServer(screens: screens, configuration: .init(host: host, port: port, maximumSessions: maximumSessions,
                                                                                 allowedOrigins: Set(allowedOrigins), allowedHosts: Set(allowedHosts)))
        do {
            try await server.run { address in
                // Written straight to the file descriptor: scripts waiting for the address see it at once.
                FileHandle.standardOutput.write(Data("OpenCollectionView gallery: open \(address) in a browser (Ctrl-C to stop)\n".utf8))
            }
        } catch {
            // Binding fails when the port is taken or the host is not an address of this machine.
            let message = "Gallery: cannot serve on \(host):\(port): \(error)\nChoose another --port (0 picks a free one) or --host.\n"
            FileHandle.standardError.write(Data(message.utf8))
            throw ExitCode.failure
        }
        print("Gallery stopped")
    }
}
