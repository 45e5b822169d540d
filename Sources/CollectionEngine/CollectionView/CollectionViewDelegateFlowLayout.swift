import CollectionGeometry
import CollectionLayout
import Foundation
import ViewSystem

/// The per-item and per-section metrics a flow layout asks its collection view's delegate for (F5).
///
/// UIKit's `UICollectionViewDelegateFlowLayout`. Every method is optional; the defaults return the flow
/// layout's own properties, which is what UIKit uses for a method that is not implemented.
@MainActor
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
    /// The size of the item at `indexPath`.
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize
    /// The insets of `section`.
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        insetForSectionAt section: Int) -> EdgeInsets
    /// The minimum spacing between lines of `section`.
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat
    /// The minimum spacing between items on a line of `section`.
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    /// The size of the header of `section`; zero along the scroll direction means no header.
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize
    /// The size of the footer of `section`; zero along the scroll direction means no footer.
    func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize
}

extension CollectionViewDelegateFlowLayout {
    /// The flow layout's `itemSize`.
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> CGSize {
        (collectionViewLayout as? CollectionViewFlowLayout).map { FlowLayoutOwnMetrics.shared.sizeForItem(at: indexPath, in: $0) } ?? .zero
    }
    /// The flow layout's `sectionInset`.
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                               insetForSectionAt section: Int) -> EdgeInsets {
        (collectionViewLayout as? CollectionViewFlowLayout).map { FlowLayoutOwnMetrics.shared.insetForSection(at: section, in: $0) } ?? .zero
    }
    /// The flow layout's `minimumLineSpacing`.
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                               minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? CollectionViewFlowLayout).map { FlowLayoutOwnMetrics.shared.minimumLineSpacingForSection(at: section, in: $0) } ?? 0
    }
    /// The flow layout's `minimumInteritemSpacing`.
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                               minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? CollectionViewFlowLayout).map { FlowLayoutOwnMetrics.shared.minimumInteritemSpacingForSection(at: section, in: $0) } ?? 0
    }
    /// The flow layout's `headerReferenceSize`.
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                               referenceSizeForHeaderInSection section: Int) -> CGSize {
        (collectionViewLayout as? CollectionViewFlowLayout).map { FlowLayoutOwnMetrics.shared.referenceSizeForHeader(inSection: section, in: $0) } ?? .zero
    }
    /// The flow layout's `footerReferenceSize`.
    public func collectionView(_ collectionView: CollectionView, layout collectionViewLayout: CollectionViewLayout,
                               referenceSizeForFooterInSection section: Int) -> CGSize {
        (collectionViewLayout as? CollectionViewFlowLayout).map { FlowLayoutOwnMetrics.shared.referenceSizeForFooter(inSection: section, in: $0) } ?? .zero
    }
}

/// Presents a `CollectionViewDelegateFlowLayout` to the flow layout as its metrics provider.
@MainActor
final class FlowLayoutDelegateAdapter: FlowLayoutMetricsProvider {
    weak var collectionView: CollectionView?
    weak var delegate: (any CollectionViewDelegateFlowLayout)?

    init(collectionView: CollectionView, delegate: any CollectionViewDelegateFlowLayout) {
        self.collectionView = collectionView
        self.delegate = delegate
    }

    func sizeForItem(at indexPath: IndexPath, in layout: CollectionViewFlowLayout) -> CGSize {
        guard let collectionView, let delegate, collectionView.placeholders.placeholder(at: indexPath) == nil else {
            // A drop placeholder has no item to ask about: it takes the layout's item size.
            return FlowLayoutOwnMetrics.shared.sizeForItem(at: indexPath, in: layout)
        }
        // During an interactive movement the data source still has the items where they were.
        return delegate.collectionView(collectionView, layout: layout, sizeForItemAt: collectionView.dataSourceIndexPath(for: indexPath))
    }

    func insetForSection(at section: Int, in layout: CollectionViewFlowLayout) -> EdgeInsets {
        guard let collectionView, let delegate else { return FlowLayoutOwnMetrics.shared.insetForSection(at: section, in: layout) }
        return delegate.collectionView(collectionView, layout: layout, insetForSectionAt: section)
    }

    func minimumLineSpacingForSection(at section: Int, in layout: CollectionViewFlowLayout) -> CGFloat {
        guard let collectionView, let delegate else { return FlowLayoutOwnMetrics.shared.minimumLineSpacingForSection(at: section, in: layout) }
        return delegate.collectionView(collectionView, layout: layout, minimumLineSpacingForSectionAt: section)
    }

    func minimumInteritemSpacingForSection(at section: Int, in layout: CollectionViewFlowLayout) -> CGFloat {
        guard let collectionView, let delegate else { return FlowLayoutOwnMetrics.shared.minimumInteritemSpacingForSection(at: section, in: layout) }
        return delegate.collectionView(collectionView, layout: layout, minimumInteritemSpacingForSectionAt: section)
    }

    func referenceSizeForHeader(inSection section: Int, in layout: CollectionViewFlowLayout) -> CGSize {
        guard let collectionView, let delegate else { return FlowLayoutOwnMetrics.shared.referenceSizeForHeader(inSection: section, in: layout) }
        return delegate.collectionView(collectionView, layout: layout, referenceSizeForHeaderInSection: section)
    }

    func referenceSizeForFooter(inSection section: Int, in layout: CollectionViewFlowLayout) -> CGSize {
        guard let collectionView, let delegate else { return FlowLayoutOwnMetrics.shared.referenceSizeForFooter(inSection: section, in: layout) }
        return delegate.collectionView(collectionView, layout: layout, referenceSizeForFooterInSection: section)
    }
}
