import CollectionGeometry
import CollectionData
import CollectionLayout
import LayoutTestSupport
import TestSupport
import Foundation
import Testing

/// A custom layout that records the contract's calls, as a UIKit subclass would override them.
@MainActor
final class RecordingLayout: CollectionViewLayout {
    var calls: [String] = []
    var frames: [IndexPath: CGRect] = [:]

    override func prepare() {
        super.prepare()
        calls.append("prepare")
    }

    override func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        calls.append("invalidate everything=\(context.invalidateEverything) counts=\(context.invalidateDataSourceCounts)")
        super.invalidateLayout(with: context)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        frames.filter { $0.value.intersects(rect) }.map { path, frame in
            let attributes = CollectionViewLayoutAttributes(forCellWith: path)
            attributes.frame = frame
            return attributes
        }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard let frame = frames[indexPath] else { return nil }
        let attributes = CollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frame
        return attributes
    }
}

final class CustomContext: CollectionViewLayoutInvalidationContext {}

@MainActor
final class CustomClassesLayout: CollectionViewLayout {
    override class var invalidationContextClass: AnyClass { CustomContext.self }
    override class var layoutAttributesClass: AnyClass { BadgeAttributes.self }
}

@MainActor
final class WrongClassesLayout: CollectionViewLayout {
    override class var invalidationContextClass: AnyClass { NSObject.self }
    override class var layoutAttributesClass: AnyClass { NSObject.self }
}

