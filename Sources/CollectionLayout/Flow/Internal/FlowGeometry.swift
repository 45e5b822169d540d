import CollectionGeometry
import Foundation

// The flow layout's computed state, in *normalised* coordinates: the main (scrolling) axis is y and
// the cross axis is x whatever the scroll direction; a horizontal layout is the transpose of a vertical
// one. Sections keep section-local frames (main axis relative to the section's origin), so a change in
// one section moves the later ones by updating their origins only.

/// The metrics of one section, normalised.
struct FlowSectionMetrics: Equatable, Sendable {
    /// Insets: top/bottom on the main axis, left/right on the cross axis.
    var inset: EdgeInsets
    var lineSpacing: CGFloat
    var interitemSpacing: CGFloat
    /// Extent of the header (0 = no header) and footer along the main axis.
    var headerExtent: CGFloat
    var footerExtent: CGFloat
    /// Where lines start and end on the cross axis (reference insets and section insets applied).
    var crossStart: CGFloat
    var crossEnd: CGFloat
    /// Room before the header along the main axis (a table's `sectionHeaderTopPadding`); none
    /// without a header.
    var headerSpaceBefore: CGFloat = 0

    var availableCrossExtent: CGFloat { Swift.max(0, crossEnd - crossStart) }
}

/// One laid-out section, normalised and section-local.
struct FlowSectionGeometry: Sendable {
    var metrics: FlowSectionMetrics
    /// Item frames, section-local.
    var itemFrames: [CGRect] = []
    /// The first item of every line.
    var lineStarts: [Int] = []
    /// The frame of every line (union of its items), section-local.
    var lineIndex = LayoutFrameIndex(scrollDirection: .vertical)
    var headerFrame: CGRect?
    var footerFrame: CGRect?
    /// Where the section's insets begin (after the header) and end (before the footer).
    var itemsStart: CGFloat = 0
    var itemsEnd: CGFloat = 0
    /// The whole section along the main axis.
    var extent: CGFloat = 0
    /// Whether some line holds an item longer than the line can be.
    var hasOversizedItem = false

    /// The line holding `item`.
    func line(containing item: Int) -> Int {
        var lo = 0, hi = lineStarts.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if lineStarts[mid] <= item { lo = mid + 1 } else { hi = mid }
        }
        return Swift.max(0, lo - 1)
    }

    /// The items of line `line`.
    func items(ofLine line: Int) -> Range<Int> {
        let end = line + 1 < lineStarts.count ? lineStarts[line + 1] : itemFrames.count
        return lineStarts[line]..<end
    }
}

/// The whole flow layout, normalised.
struct FlowGeometry: Sendable {
    var scrollDirection: CollectionViewScrollDirection
    /// The content's extent on the cross axis.
    var crossExtent: CGFloat
    var sections: [FlowSectionGeometry]
    /// The main-axis origin of every section.
    var sectionOrigins: [CGFloat]
    /// The content's extent on the main axis.
    var mainExtent: CGFloat
    /// Room before the first section and after the last (a table's header and footer views).
    var leadingSpace: CGFloat = 0
    var trailingSpace: CGFloat = 0

    /// The content size in real coordinates.
    var contentSize: CGSize {
        scrollDirection == .vertical
            ? CGSize(width: crossExtent, height: mainExtent)
            : CGSize(width: mainExtent, height: crossExtent)
    }

    /// Real coordinates for a section-local normalised rectangle.
    func realFrame(_ local: CGRect, inSection section: Int) -> CGRect {
        let origin = sectionOrigins[section]
        return scrollDirection == .vertical
            ? CGRect(x: local.origin.x, y: local.origin.y + origin, width: local.size.width, height: local.size.height)
            : CGRect(x: local.origin.y + origin, y: local.origin.x, width: local.size.height, height: local.size.width)
    }

    /// The normalised form of a real rectangle (not section-local).
    func normalized(_ rect: CGRect) -> CGRect {
        scrollDirection == .vertical
            ? rect
            : CGRect(x: rect.origin.y, y: rect.origin.x, width: rect.size.height, height: rect.size.width)
    }

    /// The sections whose main-axis range meets `[low, high]` (edges included).
    ///
    /// - Complexity: O(log S).
    func sections(meetingMainRange low: CGFloat, _ high: CGFloat) -> Range<Int> {
        // First section whose end >= low.
        var lo = 0, hi = sections.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if sectionOrigins[mid] + sections[mid].extent >= low { hi = mid } else { lo = mid + 1 }
        }
        let first = lo
        // First section whose origin > high.
        lo = first
        hi = sections.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if sectionOrigins[mid] <= high { lo = mid + 1 } else { hi = mid }
        }
        return first..<lo
    }

    /// Recomputes the section origins from `section` on, and the main extent.
    mutating func updateOrigins(from section: Int) {
        var cursor = section > 0 ? sectionOrigins[section - 1] + sections[section - 1].extent : leadingSpace
        for s in section..<sections.count {
            sectionOrigins[s] = cursor
            cursor += sections[s].extent
        }
        mainExtent = cursor + trailingSpace
    }
}

