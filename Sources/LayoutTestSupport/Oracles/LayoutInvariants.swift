import Foundation
import CollectionData
import CollectionGeometry
import CollectionLayout
import TestSupport

/// Checks that every layout must satisfy; each returns the violations found (empty = fine).
public enum LayoutInvariants {
    /// Frames with NaN or infinite values, or negative sizes.
    public static func invalidFrames(_ elements: [ElementSignature]) -> [String] {
        elements.filter { !$0.frame.isUsableFrame }.map { "invalid frame: \($0)" }
    }

    /// Frames that reach outside `contentSize` (by more than `tolerance`).
    public static func framesOutsideContent(_ elements: [ElementSignature], contentSize: CGSize,
                                            tolerance: CGFloat = 1e-6) -> [String] {
        elements.filter {
            $0.frame.minX < -tolerance || $0.frame.minY < -tolerance
                || $0.frame.maxX > contentSize.width + tolerance || $0.frame.maxY > contentSize.height + tolerance
        }.map { "outside content \(contentSize.compactDescription): \($0)" }
    }

    /// Pairs of cells whose frames overlap (share an area of positive size).
    ///
    /// - Complexity: O(n log n + overlaps): a sweep over frames sorted by their minimum y.
    public static func overlappingCells(_ elements: [ElementSignature], tolerance: CGFloat = 1e-6) -> [String] {
        let cells = elements.filter { $0.category == .cell }.sorted { $0.frame.minY < $1.frame.minY }
        var problems: [String] = []
        for (i, a) in cells.enumerated() {
            var j = i + 1
            while j < cells.count, cells[j].frame.minY < a.frame.maxY - tolerance {
                let b = cells[j]
                if a.frame.insetBy(dx: tolerance, dy: tolerance).overlapsStrictly(b.frame.insetBy(dx: tolerance, dy: tolerance)) {
                    problems.append("overlap: \(a) and \(b)")
                }
                j += 1
            }
        }
        return problems
    }
}