@Suite("CollectionViewLayout: UIKit's base contract")
@MainActor
struct CollectionViewLayoutTests {
    @Test("when a base layout is queried, then it answers UIKit's defaults")
    func defaults() {
        let layout = CollectionViewLayout()
        let path = IndexPath(item: 0, section: 0)
        #expect(layout.collectionViewContentSize == .zero)
        #expect(layout.layoutAttributesForElements(in: .infinite) == nil)
        #expect(layout.layoutAttributesForItem(at: path) == nil)
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "k", at: path) == nil)
        #expect(layout.layoutAttributesForDecorationView(ofKind: "k", at: path) == nil)
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 999, height: 999)))
        #expect(layout.initialLayoutAttributesForAppearingItem(at: path) == nil)
        #expect(layout.finalLayoutAttributesForDisappearingItem(at: path) == nil)
        #expect(layout.initialLayoutAttributesForAppearingSupplementaryElement(ofKind: "k", at: path) == nil)
        #expect(layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: "k", at: path) == nil)
        #expect(layout.initialLayoutAttributesForAppearingDecorationElement(ofKind: "k", at: path) == nil)
        #expect(layout.finalLayoutAttributesForDisappearingDecorationElement(ofKind: "k", at: path) == nil)
        #expect(layout.indexPathsToInsertForSupplementaryView(ofKind: "k").isEmpty)
        #expect(layout.indexPathsToDeleteForSupplementaryView(ofKind: "k").isEmpty)
        #expect(layout.indexPathsToInsertForDecorationView(ofKind: "k").isEmpty)
        #expect(layout.indexPathsToDeleteForDecorationView(ofKind: "k").isEmpty)
        let proposed = CGPoint(x: 12, y: 34)
        #expect(layout.targetContentOffset(forProposedContentOffset: proposed) == proposed)
        #expect(layout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: CGPoint(x: 0, y: 3)) == proposed)
        #expect(!layout.flipsHorizontallyInOppositeLayoutDirection)
        #expect(layout.developmentLayoutDirection == .leftToRight)
        #expect(layout.collectionView == nil)
        let preferred = CollectionViewLayoutAttributes(forCellWith: path)
        preferred.size = CGSize(width: 5, height: 5)
        #expect(!layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: CollectionViewLayoutAttributes(forCellWith: path)))
        // The remaining hooks exist and do nothing by default.
        layout.prepare(forCollectionViewUpdates: [CollectionViewUpdateItem(action: .insert, indexPathBeforeUpdate: nil, indexPathAfterUpdate: path)])
        layout.finalizeCollectionViewUpdates()
        layout.prepare(forAnimatedBoundsChange: .zero)
        layout.finalizeAnimatedBoundsChange()
        layout.prepareForTransition(to: CollectionViewLayout())
        layout.prepareForTransition(from: CollectionViewLayout())
        layout.finalizeLayoutTransition()
    }

    @Test("when invalidateLayout() is called, then invalidateLayout(with:) receives a context that invalidates everything, and prepare runs once")
    func invalidation() {
        let host = TestLayoutHost(counts: [3])
        let layout = RecordingLayout()
        host.install(layout)
        #expect(layout.calls == ["prepare"])
        #expect(layout.collectionView === host)
        #expect(!host.prepare(), "nothing invalidated, so prepare does not run again")
        layout.invalidateLayout()
        layout.invalidateLayout()
        #expect(host.prepare())
        #expect(layout.calls == ["prepare", "invalidate everything=true counts=false", "invalidate everything=true counts=false", "prepare"])
        layout.calls.removeAll()
        layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: host.bounds))
        #expect(host.prepare(), "prepare runs after every invalidation, even an empty one")
        #expect(layout.calls == ["invalidate everything=false counts=false", "prepare"])
    }

    @Test("when contexts request offset and size adjustments, then the merged state adds them up")
    func adjustmentsMerge() {
        let host = TestLayoutHost(counts: [1])
        let layout = RecordingLayout()
        host.install(layout)
        for dy in [10.0, -3.0] {
            let context = CollectionViewLayoutInvalidationContext()
            context.contentOffsetAdjustment = CGPoint(x: 0, y: dy)
            context.contentSizeAdjustment = CGSize(width: 1, height: dy)
            layout.invalidateLayout(with: context)
        }
        let state = layout.prepareIfNeeded()
        #expect(state?.contentOffsetAdjustment == CGPoint(x: 0, y: 7))
        #expect(state?.contentSizeAdjustment == CGSize(width: 2, height: 7))
        #expect(state?.everything == false)
        #expect(layout.prepareIfNeeded() == nil)
    }

    @Test("when the context and attributes classes are overridden, then the layout creates instances of them")
    func customClasses() {
        let layout = CustomClassesLayout()
        #expect(layout.invalidationContext(forBoundsChange: .zero) is CustomContext)
        let moving = layout.layoutAttributesForInteractivelyMovingItem(at: IndexPath(item: 0, section: 0), withTargetPosition: CGPoint(x: 5, y: 5))
        #expect(moving is BadgeAttributes)
    }

    @Test("when the classes named are not a context or attributes class, then the base classes are used and the problem reported")
    func wrongClasses() {
        let host = TestLayoutHost()
        let layout = WrongClassesLayout()
        host.install(layout)
        let context = layout.invalidationContext(forBoundsChange: .zero)
        #expect(type(of: context) == CollectionViewLayoutInvalidationContext.self)
        let attributes = layout.layoutAttributesForInteractivelyMovingItem(at: IndexPath(item: 0, section: 0), withTargetPosition: .zero)
        #expect(type(of: attributes) == CollectionViewLayoutAttributes.self)
        #expect(host.diagnostics.map(\.message) == [
            "invalidationContextClass NSObject of WrongClassesLayout is not a subclass of UICollectionViewLayoutInvalidationContext",
            "layoutAttributesClass NSObject of WrongClassesLayout is not a subclass of UICollectionViewLayoutAttributes",
        ])
    }

    @Test("when a context names items, supplementary and decoration views, then it lists them by kind")
    func contextFields() {
        let context = CollectionViewLayoutInvalidationContext()
        #expect(context.invalidatedItemIndexPaths == nil && !context.invalidateEverything && !context.invalidateDataSourceCounts)
        context.invalidateItems(at: [IndexPath(item: 1, section: 0)])
        context.invalidateItems(at: [IndexPath(item: 2, section: 0)])
        context.invalidateSupplementaryElements(ofKind: "h", at: [IndexPath(item: 0, section: 1)])
        context.invalidateDecorationElements(ofKind: "d", at: [IndexPath(item: 0, section: 2)])
        #expect(context.invalidatedItemIndexPaths == [IndexPath(item: 1, section: 0), IndexPath(item: 2, section: 0)])
        #expect(context.invalidatedSupplementaryIndexPaths == ["h": [IndexPath(item: 0, section: 1)]])
        #expect(context.invalidatedDecorationIndexPaths == ["d": [IndexPath(item: 0, section: 2)]])
        #expect(context.contentOffsetAdjustment == .zero && context.contentSizeAdjustment == .zero)
        #expect(context.previousIndexPathsForInteractivelyMovingItems == nil && context.interactiveMovementTarget == .zero)
    }

    @Test("when an element self-sizes, then the default context invalidates that element by its category")
    func preferredAttributesContext() {
        let layout = CollectionViewLayout()
        let path = IndexPath(item: 3, section: 1)
        let cell = CollectionViewLayoutAttributes(forCellWith: path)
        #expect(layout.invalidationContext(forPreferredLayoutAttributes: cell, withOriginalAttributes: cell).invalidatedItemIndexPaths == [path])
        let header = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: "h", with: path)
        #expect(layout.invalidationContext(forPreferredLayoutAttributes: header, withOriginalAttributes: header).invalidatedSupplementaryIndexPaths == ["h": [path]])
        let decoration = CollectionViewLayoutAttributes(forDecorationViewOfKind: "d", with: path)
        #expect(layout.invalidationContext(forPreferredLayoutAttributes: decoration, withOriginalAttributes: decoration).invalidatedDecorationIndexPaths == ["d": [path]])
    }

    @Test("when an item moves interactively, then the defaults hit-test the target, centre the moving copy on top and invalidate both paths")
    func interactiveMovement() {
        let layout = RecordingLayout()
        let a = IndexPath(item: 0, section: 0), b = IndexPath(item: 1, section: 0)
        layout.frames = [a: CGRect(x: 0, y: 0, width: 50, height: 50), b: CGRect(x: 60, y: 0, width: 50, height: 50)]
        #expect(layout.targetIndexPath(forInteractivelyMovingItem: a, withPosition: CGPoint(x: 70, y: 10)) == b)
        #expect(layout.targetIndexPath(forInteractivelyMovingItem: a, withPosition: CGPoint(x: 55, y: 10)) == a, "no item under the point")
        #expect(layout.targetIndexPath(forInteractivelyMovingItem: a, withPosition: CGPoint(x: CGFloat.nan, y: 10)) == a)
        let moving = layout.layoutAttributesForInteractivelyMovingItem(at: a, withTargetPosition: CGPoint(x: 100, y: 100))
        #expect(moving.center == CGPoint(x: 100, y: 100) && moving.size == CGSize(width: 50, height: 50))
        #expect(moving.zIndex == Int(Int32.max))
        let step = layout.invalidationContext(forInteractivelyMovingItems: [b], withTargetPosition: CGPoint(x: 70, y: 10),
                                              previousIndexPaths: [a], previousPosition: CGPoint(x: 10, y: 10))
        #expect(step.previousIndexPathsForInteractivelyMovingItems == [a] && step.targetIndexPathsForInteractivelyMovingItems == [b])
        #expect(step.interactiveMovementTarget == CGPoint(x: 70, y: 10) && step.invalidatedItemIndexPaths == [a, b])
        let end = layout.invalidationContextForEndingInteractiveMovementOfItems(toFinalIndexPaths: [b], previousIndexPaths: [a], movementCancelled: false)
        #expect(end.invalidatedItemIndexPaths == [a, b])
    }

    @Test("when decoration classes are registered, then the layout keeps them by kind and nil removes one")
    func decorationRegistration() {
        let layout = CollectionViewLayout()
        layout.register(NSObject.self, forDecorationViewOfKind: "background")
        #expect(layout.decorationViewClasses["background"] != nil)
        layout.register(nil, forDecorationViewOfKind: "background")
        #expect(layout.decorationViewClasses["background"] == nil)
    }

    @Test("when the host lays out right to left and the layout flips, then it is shown mirrored")
    func flipping() {
        let host = TestLayoutHost()
        let flow = CollectionViewFlowLayout()
        host.install(flow)
        #expect(!flow.isFlippedInHost)
        host.effectiveUserInterfaceLayoutDirection = .rightToLeft
        #expect(flow.isFlippedInHost)
        let plain = CollectionViewLayout()
        host.install(plain)
        #expect(!plain.isFlippedInHost, "a layout that does not flip is never mirrored")
    }
}
