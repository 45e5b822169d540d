import OpenCollectionView

extension CollectionViewFlowLayout {
    /// The gallery's flow layouts: the same spacing between items and lines, the same inset on every
    /// side, and `itemSize` when given (else the default, or the delegate's sizes).
    @MainActor
    static func gallery(itemSize: CGSize? = nil, spacing: CGFloat, inset: CGFloat) -> CollectionViewFlowLayout {
        let layout = CollectionViewFlowLayout()
        if let itemSize { layout.itemSize = itemSize }
        layout.minimumInteritemSpacing = spacing
        layout.minimumLineSpacing = spacing
        layout.sectionInset = EdgeInsets(top: inset, left: inset, bottom: inset, right: inset)
        return layout
    }
}
