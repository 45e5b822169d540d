import Foundation

/// Why a driver could not do what it was asked, or what an assertion found: thrown, so a test in
/// Swift Testing or XCTest fails with this message at the line that called it.
///
/// Not in UIKit. Drivers report input they cannot act on — an index path the collection view does not
/// have, a view that is not in the host's window, a point outside it — instead of trapping, and leave
/// the host as it was.
public struct TestingFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// What went wrong, in one or more lines.
    public var message: String

    /// Creates a failure with `message`.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