/// Lays out the lines of one section (F5). Pure: everything it needs is in its arguments.
enum FlowSectionSolver {
    /// Relative tolerance when deciding whether one more item fits on a line, so that sums of
    /// fractional widths that add up to the line's extent (up to rounding) still fit.
    static let fitTolerance: CGFloat = 1e-9

    /// Lays out section content: header, lines, footer.
    ///
    /// With `previous` and `firstChangedItem > 0`, the lines before the one holding `firstChangedItem`
    /// are kept and only the rest is laid out again (self-sizing's incremental relayout).
    ///
    /// Rules: items fill a line greedily with at least `interitemSpacing` between them; a full line
    /// with several items is justified; a line holding one item centres it; the last line keeps the
    /// minimum spacing from the leading edge; items shorter than the line are centred across it.
    static func layOut(
        metrics: FlowSectionMetrics,
        crossExtent: CGFloat,
        itemCount: Int,
        previous: FlowSectionGeometry?,
        firstChangedItem: Int,
        size: (Int) -> CGSize
    ) -> FlowSectionGeometry {
        var geometry: FlowSectionGeometry
        var cursor: CGFloat
        var item: Int
        if let previous, firstChangedItem > 0, previous.itemFrames.count == itemCount,
           previous.metrics == metrics, !previous.lineStarts.isEmpty {
            geometry = previous
            let line = previous.line(containing: firstChangedItem)
            item = previous.lineStarts[line]
            cursor = previous.lineIndex.frames[line].minY
            geometry.lineStarts.removeSubrange(line...)
            geometry.lineIndex.removeFrames(from: line)
        } else {
            geometry = FlowSectionGeometry(metrics: metrics)
            geometry.itemFrames = Array(repeating: .zero, count: itemCount)
            geometry.lineStarts.reserveCapacity(itemCount)
            if metrics.headerExtent > 0 {
                geometry.headerFrame = CGRect(x: 0, y: metrics.headerSpaceBefore, width: crossExtent, height: metrics.headerExtent)
                geometry.itemsStart = metrics.headerSpaceBefore + metrics.headerExtent
            }
            cursor = geometry.itemsStart + metrics.inset.top
            item = 0
        }

        let available = metrics.availableCrossExtent
        let limit = available + available * fitTolerance + fitTolerance
        let spacing = metrics.interitemSpacing
        geometry.itemFrames.withUnsafeMutableBufferPointer { frames in
            while item < itemCount {
                let first = item
                let firstSize = size(item)
                frames[item].size = firstSize
                var lineLength = firstSize.width
                var lineThickness = firstSize.height
                item += 1
                while item < itemCount {
                    let next = size(item)
                    if lineLength + spacing + next.width > limit { break }
                    frames[item].size = next
                    lineLength += spacing + next.width
                    lineThickness = Swift.max(lineThickness, next.height)
                    item += 1
                }
                let count = item - first
                let isLastLine = item == itemCount
                var x: CGFloat
                let gap: CGFloat
                if count == 1 {
                    if firstSize.width > limit { geometry.hasOversizedItem = true }
                    x = metrics.crossStart + Swift.max(0, (available - lineLength) / 2)
                    gap = 0
                } else if isLastLine {
                    x = metrics.crossStart
                    gap = spacing
                } else {
                    x = metrics.crossStart
                    gap = spacing + Swift.max(0, available - lineLength) / CGFloat(count - 1)
                }
                let lineStart = cursor
                for index in first..<item {
                    let itemSize = frames[index].size
                    frames[index].origin = CGPoint(x: x, y: lineStart + (lineThickness - itemSize.height) / 2)
                    x += itemSize.width + gap
                }
                let lineMinX = frames[first].origin.x
                let lineMaxX = frames[item - 1].origin.x + frames[item - 1].size.width
                geometry.lineStarts.append(first)
                geometry.lineIndex.append(CGRect(x: lineMinX, y: lineStart, width: lineMaxX - lineMinX, height: lineThickness))
                cursor = lineStart + lineThickness + (isLastLine ? 0 : metrics.lineSpacing)
            }
        }
        if itemCount == 0 { cursor = geometry.itemsStart + metrics.inset.top }
        geometry.itemsEnd = cursor + metrics.inset.bottom
        geometry.footerFrame = metrics.footerExtent > 0
            ? CGRect(x: 0, y: geometry.itemsEnd, width: crossExtent, height: metrics.footerExtent)
            : nil
        geometry.extent = geometry.itemsEnd + metrics.footerExtent
        return geometry
    }
}
