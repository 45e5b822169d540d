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
        guard !deliver(diagnostic, from: view) else { return }
        // Without a handler the message goes to standard error, as UIKit's console log — once per
        // window for the same message: 200 cells with the same conflicting constraints print it once.
        if let window = view?.window {
            guard window.printedLayoutDiagnostics.insert(message).inserted else { return }
        }
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    /// Reports `message` once per window: to a handler as to standard error, the first time the
    /// window meets it (a view outside a window reports nothing).
    @MainActor
    static func reportOnce(_ message: String, from view: View) {
        guard let window = view.window, window.printedLayoutDiagnostics.insert(message).inserted else { return }
        let diagnostic = LayoutDiagnostic(message: message, constraints: [])
        guard !deliver(diagnostic, from: view) else { return }
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    /// Gives `diagnostic` to the first handler from `view` up; whether there was one.
    @MainActor
    private static func deliver(_ diagnostic: LayoutDiagnostic, from view: View?) -> Bool {
        var current = view
        while let candidate = current {
            if let handler = candidate.layoutDiagnosticHandler {
                handler(diagnostic)
                return true
            }
            current = candidate.superview
        }
        return false
    }
}
