import CollectionGeometry
import CollectionLayout
import Foundation
import ViewSystem

/// Measures a view that sizes itself and tells its layout when the size differs (F17, F27).
///
/// A value made for one measurement from what the collection view knows (its layout, its window, its
/// traits), so self-sizing asks nothing of the collection view: the caller learns from the answer
/// whether a layout pass is needed. The layout's invalidation carries the content-offset adjustment
/// that keeps the first visible element still, applied in that pass.
@MainActor
struct SelfSizer {
    /// The layout that placed the view, and that is told its preferred attributes.
    let layout: CollectionViewLayout
    /// The window whose renderer measures text (the view may not be in it yet).
    let window: Window?
    /// The traits a view outside the hierarchy is measured with (its collection view's).
    let traitCollection: TraitCollection

    /// Asks `view` for its preferred attributes and invalidates the layout when they differ; returns
    /// whether it did (a layout pass is then needed).
    ///
    /// - Parameter attributes: the element's attributes in the layout's (unmirrored) coordinates.
    func size(_ view: CollectionReusableView, attributes: CollectionViewLayoutAttributes) -> Bool {
        view.selfSizingAxes = layout.selfSizingAxes(for: attributes)
        let original = (attributes.copy() as? CollectionViewLayoutAttributes) ?? attributes
        let traits = view.superview == nil ? traitCollection : nil
        let preferred = MeasurementContext.$window.withValue(window) { () -> CollectionViewLayoutAttributes in
            MeasurementContext.$traitCollection.withValue(traits) {
                if let cell = view as? CollectionViewCell { cell.updateConfigurationIfNeeded() }
                return view.preferredLayoutAttributesFitting(original)
            }
        }
        guard preferred !== original || view.selfSizingAxes == nil else { return false }
        guard layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes) else { return false }
        layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: attributes))
        return true
    }
}
