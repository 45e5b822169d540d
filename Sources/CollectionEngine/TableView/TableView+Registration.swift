import CollectionData
import CollectionGeometry
import CollectionLayout
import Foundation
import ViewSystem

/// Registering and dequeueing cells and header/footer views (F13 for tables).
extension TableView {
    /// Registers the class of cells created for `identifier`; `nil` removes the registration. A class
    /// that is not a `TableViewCell` is reported and not registered.
    public func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        if let cellClass, !(cellClass is TableViewCell.Type) {
            report(.reuse, "the class \(cellClass) registered for reuse identifier \(identifier) is not a subclass of UITableViewCell",
                   recovery: "the registration was ignored")
            return
        }
        register(cellClass, forCellWithReuseIdentifier: identifier)
    }

    /// Registers the class of header and footer views created for `identifier`; `nil` removes it. A
    /// class that is not a `TableViewHeaderFooterView` is reported and not registered.
    public func register(_ viewClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        if let viewClass, !(viewClass is TableViewHeaderFooterView.Type) {
            report(.reuse, "the class \(viewClass) registered for header/footer reuse identifier \(identifier) is not a subclass of UITableViewHeaderFooterView",
                   recovery: "the registration was ignored")
            return
        }
        for kind in [CollectionElementKind.sectionHeader, CollectionElementKind.sectionFooter] {
            register(viewClass, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
        }
    }

    /// A cell for the row at `indexPath`: a queued one (after `prepareForReuse()`) or a new instance of
    /// the class registered for `identifier`.
    ///
    /// An unregistered identifier is reported with UIKit's wording and answered with a plain
    /// `TableViewCell` (UIKit raises an exception).
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        guard hasRegisteredCell(identifier) || reconfiguringCells[indexPath] != nil else {
            reportOncePerPass(.reuse, "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard",
                              recovery: "a plain TableViewCell is used")
            let cell = TableViewCell()
            cell.reuseIdentifier = identifier
            return cell
        }
        if let cell = dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath) as? TableViewCell { return cell }
        let cell = TableViewCell()
        cell.reuseIdentifier = identifier
        return cell
    }

    /// A queued cell for `identifier` (after `prepareForReuse()`), a new one of the class registered for
    /// it, or `nil` when there is neither — UIKit's older pattern, where the data source then makes a
    /// cell with `TableViewCell(style:reuseIdentifier:)`. Prefer `dequeueReusableCell(withIdentifier:for:)`.
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        let key = ReusePool.Key(category: .cell, kind: CollectionElementKind.cell, identifier: identifier)
        if let queued = elements.pool.dequeue(key) {
            queued.recycle()
            if let cell = queued as? TableViewCell { return cell }
        }
        guard let registered = elements.pool.registeredClass(for: key) as? TableViewCell.Type else { return nil }
        let cell = registered.init()
        cell.reuseIdentifier = identifier
        return cell
    }

    /// A header or footer view for `identifier` (queued or new), or `nil` when nothing is registered
    /// for it — as UIKit answers. Call it from `viewForHeaderInSection` / `viewForFooterInSection`.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> TableViewHeaderFooterView? {
        let request = supplementaryRequest ?? (CollectionElementKind.sectionHeader, IndexPath(item: 0, section: 0))
        let key = ReusePool.Key(category: .supplementaryView, kind: request.kind, identifier: identifier)
        guard elements.pool.registeredClass(for: key) != nil else { return nil }
        let view = dequeueReusableSupplementaryView(ofKind: request.kind, withReuseIdentifier: identifier, for: request.indexPath)
        let headerFooter = view as? TableViewHeaderFooterView
        headerFooter?.tableStyle = style
        return headerFooter
    }

    private func hasRegisteredCell(_ identifier: String) -> Bool {
        elements.pool.registeredClass(for: ReusePool.Key(category: .cell, kind: CollectionElementKind.cell, identifier: identifier)) != nil
    }
}
