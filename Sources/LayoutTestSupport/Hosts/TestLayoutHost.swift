import Foundation
import CollectionData
import CollectionGeometry
import CollectionLayout
import TestSupport

/// A collection view stand-in for testing layouts without the engine: every property a layout reads
/// is settable, and diagnostics are collected.
@MainActor
public final class TestLayoutHost: CollectionViewLayoutHost {
    public var bounds: CGRect
    public var frame: CGRect { CGRect(origin: .zero, size: bounds.size) }
    public var contentOffset: CGPoint { bounds.origin }
    public var contentSize: CGSize = .zero
    public var contentInset: EdgeInsets = .zero
    /// Equal to `contentInset` unless set.
    public var adjustedContentInsetOverride: EdgeInsets?
    public var adjustedContentInset: EdgeInsets { adjustedContentInsetOverride ?? contentInset }
    public var safeAreaInsets: EdgeInsets = .zero
    public var layoutMargins: EdgeInsets = .zero
    public var effectiveUserInterfaceLayoutDirection: UserInterfaceLayoutDirection = .leftToRight
    public var traitCollection = TraitCollection()
    /// Items per section.
    public var counts: [Int]
    public var flowLayoutMetricsProvider: (any FlowLayoutMetricsProvider)?
    /// Every diagnostic a layout reported.
    public private(set) var diagnostics: [CollectionDiagnostic] = []

    /// The layout installed in this host.
    public private(set) var layout: CollectionViewLayout?

    /// Creates a host with `bounds` and `counts` items per section.
    public init(bounds: CGRect = CGRect(x: 0, y: 0, width: 320, height: 480), counts: [Int] = [0]) {
        self.bounds = bounds
        self.counts = counts
    }

    public var numberOfSections: Int { counts.count }

    public func numberOfItems(inSection section: Int) -> Int {
        counts.indices.contains(section) ? counts[section] : 0
    }

    public func layout(_ layout: CollectionViewLayout, didReport diagnostic: CollectionDiagnostic) {
        diagnostics.append(diagnostic)
    }

    /// Installs `layout` and prepares it.
    public func install(_ layout: CollectionViewLayout) {
        self.layout?.attach(to: nil)
        self.layout = layout
        layout.attach(to: self)
        prepare()
    }

    /// Prepares the installed layout if it was invalidated, and records its content size.
    @discardableResult
    public func prepare() -> Bool {
        guard let layout else { return false }
        let prepared = layout.prepareIfNeeded() != nil
        contentSize = layout.collectionViewContentSize
        return prepared
    }

    /// Moves the bounds as a scroll view would, running the layout's bounds-change invalidation.
    public func setBounds(_ newBounds: CGRect) {
        if let layout, layout.shouldInvalidateLayout(forBoundsChange: newBounds) {
            layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: newBounds))
        }
        bounds = newBounds
        prepare()
    }

    /// Removes the collected diagnostics.
    public func clearDiagnostics() { diagnostics.removeAll() }
}

/// A flow layout delegate made of closures; each `nil` closure falls back to the layout's property.
@MainActor
public final class TestFlowMetrics: FlowLayoutMetricsProvider {
    public var size: ((IndexPath) -> CGSize)?
    public var inset: ((Int) -> EdgeInsets)?
    public var lineSpacing: ((Int) -> CGFloat)?
    public var interitemSpacing: ((Int) -> CGFloat)?
    public var header: ((Int) -> CGSize)?
    public var footer: ((Int) -> CGSize)?

    public init() {}

    public func sizeForItem(at indexPath: IndexPath, in layout: CollectionViewFlowLayout) -> CGSize {
        size?(indexPath) ?? layout.itemSize
    }
    public func insetForSection(at section: Int, in layout: CollectionViewFlowLayout) -> EdgeInsets {
        inset?(section) ?? layout.sectionInset
    }
    public func minimumLineSpacingForSection(at section: Int, in layout: CollectionViewFlowLayout) -> CGFloat {
        lineSpacing?(section) ?? layout.minimumLineSpacing
    }
    public func minimumInteritemSpacingForSection(at section: Int, in layout: CollectionViewFlowLayout) -> CGFloat {
        interitemSpacing?(section) ?? layout.minimumInteritemSpacing
    }
    public func referenceSizeForHeader(inSection section: Int, in layout: CollectionViewFlowLayout) -> CGSize {
        header?(section) ?? layout.headerReferenceSize
    }
    public func referenceSizeForFooter(inSection section: Int, in layout: CollectionViewFlowLayout) -> CGSize {
        footer?(section) ?? layout.footerReferenceSize
    }
}
