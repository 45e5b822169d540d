import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A bare TCP exchange with a server on 127.0.0.1, for requests no HTTP client library sends.
enum RawConnection {
    struct Answer {
        /// What the server sent, as text (WebSocket frame headers show as stray characters).
        var text: String
        /// Whether the server closed the connection (rather than the time running out).
        var closedByServer: Bool
        var elapsed: Duration
    }

    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    /// Sends `request` (then `follow`, after the first answer bytes arrive), and reads until the server
    /// closes the connection or `duration` passes — on a thread of its own: blocking one of the few
    /// threads Swift's tasks share would starve the server's own tasks in this process.
    static func exchange(port: Int, sending request: String, then follow: [UInt8] = [], for duration: Duration,
                         until done: (@Sendable (String) -> Bool)? = nil) async throws -> Answer {
        try await exchange(port: port, sendingBytes: Array(request.utf8), then: follow, for: duration, until: done)
    }

    /// `exchange(port:sending:then:for:)` with bytes that need not be text.
    /// `done`, when given, ends the exchange as soon as what was received satisfies it.
    static func exchange(port: Int, sendingBytes request: [UInt8], then follow: [UInt8] = [], for duration: Duration,
                         until done: (@Sendable (String) -> Bool)? = nil) async throws -> Answer {
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread {
                continuation.resume(with: Result { try blockingExchange(port: port, sending: request, then: follow, for: duration, until: done) })
            }
            thread.start()
        }
    }

    private static func blockingExchange(port: Int, sending request: [UInt8], then follow: [UInt8], for duration: Duration,
                                         until done: (@Sendable (String) -> Bool)?,
                                         trickling: [UInt8] = [], every interval: Duration = .zero) throws -> Answer {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { throw Failure(description: "socket() failed") }
        defer { close(descriptor) }
        // The clock starts before connect(): the server's timers start when it accepts, which can happen
        // before this thread runs again, so a clock started later would see the server close "early".
        let clock = ContinuousClock()
        let start = clock.now
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw Failure(description: "connect() to \(port) failed") }
        var timeout = timeval(tv_sec: 0, tv_usec: 50_000)
        setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        _ = request.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        var received: [UInt8] = []
        var followed = follow.isEmpty
        var buffer = [UInt8](repeating: 0, count: 65_536)
        var trickled = 0
        var nextTrickle = start
        while clock.now - start < duration {
            if trickled < trickling.count, clock.now >= nextTrickle {
                let sent = trickling[trickled...trickled].withUnsafeBytes { send(descriptor, $0.baseAddress, 1, Int32(MSG_NOSIGNAL)) }
                if sent < 0 { return Answer(text: String(decoding: received, as: UTF8.self), closedByServer: true, elapsed: clock.now - start) }
                trickled += 1
                nextTrickle = clock.now + interval
            }
            let (count, error) = buffer.withUnsafeMutableBytes { raw -> (Int, Int32) in
                let count = recv(descriptor, raw.baseAddress, raw.count, 0)
                return (count, count < 0 ? errno : 0)
            }
            if count == 0 { return Answer(text: String(decoding: received, as: UTF8.self) + (received.isEmpty ? "[closed at once]" : ""), closedByServer: true, elapsed: clock.now - start) }
            if count > 0 {
                received += buffer[0..<count]
                if let done, done(String(decoding: received, as: UTF8.self)) {
                    return Answer(text: String(decoding: received, as: UTF8.self), closedByServer: false, elapsed: clock.now - start)
                }
                if !followed {
                    followed = true
                    _ = follow.withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
                }
            } else if error != EAGAIN && error != EWOULDBLOCK && error != EINTR {
                return Answer(text: String(decoding: received, as: UTF8.self) + "[recv error \(error)]", closedByServer: true, elapsed: clock.now - start)
            }
        }
        return Answer(text: String(decoding: received, as: UTF8.self), closedByServer: false, elapsed: clock.now - start)
    }

    /// Sends `bytes` one at a time, `every` apart, and reads until the server closes the connection or
    /// `duration` passes (a slow client, on a thread of its own).
    static func trickle(port: Int, bytes: [UInt8], every interval: Duration, for duration: Duration) async throws -> Answer {
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread {
                continuation.resume(with: Result {
                    try blockingExchange(port: port, sending: [], then: [], for: duration, until: nil, trickling: bytes, every: interval)
                })
            }
            thread.start()
        }
    }

    /// A client's WebSocket text frame (clients must mask), for payloads under 126 bytes.
    static func maskedTextFrame(_ text: String) -> [UInt8] {
        let payload = Array(text.utf8)
        precondition(payload.count < 126, "short frames only")
        let mask: [UInt8] = [0x12, 0x34, 0x56, 0x78]
        return [0x81, 0x80 | UInt8(payload.count)] + mask + payload.enumerated().map { $0.element ^ mask[$0.offset % 4] }
    }
}
