import CollectionData
import CollectionEngine
import CollectionGeometry
import CollectionLayout
import Foundation
import ViewSystem

extension TestHost {
    /// Throws unless the items on screen in `collectionView` are exactly `expected` (in any order).
    ///
    /// The message lists what was expected, what is on screen, and the difference both ways.
    public func assertVisibleItems(_ expected: [IndexPath], in collectionView: CollectionViewBase) throws(TestingFailure) {
        try requireInWindow(collectionView)
        let visible = collectionView.indexPathsForVisibleItems.sorted()
        let wanted = expected.sorted()
        guard visible != wanted else { return }
        let missing = wanted.filter { !visible.contains($0) }, extra = visible.filter { !wanted.contains($0) }
        var message = "visible items differ\n  expected: \(list(wanted))\n  on screen: \(list(visible))"
        if !missing.isEmpty { message += "\n  not on screen: \(list(missing))" }
        if !extra.isEmpty { message += "\n  not expected: \(list(extra))" }
        throw TestingFailure(message)
    }

    /// Throws unless the layout puts the item at `indexPath` at `expected` (within `accuracy` points
    /// on every edge).
    ///
    /// Throws as well for an index path the collection view does not have.
    public func assertFrame(ofItemAt indexPath: IndexPath, in collectionView: CollectionViewBase, equals expected: CGRect,
                            accuracy: CGFloat = 0.001) throws(TestingFailure) {
        try requireInWindow(collectionView)
        try requireItem(indexPath, in: collectionView, action: "find the frame of")
        guard let attributes = collectionView.layoutAttributesForItem(at: indexPath) else {
            throw TestingFailure("the layout has no attributes for the item at \(TextDump.describe(indexPath))")
        }
        let frame = attributes.frame
        let close = abs(frame.minX - expected.minX) <= accuracy && abs(frame.minY - expected.minY) <= accuracy
            && abs(frame.width - expected.width) <= accuracy && abs(frame.height - expected.height) <= accuracy
        guard !close else { return }
        throw TestingFailure("the item at \(TextDump.describe(indexPath)) is at \(frame.compactDescription), expected \(expected.compactDescription)")
    }

    /// What each visible cell shows (its texts joined by " · ", see `TextDump.content(of:)`), by index
    /// path, in index-path order.
    public func visibleCellContents(in collectionView: CollectionViewBase) -> [(indexPath: IndexPath, content: String)] {
        collectionView.indexPathsForVisibleItems.sorted().compactMap { indexPath in
            collectionView.cellForItem(at: indexPath).map { (indexPath, TextDump.content(of: $0)) }
        }
    }

    /// Throws unless the visible cells, in index-path order, show `expected` (one string per cell,
    /// as `visibleCellContents(in:)` writes it).
    public func assertVisibleCellContents(_ expected: [String], in collectionView: CollectionViewBase) throws(TestingFailure) {
        try requireInWindow(collectionView)
        let shown = visibleCellContents(in: collectionView)
        guard shown.map(\.content) != expected else { return }
        var message = "visible cells show something else"
        for index in 0..<Swift.max(shown.count, expected.count) {
            let actual = index < shown.count ? "\(TextDump.describe(shown[index].indexPath)) \"\(shown[index].content)\"" : "<no cell>"
            let wanted = index < expected.count ? "\"\(expected[index])\"" : "<nothing>"
            let same = index < shown.count && index < expected.count && shown[index].content == expected[index]
            message += "\n  \(same ? " " : "✗") \(actual)\(same ? "" : ", expected \(wanted)")"
        }
        throw TestingFailure(message)
    }

    /// Performs `updates` as `collectionView.performBatchUpdates(_:completion:)` does and runs the
    /// update's animation to its end; throws UIKit's message when the collection view rejected the
    /// batch (UIKit raises `NSInternalInconsistencyException`; here the collection view reports it
    /// and reloads its data).
    ///
    /// The collection view's `diagnosticHandler` still hears every diagnostic.
    public func performBatchUpdates(in collectionView: CollectionViewBase, _ updates: () -> Void) throws(TestingFailure) {
        try requireInWindow(collectionView)
        let diagnostics = try collectingDiagnostics(of: collectionView) {
            withoutActuallyEscaping(updates) { collectionView.performBatchUpdates($0) }
            runFrames(1)
        }
        let rejected = diagnostics.filter { $0.source == CollectionDiagnostic.Source.batchUpdate || $0.source == CollectionDiagnostic.Source.dataSource }
        guard rejected.isEmpty else {
            throw TestingFailure("the batch update is invalid:\n" + rejected.map { "  " + $0.description }.joined(separator: "\n"))
        }
    }

    /// Runs `body`, then frames until everything settles, collecting what `collectionView` reports on the way.
    private func collectingDiagnostics(of collectionView: CollectionViewBase, _ body: () -> Void) throws(TestingFailure) -> [CollectionDiagnostic] {
        let previous = collectionView.diagnosticHandler
        let collector = DiagnosticCollector()
        collectionView.diagnosticHandler = { diagnostic in
            collector.diagnostics.append(diagnostic)
            previous?(diagnostic)
        }
        defer { collectionView.diagnosticHandler = previous }
        body()
        try settle()
        return collector.diagnostics
    }

    private func list(_ indexPaths: [IndexPath]) -> String {
        indexPaths.isEmpty ? "none" : indexPaths.map(TextDump.describe).joined(separator: " ")
    }
}

/// Diagnostics heard while a driver runs.
@MainActor
private final class DiagnosticCollector {
    var diagnostics: [CollectionDiagnostic] = []
}
