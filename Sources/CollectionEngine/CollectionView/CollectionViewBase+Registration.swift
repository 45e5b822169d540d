import CollectionData
import CollectionGeometry
import CollectionLayout
import Foundation
import ViewSystem

extension CollectionViewBase {
    /// Registers the class of cells created for `identifier`; `nil` removes the registration (F13).
    ///
    /// A class that is not a `CollectionViewCell` is reported and not registered.
    public func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        let key = ReusePool.Key(category: .cell, kind: CollectionElementKind.cell, identifier: identifier)
        guard let cellClass else {
            elements.pool.register(nil, for: key)
            return
        }
        guard let viewClass = cellClass as? CollectionViewCell.Type else {
            report(.reuse, "the class \(cellClass) registered for reuse identifier \(identifier) is not a subclass of UICollectionViewCell",
                   recovery: "the registration was ignored")
            return
        }
        elements.pool.register(viewClass, for: key)
    }

    /// Registers the class of supplementary views of `elementKind` created for `identifier`; `nil`
    /// removes the registration.
    ///
    /// A class that is not a `CollectionReusableView` is reported and not registered.
    public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
                         withReuseIdentifier identifier: String) {
        let key = ReusePool.Key(category: .supplementaryView, kind: elementKind, identifier: identifier)
        guard let viewClass else {
            elements.pool.register(nil, for: key)
            return
        }
        guard let reusableClass = viewClass as? CollectionReusableView.Type else {
            report(.reuse, "the class \(viewClass) registered for supplementary views of kind \(elementKind) with reuse identifier \(identifier) is not a subclass of UICollectionReusableView",
                   recovery: "the registration was ignored")
            return
        }
        elements.pool.register(reusableClass, for: key)
    }

    /// A cell for the item at `indexPath`: a queued one (after `prepareForReuse()`) or a new instance of
    /// the class registered for `identifier`, with the item's layout attributes applied.
    ///
    /// An unregistered identifier is reported with UIKit's wording (once per layout pass) and answered
    /// with a plain `CollectionViewCell` (UIKit raises an exception). While `reconfigureItems(at:)` runs
    /// the data source, the item's own cell comes back as it is.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell {
        if let reconfiguring = reconfiguringCells[indexPath], reconfiguring.reuseIdentifier == identifier {
            return reconfiguring
        }
        let key = ReusePool.Key(category: .cell, kind: CollectionElementKind.cell, identifier: identifier)
        let view = dequeue(key) ?? CollectionViewCell()
        view.reuseIdentifier = identifier
        if let attributes = layoutAttributesForItem(at: indexPath) { view.applyLayoutAttributes(attributes) }
        // The pool only holds cells under a cell key; a failed cast cannot happen, but never trap.
        return (view as? CollectionViewCell) ?? CollectionViewCell()
    }

    /// A supplementary view of `elementKind` for `indexPath`: a queued one (after `prepareForReuse()`)
    /// or a new instance of the class registered for `identifier`.
    ///
    /// An unregistered identifier is reported with UIKit's wording (once per layout pass) and answered
    /// with a plain `CollectionReusableView`.
    public func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                                 for indexPath: IndexPath) -> CollectionReusableView {
        let key = ReusePool.Key(category: .supplementaryView, kind: elementKind, identifier: identifier)
        let view = dequeue(key) ?? CollectionReusableView()
        view.reuseIdentifier = identifier
        view.dequeuedElementKind = elementKind
        if let attributes = layoutAttributesForSupplementaryElement(ofKind: elementKind, at: indexPath) {
            view.applyLayoutAttributes(attributes)
        }
        return view
    }

    /// A decoration view of `kind`, from the layout's registration.
    func dequeueDecorationView(ofKind kind: String) -> CollectionReusableView? {
        let key = ReusePool.Key(category: .decorationView, kind: kind, identifier: kind)
        if let queued = elements.pool.dequeue(key) {
            queued.recycle()
            return queued
        }
        guard let registered = collectionViewLayout.decorationViewClasses[kind] else {
            reportOncePerPass(.reuse, "could not dequeue a view of kind: \(kind) with identifier \(kind) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard",
                              recovery: "the decoration view is not shown")
            return nil
        }
        guard let viewClass = registered as? CollectionReusableView.Type else {
            reportOncePerPass(.reuse, "the class \(registered) registered for decoration views of kind \(kind) is not a subclass of UICollectionReusableView",
                              recovery: "the decoration view is not shown")
            return nil
        }
        let view = viewClass.init()
        view.reuseIdentifier = kind
        return view
    }

    /// A queued or new view for `key`, or `nil` (reported) when nothing is registered.
    private func dequeue(_ key: ReusePool.Key) -> CollectionReusableView? {
        if let queued = elements.pool.dequeue(key) {
            queued.recycle()
            return queued
        }
        guard let viewClass = elements.pool.registeredClass(for: key) else {
            // Once per layout pass: a data source dequeuing a hundred badges of an unregistered kind
            // has made one mistake, not a hundred.
            reportOncePerPass(.reuse, "could not dequeue a view of kind: \(key.kind) with identifier \(key.identifier) - must register a nib or a class for the identifier or connect a prototype cell in a storyboard",
                   recovery: "returned a plain \(key.category == .cell ? "UICollectionViewCell" : "UICollectionReusableView")")
            return nil
        }
        return viewClass.init()
    }

    /// The number of views queued for reuse under `identifier` (cells when `kind` is `nil`).
    ///
    /// Not in UIKit; for tests and the technical-analysis panel.
    public func numberOfQueuedViews(withReuseIdentifier identifier: String, ofKind kind: String? = nil) -> Int {
        let key = kind.map { ReusePool.Key(category: .supplementaryView, kind: $0, identifier: identifier) }
            ?? ReusePool.Key(category: .cell, kind: CollectionElementKind.cell, identifier: identifier)
        return elements.pool.queuedCount(for: key)
    }
}
