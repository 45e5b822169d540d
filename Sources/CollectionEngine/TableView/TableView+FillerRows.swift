import CollectionGeometry
import CollectionLayout
import Foundation
import ViewSystem

/// Filler rows (`fillerRowHeight`): separators below a plain table's last row, down to the bottom of
/// the visible area, so a short table reads as ruled to the bottom as UIKit's plain tables did
/// before iOS 15.
extension TableView {
    /// Draws the filler rows' separators for the current content and scroll position, or removes
    /// them when none show.
    /// - Complexity: O(*n*) in the filler rows shown (at most `maximumFillerRows`).
    func layoutFillerRows() {
        let lines = fillerRowLines()
        guard !lines.isEmpty else {
            fillerRowsView?.removeFromSuperview()
            fillerRowsView = nil
            return
        }
        let view = fillerRowsView ?? FillerRowsView()
        view.frame = CGRect(origin: .zero, size: CGSize(width: bounds.width, height: Swift.max(contentSize.height, bounds.maxY)))
        view.show(lines: lines, color: separatorColor ?? .separator)
        if view.superview !== self {
            // Behind the rows, above the background view.
            insertSubview(view, at: backgroundView == nil ? 0 : 1)
        }
        fillerRowsView = view
    }

    /// The frames of the filler rows' separators in the table's content: one under the last row (a
    /// plain section's last row draws none of its own), then one per filler row until the bottom of
    /// the visible area.
    private func fillerRowLines() -> [CGRect] {
        guard fillerRowHeight != 0, style == .plain, separatorStyle == .singleLine, tableFooterView == nil else { return [] }
        let visibleBottom = bounds.maxY - adjustedContentInset.bottom
        let contentBottom = contentSize.height
        guard contentBottom < visibleBottom else { return [] }
        let lastSection = numberOfSections - 1
        var lastRow: CGRect?
        if lastSection >= 0, numberOfRows(inSection: lastSection) > 0 {
            lastRow = rectForRow(at: IndexPath(row: numberOfRows(inSection: lastSection) - 1, section: lastSection))
        }
        let height = fillerRowHeight == Self.automaticDimension
            ? (lastRow.map(\.height).flatMap { $0 > 0 ? $0 : nil } ?? TableViewLayout.standardRowHeight) : fillerRowHeight
        guard height > 0 else { return [] }
        let inset = separatorInset(automatic: Self.defaultSeparatorInset)
        let insets = rowInsets
        let leading = insets.leading + inset.left, trailing = inset.right + insets.trailing
        let width = Swift.max(0, bounds.width - leading - trailing)
        let x = effectiveUserInterfaceLayoutDirection == .rightToLeft ? trailing : leading
        let thickness = SeparatorLineView.thickness
        var lines: [CGRect] = []
        // The last row's own line, when the content ends with it (not with a footer).
        var y = contentBottom
        if let lastRow, abs(lastRow.maxY - contentBottom) < 0.5 {
            lines.append(CGRect(x: x, y: contentBottom - thickness, width: width, height: thickness))
        }
        while y + height <= visibleBottom + thickness, lines.count < Self.maximumFillerRows {
            y += height
            lines.append(CGRect(x: x, y: y - thickness, width: width, height: thickness))
        }
        return lines
    }
}
