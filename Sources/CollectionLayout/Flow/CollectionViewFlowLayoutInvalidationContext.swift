import Foundation

/// The invalidation context of `CollectionViewFlowLayout`.
///
/// UIKit's `UICollectionViewFlowLayoutInvalidationContext`: a context that says whether the flow layout
/// must ask its delegate again for sizes and spacings, and whether it must recompute its attributes.
/// Both default to `true`; a scroll with pinned headers and a self-sized cell set both to `false`.
@MainActor
open class CollectionViewFlowLayoutInvalidationContext: CollectionViewLayoutInvalidationContext {
    /// Whether the delegate's sizes, insets and spacings must be asked for again. The default is `true`.
    open var invalidateFlowLayoutDelegateMetrics = true
    /// Whether the layout's attributes must be recomputed. The default is `true`.
    open var invalidateFlowLayoutAttributes = true

    /// Sizes self-sized cells asked for, applied when the context is used.
    var preferredItemSizes: [IndexPath: CGSize] = [:]
    /// Extents (heights, in a table) that self-sizing headers and footers measured, by element,
    /// applied when the context is used: a subclass that keeps them records them in
    /// `invalidateLayout(with:)` before calling `super`, and their sections are laid out again, as
    /// self-sized cells' sections are.
    var preferredSupplementaryExtents: [ElementKey: CGFloat] = [:]

    /// The sections whose header or footer measured another extent.
    var sectionsWithResizedSupplementaries: Set<Int> {
        Set(preferredSupplementaryExtents.keys.compactMap(\.indexPath.first))
    }

    /// Also only when neither the delegate's metrics nor the attributes are recomputed and no cell,
    /// header or footer sized itself.
    override var invalidatesOnlySupplementaryElements: Bool {
        super.invalidatesOnlySupplementaryElements && !invalidateFlowLayoutDelegateMetrics && !invalidateFlowLayoutAttributes
            && preferredItemSizes.isEmpty && preferredSupplementaryExtents.isEmpty
    }

    /// Creates a context that invalidates the delegate metrics and the attributes.
    public required init() {
        super.init()
    }
}
