import CollectionGeometry
import CollectionLayout
import LayoutTestSupport
import TestSupport
import Foundation
import Testing

@Suite("Compositional layout: estimated sizes per axis (F27)")
@MainActor
struct CompositionalSelfSizingTests {
    func estimatedList(count: Int, height: CGFloat = 200) -> (CollectionViewCompositionalLayout, TestLayoutHost) {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(44)))
        let section = CollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [item]))
        let layout = CollectionViewCompositionalLayout(section: section)
        return (layout, install(layout, height: height, counts: [count]))
    }

    /// Runs the self-sizing protocol as the collection view does; returns the context when it invalidated.
    @discardableResult
    func measure(_ layout: CollectionViewLayout, _ host: TestLayoutHost, _ original: CollectionViewLayoutAttributes, to size: CGSize) -> CollectionViewLayoutInvalidationContext? {
        let preferred = original.copy() as! CollectionViewLayoutAttributes
        preferred.size = size
        guard layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original) else { return nil }
        let context = layout.invalidationContext(forPreferredLayoutAttributes: preferred, withOriginalAttributes: original)
        layout.invalidateLayout(with: context)
        host.prepare()
        return context
    }

    @discardableResult
    func measureItem(_ layout: CollectionViewLayout, _ host: TestLayoutHost, _ item: Int, section: Int = 0, height: CGFloat) -> CollectionViewLayoutInvalidationContext? {
        let original = layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))!
        return measure(layout, host, original, to: CGSize(width: original.size.width, height: height))
    }

    @Test("when rows have an estimated height, then they start at the estimate and a measured row pushes the others down")
    func estimatedRows() throws {
        let (layout, host) = estimatedList(count: 10)
        #expect(frame(layout, 3) == CGRect(x: 0, y: 132, width: 320, height: 44))
        let context = try #require(measureItem(layout, host, 1, height: 100))
        #expect(context.contentOffsetAdjustment == .zero && context.contentSizeAdjustment == CGSize(width: 0, height: 56))
        #expect(frame(layout, 1) == CGRect(x: 0, y: 44, width: 320, height: 100))
        #expect(frame(layout, 3)!.minY == 188)
        #expect(layout.collectionViewContentSize.height == 496)
        #expect(measureItem(layout, host, 1, height: 100) == nil, "the same size again changes nothing")
        #expect(measure(layout, host, layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))!, to: CGSize(width: 999, height: 44)) == nil,
                "the width is not estimated, so a different width is ignored")
    }

    @Test("when a row above the visible bounds grows, then the context moves the content offset so the first visible row stays still")
    func anchoring() throws {
        let (layout, host) = estimatedList(count: 40)
        host.setBounds(CGRect(x: 0, y: 440, width: 320, height: 200))
        let before = frame(layout, 10)!.minY
        let context = try #require(measureItem(layout, host, 2, height: 70))
        #expect(context.contentOffsetAdjustment == CGPoint(x: 0, y: 26))
        #expect(frame(layout, 10)!.minY == before + 26)
    }

    @Test("when siblings are uniform across siblings, then every one takes the largest size measured among them")
    func uniformSiblings() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1 / 3), .uniformAcrossSiblings(estimate: 40)))
        let layout = CollectionViewCompositionalLayout(section: CollectionLayoutSection(
            group: .horizontal(layoutSize: size(.fractionalWidth(1), .estimated(40)), subitems: [item])))
        let host = install(layout, counts: [6])
        measureItem(layout, host, 1, height: 70)
        #expect((0..<3).map { frame(layout, $0)!.height } == [70, 70, 70])
        #expect(frame(layout, 3)!.minY == 70 && frame(layout, 3)!.height == 40, "the next group keeps the estimate")
    }

    @Test("when a header has an estimated height and reports its real one, then the section's content moves by the difference")
    func estimatedHeader() throws {
        let section = listSection()
        section.boundarySupplementaryItems = [CollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .estimated(30)), elementKind: "header", alignment: .top)]
        let layout = CollectionViewCompositionalLayout(section: section)
        let host = install(layout, counts: [2, 2])
        let header = try #require(layout.layoutAttributesForSupplementaryView(ofKind: "header", at: IndexPath(item: 0, section: 1)))
        #expect(header.frame == CGRect(x: 0, y: 118, width: 320, height: 30))
        try #require(measure(layout, host, header, to: CGSize(width: 320, height: 55)) != nil)
        #expect(frame(layout, 0, section: 1)!.minY == 173)
        #expect(layout.layoutAttributesForSupplementaryView(ofKind: "header", at: IndexPath(item: 0, section: 1))?.frame.height == 55)
    }

    @Test("when random items self-size one by one, then the incremental result equals solving everything again (seeded)",
          arguments: [false, true])
    func incrementalEqualsFull(horizontalGroups: Bool) {
        for seed in TestSeeds.seeds(count: 10) {
            var rng = SeededRandomNumberGenerator(seed: seed)
            let item = CollectionLayoutItem(layoutSize: size(horizontalGroups ? .fractionalWidth(0.5) : .fractionalWidth(1), .estimated(44)))
            let section = CollectionLayoutSection(group: .horizontal(layoutSize: size(.fractionalWidth(1), .estimated(44)), subitems: [item]))
            section.interGroupSpacing = 4
            let layout = CollectionViewCompositionalLayout(section: section)
            let counts = [Int.random(in: 1...300, using: &rng), Int.random(in: 1...300, using: &rng)]
            let host = install(layout, counts: counts)
            host.setBounds(CGRect(x: 0, y: CGFloat(Int.random(in: 0...3000, using: &rng)), width: 320, height: 480))
            for _ in 0..<25 {
                let section = Int.random(in: 0..<2, using: &rng)
                measureItem(layout, host, Int.random(in: 0..<counts[section], using: &rng), section: section,
                            height: CGFloat(Int.random(in: 10...150, using: &rng)))
            }
            let incremental = everything(layout)
            layout.invalidateLayout()
            host.prepare()
            #expect(everything(layout) == incremental, "seed \(seed)")
        }
    }
}

