import OpenCollectionView

/// The 2018 session's "friends list" layout (F6): a flow layout whose `prepare()` derives the item
/// size from the collection view's bounds.
///
/// One row per person, `cellHeight` high, when the safe area is narrower than two columns; otherwise
/// as many columns of at least `minimumColumnWidth` as fit, recomputed whenever the bounds size
/// changes (rotation, window resize). Section inset at the top, measured from the safe area.
@MainActor
open class ColumnFlowLayout: CollectionViewFlowLayout {
    /// The narrowest a column may be. The default is 300 points, as in the session.
    public var minimumColumnWidth: CGFloat = 300 {
        didSet { if oldValue != minimumColumnWidth { invalidateLayout() } }
    }
    /// The height of every row. The default is 70 points, as in the session.
    public var cellHeight: CGFloat = 70 {
        didSet { if oldValue != cellHeight { invalidateLayout() } }
    }

    /// Creates the layout with the session's metrics.
    public override init() {
        super.init()
        sectionInsetReference = .fromSafeArea
    }

    /// Creates the layout; `coder` is ignored.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        sectionInsetReference = .fromSafeArea
    }

    /// The number of columns for a safe-area width: as many of at least `minimumColumnWidth`, with
    /// `minimumInteritemSpacing` between them, as fit; at least one.
    public func numberOfColumns(forAvailableWidth width: CGFloat) -> Int {
        let spacing = minimumInteritemSpacing.sanitizedLength
        let columnWidth = Swift.max(1, minimumColumnWidth.sanitizedLength)
        let fitting = Int(((width.sanitizedLength + spacing) / (columnWidth + spacing)).rounded(.down))
        return Swift.max(1, fitting)
    }

    open override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        let available = collectionView.bounds.inset(by: collectionView.safeAreaInsets).width.sanitizedLength
        let columns = numberOfColumns(forAvailableWidth: available)
        let spacing = minimumInteritemSpacing.sanitizedLength
        let width = ((available - spacing * CGFloat(columns - 1)) / CGFloat(columns)).rounded(.down)
        itemSize = CGSize(width: Swift.max(0, width), height: cellHeight)
        sectionInset = EdgeInsets(top: minimumInteritemSpacing, left: 0, bottom: 0, right: 0)
        sectionInsetReference = .fromSafeArea
    }
}
