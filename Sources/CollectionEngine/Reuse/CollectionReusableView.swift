import CollectionGeometry
import CollectionLayout
import Foundation

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
    public package(set) var zIndex = 0

    /// Creates a view with the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a view with a zero frame; `coder` is ignored.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The z order renderers use: the applied attributes' `zIndex`.
    open override var renderZIndex: Int { zIndex }

    /// Called when the view is dequeued again, before it is handed out: reset its state here.
    /// The default does nothing.
    open func prepareForReuse() {}

    /// Receives the attributes the collection view applied (geometry and appearance are already set).
    /// The default does nothing.
    open func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {}

    /// Applies geometry, appearance and z order from `attributes`, then calls `apply(_:)`.
    package func applyLayoutAttributes(_ attributes: CollectionViewLayoutAttributes) {
        bounds = CGRect(origin: bounds.origin, size: attributes.size)
        center = attributes.center
        transform3D = attributes.transform3D
        alpha = attributes.alpha
        isHidden = attributes.isHidden
        zIndex = attributes.zIndex
        appliedLayoutAttributes = attributes
        apply(attributes)
    }
}
