import CollectionGeometry
import CollectionLayout
import Foundation
import ViewSystem

extension CollectionViewBase {
    /// Measures a newly configured view that sizes itself (`SelfSizer`), remembering which element it
    /// was measured for; a layout pass follows when the layout was invalidated.
    ///
    /// - Parameter attributes: the element's attributes in the layout's (unmirrored) coordinates.
    func selfSize(_ view: CollectionReusableView, attributes: CollectionViewLayoutAttributes) {
        selfSizing.noteMeasuring(view, for: ElementKey(attributes), generation: loaded.generation)
        let sizer = SelfSizer(layout: collectionViewLayout, window: window, traitCollection: traitCollection)
        let invalidated = sizer.size(view, attributes: attributes)
        selfSizing.measured(view)
        if invalidated { setNeedsLayout() }
    }

    /// A renderer answered measurements that `views` asked for in an earlier frame: each element a
    /// view was measured for is sized now (`SelfSizingCoordinator.elements(measuredBy:generation:)`).
    func measurementsArrived(for views: [View]) {
        for (view, key) in selfSizing.elements(measuredBy: views, generation: loaded.generation) {
            if let attributes = layoutAttributes(for: key) { selfSize(view, attributes: attributes) }
        }
    }

    /// Measures again the views on screen that asked for it since the last pass
    /// (`selfSizingInvalidation`): a content configuration they were given, or an invalidated size.
    /// Views no longer on screen are measured when they come back.
    /// - Complexity: O(requests) fittings.
    func measureRequestedViews() {
        for view in selfSizing.takeRequestedMeasurements() where view.superview != nil {
            guard let (measured, key) = selfSizing.element(measuredBy: view, generation: loaded.generation),
                  elements.visible[key] === measured, let attributes = layoutAttributes(for: key) else { continue }
            selfSize(measured, attributes: attributes)
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
