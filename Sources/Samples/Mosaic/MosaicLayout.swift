import OpenCollectionView

/// The 2018 session's "mosaic feed" layout (F7, F8): a custom layout in four overrides.
///
/// Items are placed in bands `segmentHeight` high separated by `spacing`; each band is divided by a
/// `MosaicSegmentStyle` (full width, halves, two thirds + one third, one third + two thirds). All
/// attributes and the content bounds are cached in `prepare()`, and `layoutAttributesForElements(in:)`
/// answers with the library's sorted search (`SortedLayoutAttributes`) instead of filtering every item.
/// Only a change of the bounds size invalidates the layout. Frames are whole points.
@MainActor
open class MosaicLayout: CollectionViewLayout {
    /// The height of a band. The default is 200 points.
    public var segmentHeight: CGFloat = 200 { didSet { if oldValue != segmentHeight { invalidateLayout() } } }
    /// The gap between bands and between items of a band. The default is 1 point.
    public var spacing: CGFloat = 1 { didSet { if oldValue != spacing { invalidateLayout() } } }

    private var cache = SortedLayoutAttributes()
    private var contentBounds = CGRect.zero

    /// Creates a mosaic layout.
    public override init() {
        super.init()
    }

    /// Creates a mosaic layout; `coder` is ignored.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The mosaic is mirrored in right-to-left layouts.
    open override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }

    open override func prepare() {
        super.prepare()
        cache.removeAll(keepingCapacity: true)
        guard let collectionView else {
            contentBounds = .zero
            return
        }
        let width = collectionView.bounds.width.sanitizedLength
        let height = segmentHeight.sanitizedLength
        let gap = spacing.sanitizedLength
        let count = collectionView.numberOfItems(inSection: 0)
        contentBounds = CGRect(x: 0, y: 0, width: width, height: 0)
        var style = MosaicSegmentStyle.fullWidth
        var item = 0
        var top: CGFloat = 0
        while item < count {
            let band = CGRect(x: 0, y: top, width: width, height: height)
            for frame in Self.frames(of: band, style: style, spacing: gap) where item < count {
                let attributes = CollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
                attributes.frame = frame
                cache.append(attributes)
                item += 1
            }
            contentBounds = contentBounds.union(band)
            top = band.maxY + gap
            style = style.next(remaining: count - item)
        }
    }

    open override var collectionViewContentSize: CGSize { contentBounds.size }

    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        cache.elements(in: rect)
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard indexPath.isCollectionIndexPath, indexPath.section == 0, indexPath.item >= 0, indexPath.item < cache.count else { return nil }
        return cache[indexPath.item]
    }

    /// Only a change of size needs a new layout; scrolling does not.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return newBounds.size != collectionView.bounds.size
    }

    /// The frames of the items of one band, left to right, top to bottom, in whole points.
    public static func frames(of band: CGRect, style: MosaicSegmentStyle, spacing: CGFloat) -> [CGRect] {
        switch style {
        case .fullWidth:
            return [band]
        case .fiftyFifty:
            let (left, right) = split(band, fraction: 1.0 / 2.0, vertically: false, spacing: spacing)
            return [left, right]
        case .twoThirdsOneThird:
            let (large, column) = split(band, fraction: 2.0 / 3.0, vertically: false, spacing: spacing)
            let (upper, lower) = split(column, fraction: 1.0 / 2.0, vertically: true, spacing: spacing)
            return [large, upper, lower]
        case .oneThirdTwoThirds:
            let (column, large) = split(band, fraction: 1.0 / 3.0, vertically: false, spacing: spacing)
            let (upper, lower) = split(column, fraction: 1.0 / 2.0, vertically: true, spacing: spacing)
            return [upper, lower, large]
        }
    }

    /// Cuts `rect` at a whole-point `fraction` of its width (or height), leaving `spacing` between the parts.
    private static func split(_ rect: CGRect, fraction: CGFloat, vertically: Bool, spacing: CGFloat) -> (CGRect, CGRect) {
        let length = vertically ? rect.height : rect.width
        let first = ((length - spacing) * fraction).rounded(.down)
        let second = Swift.max(0, length - spacing - first)
        if vertically {
            return (CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: first),
                    CGRect(x: rect.minX, y: rect.minY + first + spacing, width: rect.width, height: second))
        }
        return (CGRect(x: rect.minX, y: rect.minY, width: first, height: rect.height),
                CGRect(x: rect.minX + first + spacing, y: rect.minY, width: second, height: rect.height))
    }
}
