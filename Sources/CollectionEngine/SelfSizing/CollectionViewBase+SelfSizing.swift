import CollectionGeometry
import CollectionLayout
import Foundation
import ViewSystem

extension CollectionViewBase {
    /// Asks a newly configured view for its preferred attributes and tells the layout when they differ
    /// (F17, F27). The layout's invalidation carries the content-offset adjustment that keeps the
    /// first visible element still, applied in the next layout pass.
    ///
    /// - Parameter attributes: the element's attributes in the layout's (unmirrored) coordinates.
    func selfSize(_ view: CollectionReusableView, attributes: CollectionViewLayoutAttributes) {
        let layout = collectionViewLayout
        selfSizing.noteMeasuring(view, for: ElementKey(attributes), generation: loaded.generation)
        view.selfSizingAxes = layout.selfSizingAxes(for: attributes)
        let original = (attributes.copy() as? CollectionViewLayoutAttributes) ?? attributes
        // The view may not be in the window yet: measuring uses this collection view's window.
        let traits = view.superview == nil ? traitCollection : nil
        let preferred = MeasurementContext.$window.withValue(window) { () -> CollectionViewLayoutAttributes in
            MeasurementContext.$traitCollection.withValue(traits) {
                if let cell = view as? CollectionViewCell { cell.updateConfigurationIfNeeded() }
                return view.preferredLayoutAttributesFitting(original)
            }
        }
        guard preferred !== original || view.selfSizingAxes == nil else { return }
        guard layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes) else { return }
        layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes))
        setNeedsLayout()
    }

    /// A renderer answered measurements that `views` asked for in an earlier frame: each element a
    /// view was measured for is sized now — even when the view has since been recycled (it is not
    /// reused until it is dequeued, and a dequeue asks a new question), unless index paths changed.
    func measurementsArrived(for views: [View]) {
        var sized = Set<ObjectIdentifier>()
        for view in views {
            // The answer may be for a view inside the measured one (a label in a cell).
            var current: View? = view
            while let candidate = current {
                if let (measured, key) = selfSizing.element(measuredBy: candidate, generation: loaded.generation) {
                    if sized.insert(ObjectIdentifier(measured)).inserted, let attributes = layoutAttributes(for: key) {
                        selfSize(measured, attributes: attributes)
                    }
                    break
                }
                current = candidate.superview
            }
        }
    }

    /// The reader's text size changed (the cells' fonts followed it through their traits): every view
    /// on screen or kept that sizes itself is measured again, as UIKit asks visible cells for their
    /// preferred attributes again, and off-screen views measured at the old size are let go.
    /// - Complexity: O(placed views) fittings.
    func remeasureForContentSizeCategory() {
        guard window != nil else { return }
        elements.discardOffscreen()
        for (key, view) in elements.visible where view.selfSizingAxes != nil {
            if let attributes = layoutAttributes(for: key) { selfSize(view, attributes: attributes) }
        }
        setNeedsLayout()
    }

    /// The layout's current attributes for an element, in the layout's coordinates.
    func layoutAttributes(for key: ElementKey) -> CollectionViewLayoutAttributes? {
        switch key.category {
        case .cell: collectionViewLayout.layoutAttributesForItem(at: key.indexPath)
        case .supplementaryView: collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: key.kind, at: key.indexPath)
        case .decorationView: collectionViewLayout.layoutAttributesForDecorationView(ofKind: key.kind, at: key.indexPath)
        }
    }
}
