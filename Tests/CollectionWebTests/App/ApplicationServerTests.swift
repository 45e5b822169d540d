import CollectionWeb
import Testing

@Suite("ApplicationServer reads an app's command line: the address, the port and the session cap, and says what it cannot read")
@MainActor
struct ApplicationServerTests {
    @Test("when no arguments are given, then the app serves on 127.0.0.1:8080 with 32 pages at most; given, they are read")
    func defaultsAndValues() throws {
        #expect(try ApplicationServer.Options(arguments: []) == ApplicationServer.Options(arguments: ["--host", "127.0.0.1", "--port", "8080", "--maximum-sessions", "32"]))
        let options = try ApplicationServer.Options(arguments: ["--port", "0", "--host", "0.0.0.0", "--maximum-sessions", "4"])
        #expect(options.port == 0 && options.host == "0.0.0.0" && options.maximumSessions == 4)
    }

    @Test("when an argument is unknown, a value is missing or out of range, then the error names it")
    func badArguments() {
        for (arguments, message) in [(["--verbose"], "unknown argument \"--verbose\""),
                                     (["--port"], "--port takes a number from 0 to 65535"),
                                     (["--port", "70000"], "--port takes a number from 0 to 65535"),
                                     (["--port", "eighty"], "--port takes a number from 0 to 65535"),
                                     (["--host", ""], "--host takes an address or host name"),
                                     (["--maximum-sessions", "0"], "--maximum-sessions takes a number of at least 1")] {
            #expect(throws: ApplicationServerError.self) { try ApplicationServer.Options(arguments: arguments) }
            do {
                _ = try ApplicationServer.Options(arguments: arguments)
            } catch {
                #expect(error.message == message)
            }
        }
    }
}
