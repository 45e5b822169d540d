import CollectionGeometry
import CollectionLayout
import Foundation
import ViewSystem

extension CollectionViewBase {
    /// Asks a newly configured view for its preferred attributes and tells the layout when they differ
    /// (SPEC F17, F27). The layout's invalidation carries the content-offset adjustment that keeps the
    /// first visible element still, applied in the next layout pass.
    ///
    /// - Parameter attributes: the element's attributes in the layout's (unmirrored) coordinates.
    func selfSize(_ view: CollectionReusableView, attributes: CollectionViewLayoutAttributes) {
        let layout = collectionViewLayout
        view.selfSizedElement = (ElementKey(attributes), loaded.generation)
        view.selfSizingAxes = layout.selfSizingAxes(for: attributes)
        view.sizingWindow = window
        view.selfSizingHost = self
        if let cell = view as? CollectionViewCell { cell.updateConfigurationIfNeeded() }
        let original = (attributes.copy() as? CollectionViewLayoutAttributes) ?? attributes
        let preferred = view.preferredLayoutAttributesFitting(original)
        guard preferred !== original || view.selfSizingAxes == nil else { return }
        guard layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes) else { return }
        layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes))
        setNeedsLayout()
    }

    /// A renderer answered a measurement for `view` after a frame: size the element it was asked for
    /// now — even when the view has since been recycled (it is not reused until it is dequeued, and
    /// a dequeue asks a new question), unless index paths changed meanwhile.
    func selfSizingMeasurementArrived(for view: CollectionReusableView) {
        guard let element = view.selfSizedElement, element.generation == loaded.generation,
              let attributes = layoutAttributes(for: element.key) else { return }
        selfSize(view, attributes: attributes)
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
