import Foundation

/// Why a message from the page was refused. The server answers with an `error` message carrying
/// `description`; `isFatal` errors close the connection (the server and other sessions go on).
public struct WebProtocolError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What was wrong.
    public var message: String
    /// Whether the connection is closed after reporting it (the peer speaks another protocol).
    public var isFatal: Bool

    /// Creates an error.
    public init(_ message: String, isFatal: Bool = false) {
        self.message = message
        self.isFatal = isFatal
    }

    public var description: String { message }
}
