import EngineTestSupport
import LayoutTestSupport
import TestSupport
import OpenCollectionView
import Samples
import Testing

@Suite("MosaicLayout (F7, F8, the mosaic feed)")
@MainActor
struct MosaicLayoutTests {
    func make(count: Int, width: CGFloat = 301) -> (MosaicLayout, TestLayoutHost) {
        let host = TestLayoutHost(bounds: CGRect(x: 0, y: 0, width: width, height: 600), counts: [count])
        let layout = MosaicLayout()
        host.install(layout)
        return (layout, host)
    }

    @Test("when bands are divided, then each style cuts the band in whole points with a 1-point gap")
    func bandStyles() {
        let band = CGRect(x: 0, y: 0, width: 301, height: 200)
        #expect(MosaicLayout.frames(of: band, style: .fullWidth, spacing: 1) == [band])
        #expect(MosaicLayout.frames(of: band, style: .fiftyFifty, spacing: 1) == [CGRect(x: 0, y: 0, width: 150, height: 200), CGRect(x: 151, y: 0, width: 150, height: 200)])
        #expect(MosaicLayout.frames(of: band, style: .twoThirdsOneThird, spacing: 1) == [
            CGRect(x: 0, y: 0, width: 200, height: 200), CGRect(x: 201, y: 0, width: 100, height: 99), CGRect(x: 201, y: 100, width: 100, height: 100)])
        #expect(MosaicLayout.frames(of: band, style: .oneThirdTwoThirds, spacing: 1) == [
            CGRect(x: 0, y: 0, width: 100, height: 99), CGRect(x: 0, y: 100, width: 100, height: 100), CGRect(x: 101, y: 0, width: 200, height: 200)])
    }

    @Test("when items are placed, then bands rotate full width, halves, two thirds, one third, halves … and the last one or two items fill a band")
    func bandSequence() {
        #expect(MosaicSegmentStyle.fullWidth.next(remaining: 10) == .fiftyFifty)
        #expect(MosaicSegmentStyle.fiftyFifty.next(remaining: 10) == .twoThirdsOneThird)
        #expect(MosaicSegmentStyle.twoThirdsOneThird.next(remaining: 10) == .oneThirdTwoThirds)
        #expect(MosaicSegmentStyle.oneThirdTwoThirds.next(remaining: 10) == .fiftyFifty)
        #expect(MosaicSegmentStyle.twoThirdsOneThird.next(remaining: 2) == .fiftyFifty)
        #expect(MosaicSegmentStyle.twoThirdsOneThird.next(remaining: 1) == .fullWidth)
        // 10 items: full (1), halves (2), 2/3+1/3 (3), 1/3+2/3 (3) leaves 1 → full width.
        let (layout, _) = make(count: 10)
        let tops = (0..<10).map { layout.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame.minY }
        #expect(tops == [0, 201, 201, 402, 402, 502, 603, 703, 603, 804])
        #expect(layout.collectionViewContentSize == CGSize(width: 301, height: 1004))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 10, section: 0)) == nil)
    }

    @Test("when random rects are queried, then the sorted search equals filtering every item (seeded)")
    func oracle() {
        for seed in TestSeeds.seeds(count: 20) {
            var rng = SeededRandomNumberGenerator(seed: seed)
            let count = Int.random(in: 0...500, using: &rng)
            let (layout, host) = make(count: count, width: CGFloat(Int.random(in: 100...900, using: &rng)))
            let all = LayoutOracle.allElements(of: layout, counts: host.counts)
            #expect(LayoutInvariants.overlappingCells(all).isEmpty, "seed \(seed)")
            #expect(LayoutInvariants.framesOutsideContent(all, contentSize: layout.collectionViewContentSize).isEmpty, "seed \(seed)")
            for _ in 0..<20 {
                let rect = LayoutOracle.randomRect(in: layout.collectionViewContentSize, using: &rng)
                #expect(LayoutOracle.query(layout, in: rect) == LayoutOracle.filter(all, intersecting: rect).sorted(), "seed \(seed)")
            }
        }
    }

    @Test("when only the origin changes, then the layout is kept; a new size lays it out again")
    func invalidation() {
        let (layout, host) = make(count: 5)
        #expect(!layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 300, width: 301, height: 600)))
        host.setBounds(CGRect(x: 0, y: 0, width: 401, height: 600))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.frame.width == 401)
        #expect(layout.flipsHorizontallyInOppositeLayoutDirection)
    }
}
