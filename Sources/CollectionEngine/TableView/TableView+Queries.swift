import CollectionData
import CollectionGeometry
import CollectionLayout
import Foundation
import ViewSystem

/// Counts, cells, geometry, selection and scrolling, in rows.
extension TableView {
    /// The number of rows in `section`, as last loaded from the data source; 0 when out of range.
    public func numberOfRows(inSection section: Int) -> Int { numberOfItems(inSection: section) }

    /// The cell showing the row, if it is visible.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? { cellForItem(at: indexPath) as? TableViewCell }

    /// The rows on screen, in order.
    public var indexPathsForVisibleRows: [IndexPath]? {
        indexPathsForVisibleItems.sorted()
    }

    /// The cells on screen, in row order.
    public var visibleTableCells: [TableViewCell] {
        indexPathsForVisibleItems.sorted().compactMap { cellForRow(at: $0) }
    }

    /// The row at `point` (content coordinates), if any.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? { indexPathForItem(at: point) }

    /// The rows whose frames meet `rect` (content coordinates), in order.
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        layoutIfNeeded()
        return (collectionViewLayout.layoutAttributesForElements(in: rect) ?? [])
            .filter { $0.representedElementCategory == .cell && $0.frame.intersects(rect) }
            .map(\.indexPath).sorted()
    }

    /// The frame of the row (content coordinates); `.zero` when there is no such row.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        layoutIfNeeded()
        guard containsItem(at: indexPath) else { return .zero }
        return layoutAttributesForItem(at: indexPath)?.frame ?? .zero
    }

    /// The frame of the section's header where it scrolls with the rows (not pinned); `.zero` without one.
    public func rectForHeader(inSection section: Int) -> CGRect {
        supplementaryRect(CollectionElementKind.sectionHeader, section: section)
    }

    /// The frame of the section's footer; `.zero` without one.
    public func rectForFooter(inSection section: Int) -> CGRect {
        supplementaryRect(CollectionElementKind.sectionFooter, section: section)
    }

    /// The frame of the whole section: the padding above its header, the header, rows and footer.
    public func rect(forSection section: Int) -> CGRect {
        layoutIfNeeded()
        guard section >= 0, section < numberOfSections else { return .zero }
        var header = rectForHeader(inSection: section)
        if header != .zero {
            // The padding above the header belongs to its section.
            let padding = tableLayoutTopPadding(forHeaderInSection: section)
            header = CGRect(x: header.minX, y: header.minY - padding, width: header.width, height: header.height + padding)
        }
        var rects = [header, rectForFooter(inSection: section)]
        let rows = numberOfRows(inSection: section)
        if rows > 0 {
            rects.append(rectForRow(at: IndexPath(row: 0, section: section)))
            rects.append(rectForRow(at: IndexPath(row: rows - 1, section: section)))
        }
        return rects.filter { $0 != .zero }.reduce(CGRect.null) { $0.union($1) }.standardizedOrZero
    }

    private func supplementaryRect(_ kind: String, section: Int) -> CGRect {
        layoutIfNeeded()
        guard section >= 0, section < numberOfSections, tableLayoutHeightOrZero(kind, section) > 0 else { return .zero }
        let sectionTop = layout.unpinnedSupplementaryFrame(ofKind: kind, inSection: section)
        return sectionTop ?? .zero
    }

    private func tableLayoutHeightOrZero(_ kind: String, _ section: Int) -> CGFloat {
        layout.supplementaryHeight(header: kind == CollectionElementKind.sectionHeader, inSection: section)
    }

    /// The header view of the section, if it is visible.
    public func headerView(forSection section: Int) -> TableViewHeaderFooterView? {
        supplementaryView(forElementKind: CollectionElementKind.sectionHeader, at: IndexPath(item: 0, section: section)) as? TableViewHeaderFooterView
    }

    /// The footer view of the section, if it is visible.
    public func footerView(forSection section: Int) -> TableViewHeaderFooterView? {
        supplementaryView(forElementKind: CollectionElementKind.sectionFooter, at: IndexPath(item: 0, section: section)) as? TableViewHeaderFooterView
    }

    // MARK: Selection

    /// The first selected row, or `nil`.
    public var indexPathForSelectedRow: IndexPath? { selection.selected.min() }

    /// The selected rows in order, or `nil` when none is (as UIKit answers).
    public var indexPathsForSelectedRows: [IndexPath]? {
        selection.selected.isEmpty ? nil : selection.selected.sorted()
    }

    /// Selects the row (deselecting others unless multiple selection is on) and scrolls it to
    /// `scrollPosition`; `nil` deselects every row. No delegate methods are called, as in UIKit.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        selectItem(at: indexPath, animated: animated, scrollPosition: [])
        if let indexPath, containsItem(at: indexPath), scrollPosition != .none {
            scrollToRow(at: indexPath, at: scrollPosition, animated: animated)
        }
    }

    /// Deselects the row. No delegate methods are called.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        deselectItem(at: indexPath, animated: animated)
    }

    // MARK: Scrolling

    /// Scrolls the selected row nearest to `scrollPosition`'s place in the visible area (its top,
    /// middle or bottom; the middle for `.none`) to that position. Nothing happens without a selection.
    /// - Complexity: O(selected rows).
    public func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        let visible = bounds
        let target: CGFloat = switch scrollPosition {
        case .top: visible.minY
        case .bottom: visible.maxY
        default: visible.midY
        }
        let nearest = selection.selected.filter(containsItem(at:)).min { a, b in
            let (ra, rb) = (rectForRow(at: a), rectForRow(at: b))
            return (abs(ra.midY - target), a) < (abs(rb.midY - target), b)
        }
        guard let nearest else { return }
        scrollToRow(at: nearest, at: scrollPosition, animated: animated)
    }

    /// Scrolls so the row sits at `scrollPosition` within the scrollable range; in the plain style,
    /// `.top` puts it just below its section's pinned header, as UIKit does.
    ///
    /// A row out of range is reported with UIKit's wording and ignored.
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < numberOfSections else {
            report(.api, "Attempted to scroll the table view to an out-of-bounds section (\(indexPath.first ?? -1)) when there are only \(numberOfSections) sections. Index path: \(indexPath.collectionDescription)",
                   recovery: "ignored")
            return
        }
        let rows = numberOfRows(inSection: indexPath.section)
        guard indexPath.row >= 0, indexPath.row < rows else {
            report(.api, "Attempted to scroll the table view to an out-of-bounds row (\(indexPath.row)) when there are only \(rows) rows in section \(indexPath.section). Index path: \(indexPath.collectionDescription)",
                   recovery: "ignored")
            return
        }
        let frame = rectForRow(at: indexPath)
        let inset = adjustedContentInset
        // Pinned headers and footers cover the top and bottom of the visible area in the plain style.
        let pinnedTop = style == .plain ? layout.supplementaryHeight(header: true, inSection: indexPath.section) : 0
        let pinnedBottom = style == .plain ? layout.supplementaryHeight(header: false, inSection: indexPath.section) : 0
        let visibleTop = contentOffset.y + inset.top + pinnedTop
        let visibleHeight = Swift.max(0, bounds.height - inset.top - inset.bottom - pinnedTop - pinnedBottom)
        var top: CGFloat
        switch scrollPosition {
        case .top: top = frame.minY
        case .middle: top = frame.midY - visibleHeight / 2
        case .bottom: top = frame.maxY - visibleHeight
        case .none:
            if frame.minY < visibleTop { top = frame.minY }
            else if frame.maxY > visibleTop + visibleHeight { top = frame.maxY - visibleHeight }
            else { return }
        }
        let offset = clampedContentOffset(CGPoint(x: contentOffset.x, y: top - inset.top - pinnedTop))
        setContentOffset(offset, animated: animated)
    }
}

extension CGRect {
    /// `.zero` for the null rectangle, else the standardized rectangle.
    fileprivate var standardizedOrZero: CGRect { isNull ? .zero : standardized }
}
