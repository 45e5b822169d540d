import CollectionGeometry
import Foundation

/// The per-item and per-section answers a flow layout asks its collection view's delegate for.
///
/// UIKit's flow layout asks `collectionView.delegate` as a `UICollectionViewDelegateFlowLayout`. The
/// layout module cannot see the engine's delegate protocol, so it asks its host for one of these:
/// `CollectionView` adapts its `CollectionViewDelegateFlowLayout` delegate, and a test host can
/// implement the methods it needs. Every method defaults to the layout's own property, which is what
/// UIKit does for a delegate method that is not implemented.
@MainActor
public protocol FlowLayoutMetricsProvider: AnyObject {
    /// The size of the item at `indexPath` (`collectionView(_:layout:sizeForItemAt:)`).
    func sizeForItem(at indexPath: IndexPath, in layout: CollectionViewFlowLayout) -> CGSize
    /// The insets of `section` (`collectionView(_:layout:insetForSectionAt:)`).
    func insetForSection(at section: Int, in layout: CollectionViewFlowLayout) -> EdgeInsets
    /// The spacing between lines of `section` (`…minimumLineSpacingForSectionAt:`).
    func minimumLineSpacingForSection(at section: Int, in layout: CollectionViewFlowLayout) -> CGFloat
    /// The spacing between items on a line of `section` (`…minimumInteritemSpacingForSectionAt:`).
    func minimumInteritemSpacingForSection(at section: Int, in layout: CollectionViewFlowLayout) -> CGFloat
    /// The header size of `section` (`…referenceSizeForHeaderInSection:`).
    func referenceSizeForHeader(inSection section: Int, in layout: CollectionViewFlowLayout) -> CGSize
    /// The footer size of `section` (`…referenceSizeForFooterInSection:`).
    func referenceSizeForFooter(inSection section: Int, in layout: CollectionViewFlowLayout) -> CGSize
}

extension FlowLayoutMetricsProvider {
    /// The layout's `itemSize`.
    public func sizeForItem(at indexPath: IndexPath, in layout: CollectionViewFlowLayout) -> CGSize { layout.itemSize }
    /// The layout's `sectionInset`.
    public func insetForSection(at section: Int, in layout: CollectionViewFlowLayout) -> EdgeInsets { layout.sectionInset }
    /// The layout's `minimumLineSpacing`.
    public func minimumLineSpacingForSection(at section: Int, in layout: CollectionViewFlowLayout) -> CGFloat {
        layout.minimumLineSpacing
    }
    /// The layout's `minimumInteritemSpacing`.
    public func minimumInteritemSpacingForSection(at section: Int, in layout: CollectionViewFlowLayout) -> CGFloat {
        layout.minimumInteritemSpacing
    }
    /// The layout's `headerReferenceSize`.
    public func referenceSizeForHeader(inSection section: Int, in layout: CollectionViewFlowLayout) -> CGSize {
        layout.headerReferenceSize
    }
    /// The layout's `footerReferenceSize`.
    public func referenceSizeForFooter(inSection section: Int, in layout: CollectionViewFlowLayout) -> CGSize {
        layout.footerReferenceSize
    }
}

/// A provider with no answers of its own: every metric is the flow layout's own property (the
/// defaults above). The one place the flow delegate's defaults and fallbacks take their values from.
@MainActor
package final class FlowLayoutOwnMetrics: FlowLayoutMetricsProvider {
    package static let shared = FlowLayoutOwnMetrics()
}
