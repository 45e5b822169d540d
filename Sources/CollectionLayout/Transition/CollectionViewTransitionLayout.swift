import CollectionGeometry
import Foundation

/// A layout between two layouts, `transitionProgress` of the way from `currentLayout` to `nextLayout`
/// (`UICollectionViewTransitionLayout`, F3).
///
/// The collection view installs one in `startInteractiveTransition(to:completion:)`; drive
/// `transitionProgress` from a gesture, then finish or cancel the transition. Each element's frame,
/// alpha and affine transform are interpolated between its attributes in the two layouts; an element
/// only one layout has fades in (or out) where that layout puts it. `updateValue(_:forAnimatedKey:)`
/// keeps values of your own that move with the progress.
///
/// Differences from UIKit: a rectangle query returns the elements either layout has in the rectangle
/// (by their attributes there), so an element that only crosses the rectangle midway is found when
/// the rectangle overlaps where it starts or ends.
open class CollectionViewTransitionLayout: CollectionViewLayout {
    /// The layout the transition starts from.
    public let currentLayout: CollectionViewLayout
    /// The layout the transition goes to.
    public let nextLayout: CollectionViewLayout
    private var animatedValues: [String: CGFloat] = [:]

    /// How far the transition has gone, 0…1 (values outside are clamped, NaN is ignored); setting it
    /// invalidates the layout.
    open var transitionProgress: CGFloat = 0 {
        didSet {
            if transitionProgress.isNaN { transitionProgress = oldValue }
            transitionProgress = Swift.min(1, Swift.max(0, transitionProgress))
            if transitionProgress != oldValue { invalidateLayout() }
        }
    }

    /// Creates a transition from `currentLayout` to `nextLayout`.
    public init(currentLayout: CollectionViewLayout, nextLayout: CollectionViewLayout) {
        self.currentLayout = currentLayout
        self.nextLayout = nextLayout
        super.init()
    }

    /// Archives are not supported: a transition cannot be decoded.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Sets a value of your own for `key` (NaN and infinite values are ignored).
    open func updateValue(_ value: CGFloat, forAnimatedKey key: String) {
        guard value.isFinite else { return }
        animatedValues[key] = value
    }

    /// The value set for `key`, or 0.
    open func value(forAnimatedKey key: String) -> CGFloat {
        animatedValues[key] ?? 0
    }

    open override var flipsHorizontallyInOppositeLayoutDirection: Bool {
        currentLayout.flipsHorizontallyInOppositeLayoutDirection
    }

    open override func prepare() {
        super.prepare()
        for layout in [currentLayout, nextLayout] {
            if layout.host !== host { layout.attach(to: host) }
            _ = layout.prepareIfNeeded()
        }
    }

    open override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        if context.invalidateEverything || context.invalidateDataSourceCounts {
            for layout in [currentLayout, nextLayout] {
                let forwarded = layout.makeInvalidationContext()
                forwarded.invalidateEverything = context.invalidateEverything
                forwarded.invalidateDataSourceCounts = context.invalidateDataSourceCounts
                layout.invalidateLayout(with: forwarded)
            }
        }
        super.invalidateLayout(with: context)
    }

    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        let current = currentLayout.shouldInvalidateLayout(forBoundsChange: newBounds)
        let next = nextLayout.shouldInvalidateLayout(forBoundsChange: newBounds)
        if current { currentLayout.invalidateLayout(with: currentLayout.invalidationContext(forBoundsChange: newBounds)) }
        if next { nextLayout.invalidateLayout(with: nextLayout.invalidationContext(forBoundsChange: newBounds)) }
        return current || next
    }

    open override var collectionViewContentSize: CGSize {
        let from = currentLayout.collectionViewContentSize, to = nextLayout.collectionViewContentSize
        return CGSize(width: mix(from.width, to.width), height: mix(from.height, to.height))
    }

    /// - Complexity: the two layouts' queries, plus one item query per element only one of them returned.
    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        var order: [ElementKey] = []
        var seen = Set<ElementKey>()
        for attributes in (currentLayout.layoutAttributesForElements(in: rect) ?? []) + (nextLayout.layoutAttributesForElements(in: rect) ?? []) {
            let key = ElementKey(attributes)
            if seen.insert(key).inserted { order.append(key) }
        }
        return order.compactMap { attributes(for: $0) }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        attributes(for: ElementKey(category: .cell, kind: "", indexPath: indexPath))
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        attributes(for: ElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath))
    }

    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        attributes(for: ElementKey(category: .decorationView, kind: elementKind, indexPath: indexPath))
    }

    // MARK: Interpolation

    private func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * transitionProgress }

    private func attributes(for key: ElementKey, in layout: CollectionViewLayout) -> CollectionViewLayoutAttributes? {
        let attributes: CollectionViewLayoutAttributes? = switch key.category {
        case .cell: layout.layoutAttributesForItem(at: key.indexPath)
        case .supplementaryView: layout.layoutAttributesForSupplementaryView(ofKind: key.kind, at: key.indexPath)
        case .decorationView: layout.layoutAttributesForDecorationView(ofKind: key.kind, at: key.indexPath)
        }
        return attributes.flatMap { $0.frame.isUsableFrame ? $0 : nil }
    }

    private func attributes(for key: ElementKey) -> CollectionViewLayoutAttributes? {
        let from = attributes(for: key, in: currentLayout), to = attributes(for: key, in: nextLayout)
        guard let base = from ?? to, let result = base.copy() as? CollectionViewLayoutAttributes else { return nil }
        let start = from ?? to!, end = to ?? from!
        result.frame = CGRect(x: mix(start.frame.minX, end.frame.minX), y: mix(start.frame.minY, end.frame.minY),
                              width: mix(start.frame.width, end.frame.width), height: mix(start.frame.height, end.frame.height))
        result.alpha = mix(from?.alpha ?? 0, to?.alpha ?? 0)
        if start.transform3D.isAffine, end.transform3D.isAffine {
            let a = start.transform3D.affineTransform, b = end.transform3D.affineTransform
            result.transform3D = Transform3D(CGAffineTransform(a: mix(a.a, b.a), b: mix(a.b, b.b), c: mix(a.c, b.c), d: mix(a.d, b.d),
                                                               tx: mix(a.tx, b.tx), ty: mix(a.ty, b.ty)))
        }
        result.zIndex = transitionProgress < 0.5 ? start.zIndex : end.zIndex
        return result
    }
}