@Suite("Compositional layout: orthogonal sections rest where their behaviour says (F29)")
struct OrthogonalScrollingTests {
    // Five groups of 100 with 10 between them after a leading inset of 16, in a 320-point viewport.
    let geometry = OrthogonalScrolling.Geometry(viewportLength: 320, contentLength: 556, leadingInset: 16,
                                                groupStarts: [16, 126, 236, 346, 456], groupLengths: [100, 100, 100, 100, 100])

    func rest(_ behavior: OrthogonalScrollingBehavior, current: CGFloat = 0, proposed: CGFloat, velocity: CGFloat = 0) -> CGFloat {
        OrthogonalScrolling.restingOffset(for: behavior, geometry: geometry, currentOffset: current, proposedOffset: proposed, velocity: velocity)
    }

    @Test("when the strip scrolls continuously, then it rests where deceleration ends, inside the content")
    func continuous() {
        #expect(geometry.maximumOffset == 236)
        #expect(rest(.continuous, proposed: 300) == 236 && rest(.continuous, proposed: 77) == 77 && rest(.continuous, proposed: -5) == 0)
        #expect(rest(.none, proposed: 50) == 50)
    }

    @Test("when it rests on group leading boundaries, then the nearest boundary wins")
    func leadingBoundary() {
        #expect(rest(.continuousGroupLeadingBoundary, proposed: 150) == 110)
        #expect(rest(.continuousGroupLeadingBoundary, proposed: 170) == 220)
        #expect(rest(.continuousGroupLeadingBoundary, proposed: 400) == 236)
    }

    @Test("when it pages, then a flick moves one page from where the drag ended and a stop rests on the nearest page")
    func paging() {
        #expect(rest(.paging, current: 0, proposed: 40, velocity: 1) == 236, "one page (320) clamped to the end")
        #expect(rest(.paging, current: 0, proposed: 100, velocity: 0) == 0)
        #expect(rest(.paging, current: 236, proposed: 200, velocity: -1) == 0)
    }

    @Test("when it pages by group, then a flick moves one group and a stop rests on the nearest group")
    func groupPaging() {
        #expect(rest(.groupPaging, current: 0, proposed: 30, velocity: 0.5) == 110)
        #expect(rest(.groupPaging, current: 110, proposed: 100, velocity: -1) == 0)
        #expect(rest(.groupPaging, current: 0, proposed: 200, velocity: 0) == 220)
        #expect(rest(.groupPaging, current: 220, proposed: 400, velocity: 2) == 236)
    }

    @Test("when it pages by centred group, then resting offsets centre a group in the viewport")
    func groupPagingCentered() {
        // Centres: start + 50 − 160 = −94, 16, 126, 236, 346.
        #expect(rest(.groupPagingCentered, current: 16, proposed: 40, velocity: 1) == 126)
        #expect(rest(.groupPagingCentered, current: 16, proposed: -60, velocity: 0) == -94)
        #expect(rest(.groupPagingCentered, current: 346, proposed: 400, velocity: 1) == 346)
    }

    @Test("when a strip has not been scrolled, then a centred-paging one shows its first group centred and the others start at 0")
    func initialOffsets() {
        for behavior in OrthogonalScrollingBehavior.allCases {
            let offset = OrthogonalScrolling.initialOffset(for: behavior, geometry: geometry)
            #expect(offset == (behavior == .groupPagingCentered ? -94 : 0), "\(behavior)")
            #expect(offset == rest(behavior, current: offset, proposed: offset, velocity: 0), "\(behavior): the initial offset is a resting offset")
        }
    }

    @Test("when offsets or velocities are NaN, then the strip rests at a valid offset")
    func badInput() {
        for behavior in OrthogonalScrollingBehavior.allCases {
            let offset = rest(behavior, current: .nan, proposed: .infinity, velocity: .nan)
            #expect(offset.isFinite, "\(behavior)")
        }
        let empty = OrthogonalScrolling.Geometry(viewportLength: 0, contentLength: 0, leadingInset: 0, groupStarts: [], groupLengths: [])
        #expect(OrthogonalScrolling.restingOffset(for: .groupPaging, geometry: empty, currentOffset: 0, proposedOffset: 9, velocity: 1) == 0)
        #expect(OrthogonalScrollingProperties.DecelerationRate.automatic.rate(for: .paging) == 0.99)
        #expect(OrthogonalScrollingProperties.DecelerationRate(.nan).rate(for: .continuous) == 0.998)
        #expect(OrthogonalScrollingProperties.DecelerationRate(rawValue: 2).rate(for: .continuous) == 0.999_9, "out of range: clamped")
    }
}
