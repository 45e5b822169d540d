import CollectionGeometry
import Foundation
import ViewSystem

/// The separators of a plain table's filler rows: empty rows below the last one that fill the
/// visible area (`TableView.fillerRowHeight`). Only lines; the rows themselves are empty.
@MainActor
final class FillerRowsView: View {
    /// The lines' frames, in this view's coordinates, and their colour.
    func show(lines: [CGRect], color: Color) {
        while subviews.count > lines.count { subviews.last?.removeFromSuperview() }
        while subviews.count < lines.count { addSubview(SeparatorLineView()) }
        for (line, frame) in zip(subviews, lines) {
            guard let line = line as? SeparatorLineView else { continue }
            if line.frame != frame { line.frame = frame }
            line.color = color
        }
    }

    /// No touches: the rows are empty, and presses go to the table.
    override func hitTest(_ point: CGPoint, with event: PointerEvent?) -> View? { nil }
}
