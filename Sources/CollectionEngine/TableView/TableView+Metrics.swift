import CollectionData
import CollectionGeometry
import CollectionLayout
import Foundation
import ViewSystem

/// Heights for the table layout: the delegate's answers, else the table's properties, checked.
extension TableView: TableLayoutMetrics {
    /// The estimate for self-sizing rows when `estimatedRowHeight` is `automaticDimension`.
    static let defaultEstimatedRowHeight: CGFloat = 44
    /// The header or footer height of a section with a title when its height is `automaticDimension`.
    static func titledSupplementaryHeight(_ style: Style) -> CGFloat { style == .plain ? 28 : 38 }

    package func tableLayoutHeight(forRowAt indexPath: IndexPath) -> CGFloat {
        // A drop placeholder's row is as tall as the placeholder says.
        let placeholder = placeholders.isEmpty ? nil : placeholders.placeholder(at: indexPath)
        let height = placeholder?.rowHeight ?? tableDelegate?.tableView(self, heightForRowAt: placeholders.dataSourceIndexPath(for: indexPath)) ?? rowHeight
        return checkedHeight(height, method: "tableView(_:heightForRowAt:)", at: "row \(indexPath.collectionDescription)")
    }

    package func tableLayoutEstimatedHeight(forRowAt indexPath: IndexPath) -> CGFloat {
        let placeholder = placeholders.isEmpty ? nil : placeholders.placeholder(at: indexPath)
        let height = placeholder?.rowHeight ?? tableDelegate?.tableView(self, estimatedHeightForRowAt: placeholders.dataSourceIndexPath(for: indexPath)) ?? estimatedRowHeight
        let checked = checkedHeight(height, method: "tableView(_:estimatedHeightForRowAt:)", at: "row \(indexPath.collectionDescription)")
        return checked == Self.automaticDimension || checked == 0 ? Self.defaultEstimatedRowHeight : checked
    }

    package func tableLayoutTopPadding(forHeaderInSection section: Int) -> CGFloat {
        sectionHeaderTopPadding == Self.automaticDimension ? 0 : sectionHeaderTopPadding
    }

    /// A fixed height as declared; an automatic one is the title's height with a title, else the
    /// height without a view — unless the estimate turns self-sizing on: an untitled automatic header
    /// or footer sizes itself when its estimate is not 0, and an `automaticDimension` estimate is the
    /// height without a view — so an untitled plain-style header needs an estimate to size itself
    /// (see `Guides/TableView.md`).
    package func tableLayoutSupplementaryHeight(header: Bool, inSection section: Int) -> (height: CGFloat, sizesItself: Bool) {
        let declared = declaredHeight(header: header, section: section)
        guard declared == Self.automaticDimension else { return (declared, false) }
        if title(forSection: section, header: header) != nil { return (Self.titledSupplementaryHeight(style), false) }
        let withoutView = tableLayoutHeightWithoutView(header: header, inSection: section)
        let estimate = header
            ? tableDelegate?.tableView(self, estimatedHeightForHeaderInSection: section) ?? estimatedSectionHeaderHeight
            : tableDelegate?.tableView(self, estimatedHeightForFooterInSection: section) ?? estimatedSectionFooterHeight
        let method = header ? "tableView(_:estimatedHeightForHeaderInSection:)" : "tableView(_:estimatedHeightForFooterInSection:)"
        switch checkedHeight(estimate, method: method, at: "section \(section)") {
        case 0: return (withoutView, false)
        case Self.automaticDimension: return (withoutView, withoutView > 0)
        case let checked: return (checked, true)
        }
    }

    /// Grouped styles keep 35 points above the first section, 17.5 above the others and 17.5 below
    /// each; the plain style keeps none.
    package func tableLayoutHeightWithoutView(header: Bool, inSection section: Int) -> CGFloat {
        guard style != .plain else { return 0 }
        return header && section == 0 ? 35 : 17.5
    }

    /// The delegate's or the table's height for the header or footer, checked.
    private func declaredHeight(header: Bool, section: Int) -> CGFloat {
        let height = header
            ? tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
            : tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
        let method = header ? "tableView(_:heightForHeaderInSection:)" : "tableView(_:heightForFooterInSection:)"
        return checkedHeight(height, method: method, at: "section \(section)")
    }

    /// The header and footer views' frame heights (a view's frame is always finite and non-negative:
    /// `View` cleans what it is given).
    package var tableLayoutHeaderAndFooterViewHeights: (header: CGFloat, footer: CGFloat) {
        (tableHeaderView?.frame.height ?? 0, tableFooterView?.frame.height ?? 0)
    }

    /// A height as given, `automaticDimension`, or 0 for a negative, NaN, infinite or above 1e9 answer (reported
    /// once per layout pass).
    private func checkedHeight(_ height: CGFloat, method: String, at place: @autoclosure () -> String) -> CGFloat {
        if height == Self.automaticDimension || (height.isFinite && height >= 0) { return height }
        // Once per method and pass: a bad delegate may answer badly for every row.
        guard pass.reported.insert("height:" + method).inserted else { return 0 }
        report(.layout, "\(method) returned \(height) for \(place()); a height must be positive, zero or UITableView.automaticDimension",
               recovery: "used 0 (for this and any other such answer in this pass)")
        return 0
    }
}
