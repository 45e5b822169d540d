import CollectionData
import CollectionGeometry
import Foundation
import ViewSystem

/// The index: titles from the data source (`indexTitles(for:)`) in a strip at the trailing edge of
/// the visible area, as a table's section index looks; pressing or dragging along it scrolls to the
/// item the data source names for the title (`collectionView(_:indexPathForIndexTitle:at:)`).
///
/// Differences from UIKit (which documents neither): the strip lies over the content without
/// narrowing cells (give list sections room with their content insets if rows have trailing
/// accessories), and an item first in its section scrolls its section's header to the top.
extension CollectionView {
    /// What the index shows, line by line — titles, and bullets where titles were thinned — and the
    /// strip's frame; empty and `nil` without an index. For tests.
    package var indexTitleLines: [String] { indexTitlesView?.shownLines ?? [] }
    package var indexTitlesFrame: CGRect? { indexTitlesView?.frame }

    /// Updates the strip from the data source when asked to, then places it.
    func layoutIndexTitles() {
        if needsIndexTitles {
            needsIndexTitles = false
            indexTitlesView = SectionIndexView.updated(indexTitlesView, titles: dataSource?.indexTitles(for: self) ?? []) {
                [weak self] index in self?.indexTitleSelected(at: index)
            }
        }
        guard let strip = indexTitlesView else { return }
        strip.titleColor = tintColor
        placeIndexTitles()
    }

    /// Keeps the strip at the trailing edge of the visible area, above the content.
    func placeIndexTitles() {
        indexTitlesView?.place(in: self)
    }

    /// Scrolls to the item the data source names for the title at `index`: to the top (the leading
    /// edge when the layout scrolls sideways), or its section's header when it is the first item.
    func indexTitleSelected(at index: Int) {
        guard let dataSource, let strip = indexTitlesView, strip.titles.indices.contains(index) else { return }
        let title = strip.titles[index]
        let indexPath = dataSource.collectionView(self, indexPathForIndexTitle: title, at: index)
        guard containsItem(at: indexPath) else {
            report(.dataSource, "collectionView(_:indexPathForIndexTitle:at:) returned \(indexPath.collectionDescription) for the title \"\(title)\" at \(index), which names no item of the collection view",
                   recovery: "the collection view did not scroll")
            return
        }
        if scrollsAlongY, indexPath.item == 0,
           let header = layoutAttributesForSupplementaryElement(ofKind: Self.elementKindSectionHeader, at: indexPath)?.frame,
           !header.isEmpty {
            scrollVertically(toContentAt: header.minY)
        } else {
            scrollToItem(at: indexPath, at: scrollsAlongY ? .top : .left, animated: false)
        }
    }
}
