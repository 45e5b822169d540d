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
    package var preferredItemSizes: [IndexPath: CGSize] = [:]
    /// Sections whose header or footer got another size (a table's self-sizing header): their
    /// header and footer sizes are asked for again and they are laid out again, as self-sized cells'
    /// sections are.
    package var sectionsWithResizedSupplementaries: Set<Int> = []

    /// Also only when neither the delegate's metrics nor the attributes are recomputed and no cell,
    /// header or footer sized itself.
    package override var invalidatesOnlySupplementaryElements: Bool {
        super.invalidatesOnlySupplementaryElements && !invalidateFlowLayoutDelegateMetrics && !invalidateFlowLayoutAttributes
            && preferredItemSizes.isEmpty && sectionsWithResizedSupplementaries.isEmpty
    }

    /// Creates a context that invalidates the delegate metrics and the attributes.
    public required init() {
        super.init()
    }
}
