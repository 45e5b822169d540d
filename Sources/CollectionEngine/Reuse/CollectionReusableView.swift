import CollectionGeometry
import CollectionLayout
import Foundation
import ViewSystem

/// A view the collection view recycles: the base of cells, supplementary and decoration views.
///
/// UIKit's `UICollectionReusableView`.
@MainActor
open class CollectionReusableView: View {
    /// The identifier the view was dequeued with.
    public package(set) var reuseIdentifier: String?

    /// The attributes last applied to the view by the collection view.
    public package(set) var appliedLayoutAttributes: CollectionViewLayoutAttributes?

    /// The view's position on the z axis, from the last applied attributes.
    public package(set) var zIndex = 0 {
        didSet { if oldValue != zIndex { setNeedsDisplay() } }
    }

    /// Creates a view with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a view with a zero frame; `coder` is ignored.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates a view with a zero frame (calls `init(frame:)`, so subclasses' overrides run).
    ///
    /// The collection view makes registered classes through it, as UIKit does through `init(frame:)`;
    /// a subclass that overrides `init(frame:)` and `init?(coder:)` — the usual cell — inherits it.
    public required convenience init() {
        self.init(frame: .zero)
    }

    /// The axes the collection view measures this view along (set before `preferredLayoutAttributesFitting(_:)`).
    package var selfSizingAxes: SelfSizingAxes?

    /// The attributes the view wants, given the ones the layout proposed (F17).
    ///
    /// The default measures the view along the axes the layout estimates — its content configuration
    /// through the renderer, or `sizeThatFits(_:)` — keeping the other axes as proposed. Override it to
    /// size the view yourself. When the renderer answers later (a browser), the proposed attributes are
    /// returned now and the collection view asks again when the answer arrives.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        guard let axes = selfSizingAxes, axes.width || axes.height else { return layoutAttributes }
        let proposed = layoutAttributes.size
        let fitted = systemLayoutSizeFitting(fittingTarget(proposed: proposed, axes: axes),
                                             withHorizontalFittingPriority: axes.width ? .fittingSizeLevel : .required,
                                             verticalFittingPriority: axes.height ? .fittingSizeLevel : .required)
        // A measurement still on its way (a browser answers a frame later) is not a size of zero: the
        // proposed attributes stand until the answer comes and the collection view asks again.
        guard fitted.isUsableSize, !awaitsContentMeasurement else { return layoutAttributes }
        let preferred = (layoutAttributes.copy() as? CollectionViewLayoutAttributes) ?? layoutAttributes
        preferred.size = CGSize(width: axes.width ? fitted.width : proposed.width, height: axes.height ? fitted.height : proposed.height)
        return preferred
    }

    /// The size the default `preferredLayoutAttributesFitting(_:)` fits around: the proposed one (a
    /// collection view's estimate). A table row fits from a compressed height, as UIKit's does.
    func fittingTarget(proposed: CGSize, axes: SelfSizingAxes) -> CGSize { proposed }

    /// The z order renderers use: the applied attributes' `zIndex`.
    open override var renderZIndex: Int { zIndex }

    /// Called when the view is dequeued again, before it is handed out: reset its state here.
    /// The default does nothing.
    open func prepareForReuse() {}

    /// Called on each view on screen before `setCollectionViewLayout(_:animated:)` moves the collection
    /// view from `oldLayout` to `newLayout`. The default does nothing.
    open func willTransition(from oldLayout: CollectionViewLayout, to newLayout: CollectionViewLayout) {}

    /// Called on each view on screen once the move to `newLayout` has finished (after its animation).
    /// The default does nothing.
    open func didTransition(from oldLayout: CollectionViewLayout, to newLayout: CollectionViewLayout) {}

    /// Resets what the engine gave the view (a cell's swipe actions), then calls `prepareForReuse()`.
    package func recycle() {
        resetEngineState()
        prepareForReuse()
    }

    /// Clears state the engine set on the view; subclasses in the engine extend it.
    func resetEngineState() {}

    /// Receives the attributes the collection view applied (geometry and appearance are already set).
    /// The default does nothing.
    open func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {}

    /// The element kind this view was last dequeued for (supplementary views), to catch a view
    /// registered for one kind handed back for another.
    var dequeuedElementKind: String?

    /// Applies geometry, appearance and z order from `attributes`, then calls `apply(_:)`.
    func applyLayoutAttributes(_ attributes: CollectionViewLayoutAttributes) {
        bounds = CGRect(origin: bounds.origin, size: attributes.size)
        center = attributes.center
        transform3D = attributes.transform3D
        alpha = attributes.alpha
        isHidden = attributes.isHidden
        zIndex = attributes.zIndex
        // Geometry marks only itself for the renderer; what the view tells assistive technologies
        // (its place among the items, a header's trait) follows the element it now shows.
        if let applied = appliedLayoutAttributes, applied.indexPath != attributes.indexPath
            || applied.representedElementCategory != attributes.representedElementCategory
            || applied.representedElementKind != attributes.representedElementKind {
            needsRenderUpdate = true
        }
        appliedLayoutAttributes = attributes
        // A cell is an item to assistive technologies, placed among its section's items; a cell shown
        // as a supplementary view (a list header made of a list cell) is no item.
        if self is CollectionViewCell { accessibilityKind = attributes.representedElementCategory == .cell ? .item : .element }
        apply(attributes)
    }
}
