import Foundation
import ViewSystem

/// Runs an app: launches its delegate into `Application.shared` and serves it, one scene per browser
/// page, until the process is stopped — what `UIApplicationMain` and an app delegate's `@main` do here.
///
/// Not in UIKit. The command line takes `--host ADDRESS` (default 127.0.0.1), `--port N` (default 8080;
/// 0 picks a free one) and `--maximum-sessions N` (default 32); anything else is reported with the usage
/// and the process exits with status 2. See `Guides/Apps.md`.
@MainActor
public enum ApplicationServer {
    /// What the command line asks for.
    public struct Options: Equatable, Sendable {
        /// The address to listen on.
        public var host = "127.0.0.1"
        /// The port to listen on (0 picks a free one).
        public var port = 8080
        /// The most pages served at once.
        public var maximumSessions = 32

        /// Reads `arguments` (without the program's name); throws a message naming the argument it
        /// could not read.
        public init(arguments: [String]) throws(ApplicationServerError) {
            var remaining = arguments[...]
            while let argument = remaining.popFirst() {
                switch argument {
                case "--host":
                    guard let value = remaining.popFirst(), !value.isEmpty, value.count <= 253 else {
                        throw ApplicationServerError("--host takes an address or host name")
                    }
                    host = value
                case "--port":
                    guard let value = remaining.popFirst().flatMap({ Int($0) }), (0...65_535).contains(value) else {
                        throw ApplicationServerError("--port takes a number from 0 to 65535")
                    }
                    port = value
                case "--maximum-sessions":
                    guard let value = remaining.popFirst().flatMap({ Int($0) }), value >= 1 else {
                        throw ApplicationServerError("--maximum-sessions takes a number of at least 1")
                    }
                    maximumSessions = value
                default:
                    throw ApplicationServerError("unknown argument \(argument.debugDescription)")
                }
            }
        }

        /// The usage line.
        public static let usage = "usage: [--host ADDRESS] [--port N] [--maximum-sessions N]"
    }

    /// Launches `delegate` and serves the app with the process's command line; never returns.
    public static func run(_ delegate: any ApplicationDelegate, arguments: [String] = Array(CommandLine.arguments.dropFirst())) -> Never {
        let options: Options
        do {
            options = try Options(arguments: arguments)
        } catch {
            FileHandle.standardError.write(Data("\(error.message)\n\(Options.usage)\n".utf8))
            exit(2)
        }
        // The app's name: its module's (`HelloApp.AppDelegate` → "HelloApp").
        let title = String(reflecting: type(of: delegate)).split(separator: ".").first.map(String.init) ?? "App"
        let application = Application.shared
        application.launch(delegate)
        let server = WebServer(application: application, title: title,
                               configuration: .init(host: options.host, port: options.port, maximumSessions: options.maximumSessions))
        Task { @MainActor in
            do {
                try await server.run { address in
                    FileHandle.standardOutput.write(Data("\(title): open \(address) in a browser (Ctrl-C to stop)\n".utf8))
                }
            } catch {
                FileHandle.standardError.write(Data("\(title): cannot serve on \(options.host):\(options.port): \(error)\n".utf8))
                exit(1)
            }
            application.terminate()
            exit(0)
        }
        // The main thread runs its run loop, as `UIApplicationMain` does: the main queue (the main
        // actor's work) then runs on the main thread, and every timer the app schedules fires —
        // `RunLoop.main`'s too. `dispatchMain()` only if the run loop cannot run.
        RunLoop.main.run()
        dispatchMain()
    }
}

/// Why the command line of an app could not be read.
public struct ApplicationServerError: Error, Equatable, Sendable {
    /// What is wrong, naming the argument.
    public var message: String
    init(_ message: String) { self.message = message }
}

extension ApplicationDelegate where Self: Responder {
    /// The entry point `@main` calls on an app delegate (`@main class AppDelegate: UIResponder,
    /// UIApplicationDelegate`): makes the delegate and serves the app (`ApplicationServer.run`).
    public static func main() {
        ApplicationServer.run(Self())
    }
}
