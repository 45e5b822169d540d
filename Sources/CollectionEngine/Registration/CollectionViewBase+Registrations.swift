import CollectionData
import CollectionGeometry
import CollectionLayout
import Foundation
import ViewSystem

extension CollectionViewBase {
    /// A cell for `item` at `indexPath`, dequeued and configured by `registration`
    /// (`dequeueConfiguredReusableCell(using:for:item:)`).
    ///
    /// The registration's class is registered the first time. A `nil` item is reported and the cell is
    /// returned unconfigured (UIKit raises an exception).
    public func dequeueConfiguredReusableCell<Cell, Item>(using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath,
                                                          item: Item?) -> Cell {
        let key = ReusePool.Key(category: .cell, kind: CollectionElementKind.cell, identifier: registration.reuseIdentifier)
        if elements.pool.registeredClass(for: key) == nil { register(Cell.self, forCellWithReuseIdentifier: registration.reuseIdentifier) }
        let dequeued = dequeueReusableCell(withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        let cell = (dequeued as? Cell) ?? Cell()
        cell.reuseIdentifier = registration.reuseIdentifier
        guard let item else {
            report(.dataSource, "dequeueConfiguredReusableCell(using:for:item:) was given a nil item for \(indexPath.collectionDescription)",
                   recovery: "the cell is returned without configuration")
            return cell
        }
        registration.handler(cell, indexPath, item)
        return cell
    }

    /// A supplementary view at `indexPath`, dequeued and configured by `registration`
    /// (`dequeueConfiguredReusableSupplementary(using:for:)`).
    public func dequeueConfiguredReusableSupplementary<Supplementary>(using registration: SupplementaryRegistration<Supplementary>,
                                                                      for indexPath: IndexPath) -> Supplementary {
        let key = ReusePool.Key(category: .supplementaryView, kind: registration.elementKind, identifier: registration.reuseIdentifier)
        if elements.pool.registeredClass(for: key) == nil {
            register(Supplementary.self, forSupplementaryViewOfKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier)
        }
        let dequeued = dequeueReusableSupplementaryView(ofKind: registration.elementKind, withReuseIdentifier: registration.reuseIdentifier, for: indexPath)
        let view = (dequeued as? Supplementary) ?? Supplementary()
        view.reuseIdentifier = registration.reuseIdentifier
        registration.handler(view, registration.elementKind, indexPath)
        return view
    }
}
