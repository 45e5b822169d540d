import CollectionData
import Foundation
import ViewSystem

extension CollectionViewBase {
    /// Reports a problem to `diagnosticHandler`, or to standard error when there is none.
    public func report(_ diagnostic: CollectionDiagnostic) {
        if let diagnosticHandler {
            diagnosticHandler(diagnostic)
        } else {
            FileHandle.standardError.write(Data(("OpenCollectionView: " + diagnostic.description + "\n").utf8))
        }
    }

    func report(_ source: CollectionDiagnostic.Source, _ message: String, recovery: String? = nil) {
        report(CollectionDiagnostic(source: source, message: message, recovery: recovery))
    }

    /// Reports a problem once per layout pass (a broken layout can repeat one for every element).
    func reportOncePerPass(_ source: CollectionDiagnostic.Source, _ message: String, recovery: String? = nil) {
        guard pass.reported.insert(message).inserted else { return }
        report(source, message, recovery: recovery)
    }
}
