import Foundation

/// A problem with constraints, in UIKit's words where UIKit logs one (F33, B2): unsatisfiable
/// constraints, items in different hierarchies, invalid attribute pairs, bad values.
public struct LayoutDiagnostic: Hashable, Sendable, CustomStringConvertible {
    /// The message.
    public let message: String
    /// The constraints involved, described as UIKit describes them.
    public let constraints: [String]

    public var description: String { message }

    /// Sends the problem to the first `layoutDiagnosticHandler` from `view` up to its root, or to
    /// standard error (UIKit logs to the console).
    @MainActor
    package static func report(_ message: String, constraints: [LayoutConstraint], from view: View?) {
        let diagnostic = LayoutDiagnostic(message: message, constraints: constraints.map(\.description))
        var current = view
        while let candidate = current {
            if let handler = candidate.layoutDiagnosticHandler {
                handler(diagnostic)
                return
            }
            current = candidate.superview
        }
        // Without a handler the message goes to standard error, as UIKit's console log — once per
        // window for the same message: 200 cells with the same conflicting constraints print it once.
        if let window = view?.window {
            guard window.printedLayoutDiagnostics.insert(message).inserted else { return }
        }
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
