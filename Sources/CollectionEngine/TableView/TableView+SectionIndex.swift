import CollectionGeometry
import Foundation
import ViewSystem

/// The section index: titles from the data source (`sectionIndexTitles(for:)`) in a strip at the
/// trailing edge of the visible area; pressing or dragging along it scrolls to the section the data
/// source names for the title (`sectionForSectionIndexTitle`), its header at the top.
///
/// Rows of plain and grouped tables are narrowed to leave room for the strip (their content,
/// accessory and separator end before it); inset-grouped rows clear it by their inset.
///
/// `TableView.indexSearch` is drawn as a magnifying glass. Metrics and thinning are in
/// `Guides/TableView.md`.
extension TableView {
    /// Asks the data source for its section index titles again (`reloadSectionIndexTitles()`).
    public func reloadSectionIndexTitles() {
        needsSectionIndexTitles = true
        setNeedsLayout()
    }

    /// What the section index shows, line by line — titles, and bullets where titles were thinned —
    /// and the strip's frame; empty and `nil` without an index. For tests.
    package var sectionIndexLines: [String] { sectionIndexView?.shownLines ?? [] }
    package var sectionIndexFrame: CGRect? { sectionIndexView?.frame }

    /// Updates the strip from the data source when asked to, then places it.
    func layoutSectionIndex() {
        if needsSectionIndexTitles {
            needsSectionIndexTitles = false
            let titles = dataSource?.sectionIndexTitles(for: self) ?? []
            let rowCount = titles.isEmpty || sectionIndexMinimumDisplayRowCount <= 0
                ? Int.max : (0..<numberOfSections).reduce(0) { $0 + numberOfRows(inSection: $1) }
            sectionIndexView = SectionIndexView.updated(sectionIndexView, titles: rowCount < sectionIndexMinimumDisplayRowCount ? [] : titles) {
                [weak self] index in self?.sectionIndexTitleSelected(at: index)
            }
        }
        guard let strip = sectionIndexView else { return }
        strip.titleColor = sectionIndexColor ?? tintColor
        strip.restingBackground = sectionIndexBackgroundColor
        strip.trackingBackground = sectionIndexTrackingBackgroundColor
        placeSectionIndex()
    }

    /// How much of each row's trailing edge the strip covers: its width in plain and grouped tables,
    /// none without an index or in an inset-grouped table (whose rows are inset at least 20 points).
    var sectionIndexWidthForRows: CGFloat {
        guard let strip = sectionIndexView, style != .insetGrouped else { return 0 }
        return strip.preferredWidth
    }

    /// Keeps the strip at the trailing edge of the visible area, above the rows.
    func placeSectionIndex() {
        sectionIndexView?.place(in: self)
    }

    /// Scrolls to the section of the title at `index`, its header (or first row) at the top.
    func sectionIndexTitleSelected(at index: Int) {
        guard let dataSource, let strip = sectionIndexView, strip.titles.indices.contains(index) else { return }
        let section = dataSource.tableView(self, sectionForSectionIndexTitle: strip.titles[index], at: index)
        guard section >= 0, section < numberOfSections else {
            report(.dataSource, "tableView(_:sectionForSectionIndexTitle:at:) returned section \(section) for the title \"\(strip.titles[index])\" at \(index), but the table has \(numberOfSections) sections",
                   recovery: "the table did not scroll")
            return
        }
        let header = rectForHeader(inSection: section)
        scrollVertically(toContentAt: header != .zero ? header.minY : rect(forSection: section).minY)
    }
}
