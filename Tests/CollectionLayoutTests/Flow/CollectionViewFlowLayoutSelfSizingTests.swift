import CollectionGeometry
import CollectionData
import CollectionLayout
import LayoutTestSupport
import TestSupport
import Foundation
import Testing

@Suite("CollectionViewFlowLayout: self-sizing on the layout side (F17)")
@MainActor
struct CollectionViewFlowLayoutSelfSizingTests {
    /// 10 items estimated at 100 × 40 in 320 points: lines of three (0, 110, 220), the last item centred.
    func estimatedLayout() -> (CollectionViewFlowLayout, TestLayoutHost) {
        makeFlow(counts: [10]) { layout, _ in layout.estimatedItemSize = CGSize(width: 100, height: 40) }
    }

    /// Runs the self-sizing protocol for one item as the collection view does, returning the context used.
    @discardableResult
    func measure(_ layout: CollectionViewFlowLayout, _ host: TestLayoutHost, item: Int, _ size: CGSize) -> CollectionViewLayoutInvalidationContext? {
        let original = layout.layoutAttributesForItem(at: IndexPath(item: item, section: 0))!
        let preferred = original.copy() as! CollectionViewLayoutAttributes
        preferred.size = size
        guard layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) else { return nil }
        let context = layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        layout.invalidateLayout(with: context)
        host.prepare()
        return context
    }

    @Test("when estimates are set, then every item starts at the estimated size")
    func estimates() {
        let (layout, _) = estimatedLayout()
        let frames = itemFrames(layout, count: 10)
        #expect(frames[0...2].map(\.minX) == [0, 110, 220])
        #expect(frames.map(\.minY) == [0, 0, 0, 50, 50, 50, 100, 100, 100, 150])
        #expect(frames[9] == rect(110, 150, 100, 40))
        #expect(layout.collectionViewContentSize.height == 190)
        #expect(layout.currentEstimatedItemSize == CGSize(width: 100, height: 40))
    }

    @Test("when a cell asks for another size, then only the layout is recomputed (not the delegate metrics) and the line grows")
    func preferredSize() throws {
        let (layout, host) = estimatedLayout()
        let context = try #require(measure(layout, host, item: 0, CGSize(width: 100, height: 80)) as? CollectionViewFlowLayoutInvalidationContext)
        #expect(!context.invalidateFlowLayoutAttributes && !context.invalidateFlowLayoutDelegateMetrics)
        #expect(context.invalidatedItemIndexPaths == [IndexPath(item: 0, section: 0)])
        #expect(context.contentOffsetAdjustment == .zero, "nothing above the first visible line changed")
        #expect(context.contentSizeAdjustment == CGSize(width: 0, height: 40))
        let frames = itemFrames(layout, count: 4)
        #expect(frames == [rect(0, 0, 100, 80), rect(110, 20, 100, 40), rect(220, 20, 100, 40), rect(0, 90, 100, 40)])
        #expect(layout.collectionViewContentSize.height == 230)
        #expect(layout.numberOfMeasuredItems == 1)
    }

    @Test("when an item above the visible bounds grows, then the context moves the content offset by the same amount")
    func anchoring() throws {
        let (layout, host) = estimatedLayout()
        host.setBounds(rect(0, 100, 320, 480))
        let context = try #require(measure(layout, host, item: 0, CGSize(width: 100, height: 80)))
        #expect(context.contentOffsetAdjustment == CGPoint(x: 0, y: 40))
        // The first visible line (items 6–8) moved from 100 to 140: with the offset moved by 40, it stays still on screen.
        #expect(itemFrames(layout, count: 7)[6].minY == 140)
    }

    @Test("when a cell measures exactly its estimate, then nothing is invalidated but the size counts as measured")
    func exactEstimate() {
        let (layout, host) = estimatedLayout()
        #expect(measure(layout, host, item: 4, CGSize(width: 100, height: 40)) == nil)
        #expect(layout.numberOfMeasuredItems == 1)
    }

    @Test("when a cell asks for a NaN or negative size, then the layout keeps its size and reports it")
    func invalidPreferredSize() {
        let (layout, host) = estimatedLayout()
        #expect(measure(layout, host, item: 1, CGSize(width: CGFloat.nan, height: 10)) == nil)
        #expect(measure(layout, host, item: 1, CGSize(width: -1, height: 10)) == nil)
        #expect(host.diagnostics.count == 2)
        #expect(host.diagnostics[0].message.hasPrefix("the preferred size {nan, 10} of the cell at index path (0 - 1) is negative, NaN, infinite or above 1e9"))
        #expect(itemFrames(layout, count: 2)[1].size == CGSize(width: 100, height: 40))
    }

    @Test("when self-sizing is off, then preferred sizes never invalidate the layout")
    func selfSizingOff() {
        let (layout, host) = makeFlow(counts: [3])
        #expect(measure(layout, host, item: 0, CGSize(width: 10, height: 10)) == nil)
    }

    @Test("when automaticSize is used, then unmeasured items take the mean of the sizes measured so far")
    func automaticSize() {
        let (layout, host) = makeFlow(counts: [10]) { layout, _ in layout.estimatedItemSize = CollectionViewFlowLayout.automaticSize }
        #expect(layout.currentEstimatedItemSize == CGSize(width: 50, height: 50), "itemSize until something is measured")
        measure(layout, host, item: 0, CGSize(width: 100, height: 20))
        #expect(layout.currentEstimatedItemSize == CGSize(width: 100, height: 20))
        measure(layout, host, item: 1, CGSize(width: 60, height: 20))
        #expect(layout.currentEstimatedItemSize == CGSize(width: 80, height: 20))
        #expect(itemFrames(layout, count: 6)[5].size == CGSize(width: 80, height: 20))
        measure(layout, host, item: 1, CGSize(width: 20, height: 20))
        #expect(layout.currentEstimatedItemSize == CGSize(width: 60, height: 20), "a re-measured item replaces its old size in the mean")
        #expect(layout.numberOfMeasuredItems == 2)
    }

    @Test("when random cells self-size one by one, then the incremental relayout equals a full relayout (seeded)",
          arguments: CollectionViewScrollDirection.allCases)
    func incrementalEqualsFull(direction: CollectionViewScrollDirection) {
        for seed in TestSeeds.seeds(count: 12) {
            var rng = SeededRandomNumberGenerator(seed: seed)
            let counts = (0..<Int.random(in: 1...3, using: &rng)).map { _ in Int.random(in: 0...40, using: &rng) }
            let automatic = Bool.random(using: &rng)
            let host = TestLayoutHost(bounds: rect(0, 0, 320, 400), counts: counts)
            let layout = CollectionViewFlowLayout()
            layout.scrollDirection = direction
            layout.estimatedItemSize = automatic ? CollectionViewFlowLayout.automaticSize : CGSize(width: 60, height: 30)
            layout.headerReferenceSize = CGSize(width: 15, height: 15)
            host.install(layout)
            var measured: [IndexPath: CGSize] = [:]
            for _ in 0..<30 {
                guard let section = counts.indices.filter({ counts[$0] > 0 }).randomElement(using: &rng) else { break }
                let path = IndexPath(item: Int.random(in: 0..<counts[section], using: &rng), section: section)
                let original = layout.layoutAttributesForItem(at: path)!
                let preferred = original.copy() as! CollectionViewLayoutAttributes
                preferred.size = CGSize(width: CGFloat(Int.random(in: 10...150, using: &rng)), height: CGFloat(Int.random(in: 10...90, using: &rng)))
                measured[path] = preferred.size
                if layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) {
                    layout.invalidateLayout(with: layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original))
                    host.prepare()
                }
            }
            let incremental = LayoutOracle.allElements(of: layout, counts: counts)
            let incrementalSize = layout.collectionViewContentSize
            for (path, size) in measured {
                #expect(layout.layoutAttributesForItem(at: path)?.size == size, "seed \(seed): measured size kept at \(path)")
            }
            #expect(LayoutInvariants.overlappingCells(incremental).isEmpty, "seed \(seed)")
            #expect(layout.numberOfMeasuredItems == measured.count, "seed \(seed)")
            if automatic {
                // Unmeasured items were estimated with the mean current when their part was laid out; a full
                // relayout uses the final mean everywhere, so only the measured sizes and invariants compare.
                continue
            }
            layout.invalidateLayout()
            host.prepare()
            #expect(LayoutOracle.allElements(of: layout, counts: counts) == incremental, "seed \(seed)")
            #expect(layout.collectionViewContentSize == incrementalSize, "seed \(seed)")
        }
    }
}
