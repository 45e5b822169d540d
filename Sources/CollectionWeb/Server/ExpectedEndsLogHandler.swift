import Logging

/// A log handler that reports the expected ends of connections and of the server below error level.
///
/// The HTTP and WebSocket layers log at error level when a connection ends in ways that are normal
/// for this server — the gate closed it after refusing its request, the page left mid-upgrade, the
/// server task was cancelled (`Waiting on child channel: CancellationError()`, `Server shutdown
/// error: Already closed`, `Error handling upgrade result` for a closed channel). Those become
/// debug messages; every other message passes unchanged to the handler it wraps.
struct ExpectedEndsLogHandler: LogHandler {
    private var base: any LogHandler

    init(wrapping base: any LogHandler) {
        self.base = base
    }

    /// `logger` with its messages passed through this handler.
    static func quieting(_ logger: Logger) -> Logger {
        var quiet = Logger(label: logger.label) { _ in ExpectedEndsLogHandler(wrapping: logger.handler) }
        quiet.logLevel = logger.logLevel
        return quiet
    }

    /// Whether a message at error level names an expected end.
    static func isExpectedEnd(_ message: String, metadata: Logger.Metadata?) -> Bool {
        let text = message + " " + (metadata?.values.map { "\($0)" }.joined(separator: " ") ?? "")
        return ["CancellationError", "Already closed", "Inappropriate operation for state", "I/O on closed channel",
                "inputClosed", "alreadyClosed", "ioOnClosedChannel"].contains { text.contains($0) }
    }

    func log(event: LogEvent) {
        var event = event
        if event.level >= .error, Self.isExpectedEnd("\(event.message)", metadata: event.metadata) {
            event.level = .debug
        }
        guard event.level >= base.logLevel else { return }
        base.log(event: event)
    }

    var metadataProvider: Logger.MetadataProvider? {
        get { base.metadataProvider }
        set { base.metadataProvider = newValue }
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { base[metadataKey: key] }
        set { base[metadataKey: key] = newValue }
    }

    var metadata: Logger.Metadata {
        get { base.metadata }
        set { base.metadata = newValue }
    }

    var logLevel: Logger.Level {
        get { base.logLevel }
        set { base.logLevel = newValue }
    }
}
